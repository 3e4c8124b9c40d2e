// Registration (role normal; a schoolCode asks for the identity claim next, it joins no school; signs in) and password
// reset (ends every session).
#include "accounts/rules.h"
#include "accounts/service.h"
#include "core/api_error.h"
#include "core/sign.h"

namespace xj::accounts {

using core::ApiError;

namespace {

constexpr std::string_view kMsgRegistered = "该手机号已注册";
constexpr std::string_view kFieldMobile = "mobile";
constexpr std::string_view kFieldMobileCode = "mobileCode";
constexpr std::string_view kAuditRegister = "register";
constexpr std::string_view kAuditReset = "password_reset";
constexpr std::string_view kDefaultNamePrefix = "学员";
constexpr std::size_t kNameDigits = 4;

ApiError already_registered() { return ApiError::business(std::string(kMsgRegistered), std::string(kFieldMobile)); }

}  // namespace

RegisterResult AccountService::register_user(const RegisterForm& form, const Client& client) {
    check_unique(form.mobile);
    std::int64_t code_id = sms_.match(form.mobile, CodeType::kRegister, form.code, kFieldMobileCode);
    NewUser user{core::make_sign(),
                 form.mobile,
                 std::string(kDefaultNamePrefix) + form.mobile.substr(form.mobile.size() - kNameDigits),
                 hasher_.hash(form.password),
                 "",  // the school code grants nothing: the school comes with an approved identity claim
                 0,
                 {Role::kNormal}};
    std::int64_t now = clock_.now_seconds();
    IssuedSession session = db_.with_tx([&](db::Conn& c) {
        sms_.use(c, code_id, kFieldMobileCode, false);
        auto id = users_.insert_user(c, user, now);  // a concurrent registration of the number won: nothing written
        if (!id) throw already_registered();
        for (Role role : user.roles) users_.insert_role(c, *id, role);
        audit(c, *id, kAuditRegister, form.mobile, client, form.school_code);
        users_.update_last_login(c, *id, now);
        return open_session(c, *id, false, client, now);
    });
    return {std::move(session), !form.school_code.empty()};
}

void AccountService::reset_password(const ResetForm& form, const Client& client) {
    User user = require_user(form.mobile, kFieldMobile);
    std::int64_t code_id = sms_.match(form.mobile, CodeType::kForgotPassword, form.code, kFieldMobileCode);
    std::string hash = hasher_.hash(form.password);
    db_.with_tx([&](db::Conn& c) {
        sms_.use(c, code_id, kFieldMobileCode, false);
        users_.update_password(c, user.id, hash);
        std::int64_t ended = users_.delete_sessions_of(c, user.id);
        audit(c, user.id, kAuditReset, form.mobile, client, "sessions ended: " + std::to_string(ended));
    });
}

}  // namespace xj::accounts
