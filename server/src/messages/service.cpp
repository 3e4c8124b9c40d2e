#include "messages/service.h"

#include <chrono>

#include "core/api_error.h"
#include "messages/authors.h"

namespace xj::messages {

using core::ApiError;
using core::Role;

namespace {

constexpr std::string_view kMsgNoCourse = "课程不存在";
constexpr std::string_view kMsgNoMessage = "消息不存在";

}  // namespace

bool MessageService::can_see(db::Conn& c, const core::AuthUser& user, const Message& m) const {
    switch (m.category) {
        case kSystem:
            return true;
        case kSchool:
            return user.school_id != 0 && m.scope_id == user.school_id;
        case kCourse:
            return store_.enrolled(c, user.id, m.scope_id) || store_.teaches(c, user.id, m.scope_id);
        default:
            return false;
    }
}

Paged<Message> MessageService::notices(const core::AuthUser& user, int category, const Page& page) {
    if (category == kSchool && user.school_id == 0) return {};
    std::int64_t scope = category == kSchool ? user.school_id : 0;
    return db_.with_conn([&](db::Conn& c) {
        auto out = store_.list_scope(c, user.id, category, scope, page);
        name_authors(c, accounts_, out);
        return out;
    });
}

Paged<Message> MessageService::enrolled_course_messages(const core::AuthUser& user, const Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        auto out = store_.list_enrolled_courses(c, user.id, page);
        name_authors(c, accounts_, out);
        return out;
    });
}

Paged<Message> MessageService::course_messages(const core::AuthUser& user, const std::string& course_sign,
                                               const Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = store_.find_course(c, course_sign);
        if (!course) throw ApiError::business(std::string(kMsgNoCourse), "courseIdSign");
        if (!store_.enrolled(c, user.id, course->id) && !store_.teaches(c, user.id, course->id))
            throw ApiError::no_permission();
        auto out = store_.list_scope(c, user.id, kCourse, course->id, page);
        name_authors(c, accounts_, out);
        return out;
    });
}

CourseMessages MessageService::course_messages_export(const core::AuthUser& user, const std::string& course_sign) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = store_.find_course(c, course_sign);
        if (!course) throw ApiError::business(std::string(kMsgNoCourse), "courseIdSign");
        bool admin = user.has_role(Role::kSchoolAdmin) && user.school_id != 0 && user.school_id == course->school_id;
        bool teacher = user.has_role(Role::kTeacher) && store_.teaches(c, user.id, course->id);
        if (!admin && !teacher) throw ApiError::no_permission();
        CourseMessages out;
        out.course_name = course->name;
        out.total = store_.count_scope(c, kCourse, course->id);
        exporter_.check_rows(out.total);
        if (out.total == 0) return out;
        auto all = store_.list_scope(c, user.id, kCourse, course->id, Page{1, static_cast<int>(out.total)});
        name_authors(c, accounts_, all);
        out.list = std::move(all.list);
        return out;
    });
}

std::string MessageService::post(const core::AuthUser& user, const PostForm& form) {
    // System notices and bulletins are the consoles' (NoticeService), with their audit rows.
    if (form.category != kCourse) throw ApiError::no_permission();
    NewMessage message{form.category, 0, user.id, form.title, form.content, ""};
    return db_.with_tx([&](db::Conn& c) {
        auto course = store_.find_course(c, form.course_sign);
        if (!course) throw ApiError::business(std::string(kMsgNoCourse), "courseId");
        if (!store_.teaches(c, user.id, course->id)) throw ApiError::no_permission();
        message.scope_id = course->id;
        return store_.insert(c, message, clock_.now_seconds());
    });
}

UnreadCounts MessageService::mark_read(const core::AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) {
        auto message = store_.find_by_sign(c, sign);
        if (!message || !can_see(c, user, *message)) throw ApiError::business(std::string(kMsgNoMessage), "idSign");
        store_.mark_read(c, user.id, *message, clock_.now_seconds());
        return store_.unread(c, user.id, user.school_id);
    });
}

UnreadCounts MessageService::mark_all_read(const core::AuthUser& user, int category) {
    std::int64_t now = clock_.now_seconds();
    return db_.with_tx([&](db::Conn& c) {
        if (category == kCourse) {
            store_.mark_enrolled_courses_read(c, user.id, now);
        } else if (category == kSystem) {
            store_.mark_scope_read(c, user.id, kSystem, 0, now);
        } else if (user.school_id != 0) {
            store_.mark_scope_read(c, user.id, kSchool, user.school_id, now);
        }
        return store_.unread(c, user.id, user.school_id);
    });
}

UnreadCounts MessageService::unread(const core::AuthUser& user) {
    return db_.with_conn([&](db::Conn& c) { return store_.unread(c, user.id, user.school_id); });
}

}  // namespace xj::messages
