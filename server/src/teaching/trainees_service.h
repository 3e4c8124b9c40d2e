// A course's students (docs/teaching.md, Students): the list, removing students, the Excel import
// (preview, then all-or-nothing), imported students and activation codes. Every call checks
// CourseService::managed_course first; every write that changes the student count clears the school's catalogue
// answers after its commit.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/page.h"
#include "core/xlsx_export.h"
#include "courses/service.h"
#include "study/service.h"
#include "teaching/trainees_rules.h"
#include "teaching/trainees_store.h"

namespace xj::teaching {

inline constexpr int kCodeCountMax = 500;
inline constexpr int kValidDaysMax = 3650;

struct ImportPreview {
    std::vector<ImportRow> rows;
    int ok_count = 0;
    int error_count = 0;
};

struct ImportResult {
    int added = 0;
    int already_enrolled = 0;
};

// Every row of a list for an export, with the course's name for the file name.
template <class T>
struct ExportRows {
    std::string course_name;
    std::vector<T> rows;
};

class TraineeService {
public:
    // Enrolments belong to courses and a learner's progress to study: both are written through their services.
    TraineeService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                   const study::StudyService& study)
        : db_(db), clock_(clock), courses_(courses), study_(study), exporter_(clock) {}

    core::Exporter& exporter() { return exporter_; }

    core::Paged<StudentRow> students(const core::AuthUser& user, const std::string& course_sign,
                                     const std::string& keyword, const core::Page& page);
    ExportRows<StudentRow> students_export(const core::AuthUser& user, const std::string& course_sign,
                                           const std::string& keyword);
    // Removes those of `user_signs` enrolled in the course; returns how many.
    std::int64_t remove(const core::AuthUser& user, const std::string& course_sign,
                        const std::vector<std::string>& user_signs);

    // The rows of an uploaded .xlsx checked against the school's users; nothing is saved.
    ImportPreview preview(const core::AuthUser& user, const std::string& course_sign, std::string_view xlsx);
    // Checks the rows again; any error: -2 有{N}行数据有误… with data.rows; else enrols them all in one transaction.
    ImportResult import(const core::AuthUser& user, const std::string& course_sign,
                        const std::vector<ImportInput>& rows);

    core::Paged<ImportedRow> imported(const core::AuthUser& user, const std::string& course_sign,
                                      const core::Page& page);
    ExportRows<ImportedRow> imported_export(const core::AuthUser& user, const std::string& course_sign);

    core::Paged<CodeRow> codes(const core::AuthUser& user, const std::string& course_sign, std::optional<int> status,
                               const core::Page& page);
    ExportRows<CodeRow> codes_export(const core::AuthUser& user, const std::string& course_sign,
                                     std::optional<int> status);
    std::vector<std::string> make_codes(const core::AuthUser& user, const std::string& course_sign, int count,
                                        std::optional<int> valid_days);

private:
    std::vector<ImportRow> checked(db::Conn& conn, const courses::ManagedCourse& course,
                                   const std::vector<ImportInput>& rows) const;

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    const study::StudyService& study_;
    TraineeStore store_;
    core::Exporter exporter_;
};

// A new activation code: 16 upper-case letters or digits.
std::string new_activation_code();

}  // namespace xj::teaching
