// The teacher's side of courses (docs/teaching.md, issue 5): course info, the team and its lead teacher, the
// assessment standard, publishing and deleting, the cover picture. Only a course's own teachers and the school
// admins of its school may read its drafts or change it (-6 您没有权限访问! otherwise).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/access.h"
#include "courses/authoring_forms.h"
#include "courses/authoring_store.h"
#include "courses/service.h"

namespace xj::courses {

// A course as its editor sees it.
struct EditedCourse {
    CourseInfo info;
    std::vector<CourseTeacher> teachers;
    std::optional<Standard> standard;
};

struct NewCourseResult {
    std::string course_sign;
    std::string member_sign;  // the creator's course_teacher row (the lead)
};

class AuthoringService {
public:
    AuthoringService(db::Database& db, const core::Clock& clock, CourseService& courses)
        : db_(db), clock_(clock), courses_(courses) {}

    // Where covers go (<files>/course-covers) and data files and media lie; set once at start.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }

    Paged<TeachingCourse> my_courses(const core::AuthUser& user, const Page& page);
    EditedCourse course(const core::AuthUser& user, const std::string& sign);
    NewCourseResult add(const core::AuthUser& user, const CourseForm& form);
    CourseInfo update(const core::AuthUser& user, const std::string& sign, const CourseForm& form);
    // true when the course was archived (students enrolled) instead of deleted.
    bool remove(const core::AuthUser& user, const std::string& sign);
    CourseInfo publish(const core::AuthUser& user, const std::string& sign);
    CourseInfo unpublish(const core::AuthUser& user, const std::string& sign);
    // The URL of the stored cover (/files/course-covers/<sign>.png).
    std::string upload_cover(const core::AuthUser& user, std::string_view bytes);

    Paged<SchoolTeacher> school_teachers(const core::AuthUser& user, const Page& page);
    std::vector<CourseTeacher> team(const core::AuthUser& user, const std::string& course_sign);
    CourseTeacher add_teacher(const core::AuthUser& user, const std::string& course_sign,
                              const std::string& teacher_sign);
    void remove_teacher(const core::AuthUser& user, const std::string& member_sign);
    std::vector<CourseTeacher> set_lead(const core::AuthUser& user, const std::string& course_sign,
                                        const std::string& bind_sign, const std::string& unbind_sign);

    Standard save_standard(const core::AuthUser& user, const std::string& course_sign, Standard standard);

private:
    // The course for a change by `user`: -1000 课程不存在 when unknown, -6 when the user may not manage it.
    CourseRef managed(db::Conn& conn, const core::AuthUser& user, std::string_view sign) const;
    CourseStore::NewCourse new_course(db::Conn& conn, const core::AuthUser& user, const CourseForm& form) const;
    CourseFields fields(db::Conn& conn, const CourseForm& form, const std::string& current_picture) const;
    CourseInfo info(db::Conn& conn, const CourseRef& ref) const;
    CourseInfo set_status(const core::AuthUser& user, const std::string& sign, int status);
    void remove_files(const std::vector<std::string>& paths) const;

    db::Database& db_;
    const core::Clock& clock_;
    CourseService& courses_;
    CourseStore course_store_;  // the course rows and teams this service writes
    AuthoringStore store_;
    std::filesystem::path files_dir_;
};

}  // namespace xj::courses
