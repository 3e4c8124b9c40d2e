// 学校管理后台's 课程管理 (docs/admin.md "Courses of the school"): a school admin lists every course row of their
// school, courses and trainings in any state, and publishes, unpublishes or archives them. The rows are authoring's
// (docs/database.md); each change is recorded in the audit log in its transaction.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "audit/service.h"
#include "authoring/store.h"
#include "core/access.h"
#include "core/clock.h"
#include "core/page.h"
#include "courses/service.h"
#include "db/db.h"

namespace xj::authoring {

struct SchoolCourseFilter {
    std::string keyword;          // contained in the name; "" for any
    std::optional<int> status;    // courses::kStatus…; nullopt for any
    std::optional<int> offering;  // courses::kOffering…; nullopt for both
};

// The SQL of the list (the course rows are this domain's).
class SchoolCourseStore {
public:
    core::Paged<TeachingCourse> list(db::Conn& conn, std::int64_t school_id, const SchoolCourseFilter& filter,
                                     const core::Page& page) const;
    // One row of the school (nullopt for another school's or an unknown sign), its row locked for the change.
    std::optional<TeachingCourse> find_for_update(db::Conn& conn, std::int64_t school_id, std::string_view sign) const;
    void set_status(db::Conn& conn, std::int64_t course_id, int status, std::int64_t now) const;

    static std::string_view list_sql();  // the unfiltered page (EXPLAIN tests)
};

class SchoolCourseService {
public:
    SchoolCourseService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                        audit::AuditService& audit)
        : db_(db), clock_(clock), courses_(courses), audit_(audit) {}

    // The admin's school's course rows, latest change first.
    core::Paged<TeachingCourse> list(const core::AuthUser& admin, const SchoolCourseFilter& filter,
                                     const core::Page& page);
    // Moves a row of the admin's school to `status` (-1000 课程不存在 for another school's or an unknown sign; an
    // archived row is not published: it goes back to draft first). The same status again changes nothing and writes
    // no audit row.
    TeachingCourse set_status(const core::AuthUser& admin, std::string_view ip, const std::string& sign, int status);

private:
    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    audit::AuditService& audit_;
    SchoolCourseStore store_;
};

}  // namespace xj::authoring
