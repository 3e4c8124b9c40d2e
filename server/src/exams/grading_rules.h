// Pure rules of test papers (docs/exams.md, Grading and Attempt): automatic grading per question type, the
// fill-in normalisation, the pass mark, the stored deadline, the per-attempt shuffle order and the answer
// encoding checks. No database, no JSON: everything here is unit-tested on its own (grading_rules_test.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xj::exams {

// Question types (docs/exams.md, Model).
inline constexpr int kTypeSingle = 1;
inline constexpr int kTypeMultiple = 2;
inline constexpr int kTypeJudgment = 3;
inline constexpr int kTypeFillIn = 4;
inline constexpr int kTypeAnnotation = 5;

// Pass mark: 60 of 100, as a percentage of the exam's total score.
inline constexpr int kPassPercent = 60;
// The longest answer a student may save (characters).
inline constexpr std::size_t kAnswerMaxChars = 5000;

// 单选题 … 简答题; "" for an unknown type.
std::string_view type_name(int type);

// Fill-in comparison form: trimmed, inner white space collapsed to one space, full-width ASCII (letters,
// digits, punctuation, the ideographic space) turned half-width, ASCII letters lower-cased.
std::string normalize_fill_in(std::string_view text);

// The automatic score of one answer: the question's full score or 0 (no part marks). nullopt for an annotation
// (type 5), which a teacher grades. An absent or empty answer scores 0.
std::optional<int> auto_score(int type, std::string_view key, const std::optional<std::string>& answer, int score);

// Whether `score` of `total` reaches the pass mark (score × 100 ≥ 60 × total). A total of 0 never passes.
bool passed(std::int64_t score, std::int64_t total);

// The stored deadline of an attempt started at `started_at` (epoch seconds): min(start + examTime, endTime);
// only endTime when exam_minutes is 0.
std::int64_t deadline_at(std::int64_t started_at, int exam_minutes, std::int64_t end_time);

// Whole seconds left until `deadline` at `now` (never negative).
std::int64_t seconds_left(std::int64_t deadline, std::int64_t now);

// A permutation of 0 … n-1 fixed by (seed, salt): the same every time it is asked, so a reload shows the same
// order. salt tells lists apart (0 for the questions, the question id for its options).
std::vector<std::size_t> shuffled_order(std::size_t n, std::uint64_t seed, std::uint64_t salt);

// The stored form of a student's answer (spec 02 §4: numbers as strings, multiple choice joined by commas,
// empty → null): nullopt for an empty answer; multiple choice sorted and de-duplicated ("C,A" → "A,C");
// other types kept as sent (the fill-in normalisation happens only when grading).
std::optional<std::string> canonical_answer(int type, const std::optional<std::string>& answer);

// Why an answer cannot be stored for a question of `type` with `option_count` options, or nullopt when it can.
// Choice answers must name options (A… within the count), judgments "1" or "0"; any answer ≤ 5000 characters.
std::optional<std::string> answer_error(int type, const std::optional<std::string>& answer, int option_count);

inline constexpr std::string_view kMsgAnswerTooLong = "答案不能超过5000个字";
inline constexpr std::string_view kMsgAnswerBadFormat = "答案格式不正确";

}  // namespace xj::exams
