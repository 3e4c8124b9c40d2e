// The account page: change password (ends the user's other sessions), name and sex.
#include "accounts/crypto.h"
#include "accounts/service.h"
#include "core/api_error.h"

namespace xj::accounts {

using core::ApiError;

namespace {

constexpr std::string_view kMsgOldPasswordWrong = "原密码错误";
constexpr std::string_view kMsgSamePassword = "新密码不能与原密码相同";
constexpr std::string_view kFieldPassword = "password";
constexpr std::string_view kFieldNewPassword = "newPassword";
constexpr std::string_view kAuditPasswordChange = "password_change";

}  // namespace

void AccountService::change_password(const core::AuthUser& who, const PasswordChange& change,
                                     const std::optional<std::string>& token, const Client& client) {
    refuse_simulated(token);
    User user = login_info(who);
    if (!hasher_.verify(user.password_hash, change.old_password))
        throw ApiError::business(std::string(kMsgOldPasswordWrong), std::string(kFieldPassword));
    if (change.new_password == change.old_password)
        throw ApiError::business(std::string(kMsgSamePassword), std::string(kFieldNewPassword));
    std::string hash = hasher_.hash(change.new_password);
    std::string keep = sha256_hex(token.value_or(""));
    db_.with_tx([&](db::Conn& c) {
        users_.update_password(c, user.id, hash);
        std::int64_t ended = users_.delete_other_sessions(c, user.id, keep);
        audit(c, user.id, kAuditPasswordChange, user.mobile, client, "sessions ended: " + std::to_string(ended));
    });
}

void AccountService::update_name(const core::AuthUser& who, const std::string& name) {
    db_.with_conn([&](db::Conn& c) { users_.update_name(c, who.id, name); });
}

void AccountService::update_sex(const core::AuthUser& who, int sex) {
    db_.with_conn([&](db::Conn& c) { users_.update_sex(c, who.id, sex); });
}

}  // namespace xj::accounts
