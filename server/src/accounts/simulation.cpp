// Simulated login: an admin acts as another (non-admin) user in a session that records the admin and the
// admin's own session; leaving it ends the simulated session and gives the admin's session a new token.
#include <algorithm>

#include "accounts/crypto.h"
#include "accounts/service.h"
#include "core/api_error.h"

namespace xj::accounts {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoUser = "用户不存在";
constexpr std::string_view kMsgAdminTarget = "不能模拟登录管理员账号";
constexpr std::string_view kMsgNotSimulated = "当前不是模拟登录";
constexpr std::string_view kMsgSimulatedRefused = "模拟登录时不能修改登录凭据";
constexpr std::string_view kFieldUserId = "userId";
constexpr std::string_view kAuditStart = "simulate_start";
constexpr std::string_view kAuditExit = "simulate_exit";

bool is_admin(const User& user) {
    return std::find(user.roles.begin(), user.roles.end(), Role::kAdmin) != user.roles.end();
}

}  // namespace

SimulationStart AccountService::simulate_login(const core::AuthUser& admin, const std::string& user_sign,
                                               const std::optional<std::string>& admin_token, const Client& client,
                                               const std::function<void(db::Conn&, const User&)>& also) {
    auto target = db_.with_conn([&](db::Conn& c) { return users_.find_by_sign(c, user_sign); });
    if (!target || target->disabled) throw ApiError::business(std::string(kMsgNoUser), std::string(kFieldUserId));
    if (is_admin(*target)) throw ApiError::business(std::string(kMsgAdminTarget), std::string(kFieldUserId));
    std::int64_t now = clock_.now_seconds();
    IssuedSession session{new_token(), kSessionLife};
    db_.with_tx([&](db::Conn& c) {
        users_.insert_simulated_session(c, sha256_hex(session.token), target->id, now + kSessionLife.count(), now,
                                        client.ip, admin.id, sha256_hex(admin_token.value_or("")));
        audit(c, admin.id, kAuditStart, target->sign, client, "acting as user " + std::to_string(target->id));
        if (also) also(c, *target);
    });
    return {std::move(session), target->name};
}

SimulationEnd AccountService::exit_simulation(const std::optional<std::string>& token, const Client& client) {
    std::string hash = sha256_hex(token.value_or(""));
    std::int64_t now = clock_.now_seconds();
    return db_.with_tx([&](db::Conn& c) {
        auto simulation = users_.find_simulation(c, hash, now);
        if (!simulation) throw ApiError::business(std::string(kMsgNotSimulated));
        users_.delete_session(c, hash);
        std::string admin_token = new_token();
        auto expires_at = users_.rotate_session(c, simulation->admin_token_hash, sha256_hex(admin_token), now);
        audit(c, simulation->admin_id, kAuditExit, "", client,
              "user " + std::to_string(simulation->user_id) + (expires_at ? "; admin session restored" : ""));
        SimulationEnd end;
        if (expires_at) end.admin_session = IssuedSession{admin_token, std::chrono::seconds(*expires_at - now)};
        return end;
    });
}

void AccountService::refuse_simulated(const std::optional<std::string>& token) {
    if (simulated_by(token)) throw ApiError::business(std::string(kMsgSimulatedRefused));
}

std::optional<std::string> AccountService::simulated_by(const std::optional<std::string>& token) {
    if (!token || token->empty()) return std::nullopt;
    std::string hash = sha256_hex(*token);
    auto simulation = db_.with_conn([&](db::Conn& c) { return users_.find_simulation(c, hash, clock_.now_seconds()); });
    if (!simulation) return std::nullopt;
    return simulation->admin_name;
}

}  // namespace xj::accounts
