// The authoring domain's main service (docs/authoring.md, issue 5): course info, the team and its lead teacher, the
// assessment standard, publishing and deleting, the cover picture. Only a course's own teachers and the school
// admins of its school may read its drafts or change it (-6 您没有权限访问! otherwise).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "authoring/forms.h"
#include "authoring/store.h"
#include "core/access.h"
#include "courses/service.h"

namespace xj::authoring {

// A course as its editor sees it.
struct EditedCourse {
    courses::CourseInfo info;
    std::vector<courses::CourseTeacher> teachers;
    std::optional<courses::Standard> standard;
};

struct NewCourseResult {
    std::string course_sign;
    std::string member_sign;  // the creator's course_teacher row (the lead)
};

class AuthoringService {
public:
    AuthoringService(db::Database& db, const core::Clock& clock, courses::CourseService& courses)
        : db_(db), clock_(clock), courses_(courses) {}

    // Where covers go (<files>/course-covers) and data files and media lie; set once at start.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }

    core::Paged<TeachingCourse> my_courses(const core::AuthUser& user, const core::Page& page,
                                           bool with_trainings = false);
    EditedCourse course(const core::AuthUser& user, const std::string& sign);
    NewCourseResult add(const core::AuthUser& user, const CourseForm& form);
    courses::CourseInfo update(const core::AuthUser& user, const std::string& sign, const CourseForm& form);
    // true when the course was archived (students enrolled) instead of deleted.
    bool remove(const core::AuthUser& user, const std::string& sign);
    courses::CourseInfo publish(const core::AuthUser& user, const std::string& sign);
    courses::CourseInfo unpublish(const core::AuthUser& user, const std::string& sign);
    // The URL of the stored cover (/files/course-covers/<sign>.png).
    std::string upload_cover(const core::AuthUser& user, std::string_view bytes);

    core::Paged<SchoolTeacher> school_teachers(const core::AuthUser& user, const core::Page& page);
    std::vector<courses::CourseTeacher> team(const core::AuthUser& user, const std::string& course_sign);
    courses::CourseTeacher add_teacher(const core::AuthUser& user, const std::string& course_sign,
                                       const std::string& teacher_sign);
    void remove_teacher(const core::AuthUser& user, const std::string& member_sign);
    std::vector<courses::CourseTeacher> set_lead(const core::AuthUser& user, const std::string& course_sign,
                                                 const std::string& bind_sign, const std::string& unbind_sign);

    courses::Standard save_standard(const core::AuthUser& user, const std::string& course_sign,
                                    courses::Standard standard);

    // The training domain's writes to a training's course row, in its transaction (decision 0008): a new draft row
    // of offering 2 with `user` its lead teacher (-1000 when the user has no school; -2 trainPicture for a cover this
    // server did not store), its info, its publication. The caller has checked who may.
    NewCourseResult insert_training_course(db::Conn& conn, const core::AuthUser& user,
                                           const TrainingCourseFields& fields) const;
    // Returns the cover it replaced when no course uses it any more ("" otherwise): discard it after the commit.
    std::string update_training_course(db::Conn& conn, std::int64_t course_id, const TrainingCourseFields& fields,
                                       const std::string& current_picture) const;
    // Removes a cover this server stored (nothing for another picture); call after the commit that dropped it.
    void discard_cover(const std::string& picture) const;
    void set_training_status(db::Conn& conn, std::int64_t course_id, int status) const;

    // For other domains' demo seeds, in the caller's transaction: a course's assessment standard, inserted or
    // replaced without the access check (the rows are this domain's: docs/database.md).
    void put_standard(db::Conn& conn, const courses::Standard& standard, std::int64_t at) const {
        store_.save_standard(conn, standard, at);
    }

private:
    // The course for a change by `user`: -1000 课程不存在 when unknown (or a training), -6 when the user may not
    // manage it. managed_any takes a training's course row too (its reads, its team).
    CourseRef managed(db::Conn& conn, const core::AuthUser& user, std::string_view sign) const;
    CourseRef managed_any(db::Conn& conn, const core::AuthUser& user, std::string_view sign) const;
    // -2 `field` 封面… unless the picture is empty, the current one, or a cover this server stored.
    void check_cover(std::string_view field, const std::string& picture, const std::string& current_picture) const;
    CourseFields fields(db::Conn& conn, const CourseForm& form, const std::string& current_picture) const;
    courses::CourseInfo info(db::Conn& conn, const CourseRef& ref) const;
    courses::CourseInfo set_status(const core::AuthUser& user, const std::string& sign, int status);
    void remove_files(const std::vector<std::string>& paths) const;

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    AuthoringStore store_;
    std::filesystem::path files_dir_;
};

}  // namespace xj::authoring
