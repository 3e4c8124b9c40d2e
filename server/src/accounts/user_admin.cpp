// The platform admin's console for users (docs/admin.md "Users"): the list and one user's sign-ins, roles and the
// disabled switch (both end the user's sessions), and password reset links sent by SMS. The writes run in the
// caller's transaction: the admin domain records its audit row with them.
#include <algorithm>
#include <unordered_map>

#include <spdlog/spdlog.h>

#include "accounts/crypto.h"
#include "accounts/rules.h"
#include "accounts/service.h"
#include "core/api_error.h"

namespace xj::accounts {

using core::ApiError;

namespace {

constexpr std::int64_t kLoginsShown = 20;
constexpr std::int64_t kLinkLife = 24 * 3600;
constexpr std::int64_t kLinkResend = 60;
constexpr int kLinkSmsType = 5;
constexpr std::string_view kLinkLock = "reset_link";
constexpr std::string_view kMsgLinkMinute = "每60秒只能发送一次";
constexpr std::string_view kMsgLinkSendFailed = "短信发送失败，请稍后重试";
constexpr std::string_view kMsgLinkInvalid = "链接无效或已过期，请重新获取";
constexpr std::string_view kAuditLinkReset = "password_reset_link";

}  // namespace

core::Paged<UserSummary> AccountService::admin_users(const UserFilter& filter, const core::Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        core::Paged<UserSummary> out;
        out.total = admin_.count(c, filter);
        if (out.total <= page.offset()) return out;
        out.list = admin_.search(c, filter, page.size, page.offset());
        std::vector<std::int64_t> ids;
        std::unordered_map<std::int64_t, std::vector<Role>*> roles;
        for (auto& s : out.list) {
            ids.push_back(s.user.id);
            roles[s.user.id] = &s.user.roles;
        }
        for (const auto& [id, role] : admin_.roles_of(c, ids)) roles.at(id)->push_back(role);
        return out;
    });
}

std::optional<UserSummary> AccountService::user_summary(db::Conn& conn, std::int64_t user_id) const {
    auto summary = admin_.summary(conn, user_id);
    if (!summary) return std::nullopt;
    for (const auto& [id, role] : admin_.roles_of(conn, {user_id})) summary->user.roles.push_back(role);
    return summary;
}

UserActivity AccountService::user_activity(std::int64_t user_id) {
    return db_.with_conn([&](db::Conn& c) {
        return UserActivity{admin_.logins(c, user_id, kLoginsShown),
                            admin_.live_sessions(c, user_id, clock_.now_seconds())};
    });
}

std::int64_t AccountService::set_roles(db::Conn& conn, std::int64_t user_id, const std::vector<Role>& roles) const {
    admin_.delete_roles(conn, user_id);
    for (Role role : roles) users_.insert_role(conn, user_id, role);
    return users_.delete_sessions_of(conn, user_id);
}

std::int64_t AccountService::set_disabled(db::Conn& conn, std::int64_t user_id, bool disabled) const {
    admin_.set_disabled(conn, user_id, disabled);
    return disabled ? users_.delete_sessions_of(conn, user_id) : 0;
}

std::vector<std::pair<std::int64_t, std::int64_t>> AccountService::user_counts(
    db::Conn& conn, const std::vector<std::int64_t>& school_ids) const {
    return admin_.count_by_school(conn, school_ids);
}

std::string AccountService::create_reset_link(db::Conn& conn, const User& user) const {
    std::int64_t now = clock_.now_seconds();
    guard_.lock_subject(conn, kLinkLock, user.sign);  // two admins at once: one link
    if (auto last = admin_.last_reset_link_at(conn, user.id); last && *last > now - kLinkResend)
        throw ApiError::business(std::string(kMsgLinkMinute));
    std::string token = new_token();
    admin_.insert_reset_link(conn, sha256_hex(token), user.id, now, now + kLinkLife);
    return token;
}

void AccountService::send_reset_link(const User& user, std::string_view link) {
    std::string text = "【学鲸】管理员为您发送了重置密码链接：" + std::string(link) +
                       " ，24小时内有效，仅可使用一次。如非本人申请，请忽略本短信。";
    try {
        sms_.send_text({user.mobile, kLinkSmsType, std::move(text)});
    } catch (const std::exception& e) {
        spdlog::error("{}", e.what());
        throw ApiError::business(std::string(kMsgLinkSendFailed));
    }
}

void AccountService::reset_by_link(const LinkReset& form, const Client& client) {
    std::string hash = hasher_.hash(form.password);
    db_.with_tx([&](db::Conn& c) {
        auto user_id = admin_.take_reset_link(c, sha256_hex(form.token), clock_.now_seconds());
        if (!user_id) throw ApiError::business(std::string(kMsgLinkInvalid));
        auto user = users_.find_by_id(c, *user_id);
        if (!user || user->disabled) throw ApiError::business(std::string(kMsgLinkInvalid));
        users_.update_password(c, *user_id, hash);
        std::int64_t ended = users_.delete_sessions_of(c, *user_id);
        audit(c, *user_id, kAuditLinkReset, user->mobile, client, "sessions ended: " + std::to_string(ended));
    });
}

}  // namespace xj::accounts
