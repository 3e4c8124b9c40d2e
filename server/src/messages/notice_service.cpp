#include "messages/notice_service.h"

#include <boost/json.hpp>

#include "audit/actions.h"
#include "core/api_error.h"
#include "messages/authors.h"

namespace xj::messages {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoMessage = "消息不存在";

std::string kind_of(const NoticeScope& scope) { return scope.category == kSchool ? "学校公告" : "系统消息"; }

std::string state_of(const std::string& title, const std::string& content) {
    return boost::json::serialize(boost::json::object{{"title", title}, {"content", content}});
}

audit::Action action_of(const NoticeScope& scope, std::string_view action, const Message& m, std::string summary,
                        std::string before, std::string after) {
    audit::Action a{std::nullopt,       std::string(action), "notice:" + m.sign + " " + m.title,
                    std::move(summary), std::move(before),   std::move(after)};
    if (scope.category == kSchool) a.school_id = scope.school_id;
    return a;
}

}  // namespace

NoticeScope NoticeScope::of_publisher(const core::AuthUser& user, int category) {
    if (category == kSystem && user.has_role(core::Role::kAdmin)) return system();
    if (category == kSchool && user.has_role(core::Role::kSchoolAdmin) && user.school_id != 0)
        return school(user.school_id);
    throw ApiError::no_permission();
}

Paged<Message> NoticeService::list(const core::AuthUser& admin, const NoticeScope& scope, const Page& page) {
    if (scope.category == kSchool && scope.school_id == 0) return {};
    return db_.with_conn([&](db::Conn& c) {
        auto out = store_.list_scope(c, admin.id, scope.category, scope.scope_id(), page);
        name_authors(c, accounts_, out);
        return out;
    });
}

Message NoticeService::require(db::Conn& conn, const NoticeScope& scope, const std::string& sign) const {
    auto m = sign.empty() ? std::nullopt : store_.lock_by_sign(conn, sign);
    if (!m || !scope.reaches(*m)) throw ApiError::business(std::string(kMsgNoMessage), "idSign");
    return *m;
}

Message NoticeService::save(const core::AuthUser& admin, std::string_view ip, const NoticeScope& scope,
                            const NoticeForm& form) {
    if (scope.category == kSchool && scope.school_id == 0) throw ApiError::no_permission();
    std::string kind = kind_of(scope);
    return db_.with_tx([&](db::Conn& c) {
        if (form.sign.empty()) {
            NewMessage n{scope.category, scope.scope_id(), admin.id, form.title, form.content, ""};
            std::string sign = store_.insert(c, n, clock_.now_seconds());
            Message m = *store_.find_by_sign(c, sign);
            audit_.record(c, admin, ip,
                          action_of(scope, audit::kNoticePublish, m, "发布" + kind + "《" + m.title + "》", "",
                                    state_of(m.title, m.content)));
            return m;
        }
        Message before = require(c, scope, form.sign);
        if (before.title == form.title && before.content == form.content) return before;
        store_.update(c, before.id, form.title, form.content);
        Message after = before;
        after.title = form.title;
        after.content = form.content;
        audit_.record(c, admin, ip,
                      action_of(scope, audit::kNoticeUpdate, after, "编辑" + kind + "《" + after.title + "》",
                                state_of(before.title, before.content), state_of(after.title, after.content)));
        return after;
    });
}

void NoticeService::remove(const core::AuthUser& admin, std::string_view ip, const NoticeScope& scope,
                           const std::string& sign) {
    db_.with_tx([&](db::Conn& c) {
        Message m = require(c, scope, sign);
        if (!store_.remove(c, m.id)) throw ApiError::business(std::string(kMsgNoMessage), "idSign");
        audit_.record(c, admin, ip,
                      action_of(scope, audit::kNoticeDelete, m, "删除" + kind_of(scope) + "《" + m.title + "》",
                                state_of(m.title, m.content), ""));
    });
}

}  // namespace xj::messages
