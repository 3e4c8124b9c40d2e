// A course's exams (docs/exams.md, Calls — exams): homework, unit tests and final exams composed from the bank,
// their release and the release of their answers. Only the course's managers (CourseService::managed_course) may
// read or change them; an unknown exam is -1000 考试不存在. Released exams keep their subjects; exams with records
// cannot be deleted nor change their subjects.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/page.h"
#include "core/xlsx_export.h"
#include "courses/service.h"
#include "exams/bank_store.h"
#include "exams/exam_rules.h"
#include "exams/exam_store.h"

namespace xj::exams {

inline constexpr std::string_view kMsgNoRecord = "作答记录不存在";
inline constexpr int kManagedCoursesMax = 200;

struct ExamQuery {
    std::optional<int> type;
    std::string keyword;
};

// The exam list's export: every exam the query finds, with the course name for the file name.
struct ExamExport {
    std::string course_name;
    std::vector<ExamRow> list;
};

struct TwoList {
    std::vector<ExamSubject> subjects;
    std::vector<RecordAnswer> answers;  // of the record, when one was asked for
};

class ExamService {
public:
    ExamService(db::Database& db, const core::Clock& clock, courses::CourseService& courses)
        : db_(db), clock_(clock), courses_(courses), exporter_(clock) {}

    core::Paged<ExamRow> list(const core::AuthUser& user, const std::string& course_sign, const ExamQuery& q,
                              const core::Page& page);
    // /exam/list/export: the same access and filters, no paging; -1000 past the exporter's row cap.
    ExamExport export_list(const core::AuthUser& user, const std::string& course_sign, const ExamQuery& q);
    core::Exporter& exporter() { return exporter_; }
    std::vector<ManagedCourseName> courses_by_name(const core::AuthUser& user, const std::string& name);
    // The exams of every course the caller manages (a team teacher, or the school admin's school), newest first.
    core::Paged<ExamRow> managed_list(const core::AuthUser& user, const ExamQuery& q, const core::Page& page);
    std::string add(const core::AuthUser& user, const std::string& course_sign, const ExamForm& form);
    // Fields the form does not give keep their stored values.
    ExamRow update(const core::AuthUser& user, const std::string& sign, const ExamForm& form);
    void remove(const core::AuthUser& user, const std::string& sign);
    ExamRow get(const core::AuthUser& user, const std::string& sign);
    ExamRow set_release(const core::AuthUser& user, const std::string& sign, int status);
    ExamRow release_answers(const core::AuthUser& user, const std::string& sign);

    core::Paged<ExamSubject> subjects(const core::AuthUser& user, const std::string& exam_sign, const core::Page& page);
    int add_subjects(const core::AuthUser& user, const std::string& exam_sign,
                     const std::vector<std::string>& question_signs);
    void delete_subject(const core::AuthUser& user, const std::string& exam_sign, const std::string& question_sign);
    TwoList two_list(const core::AuthUser& user, const std::string& exam_sign, const core::Page& page,
                     const std::string& record_sign);

private:
    ExamRow managed_exam(db::Conn& c, const core::AuthUser& user, const std::string& sign) const;
    // The same inside a write transaction, with the exam's row locked first (PostgreSQL: concurrent changes of one
    // exam's subjects, release and deletion wait for each other) and read after the lock.
    ExamRow locked_exam(db::Conn& c, const core::AuthUser& user, const std::string& sign) const;
    // Subjects may change: not released, no records.
    void require_editable_subjects(db::Conn& c, const ExamRow& exam) const;
    std::optional<std::int64_t> chapter_id(db::Conn& c, std::int64_t course_id, const std::string& chapter_sign) const;

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    ExamStore store_;
    BankStore bank_;
    core::Exporter exporter_;
};

}  // namespace xj::exams
