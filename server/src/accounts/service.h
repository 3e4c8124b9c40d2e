// The accounts domain's rules: passwords on the wire, sign-in with throttling and lockout, sessions, SMS codes,
// captchas, registration and password reset. The only header other domains include.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "accounts/captcha_service.h"
#include "accounts/crypto.h"
#include "accounts/guard_store.h"
#include "accounts/model.h"
#include "accounts/sms_service.h"
#include "accounts/store.h"
#include "accounts/user_admin_store.h"
#include "accounts/wechat_client.h"
#include "accounts/wechat_store.h"
#include "core/access.h"
#include "core/clock.h"
#include "core/page.h"
#include "core/request.h"
#include "db/db.h"

namespace xj::accounts {

struct Settings {
    bool demo = false;
    SmsSettings sms;
    unsigned hash_concurrency = 1;  // Argon2id hashes at once: one per core
    WechatSettings wechat;          // off unless WECHAT_APPID and WECHAT_SECRET are set
};

// WeChat sign-in (wechat_login.cpp): a new QR-connect state and the value of its browser cookie.
struct WechatQr {
    std::string url;
    std::string state;
    std::string browser_key;  // the wechatState cookie
};

// The outcome of a WeChat callback that did not throw: a session (a bound WeChat) or a binding just made.
struct WechatLogin {
    std::optional<LoginResult> login;  // set when signed in
    std::string call_back;
    std::string nickname;
};

// The caller's address and captcha cookie (forms.cpp), for other domains' audit rows and captcha checks.
Client client_of(const core::Request& req);

class AccountService {
public:
    AccountService(db::Database& db, const core::Clock& clock, const Settings& settings);

    // Loads (or on first start creates) the shared keys and drops expired rows. Call once after migrations.
    void start(const std::filesystem::path& data_dir);

    std::string public_key_pem() const;
    // The decrypted, trimmed password; -2 on `field` with 密码格式错误 when the value does not decrypt.
    std::string decrypt_password(std::string_view field, std::string_view value) const;

    // The signed-in user of a session token; nullopt for a missing, unknown, expired or disabled one.
    std::optional<core::AuthUser> authenticate(const std::optional<std::string>& token);
    LoginResult login(const LoginForm& form, const Client& client, bool teacher_only);
    void logout(const std::optional<std::string>& token, const Client& client);
    User login_info(const core::AuthUser& user);
    void refresh_last_login(const core::AuthUser& user);

    void check_unique(const std::string& mobile);
    // `captcha`: the image captcha's text, needed after a few sends from the client's address ("" when not given).
    CodeSent send_code(const std::string& mobile, CodeType type, const Client& client, const std::string& captcha);
    void verify_code(const CodeCheck& check);
    void verify_reset_code(const std::string& mobile, const std::string& code);
    RegisterResult register_user(const RegisterForm& form, const Client& client);
    void reset_password(const ResetForm& form, const Client& client);

