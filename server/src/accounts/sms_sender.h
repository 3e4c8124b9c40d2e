// Where SMS texts go: the offline outbox (table sms_outbox and a log line) by default, or an HTTP provider
// (SMS_PROVIDER=http: POST {mobile, text} as JSON to SMS_HTTP_URL with "Authorization: Bearer SMS_HTTP_KEY").
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

#include "accounts/guard_store.h"
#include "core/clock.h"
#include "db/db.h"

namespace xj::accounts {

struct SmsMessage {
    std::string mobile;
    int type = 0;
    std::string text;
};

class Sender {
public:
    virtual ~Sender() = default;
    // Throws on failure; the code is then not usable by anyone but whoever can read the provider's logs.
    virtual void send(const SmsMessage& message) = 0;
};

class OutboxSender : public Sender {
public:
    OutboxSender(db::Database& db, const core::Clock& clock) : db_(db), clock_(clock) {}
    void send(const SmsMessage& message) override;

private:
    db::Database& db_;
    const core::Clock& clock_;
    GuardStore store_;
};

inline constexpr std::chrono::seconds kSmsHttpTimeout{10};

class HttpSmsSender : public Sender {
public:
    HttpSmsSender(std::string url, std::string key) : url_(std::move(url)), key_(std::move(key)) {}
    void send(const SmsMessage& message) override;

private:
    std::string url_;
    std::string key_;
};

struct SmsSettings {
    std::string provider = "outbox";  // or "http"
    std::string http_url;
    std::string http_key;
};

// SMS_PROVIDER, SMS_HTTP_URL, SMS_HTTP_KEY; throws std::invalid_argument listing what is wrong.
SmsSettings sms_settings_from_env();
std::unique_ptr<Sender> make_sender(const SmsSettings& settings, db::Database& db, const core::Clock& clock);

}  // namespace xj::accounts
