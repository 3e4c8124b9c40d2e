// The accounts domain's rules as pure functions: phone, password and code formats with the spec's messages,
// SMS flow control and login throttling decisions from counts, role names. No database, no clock.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/model.h"

namespace xj::accounts::rules {

inline constexpr std::string_view kMsgPhoneRequired = "请输入手机号";
inline constexpr std::string_view kMsgLoginPhoneRequired = "请输入手机号码";
inline constexpr std::string_view kMsgPhoneInvalid = "请输入正确的手机号";
inline constexpr std::string_view kMsgPasswordRequired = "密码不能为空";
inline constexpr std::string_view kMsgLoginPasswordRequired = "请输入密码";
inline constexpr std::string_view kMsgPasswordWeak = "密码必须是8-20位字母、数字和标点符号(除空格)至少包含2种";
inline constexpr std::string_view kMsgPasswordFormat = "密码格式错误";
inline constexpr std::string_view kMsgCodeRequired = "验证码不能为空";
inline constexpr std::string_view kMsgCodeFormat = "请输入正确的验证码";
inline constexpr std::string_view kMsgCodeWrong = "验证码错误或已失效";
inline constexpr std::string_view kMsgSmsMinute = "每60秒只能发送一次验证码";
inline constexpr std::string_view kMsgSmsHour = "该手机号发送验证码过于频繁，请1小时后再试";
inline constexpr std::string_view kMsgSmsDay = "该手机号今日获取验证码次数已达上限";
inline constexpr std::string_view kMsgSmsIp = "您的请求过于频繁，请稍后重试";
inline constexpr std::string_view kMsgSmsCaptcha = "请输入图形验证码";
inline constexpr std::string_view kMsgNameRequired = "姓名不能为空";
inline constexpr std::string_view kMsgNameTooLong = "姓名过长";
inline constexpr std::string_view kMsgSexInvalid = "性别取值错误";
inline constexpr std::string_view kMsgConfirmMismatch = "两次密码输入不一致";

inline constexpr std::size_t kPasswordMin = 8;
inline constexpr std::size_t kPasswordMax = 20;
inline constexpr std::size_t kNameLimit = 20;  // a name must stay under 20 characters
inline constexpr std::size_t kCodeMin = 4;
inline constexpr std::size_t kCodeMax = 6;

inline constexpr std::int64_t kSmsResendSeconds = 60;
inline constexpr std::int64_t kSmsLifeSeconds = 300;
inline constexpr int kSmsMaxTries = 5;
inline constexpr int kSmsPerHour = 5;
inline constexpr int kSmsPerDay = 10;
inline constexpr int kSmsPerIpHour = 20;
inline constexpr int kSmsFreePerIpHour = 3;  // sends from one address in an hour before the image captcha is asked
inline constexpr std::int64_t kHour = 3600;
inline constexpr std::int64_t kDay = 24 * 3600;

inline constexpr int kFailuresForCaptcha = 5;
inline constexpr std::int64_t kCaptchaWindow = 15 * 60;
inline constexpr int kFailuresForLock = 10;
inline constexpr std::int64_t kLockWindow = 3600;
inline constexpr std::int64_t kLockSeconds = 15 * 60;

// Spaces and every other non-digit removed.
std::string normalize_phone(std::string_view input);
// The message for a normalized number, or nullopt when it is valid (11 digits, 1, then 3–9).
std::optional<std::string_view> phone_problem(std::string_view digits, bool login_form);
// The message for a (trimmed) new password, or nullopt when it follows the rule.
std::optional<std::string_view> password_problem(std::string_view password);
// The message for an SMS code's format (required, 4–6 characters), or nullopt.
std::optional<std::string_view> code_problem(std::string_view code);
bool valid_code_type(std::int64_t type);
// The message for a (trimmed) name: required, under kNameLimit characters; nullopt when it is valid.
std::optional<std::string_view> name_problem(std::string_view name);
bool valid_sex(std::int64_t sex);

// What the database knows about recent sends, for one number and one address.
struct SmsHistory {
    std::optional<std::int64_t> last_sent_at;  // this number, any type
    int sent_last_hour = 0;
    int sent_last_day = 0;
    int ip_sent_last_hour = 0;
};
// The refusal message for another send now, or nullopt when it may be sent.
std::optional<std::string_view> sms_refusal(const SmsHistory& history, std::int64_t now);

// Login failures of one number or one address.
struct Failures {
    int last_window = 0;  // within kCaptchaWindow
    int last_hour = 0;    // within kLockWindow
    std::optional<std::int64_t> latest;
};
bool captcha_required(const Failures& failures);
bool locked(const Failures& failures, std::int64_t now);

// "normal,student" in the catalogue's order.
std::string role_alias(const std::vector<Role>& roles);
std::optional<Role> role_from_name(std::string_view name);

}  // namespace xj::accounts::rules
