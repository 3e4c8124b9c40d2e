#include "accounts/captcha_service.h"

#include <algorithm>
#include <cctype>

#include "accounts/captcha_image.h"
#include "accounts/crypto.h"
#include "core/api_error.h"

namespace xj::accounts {

namespace {

constexpr std::string_view kEventCaptchaIp = "captcha_ip";
constexpr std::int64_t kFetchWindow = 60;

std::string upper(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::toupper(c); });
    return text;
}

}  // namespace

std::string CaptchaService::answer_hash(const std::string& answer) const {
    return keyed_hash(code_key_, "captcha:" + upper(answer));
}

CaptchaImage CaptchaService::issue(const std::string& ip) {
    std::int64_t now = clock_.now_seconds();
    std::string text = random_captcha_text();
    CaptchaImage image{new_token(), draw_captcha_png(text)};
    bool allowed = db_.with_tx([&](db::Conn& c) {
        if (store_.count_events(c, kEventCaptchaIp, ip, now - kFetchWindow) >= kCaptchaFetchesPerMinute) return false;
        store_.record_event(c, kEventCaptchaIp, ip, now);
        store_.insert_captcha(c, sha256_hex(image.key), answer_hash(text), demo_ ? std::optional(text) : std::nullopt,
                              now + kCaptchaLifeSeconds);
        return true;
    });
    if (!allowed) throw core::ApiError::of(core::ApiCode::kTooManyRequests);
    return image;
}

bool CaptchaService::check(const std::optional<std::string>& key, const std::string& answer) {
    if (!key || key->empty() || answer.empty()) return false;
    std::string key_hash = sha256_hex(*key);
    std::int64_t now = clock_.now_seconds();
    auto stored = db_.with_conn([&](db::Conn& c) -> std::optional<StoredCaptcha> {
        auto found = store_.find_captcha(c, key_hash, now);
        if (!found || !store_.use_captcha(c, key_hash, now)) return std::nullopt;
        return found;
    });
    return stored && same_hash(stored->answer_hash, answer_hash(answer));
}

std::optional<std::string> CaptchaService::demo_text(const std::optional<std::string>& key) {
    if (!key || key->empty()) return std::nullopt;
    auto stored =
        db_.with_conn([&](db::Conn& c) { return store_.find_captcha(c, sha256_hex(*key), clock_.now_seconds()); });
    return stored ? stored->demo_answer : std::nullopt;
}

}  // namespace xj::accounts
