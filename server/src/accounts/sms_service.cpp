#include "accounts/sms_service.h"

#include <spdlog/spdlog.h>

#include "accounts/crypto.h"
#include "accounts/rules.h"
#include "core/api_error.h"

namespace xj::accounts {

using core::ApiError;

namespace {

constexpr std::string_view kEventSmsMobile = "sms_mobile";
constexpr std::string_view kEventSmsIp = "sms_ip";
constexpr std::string_view kMsgSendFailed = "验证码发送失败，请稍后重试";
constexpr std::string_view kFieldMobile = "mobile";
constexpr std::string_view kFieldCaptcha = "captcha";
constexpr std::string_view kCaptchaRequired = "captchaRequired";

std::string sms_text(std::string_view code) {
    return "【学鲸】您的验证码是" + std::string(code) + "，" + std::to_string(rules::kSmsLifeSeconds / 60) +
           "分钟内有效，请勿泄露给他人。";
}

ApiError refused(std::string_view msg) { return ApiError::business(std::string(msg), std::string(kFieldMobile)); }

}  // namespace

std::string SmsService::code_hash(const std::string& mobile, CodeType type, std::string_view code) const {
    return keyed_hash(code_key_, mobile + ":" + std::to_string(static_cast<int>(type)) + ":" + std::string(code));
}

ApiError SmsService::captcha_missing() {
    return std::move(ApiError::business(std::string(rules::kMsgSmsCaptcha), std::string(kFieldCaptcha))
                         .with(kCaptchaRequired, true));
}

bool SmsService::captcha_needed(const std::string& ip) {
    std::int64_t now = clock_.now_seconds();
    int sent = db_.with_conn([&](db::Conn& c) { return store_.count_events(c, kEventSmsIp, ip, now - rules::kHour); });
    return sent >= rules::kSmsFreePerIpHour;
}

// The limits are read and the send recorded in one transaction holding the number's and the address's locks:
// sends at once to many numbers from one address all see each other (issue 13).
void SmsService::take_slot(const std::string& mobile, const std::string& ip, std::int64_t now, bool captcha_passed) {
    db_.with_tx([&](db::Conn& c) {
        store_.lock_subject(c, kEventSmsMobile, mobile);
        store_.lock_subject(c, kEventSmsIp, ip);
        rules::SmsHistory history{store_.last_sent(c, mobile),
                                  store_.count_events(c, kEventSmsMobile, mobile, now - rules::kHour),
                                  store_.count_events(c, kEventSmsMobile, mobile, now - rules::kDay),
                                  store_.count_events(c, kEventSmsIp, ip, now - rules::kHour)};
        if (auto refusal = rules::sms_refusal(history, now)) throw refused(*refusal);
        if (history.ip_sent_last_hour >= rules::kSmsFreePerIpHour && !captcha_passed) throw captcha_missing();
        if (!store_.take_send_slot(c, mobile, now, now - rules::kSmsResendSeconds)) throw refused(rules::kMsgSmsMinute);
        store_.record_event(c, kEventSmsMobile, mobile, now);
        store_.record_event(c, kEventSmsIp, ip, now);
    });
}

CodeSent SmsService::send(const std::string& mobile, CodeType type, const std::string& ip, bool captcha_passed) {
    std::int64_t now = clock_.now_seconds();
    take_slot(mobile, ip, now, captcha_passed);
    std::string code = random_digits(kSmsCodeDigits);
    db_.with_conn([&](db::Conn& c) {
        store_.insert_code(c, mobile, static_cast<int>(type), code_hash(mobile, type, code),
                           now + rules::kSmsLifeSeconds, now);
    });
    try {
        sender_->send({mobile, static_cast<int>(type), sms_text(code)});
    } catch (const std::exception& e) {
        spdlog::error("{}", e.what());
        throw refused(kMsgSendFailed);
    }
    return {static_cast<int>(rules::kSmsResendSeconds), static_cast<int>(rules::kSmsLifeSeconds)};
}

std::int64_t SmsService::match(const std::string& mobile, CodeType type, const std::string& code,
                               std::string_view field) {
    if (auto problem = rules::code_problem(code)) throw ApiError::business(std::string(*problem), std::string(field));
    ApiError wrong = ApiError::business(std::string(rules::kMsgCodeWrong), std::string(field));
    std::int64_t now = clock_.now_seconds();
    return db_.with_conn([&](db::Conn& c) {
        auto stored = store_.latest_code(c, mobile, static_cast<int>(type));
        if (!stored || stored->used || stored->expires_at <= now || stored->tries >= rules::kSmsMaxTries) throw wrong;
        if (!same_hash(stored->code_hash, code_hash(mobile, type, code))) {
            store_.add_try(c, stored->id, rules::kSmsMaxTries);
            throw wrong;
        }
        return stored->id;
    });
}

void SmsService::use(db::Conn& conn, std::int64_t code_id, std::string_view field, bool leave_verified_mark) {
    std::int64_t now = clock_.now_seconds();
    std::optional<std::int64_t> mark;
    if (leave_verified_mark) mark = now + kVerifiedMarkSeconds;
    if (!store_.use_code(conn, code_id, now, rules::kSmsMaxTries, mark))
        throw ApiError::business(std::string(rules::kMsgCodeWrong), std::string(field));
}

bool SmsService::verified(const std::string& mobile, CodeType type) {
    return db_.with_conn(
        [&](db::Conn& c) { return store_.verified(c, mobile, static_cast<int>(type), clock_.now_seconds()); });
}

bool SmsService::take_verified(db::Conn& conn, const std::string& mobile, CodeType type) {
    return store_.take_verified(conn, mobile, static_cast<int>(type), clock_.now_seconds());
}

std::optional<std::string> SmsService::last_outbox_text(const std::string& mobile) {
    return db_.with_conn([&](db::Conn& c) { return store_.last_outbox_text(c, mobile); });
}

std::optional<std::string> SmsService::last_outbox_code(const std::string& mobile) {
    auto text = db_.with_conn([&](db::Conn& c) { return store_.last_outbox_text(c, mobile); });
    if (!text) return std::nullopt;
    auto start = text->find_first_of("0123456789");
    if (start == std::string::npos) return std::nullopt;
    return text->substr(start, kSmsCodeDigits);
}

}  // namespace xj::accounts