    // The account page (profile.cpp). `token` is the caller's session, kept when the others end.
    void change_password(const core::AuthUser& user, const PasswordChange& change,
                         const std::optional<std::string>& token, const Client& client);
    void update_name(const core::AuthUser& user, const std::string& name);
    void update_sex(const core::AuthUser& user, int sex);
    // mobile_change.cpp: needs the current number verified (type 2, saveVerifyCache) within 10 minutes.
    void change_mobile(const core::AuthUser& user, const MobileChange& change, const std::optional<std::string>& token,
                       const Client& client);
    // token_login.cpp: a random key (60 s, single use, stored hashed) that signs its user in once.
    std::string create_token_key(const core::AuthUser& user, const std::optional<std::string>& token,
                                 const Client& client);
    // -1000 with confirmSwitch (and the key's account, masked) when another account is signed in and the switch is
    // not `confirmed`; the key is not used up then.
    LoginResult login_by_token_key(const std::string& key, const Client& client,
                                   const std::optional<core::AuthUser>& signed_in, bool confirmed);
    // simulation.cpp: an admin (with `admin_token`) acts as the user with sign `user_sign` in a new session; `also`
    // runs in the session's transaction with that user (the admin console's audit row).
    SimulationStart simulate_login(const core::AuthUser& admin, const std::string& user_sign,
                                   const std::optional<std::string>& admin_token, const Client& client,
                                   const std::function<void(db::Conn&, const User&)>& also = {});
    // Ends the simulated session of `token` and gives the admin's own session a new token; -1000 when not simulated.
    SimulationEnd exit_simulation(const std::optional<std::string>& token, const Client& client);
    // The acting admin's name when `token` is a simulated session.
    std::optional<std::string> simulated_by(const std::optional<std::string>& token);
    // avatar.cpp: the stored avatar's URL (/files/avatars/<sign>.png); -1000 field file for anything not an image.
    std::string upload_avatar(const core::AuthUser& user, std::string_view bytes);
    // Only a URL of an avatar this server stored; else -2 field photoPath 头像地址无效.
    void update_photo(const core::AuthUser& user, const std::string& url);

    // wechat_login.cpp (docs/accounts.md "WeChat sign-in"); -1000 微信登录未开通 while not configured.
    bool wechat_enabled() const { return wechat_api_ != nullptr; }
    // `user` is the caller (nullopt when anonymous); `bind` asks to bind the caller's account.
    WechatQr wechat_qr_connect(const std::optional<core::AuthUser>& user, const std::string& call_back, bool bind,
                               const std::optional<std::string>& token, const Client& client);
    WechatLogin wechat_login(const std::string& code, const std::string& state,
                             const std::optional<std::string>& browser_key, const Client& client);
    // Binds the ticket's WeChat to the user; the WeChat nickname.
    std::string wechat_bind(const core::AuthUser& user, const std::string& ticket,
                            const std::optional<std::string>& token, const Client& client);
    // Removes the binding and ends the session of `token`.
    void wechat_unbind(const core::AuthUser& user, const std::optional<std::string>& token, const Client& client);
    std::optional<WechatBinding> wechat_binding(std::int64_t user_id);

    std::optional<std::string> demo_last_code(const std::string& mobile) { return sms_.last_outbox_code(mobile); }
    std::optional<std::string> demo_captcha_text(const std::optional<std::string>& key) {
        return captcha_.demo_text(key);
    }
    CaptchaImage new_captcha(const Client& client) { return captcha_.issue(client.ip); }

    // For other domains (identity): the image captcha of the client (used up either way), an audit_log row in the
    // caller's transaction, and the outcome of an identity claim on the user (identity.cpp).
    bool check_captcha(const Client& client, const std::string& answer) {
        return captcha_.check(client.captcha_key, answer);
    }
    void record_audit(db::Conn& conn, std::optional<std::int64_t> user_id, std::string_view event, std::string subject,
                      const Client& client, std::string detail = {}) {
        audit(conn, user_id, event, std::move(subject), client, std::move(detail));
    }
    // Approved: the role (student or teacher), the school and auditStatus 2, in the caller's transaction.
    void grant_identity(db::Conn& conn, std::int64_t user_id, Role role, std::int64_t school_id);
    // auditStatus 1 (pending) or 3 (rejected), in the caller's transaction.
    void set_audit_status(db::Conn& conn, std::int64_t user_id, int status);

    // Name and mobile of the given users (one query), for lists of another domain.
    std::vector<UserContact> contacts(db::Conn& conn, const std::vector<std::int64_t>& ids) const {
        return users_.list_contacts(conn, ids);
    }

