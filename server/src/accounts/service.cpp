#include "accounts/service.h"

#include <spdlog/spdlog.h>

#include "accounts/keys.h"
#include "accounts/rules.h"
#include "core/api_error.h"
#include "core/text.h"

namespace xj::accounts {

using core::ApiError;
using core::text::kAsciiSpace;
using core::text::trim;

namespace {

constexpr std::string_view kMsgRegistered = "该手机号已注册";
constexpr std::string_view kMsgNotRegistered = "该手机号未注册";
constexpr std::string_view kMsgKeysNotLoaded = "accounts: keys are not loaded (AccountService::start)";
constexpr std::string_view kFieldMobile = "mobile";
constexpr std::string_view kFieldMobileCode = "mobileCode";
constexpr std::string_view kFieldCode = "code";
constexpr std::string_view kFieldCaptcha = "captcha";
constexpr std::string_view kMsgCaptchaWrong = "验证码错误!";
constexpr std::string_view kCaptchaRequired = "captchaRequired";
constexpr std::string_view kEventLogout = "logout";
constexpr std::string_view kDummyPassword = "xuejing-timing-equaliser";
constexpr std::int64_t kKeepEventsSeconds = 2 * 24 * 3600;

bool registered_only(CodeType type) { return type == CodeType::kOldMobile || type == CodeType::kForgotPassword; }

}  // namespace

AccountService::AccountService(db::Database& db, const core::Clock& clock, const Settings& settings)
    : db_(db),
      clock_(clock),
      settings_(settings),
      hasher_(settings.hash_concurrency),
      sms_(db, clock, make_sender(settings.sms, db, clock)),
      captcha_(db, clock, settings.demo),
      wechat_api_(settings.wechat.enabled() ? make_wechat_api(settings.wechat) : nullptr) {}

void AccountService::start(const std::filesystem::path& data_dir) {
    avatars_dir_ = data_dir / "files" / "avatars";
    ServerKeys keys = load_server_keys(db_, data_dir);
    password_key_ = std::move(keys.password_key);
    sms_.set_code_key(keys.code_key);
    captcha_.set_code_key(keys.code_key);
    dummy_hash_ = hasher_.hash(kDummyPassword);
    std::int64_t now = clock_.now_seconds();
    db_.with_conn([&](db::Conn& c) {
        users_.delete_expired_sessions(c, now);
        users_.delete_dead_token_keys(c, now);
        guard_.purge_events(c, now - kKeepEventsSeconds);
        guard_.purge_captchas(c, now);
        wechat_.purge_grants(c, now);
    });
}

std::string AccountService::public_key_pem() const {
    if (!password_key_) throw std::logic_error(std::string(kMsgKeysNotLoaded));
    return password_key_->public_pem();
}

std::string AccountService::decrypt_password(std::string_view field, std::string_view value) const {
    if (!password_key_) throw std::logic_error(std::string(kMsgKeysNotLoaded));
    auto plain = password_key_->decrypt_base64(value);
    if (!plain) throw ApiError::invalid(std::string(field), std::string(rules::kMsgPasswordFormat));
    return trim(*plain, kAsciiSpace);
}

std::optional<core::AuthUser> AccountService::authenticate(const std::optional<std::string>& token) {
    if (!token || token->empty()) return std::nullopt;
    std::string hash = sha256_hex(*token);
    return db_.with_conn([&](db::Conn& c) { return users_.find_session_user(c, hash, clock_.now_seconds()); });
}

IssuedSession AccountService::open_session(db::Conn& conn, std::int64_t user_id, bool remember, const Client& client,
                                           std::int64_t now) {
    IssuedSession session{new_token(), remember ? kRememberedSessionLife : kSessionLife};
    users_.insert_session(conn, sha256_hex(session.token), user_id, now + session.life.count(), remember, now,
                          client.ip);
    return session;
}

void AccountService::audit(db::Conn& conn, std::optional<std::int64_t> user_id, std::string_view event,
                           std::string subject, const Client& client, std::string detail) {
    guard_.insert_audit(conn, {user_id, event, std::move(subject), client.ip, std::move(detail)}, clock_.now_seconds());
}

void AccountService::logout(const std::optional<std::string>& token, const Client& client) {
    if (!token || token->empty()) return;
    std::string hash = sha256_hex(*token);
    db_.with_tx([&](db::Conn& c) {
        if (auto user_id = users_.delete_session(c, hash)) audit(c, *user_id, kEventLogout, "", client);
    });
}

User AccountService::login_info(const core::AuthUser& user) {
    auto found = db_.with_conn([&](db::Conn& c) { return users_.find_by_id(c, user.id); });
    if (!found) throw ApiError::not_logged_in();
    return *found;
}

void AccountService::refresh_last_login(const core::AuthUser& user) {
    db_.with_conn([&](db::Conn& c) { users_.update_last_login(c, user.id, clock_.now_seconds()); });
}

User AccountService::require_user(const std::string& mobile, std::string_view field) {
    auto user = db_.with_conn([&](db::Conn& c) { return users_.find_by_mobile(c, mobile); });
    if (!user) throw ApiError::business(std::string(kMsgNotRegistered), std::string(field));
    return *user;
}

void AccountService::check_unique(const std::string& mobile) {
    if (db_.with_conn([&](db::Conn& c) { return users_.mobile_taken(c, mobile); }))
        throw ApiError::business(std::string(kMsgRegistered), std::string(kFieldMobile));
}

CodeSent AccountService::send_code(const std::string& mobile, CodeType type, const Client& client,
                                   const std::string& captcha) {
    bool taken = db_.with_conn([&](db::Conn& c) { return users_.mobile_taken(c, mobile); });
    if (taken && !registered_only(type))
        throw ApiError::business(std::string(kMsgRegistered), std::string(kFieldMobile));
    if (!taken && registered_only(type))
        throw ApiError::business(std::string(kMsgNotRegistered), std::string(kFieldMobile));
    // After a few sends from the address, the image captcha (checked and used up here, before the send's
    // transaction; that transaction asks again with the counts it holds locked).
    bool captcha_passed = false;
    if (sms_.captcha_needed(client.ip) || !captcha.empty()) {
        if (captcha.empty()) throw SmsService::captcha_missing();
        if (!captcha_.check(client.captcha_key, captcha)) {
            throw std::move(
                ApiError(core::ApiCode::kCaptchaWrong, std::string(kMsgCaptchaWrong), std::string(kFieldCaptcha))
                    .with(kCaptchaRequired, true));
        }
        captcha_passed = true;
    }
    return sms_.send(mobile, type, client.ip, captcha_passed);
}

void AccountService::verify_code(const CodeCheck& check) {
    std::int64_t id = sms_.match(check.mobile, check.type, check.code, kFieldMobileCode);
    bool mark = check.save_verify && (check.type == CodeType::kOldMobile || check.type == CodeType::kNewMobile);
    if (mark) db_.with_tx([&](db::Conn& c) { sms_.use(c, id, kFieldMobileCode, true); });
}

void AccountService::verify_reset_code(const std::string& mobile, const std::string& code) {
    sms_.match(mobile, CodeType::kForgotPassword, code, kFieldCode);
}

}  // namespace xj::accounts
