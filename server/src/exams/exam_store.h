// SQL of exams and their subjects (docs/exams.md, Calls — exams). Lists are by course (exam_course index), subjects
// by exam (exam_subject_order); counts of subjects and attempts come from indexed subqueries, not one query per row.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/page.h"
#include "courses/model.h"
#include "db/db.h"
#include "exams/bank_store.h"
#include "exams/exam_rules.h"

namespace xj::exams {

struct ExamRow {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;
    std::string course_sign;
    std::string course_name;
    std::optional<std::int64_t> chapter_id;
    std::string chapter_sign;
    int type = 1;
    std::string name;
    std::string attention;
    std::int64_t start_at = 0, end_at = 0;
    int exam_time = 0;
    int total_score = 0;
    int answer_mode = 1;
    bool shuffle = false;
    int attempt_limit = 1;
    int release_status = 0;
    bool answers_released = false;
    std::int64_t created_at = 0, updated_at = 0;
    std::int64_t subject_count = 0, attempt_count = 0, graded_count = 0;
    std::int64_t pending_count = 0;  // submitted attempts waiting for a mark
};

struct ExamFilter {
    std::int64_t course_id = 0;  // 0: every course of the teacher's team or the admin's school (below)
    std::optional<std::int64_t> teacher_id;
    std::optional<std::int64_t> admin_school;
    std::optional<int> type;
    std::string keyword;  // examinationName contains
};

// A question of an exam with its place in it.
struct ExamSubject {
    int serial = 0;
    QuestionRow question;
};

// An attempt's answer as the grading screen reads it.
struct RecordAnswer {
    std::string subject_sign;
    std::optional<std::string> answer;
    std::optional<std::int64_t> got_score;
    std::string comment;
};

struct ManagedCourseName {
    std::string sign;
    std::string name;
};

class ExamStore {
public:
    // The SQL of the list (parameters course_id, type?, like?, limit, offset) and of an exam's subjects (exam_id,
    // limit, offset), for the plan tests.
    static std::string list_sql(const ExamFilter& f);
    static std::string subjects_sql();
    std::int64_t count(db::Conn& c, const ExamFilter& f) const;
    // Newest first.
    std::vector<ExamRow> list(db::Conn& c, const ExamFilter& f, const core::Page& page) const;
    std::optional<ExamRow> find(db::Conn& c, const std::string& sign) const;
    std::optional<std::int64_t> chapter_of_course(db::Conn& c, std::int64_t course_id,
                                                  const std::string& chapter_sign) const;

    std::int64_t insert(db::Conn& c, const std::string& sign, std::int64_t course_id,
                        std::optional<std::int64_t> chapter_id, const CheckedExam& e, std::int64_t user_id,
                        std::int64_t now) const;
    void update(db::Conn& c, std::int64_t id, std::optional<std::int64_t> chapter_id, const CheckedExam& e,
                std::int64_t now) const;
    void remove(db::Conn& c, std::int64_t id) const;
    // Takes the exam row's lock for the rest of the transaction (PostgreSQL FOR UPDATE: starts wait for it, and it
    // waits for the starts holding the row, so "has attempts" read after it is final).
    void lock(db::Conn& c, std::int64_t id) const;
    void set_release(db::Conn& c, std::int64_t id, int status, std::int64_t now) const;
    void release_answers(db::Conn& c, std::int64_t id, std::int64_t now) const;
    bool has_attempts(db::Conn& c, std::int64_t id) const;

    std::int64_t subject_count(db::Conn& c, std::int64_t exam_id) const;
    // In the exam's order, options filled.
    std::vector<ExamSubject> subjects(db::Conn& c, const BankStore& bank, std::int64_t exam_id,
                                      const core::Page& page) const;
    std::vector<std::int64_t> subject_question_ids(db::Conn& c, std::int64_t exam_id) const;
    // Appends the questions after the last serial, skipping those already present; returns how many were added.
    int add_subjects(db::Conn& c, std::int64_t exam_id, const std::vector<std::int64_t>& question_ids,
                     std::int64_t now) const;
    // Removes the question from the exam and closes the gap in the serials; false when it was not there.
    bool remove_subject(db::Conn& c, std::int64_t exam_id, std::int64_t question_id) const;
    void refresh_total(db::Conn& c, std::int64_t exam_id, std::int64_t now) const;

    // The attempt's id when the record (sign) belongs to the exam.
    std::optional<std::int64_t> attempt_of_exam(db::Conn& c, std::int64_t exam_id,
                                                const std::string& record_sign) const;
    std::vector<RecordAnswer> record_answers(db::Conn& c, std::int64_t attempt_id) const;

    // Courses the user manages (team member when teacher, any course of the school when school admin), by name.
    std::vector<ManagedCourseName> managed_courses(db::Conn& c, std::optional<std::int64_t> teacher_id,
                                                   std::optional<std::int64_t> admin_school, const std::string& keyword,
                                                   int limit) const;
};

}  // namespace xj::exams