    // A new account with its roles, in the caller's transaction (other domains' demo seeds); nullopt when the
    // mobile is taken.
    std::optional<std::int64_t> create_user(db::Conn& conn, const NewUser& user, std::int64_t now) const {
        auto id = users_.insert_user(conn, user, now);
        if (id)
            for (Role role : user.roles) users_.insert_role(conn, *id, role);
        return id;
    }
    // An account by id with its roles and school, in the caller's connection (identity's review).
    std::optional<User> find_user(db::Conn& conn, std::int64_t id) const { return users_.find_by_id(conn, id); }
    // The account of a user's sign, in the caller's connection (a teacher names a trainee: certificates).
    std::optional<User> find_user_by_sign(db::Conn& conn, std::string_view sign) const {
        return users_.find_by_sign(conn, sign);
    }
    // The account of a mobile number, in the caller's connection (other domains' demo seeds).
    std::optional<User> find_user_by_mobile(db::Conn& conn, const std::string& mobile) const {
        return users_.find_by_mobile(conn, mobile);
    }
    // The platform admin's console (user_admin.cpp, docs/admin.md "Users"). Writes run in the caller's transaction.
    core::Paged<UserSummary> admin_users(const UserFilter& filter, const core::Page& page);
    std::optional<UserSummary> user_summary(db::Conn& conn, std::int64_t user_id) const;
    UserActivity user_activity(std::int64_t user_id);
    // Replaces the user's roles / sets the switch; every session of the user ends (for disabling); the number ended.
    std::int64_t set_roles(db::Conn& conn, std::int64_t user_id, const std::vector<Role>& roles) const;
    std::int64_t set_disabled(db::Conn& conn, std::int64_t user_id, bool disabled) const;
    // school id → its users, for these schools.
    std::vector<std::pair<std::int64_t, std::int64_t>> user_counts(db::Conn& conn,
                                                                   const std::vector<std::int64_t>& school_ids) const;
    // A new one-time link token (24 h) for the user; -1000 每60秒只能发送一次. Then send_reset_link after the commit.
    std::string create_reset_link(db::Conn& conn, const User& user) const;
    void send_reset_link(const User& user, std::string_view link);
    // POST /user/resetByLink: -1000 链接无效或已过期，请重新获取; ends every session of the user.
    void reset_by_link(const LinkReset& form, const Client& client);
    std::optional<std::string> demo_last_sms(const std::string& mobile) { return sms_.last_outbox_text(mobile); }

    // Demo seeding and tests.
    std::string hash_password(std::string_view password) { return hasher_.hash(password); }

private:
    IssuedSession open_session(db::Conn& conn, std::int64_t user_id, bool remember, const Client& client,
                               std::int64_t now);
    void audit(db::Conn& conn, std::optional<std::int64_t> user_id, std::string_view event, std::string subject,
               const Client& client, std::string detail = {});
    LoginAttempt guard_login(const LoginForm& form, const Client& client, std::int64_t now);
    void forget_attempt(const LoginAttempt& attempt);
    [[noreturn]] void fail_login(const LoginForm& form, const Client& client, std::optional<std::int64_t> user_id,
                                 std::string_view reason, std::int64_t now);
    User require_user(const std::string& mobile, std::string_view field);
    // -1000 in a simulated session: an admin acting as a user may not change how that user signs in.
    void refuse_simulated(const std::optional<std::string>& token);

    db::Database& db_;
    const core::Clock& clock_;
    Settings settings_;
    std::filesystem::path avatars_dir_;  // <data-dir>/files/avatars
    std::optional<PasswordKey> password_key_;
    PasswordHasher hasher_;
    std::string dummy_hash_;  // verified against when a number is unknown, so timing tells nothing
    UserStore users_;
    UserAdminStore admin_;
    GuardStore guard_;
    SmsService sms_;
    CaptchaService captcha_;
    std::unique_ptr<WechatApi> wechat_api_;  // null while WeChat sign-in is not configured
    WechatStore wechat_;
    void require_wechat() const;
    void bind_wechat(db::Conn& conn, std::int64_t user_id, const WechatTicket& wechat, const Client& client);
};

}  // namespace xj::accounts
