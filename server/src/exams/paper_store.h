// The SQL of test papers and attempts (docs/exams.md, Attempt): exams and their questions as a paper needs them,
// attempts, saves ordered by saveSeq, the one conditional submission, grading writes and the deadline sweep.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "db/db.h"
#include "exams/paper_model.h"

namespace xj::exams {

class PaperStore {
public:
    std::optional<PaperExam> exam_by_sign(db::Conn& conn, std::string_view sign) const;
    // The exam a new attempt is made for, read under its row lock (docs/exams.md "Starts and teachers' changes"):
    // call inside the write transaction that inserts the attempt.
    std::optional<PaperExam> exam_for_attempt(db::Conn& conn, std::string_view sign) const;
    std::optional<PaperExam> exam_by_id(db::Conn& conn, std::int64_t id) const;
    // The exam's questions in its order, each with its options (two statements for the whole exam).
    std::vector<PaperQuestion> questions(db::Conn& conn, std::int64_t exam_id) const;

    std::optional<Attempt> attempt_by_sign(db::Conn& conn, std::string_view sign) const;
    std::optional<Attempt> attempt_by_id(db::Conn& conn, std::int64_t id) const;
    std::optional<Attempt> in_progress(db::Conn& conn, std::int64_t exam_id, std::int64_t user_id) const;
    std::optional<Attempt> latest(db::Conn& conn, std::int64_t exam_id, std::int64_t user_id) const;
    std::int64_t attempt_count(db::Conn& conn, std::int64_t exam_id, std::int64_t user_id) const;
    // Inserts a new in-progress attempt; false when one is already in progress (the partial unique index).
    bool insert_attempt(db::Conn& conn, Attempt& a) const;
    // Serialises one student's offline uploads for one exam until the transaction ends (PostgreSQL: an advisory
    // lock; SQLite's writes are serial). The partial unique index on in-progress attempts cannot: an upload submits
    // its new attempt in the same transaction, so a second upload waiting on it would insert another.
    void lock_student_exam(db::Conn& conn, std::int64_t exam_id, std::int64_t user_id) const;

    std::vector<SavedAnswer> answers(db::Conn& conn, std::int64_t attempt_id) const;
    // (user name, course sign, course name) of a record's header.
    std::tuple<std::string, std::string, std::string> record_header(db::Conn& conn, std::int64_t user_id,
                                                                    std::int64_t course_id) const;
    // Takes a save: true when the attempt is in progress, before its deadline and seq above the stored one.
    bool claim_save(db::Conn& conn, std::int64_t attempt_id, std::int64_t seq, std::int64_t now,
                    std::int64_t count_down, std::optional<int> leave_count) const;
    void upsert_answer(db::Conn& conn, std::int64_t attempt_id, std::int64_t question_id,
                       const std::optional<std::string>& answer, std::int64_t now) const;
    // submitStatus 0 → 1; false when another call submitted it first.
    bool mark_submitted(db::Conn& conn, std::int64_t attempt_id, std::int64_t now, bool automatic) const;
    // Sets an answer's score (inserting an empty answer when none was saved).
    void set_answer_score(db::Conn& conn, std::int64_t attempt_id, std::int64_t question_id,
                          std::optional<std::int64_t> score, const std::string& comment,
                          std::optional<std::int64_t> graded_by, std::int64_t now) const;
    // 已批改 with the sum of the answers when none is ungraded, else 已提交 with no score.
    void settle(db::Conn& conn, std::int64_t attempt_id) const;
    // An offline record's whole score (answerMode 2).
    void set_record_score(db::Conn& conn, std::int64_t attempt_id, std::int64_t score, const std::string& comment,
                          std::int64_t graded_by, std::int64_t now) const;
    void set_file(db::Conn& conn, std::int64_t attempt_id, const AnswerFile& file, std::int64_t now) const;

    // In-progress attempts past their deadline (the sweep; index exam_attempt_deadline).
    std::vector<std::int64_t> overdue(db::Conn& conn, std::int64_t now, int limit) const;
};

}  // namespace xj::exams
