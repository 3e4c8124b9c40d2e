// The courses service, the user's collections (收藏) and viewing history.
#include "core/api_error.h"
#include "courses/service.h"

namespace xj::courses {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoCourse = "课程不存在";

}  // namespace

void CourseService::collect(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    db_.with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        store_.collect(c, user.id, course.card.id, clock_.now_seconds());
    });
}

void CourseService::uncollect(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    db_.with_conn([&](db::Conn& c) {
        auto course = sign.empty() ? std::nullopt : store_.find_course(c, school, sign);
        if (!course) throw ApiError::business(std::string(kMsgNoCourse));
        store_.uncollect(c, user.id, course->card.id);
    });
}

Paged<DatedCard> CourseService::collections(const core::AuthUser& user, const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return store_.collections(c, user.id, page); });
}

Paged<DatedCard> CourseService::views(const core::AuthUser& user, const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return store_.views(c, user.id, page); });
}

}  // namespace xj::courses
