// The accounts domain's types: users with roles and school, sessions, SMS code types, forms. No JSON, no SQL.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/access.h"

namespace xj::accounts {

using core::Role;

// SMS code types of spec 01 §9.
enum class CodeType : int { kRegister = 1, kOldMobile = 2, kNewMobile = 3, kForgotPassword = 4 };

inline constexpr int kAuditPassed = 2;
inline constexpr std::chrono::seconds kSessionLife{2000 * 60};
inline constexpr std::chrono::seconds kRememberedSessionLife{30 * 24 * 3600};

// What another domain may show of a user next to its own rows.
struct UserContact {
    std::int64_t id = 0;
    std::string name;
    std::string mobile;
};

struct User {
    std::int64_t id = 0;
    std::string sign;
    std::string mobile;
    std::string name;
    int sex = 0;  // 0 unknown, 1 male, 2 female
    std::string photo;
    std::string password_hash;
    std::optional<std::int64_t> school_id;
    std::string school_sign;
    std::string school_name;
    int audit_status = 0;  // 0 none, 1 pending, 2 passed, 3 rejected
    bool disabled = false;
    std::vector<Role> roles;
};

struct NewUser {
    std::string sign;
    std::string mobile;
    std::string name;
    std::string password_hash;
    std::string school_sign;  // "" for none; an unknown sign leaves the user without school
    int audit_status = 0;
    std::vector<Role> roles;
};

// A sign-in attempt counted before its password is checked: its failure events of the number and the address.
struct LoginAttempt {
    std::int64_t mobile_event = 0;
    std::int64_t ip_event = 0;
};

// A session just created: the token goes into the cookie, only its hash into the database.
struct IssuedSession {
    std::string token;
    std::chrono::seconds life{0};
};

// Who is calling: the address (behind a loopback proxy, X-Forwarded-For), the captcha cookie, HTTPS or not.
struct Client {
    std::string ip;
    std::optional<std::string> captcha_key;
};

struct LoginForm {
    std::string phone;
    std::string password;  // decrypted and trimmed
    bool remember = false;
    std::optional<std::string> captcha;
};

struct LoginResult {
    IssuedSession session;
    std::string role_alias;
    int audit_status = 0;
};

struct RegisterForm {
    std::string mobile;
    std::string code;
    std::string password;  // decrypted and trimmed
    std::string school_code;
};

struct RegisterResult {
    IssuedSession session;
    bool needs_authentication = false;  // a schoolCode was given: 301 注册成功，请完成身份认证
};

struct ResetForm {
    std::string mobile;
    std::string code;
    std::string password;
};

struct CodeCheck {
    std::string mobile;
    std::string code;
    CodeType type = CodeType::kRegister;
    bool save_verify = false;
};

struct PasswordChange {
    std::string old_password;  // decrypted and trimmed
    std::string new_password;  // passed the password rule; the confirmation matched
};

struct MobileChange {
    std::string mobile;  // the new number
    std::string code;    // its type-3 code
};

// A session in which an admin acts as another user (simulated login).
struct Simulation {
    std::int64_t user_id = 0;
    std::int64_t admin_id = 0;
    std::string admin_name;
    std::string admin_token_hash;  // the admin's own session, restored on exit
};

struct SimulationStart {
    IssuedSession session;
    std::string user_name;  // for the simulatedLogin cookie
};

// The admin's own session again, when it was still alive at exit.
struct SimulationEnd {
    std::optional<IssuedSession> admin_session;
};

// What a code send answers: when it may be sent again and how long it lives.
struct CodeSent {
    int resend_seconds = 0;
    int expire_seconds = 0;
};

// The platform admin's console (docs/admin.md "Users").
struct UserFilter {
    std::string keyword;  // in the name
    std::string mobile;   // a whole number
    std::optional<Role> role;
    std::string school_sign;
    std::optional<bool> disabled;
};

struct UserSummary {
    User user;
    std::int64_t created_at = 0;
    std::optional<std::int64_t> last_login_at;
};

// A sign-in or a failed one, from the security audit log.
struct LoginEntry {
    std::int64_t at = 0;
    std::string ip;
    bool ok = false;
    std::string detail;  // how (teacher, student, wechat, tokenKey) or why it failed
};

struct UserActivity {
    std::vector<LoginEntry> logins;  // newest first
    std::int64_t session_count = 0;  // live sessions
};

// A reset by the link an admin had sent: the token and the new password (decrypted, passed the rule).
struct LinkReset {
    std::string token;
    std::string password;
};

}  // namespace xj::accounts
