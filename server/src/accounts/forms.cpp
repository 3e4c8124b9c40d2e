#include "accounts/forms.h"

#include "accounts/rules.h"
#include "core/api_error.h"
#include "core/cookies.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "core/text.h"

namespace xj::accounts {

using core::ApiError;
using core::Input;
using core::Request;
using core::text::kAsciiSpace;
using core::text::trim;

namespace {

constexpr std::string_view kMsgNotText = "必须是字符串";
constexpr std::string_view kMsgType = "验证码类型错误";
constexpr std::string_view kMsgNotMultipart = "请以 multipart/form-data 上传文件";
constexpr std::string_view kMsgNoFile = "请选择文件";

std::string checked_mobile(std::optional<std::string> raw, std::string_view field, bool login_form) {
    std::string digits = rules::normalize_phone(raw.value_or(""));
    if (auto problem = rules::phone_problem(digits, login_form))
        throw ApiError::invalid(std::string(field), std::string(*problem));
    return digits;
}

std::string strong_password(const Request& req, const AccountService& accounts, std::string_view field) {
    std::string encrypted = body_text(req, field);
    if (encrypted.empty()) throw ApiError::invalid(std::string(field), std::string(rules::kMsgPasswordRequired));
    std::string password = accounts.decrypt_password(field, encrypted);
    if (auto problem = rules::password_problem(password))
        throw ApiError::invalid(std::string(field), std::string(*problem));
    return password;
}

std::string any_password(const Request& req, const AccountService& accounts, std::string_view field) {
    std::string encrypted = body_text(req, field);
    if (encrypted.empty()) throw ApiError::invalid(std::string(field), std::string(rules::kMsgPasswordRequired));
    std::string password = accounts.decrypt_password(field, encrypted);
    if (password.empty()) throw ApiError::invalid(std::string(field), std::string(rules::kMsgPasswordRequired));
    return password;
}

}  // namespace

Client client_of(const Request& req) { return Client{req.client_address(), req.cookie("captchaKey")}; }

bool is_https(const Request& req) { return core::secure_cookie(req.header("X-Forwarded-Proto")); }

std::string body_text(const Request& req, std::string_view field) {
    return Input::body(req).opt_string(field, kMsgNotText).value_or("");
}

std::string body_mobile(const Request& req, std::string_view field) {
    return checked_mobile(Input::body(req).opt_string(field, kMsgNotText), field, false);
}

std::string query_mobile(const Request& req) { return checked_mobile(req.query("mobile"), "mobile", false); }

CodeType body_code_type(const Request& req) {
    auto type = Input::body(req).opt_int("type", kMsgType);
    if (!type || !rules::valid_code_type(*type)) throw ApiError::invalid("type", std::string(kMsgType));
    return static_cast<CodeType>(*type);
}

LoginForm parse_login(const Request& req, const AccountService& accounts) {
    LoginForm form;
    form.phone = checked_mobile(Input::body(req).opt_string("phone", kMsgNotText), "phone", true);
    std::string encrypted = body_text(req, "password");
    if (encrypted.empty()) throw ApiError::invalid("password", std::string(rules::kMsgLoginPasswordRequired));
    form.password = accounts.decrypt_password("password", encrypted);
    if (form.password.empty()) throw ApiError::invalid("password", std::string(rules::kMsgLoginPasswordRequired));
    form.remember = core::flag(req, "isRemeber");
    form.captcha = Input::body(req).opt_string("code", kMsgNotText);
    return form;
}

RegisterForm parse_register(const Request& req, const AccountService& accounts) {
    std::string mobile = body_mobile(req);
    std::string code = trim(body_text(req, "mobileCode"), kAsciiSpace);
    return {mobile, code, strong_password(req, accounts, "password"), trim(body_text(req, "schoolCode"), kAsciiSpace)};
}

ResetForm parse_reset(const Request& req, const AccountService& accounts) {
    std::string mobile = body_mobile(req);
    std::string code = trim(body_text(req, "mobileCode"), kAsciiSpace);
    return {mobile, code, strong_password(req, accounts, "newPwd")};
}

CodeCheck parse_code_check(const Request& req) {
    std::string mobile = body_mobile(req);
    CodeType type = body_code_type(req);
    return {mobile, trim(body_text(req, "mobileCode"), kAsciiSpace), type, core::flag(req, "saveVerifyCache")};
}

MobileChange parse_mobile_change(const Request& req) {
    std::string mobile = body_mobile(req);
    return {mobile, trim(body_text(req, "mobileCode"), kAsciiSpace)};
}

LinkReset parse_link_reset(const Request& req, const AccountService& accounts) {
    std::string token = trim(body_text(req, "token"), kAsciiSpace);
    if (token.empty() || token.size() > 128) throw ApiError::business("链接无效或已过期，请重新获取");
    std::string password = strong_password(req, accounts, "password");
    if (any_password(req, accounts, "confirmPassword") != password)
        throw ApiError::invalid("confirmPassword", std::string(rules::kMsgConfirmMismatch));
    return {std::move(token), std::move(password)};
}

PasswordChange parse_password_change(const Request& req, const AccountService& accounts) {
    std::string old_password = any_password(req, accounts, "password");
    std::string new_password = strong_password(req, accounts, "newPassword");
    if (any_password(req, accounts, "confirmNewPwd") != new_password)
        throw ApiError::invalid("confirmNewPwd", std::string(rules::kMsgConfirmMismatch));
    return {old_password, new_password};
}

std::string parse_name(const Request& req) {
    std::string name = trim(body_text(req, "userName"), kAsciiSpace);
    if (auto problem = rules::name_problem(name)) throw ApiError::invalid("userName", std::string(*problem));
    return name;
}

int parse_sex(const Request& req) {
    auto sex = Input::body(req).opt_int("sex", rules::kMsgSexInvalid);
    if (!sex || !rules::valid_sex(*sex)) throw ApiError::invalid("sex", std::string(rules::kMsgSexInvalid));
    return static_cast<int>(*sex);
}

std::string_view upload_file(const Request& req) {
    return core::UploadForm(req, kMsgNotMultipart).file(kMsgNoFile).data;
}

}  // namespace xj::accounts
