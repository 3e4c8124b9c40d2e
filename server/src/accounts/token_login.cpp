// Temporary-token login: a signed-in user asks for a key (60 s, single use even under concurrent use, only its
// hash stored); whoever presents it gets a session of that user, as a login would.
#include "accounts/crypto.h"
#include "accounts/rules.h"
#include "accounts/service.h"
#include "core/api_error.h"
#include "core/text.h"

namespace xj::accounts {

using core::ApiError;

namespace {

constexpr std::int64_t kTokenKeySeconds = 60;
constexpr std::string_view kMsgKeyInvalid = "登录凭证无效或已过期";
constexpr std::string_view kFieldTokenKey = "tokenKey";
constexpr std::string_view kAuditKeyCreated = "token_key_created";
constexpr std::string_view kAuditSuccess = "login_success";
constexpr std::string_view kDetailTokenKey = "tokenKey";
constexpr std::string_view kMsgSwitch = "当前已登录其他账号，确定切换账号吗？";
constexpr std::string_view kConfirmSwitch = "confirmSwitch";

ApiError key_invalid() { return ApiError::business(std::string(kMsgKeyInvalid), std::string(kFieldTokenKey)); }

}  // namespace

std::string AccountService::create_token_key(const core::AuthUser& who, const std::optional<std::string>& token,
                                             const Client& client) {
    refuse_simulated(token);  // a key would give a session of the user that no longer says who acts
    std::string key = new_token();
    std::int64_t now = clock_.now_seconds();
    db_.with_tx([&](db::Conn& c) {
        users_.insert_token_key(c, sha256_hex(key), who.id, now + kTokenKeySeconds);
        audit(c, who.id, kAuditKeyCreated, "", client);
    });
    return key;
}

LoginResult AccountService::login_by_token_key(const std::string& key, const Client& client,
                                               const std::optional<core::AuthUser>& signed_in, bool confirmed) {
    if (key.empty()) throw key_invalid();
    std::int64_t now = clock_.now_seconds();
    std::string hash = sha256_hex(key);
    return db_.with_tx([&](db::Conn& c) {
        auto user_id = users_.take_token_key(c, hash, now);
        if (!user_id) throw key_invalid();
        auto user = users_.find_by_id(c, *user_id);
        if (!user || user->disabled) throw key_invalid();
        // A link carrying someone else's key must not silently replace the session of whoever opens it (login
        // CSRF): a signed-in user of another account is asked first; the refusal rolls back, the key stays usable.
        if (signed_in && signed_in->id != user->id && !confirmed) {
            throw std::move(ApiError::business(std::string(kMsgSwitch))
                                .with(kConfirmSwitch, true)
                                .with("name", boost::json::string(user->name))
                                .with("mobile", boost::json::string(core::text::mask_mobile(user->mobile))));
        }
        users_.update_last_login(c, user->id, now);
        audit(c, user->id, kAuditSuccess, user->mobile, client, std::string(kDetailTokenKey));
        IssuedSession session = open_session(c, user->id, false, client, now);
        return LoginResult{std::move(session), rules::role_alias(user->roles), user->audit_status};
    });
}

}  // namespace xj::accounts
