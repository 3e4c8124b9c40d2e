// The course score rule (docs/teaching.md, Statistics): pure functions, no database.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "courses/model.h"

namespace xj::teaching {

inline constexpr double kPassMark = 60;

// Integer percentages summing to 100 (the course's assessment standard; default 40/10/20/20/10).
struct ScoreWeights {
    int watch_video = 40;
    int interactive_question = 10;
    int unit_testing = 20;
    int final_exam = 20;
    int log_sig = 10;
};
ScoreWeights weights_of(const courses::Standard& standard);

// The five parts of a student's score, each 0–100; the exam parts are percentages with one decimal.
struct ScoreParts {
    int watch_video = 0;
    int interactive_question = 0;
    double unit_testing = 0;
    double final_exam = 0;
    int log_sig = 0;
};

// questions + answers × 25, at most 100.
int question_part(std::int64_t questions_and_answers);
// distinct study days × 10, at most 100.
int log_part(std::int64_t study_days);
// A percentage 0–100 with one decimal (clamped; NaN is 0).
double exam_part(double percent);
// round(Σ weight × part / 100, 1), in exact integer tenths.
double course_score(const ScoreWeights& weights, const ScoreParts& parts);
bool passed(double score);
// 0 for 0 ≤ s < 10 ("one") … 9 for 90 ≤ s ≤ 100 ("ten").
int score_bucket(double score);
inline constexpr std::array<std::string_view, 10> kBucketNames{"one", "two",   "three", "four", "five",
                                                               "six", "seven", "eight", "nine", "ten"};

// 0–19%, 20–39%, 40–59%, 60–79%, 80–100%: index 0–4.
int progress_bucket(int progress);
inline constexpr std::array<std::string_view, 5> kProgressLabels{"0-19%", "20-39%", "40-59%", "60-79%", "80-100%"};

// One decimal: round(part × 1000 / whole) / 10, 0 when whole is 0.
double percent_of(std::int64_t part, std::int64_t whole);

}  // namespace xj::teaching
