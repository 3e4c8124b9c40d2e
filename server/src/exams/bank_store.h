// SQL of the question bank (docs/exams.md): questions and their options. Every query is by course and indexed
// (question_bank, question_bank_type, question_option_question); options of a page come in one query.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/page.h"
#include "courses/model.h"
#include "db/db.h"
#include "exams/bank_rules.h"

namespace xj::exams {

inline constexpr int kQuestionInUse = 0;
inline constexpr int kQuestionDeleted = 1;

struct OptionRow {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t question_id = 0;
    std::string name;
    std::string content;
};

struct QuestionRow {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;
    std::string course_sign;
    int type = 0;
    std::string subject_name;
    int serial_number = 0;
    int level = 1;
    int score = 0;
    std::string answer;
    std::string analysis;
    int status = 0;
    std::int64_t created_at = 0;
    std::int64_t updated_at = 0;
    std::vector<OptionRow> options;  // by name
};

struct BankFilter {
    std::int64_t course_id = 0;
    int status = kQuestionInUse;
    std::string keyword;  // subjectName contains
    std::optional<int> type;
};

class BankStore {
public:
    static constexpr std::size_t kInChunk = 500;
    // The list's SQL for a filter (parameters course_id, status, type?, like?, limit/offset when paged).
    static std::string list_sql(const BankFilter& f, bool paged);

    std::int64_t count(db::Conn& c, const BankFilter& f) const;
    // By serialNumber then id; every row when page is nullopt (the export). Options filled.
    std::vector<QuestionRow> list(db::Conn& c, const BankFilter& f, const std::optional<core::Page>& page) const;
    std::optional<QuestionRow> find(db::Conn& c, const std::string& sign) const;
    std::optional<QuestionRow> find_by_id(db::Conn& c, std::int64_t id) const;
    // Questions of a course by sign (status 0 only when in_use_only); missing signs are left out. With lock, the rows
    // are held (PostgreSQL FOR KEY SHARE) until the transaction ends: a concurrent delete waits (lock_question).
    std::vector<QuestionRow> find_many(db::Conn& c, std::int64_t course_id, const std::vector<std::string>& signs,
                                       bool in_use_only, bool lock = false) const;
    // Locks the question row for a delete (PostgreSQL FOR UPDATE; waits for subject adds holding it); false when it
    // is gone or no longer in use (a concurrent delete came first).
    bool lock_question(db::Conn& c, std::int64_t id) const;
    // Fills options of the given rows (one query per 500 questions).
    void fill_options(db::Conn& c, std::vector<QuestionRow>& rows) const;

    // Serial numbers are unique among a course's live questions (index question_serial, migration 0016). A write
    // that chooses or changes one takes the course's bank lock first, then reads the numbers in use, so concurrent
    // adds and imports get distinct numbers (PostgreSQL: an advisory lock until the transaction ends).
    void lock_bank(db::Conn& c, std::int64_t course_id) const;
    // The serial numbers of the course's live questions (status 0); its SQL (parameter course_id) for the plan test.
    std::set<int> live_serials(db::Conn& c, std::int64_t course_id) const;
    static std::string live_serials_sql();
    std::int64_t insert(db::Conn& c, const std::string& sign, std::int64_t course_id, const CheckedQuestion& q,
                        int serial, std::int64_t user_id, std::int64_t now) const;
    void update(db::Conn& c, std::int64_t id, const CheckedQuestion& q, int serial, std::int64_t now) const;
    void set_answer(db::Conn& c, std::int64_t id, const std::string& answer, std::int64_t now) const;
    void touch(db::Conn& c, std::int64_t id, std::int64_t now) const;

    std::optional<OptionRow> find_option(db::Conn& c, const std::string& sign) const;
    void insert_option(db::Conn& c, const std::string& sign, std::int64_t question_id, const std::string& name,
                       const std::string& content, std::int64_t now) const;
    void update_option(db::Conn& c, std::int64_t id, const std::string& content) const;
    void rename_option(db::Conn& c, std::int64_t id, const std::string& name) const;
    void delete_option(db::Conn& c, std::int64_t id) const;

    // Whether any exam uses the question.
    bool used_by_exam(db::Conn& c, std::int64_t id) const;
    void mark_deleted(db::Conn& c, std::int64_t id, std::int64_t now) const;
    void remove(db::Conn& c, std::int64_t id) const;

    std::string course_name(db::Conn& c, std::int64_t course_id) const;
    // Every exam holding the question sums its subjects' scores again (after the question's score changed).
    void refresh_exam_totals(db::Conn& c, std::int64_t question_id, std::int64_t now) const;
};

// Chooses serial numbers among those in use (BankStore::live_serials under the bank lock): next() is the number
// after the largest taken so far, or past 9999 the smallest free one (nullopt when all 9999 are used); take() a
// given number (false when it is in use).
class SerialPicker {
public:
    explicit SerialPicker(std::set<int> used) : used_(std::move(used)), last_(used_.empty() ? 0 : *used_.rbegin()) {}
    std::optional<int> next();
    bool take(int serial);

private:
    std::set<int> used_;
    int last_ = 0;
};

// The question columns (aliases of question q joined with course c) and their reading.
inline constexpr std::string_view kQuestionColumns =
    "q.id, q.sign, q.course_id, c.sign AS course_sign, q.type, q.subject_name, q.serial_number, q.level, q.score, "
    "q.answer, q.analysis, q.status, q.created_at, q.updated_at";
QuestionRow question_row_of(const db::Row& r);

// Its stored answer and fields as a CheckedQuestion (for the export and for merging an update).
CheckedQuestion checked_of(const QuestionRow& row);

}  // namespace xj::exams
