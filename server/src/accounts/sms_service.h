// SMS codes: flow control kept in the database (so it holds across instances), codes stored as keyed hashes,
// a few tries each, single use even under concurrent use.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "accounts/guard_store.h"
#include "accounts/model.h"
#include "accounts/sms_sender.h"
#include "core/api_error.h"
#include "core/clock.h"
#include "db/db.h"

namespace xj::accounts {

inline constexpr std::size_t kSmsCodeDigits = 6;
inline constexpr std::int64_t kVerifiedMarkSeconds = 10 * 60;

class SmsService {
public:
    SmsService(db::Database& db, const core::Clock& clock, std::unique_ptr<Sender> sender)
        : db_(db), clock_(clock), sender_(std::move(sender)) {}
    void set_code_key(std::string key) { code_key_ = std::move(key); }

    // Sends a new code after the flow-control checks (-1000 field mobile with the contract's messages; -1000 field
    // captcha with captchaRequired when the address needs the image captcha and `captcha_passed` is false).
    CodeSent send(const std::string& mobile, CodeType type, const std::string& ip, bool captcha_passed);
    // The address has sent enough codes this hour that the next needs the image captcha.
    bool captcha_needed(const std::string& ip);
    // -1000 请输入图形验证码 on field captcha, with captchaRequired.
    static core::ApiError captcha_missing();
    // The id of the live code matching `code`; a wrong code counts a try. -1000 on `field` otherwise.
    std::int64_t match(const std::string& mobile, CodeType type, const std::string& code, std::string_view field);
    // Uses the matched code up inside the caller's transaction; -1000 on `field` when someone else used it first.
    void use(db::Conn& conn, std::int64_t code_id, std::string_view field, bool leave_verified_mark);
    bool verified(const std::string& mobile, CodeType type);
    // Uses the number's verified mark up inside the caller's transaction; false when another caller took it first.
    bool take_verified(db::Conn& conn, const std::string& mobile, CodeType type);
    // A text that is not a code (an admin's reset link), sent as it is; throws what the sender throws.
    void send_text(const SmsMessage& message) { sender_->send(message); }
    // The last text put in the outbox for a number (demo mode).
    std::optional<std::string> last_outbox_text(const std::string& mobile);
    // The last code put in the outbox for a number (demo mode).
    std::optional<std::string> last_outbox_code(const std::string& mobile);

private:
    std::string code_hash(const std::string& mobile, CodeType type, std::string_view code) const;
    void take_slot(const std::string& mobile, const std::string& ip, std::int64_t now, bool captcha_passed);

    db::Database& db_;
    const core::Clock& clock_;
    std::unique_ptr<Sender> sender_;
    GuardStore store_;
    std::string code_key_;
};

}  // namespace xj::accounts
