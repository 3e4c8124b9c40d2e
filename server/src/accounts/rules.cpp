#include "accounts/rules.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "core/text.h"

namespace xj::accounts::rules {

namespace {

constexpr std::size_t kPhoneDigits = 11;
constexpr std::array kRoles{Role::kNormal,      Role::kStudent,    Role::kTeacher,
                            Role::kSchoolAdmin, Role::kEnterprise, Role::kAdmin};

bool is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

using core::text::code_points;

}  // namespace

std::string normalize_phone(std::string_view input) {
    std::string out;
    for (char c : input) {
        if (c >= '0' && c <= '9') out.push_back(c);
    }
    return out;
}

std::optional<std::string_view> phone_problem(std::string_view digits, bool login_form) {
    if (digits.empty()) return login_form ? kMsgLoginPhoneRequired : kMsgPhoneRequired;
    if (digits.size() != kPhoneDigits || digits[0] != '1' || digits[1] < '3' || digits[1] > '9')
        return kMsgPhoneInvalid;
    return std::nullopt;
}

std::optional<std::string_view> password_problem(std::string_view password) {
    if (password.empty()) return kMsgPasswordRequired;
    std::size_t length = code_points(password);
    if (length < kPasswordMin || length > kPasswordMax) return kMsgPasswordWeak;
    bool letter = false, digit = false, punct = false;
    for (char ch : password) {
        auto c = static_cast<unsigned char>(ch);
        if (c >= 0x80 || is_space(c) || std::iscntrl(c)) return kMsgPasswordWeak;  // ASCII letters, digits, punctuation
        letter = letter || std::isalpha(c);
        digit = digit || std::isdigit(c);
        punct = punct || std::ispunct(c);
    }
    if (int{letter} + int{digit} + int{punct} < 2) return kMsgPasswordWeak;
    return std::nullopt;
}

std::optional<std::string_view> code_problem(std::string_view code) {
    if (code.empty()) return kMsgCodeRequired;
    std::size_t length = code_points(code);
    if (length < kCodeMin || length > kCodeMax) return kMsgCodeFormat;
    return std::nullopt;
}

bool valid_code_type(std::int64_t type) {
    return type >= static_cast<int>(CodeType::kRegister) && type <= static_cast<int>(CodeType::kForgotPassword);
}

std::optional<std::string_view> name_problem(std::string_view name) {
    if (name.empty()) return kMsgNameRequired;
    if (code_points(name) >= kNameLimit) return kMsgNameTooLong;
    return std::nullopt;
}

bool valid_sex(std::int64_t sex) { return sex >= 0 && sex <= 2; }

std::optional<std::string_view> sms_refusal(const SmsHistory& h, std::int64_t now) {
    if (h.last_sent_at && now - *h.last_sent_at < kSmsResendSeconds) return kMsgSmsMinute;
    if (h.ip_sent_last_hour >= kSmsPerIpHour) return kMsgSmsIp;
    if (h.sent_last_day >= kSmsPerDay) return kMsgSmsDay;
    if (h.sent_last_hour >= kSmsPerHour) return kMsgSmsHour;
    return std::nullopt;
}

bool captcha_required(const Failures& f) { return f.last_window >= kFailuresForCaptcha; }

bool locked(const Failures& f, std::int64_t now) {
    return f.last_hour >= kFailuresForLock && f.latest && now - *f.latest < kLockSeconds;
}

std::string role_alias(const std::vector<Role>& roles) {
    std::string out;
    for (Role role : kRoles) {
        if (std::find(roles.begin(), roles.end(), role) == roles.end()) continue;
        if (!out.empty()) out += ',';
        out += core::role_name(role);
    }
    return out;
}

std::optional<Role> role_from_name(std::string_view name) {
    for (Role role : kRoles) {
        if (core::role_name(role) == name) return role;
    }
    return std::nullopt;
}

}  // namespace xj::accounts::rules
