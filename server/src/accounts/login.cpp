// Sign-in: captcha after repeated failures, lockout, the contract's messages and fields, audit rows.
#include <algorithm>

#include "accounts/rules.h"
#include "accounts/service.h"
#include "core/api_error.h"

namespace xj::accounts {

using core::ApiCode;
using core::ApiError;

namespace {

constexpr std::string_view kMsgNotRegistered = "该账号未注册";
constexpr std::string_view kMsgWrongPassword = "手机号或密码错误";
constexpr std::string_view kMsgCaptchaMissing = "请输入验证码";
constexpr std::string_view kMsgCaptchaWrong = "验证码错误!";
constexpr std::string_view kMsgLocked = "账号已被锁定，请15分钟后再试";
constexpr std::string_view kMsgDisabled = "账号已被禁用";
constexpr std::string_view kMsgNotTeacher = "该账号不是教师账号";
constexpr std::string_view kFieldPhone = "phone";
constexpr std::string_view kFieldPassword = "password";
constexpr std::string_view kFieldCode = "code";
constexpr std::string_view kEventFailMobile = "login_fail_mobile";
constexpr std::string_view kEventFailIp = "login_fail_ip";
constexpr std::string_view kAuditSuccess = "login_success";
constexpr std::string_view kAuditFailure = "login_failure";
constexpr std::string_view kAuditLockout = "lockout";
constexpr std::string_view kCaptchaRequired = "captchaRequired";

struct LoginFailures {
    rules::Failures mobile;
    rules::Failures ip;
    bool captcha_required() const { return rules::captcha_required(mobile) || rules::captcha_required(ip); }
};

rules::Failures failures_of(const GuardStore& store, db::Conn& c, std::string_view kind, std::string_view subject,
                            std::int64_t now) {
    return {store.count_events(c, kind, subject, now - rules::kCaptchaWindow),
            store.count_events(c, kind, subject, now - rules::kLockWindow), store.latest_event(c, kind, subject)};
}

LoginFailures login_failures(const GuardStore& store, db::Conn& c, const LoginForm& form, const Client& client,
                             std::int64_t now) {
    return {failures_of(store, c, kEventFailMobile, form.phone, now),
            failures_of(store, c, kEventFailIp, client.ip, now)};
}

}  // namespace

// Counts the attempt before the password is checked, in the transaction that reads the counts (the number's and the
// address's locks held): twenty guesses at once see each other, so the captcha (5) and the lockout (10) hold. The
// attempt is recorded as a failure of both; a successful sign-in removes them.
LoginAttempt AccountService::guard_login(const LoginForm& form, const Client& client, std::int64_t now) {
    // The captcha is used up by its check, outside the counting transaction: check it when the counts seen now ask
    // for it; the transaction then refuses an attempt that needs it when it was not given.
    LoginFailures seen = db_.with_conn([&](db::Conn& c) { return login_failures(guard_, c, form, client, now); });
    auto locked = [&](const LoginFailures& f) { return rules::locked(f.mobile, now) || rules::locked(f.ip, now); };
    auto locked_error = [] { return ApiError::business(std::string(kMsgLocked), std::string(kFieldPhone)); };
    auto missing_error = [] {
        return std::move(
            ApiError::business(std::string(kMsgCaptchaMissing), std::string(kFieldCode)).with(kCaptchaRequired, true));
    };
    if (locked(seen)) throw locked_error();
    bool captcha_passed = false;
    if (seen.captcha_required()) {
        if (!form.captcha || form.captcha->empty()) throw missing_error();
        if (!captcha_.check(client.captcha_key, *form.captcha)) {
            throw std::move(ApiError(ApiCode::kCaptchaWrong, std::string(kMsgCaptchaWrong), std::string(kFieldCode))
                                .with(kCaptchaRequired, true));
        }
        captcha_passed = true;
    }
    return db_.with_tx([&](db::Conn& c) {
        guard_.lock_subject(c, kEventFailMobile, form.phone);
        guard_.lock_subject(c, kEventFailIp, client.ip);
        LoginFailures counted = login_failures(guard_, c, form, client, now);
        if (locked(counted)) throw locked_error();
        if (counted.captcha_required() && !captcha_passed) throw missing_error();
        return LoginAttempt{guard_.record_event(c, kEventFailMobile, form.phone, now),
                            guard_.record_event(c, kEventFailIp, client.ip, now)};
    });
}

void AccountService::forget_attempt(const LoginAttempt& attempt) {
    db_.with_tx([&](db::Conn& c) {
        guard_.delete_event(c, attempt.mobile_event);
        guard_.delete_event(c, attempt.ip_event);
    });
}

void AccountService::fail_login(const LoginForm& form, const Client& client, std::optional<std::int64_t> user_id,
                                std::string_view reason, std::int64_t now) {
    LoginFailures after = db_.with_tx([&](db::Conn& c) {
        audit(c, user_id, kAuditFailure, form.phone, client, std::string(reason));
        LoginFailures counted = login_failures(guard_, c, form, client, now);
        if (counted.mobile.last_hour == rules::kFailuresForLock) audit(c, user_id, kAuditLockout, form.phone, client);
        if (counted.ip.last_hour == rules::kFailuresForLock) audit(c, std::nullopt, kAuditLockout, client.ip, client);
        return counted;
    });
    ApiError error = user_id ? ApiError::business(std::string(kMsgWrongPassword), std::string(kFieldPassword))
                             : ApiError::business(std::string(kMsgNotRegistered), std::string(kFieldPhone));
    if (after.captcha_required()) error.with(kCaptchaRequired, true);
    throw error;
}

LoginResult AccountService::login(const LoginForm& form, const Client& client, bool teacher_only) {
    std::int64_t now = clock_.now_seconds();
    LoginAttempt attempt = guard_login(form, client, now);
    auto user = db_.with_conn([&](db::Conn& c) { return users_.find_by_mobile(c, form.phone); });
    if (!user) {
        hasher_.verify(dummy_hash_, form.password);
        fail_login(form, client, std::nullopt, "unregistered", now);
    }
    if (user->disabled) {
        forget_attempt(attempt);  // not a guess: the account is closed
        throw ApiError::business(std::string(kMsgDisabled), std::string(kFieldPhone));
    }
    if (!hasher_.verify(user->password_hash, form.password)) fail_login(form, client, user->id, "wrong password", now);
    if (teacher_only && std::find(user->roles.begin(), user->roles.end(), Role::kTeacher) == user->roles.end()) {
        forget_attempt(attempt);  // the right password, on the wrong form
        throw ApiError::business(std::string(kMsgNotTeacher), std::string(kFieldPhone));
    }

    IssuedSession session = db_.with_tx([&](db::Conn& c) {
        guard_.delete_events(c, kEventFailMobile, form.phone);
        guard_.delete_event(c, attempt.ip_event);  // a sign-in is no failure of the address
        users_.update_last_login(c, user->id, now);
        audit(c, user->id, kAuditSuccess, form.phone, client, teacher_only ? "teacher" : "student");
        return open_session(c, user->id, form.remember, client, now);
    });
    return {std::move(session), rules::role_alias(user->roles), user->audit_status};
}

}  // namespace xj::accounts
