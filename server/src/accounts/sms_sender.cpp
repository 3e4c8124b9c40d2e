#include "accounts/sms_sender.h"

#include <cstdlib>
#include <stdexcept>

#include <spdlog/spdlog.h>
#include <boost/json/serialize.hpp>

#include "core/http_client.h"

namespace xj::accounts {

namespace {

std::string env_or(const char* name, std::string fallback) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0' ? std::string(value) : fallback;
}

std::string masked(std::string_view mobile) {
    if (mobile.size() < 7) return std::string(mobile);
    return std::string(mobile.substr(0, 3)) + "****" + std::string(mobile.substr(7));
}

}  // namespace

void OutboxSender::send(const SmsMessage& m) {
    db_.with_conn([&](db::Conn& conn) { store_.insert_outbox(conn, m.mobile, m.type, m.text, clock_.now_seconds()); });
    spdlog::info("sms: code of type {} for {} put in the outbox", m.type, masked(m.mobile));
}

void HttpSmsSender::send(const SmsMessage& m) {
    core::HttpCall call{"POST",
                        url_,
                        {"Content-Type: application/json", "Authorization: Bearer " + key_},
                        boost::json::serialize(boost::json::object{{"mobile", m.mobile}, {"text", m.text}}),
                        kSmsHttpTimeout};
    core::HttpAnswer answer;
    try {
        answer = core::http_fetch(call);
    } catch (const core::HttpUnavailable& e) {
        throw std::runtime_error(std::string("sms: provider unreachable: ") + e.what());
    }
    if (!answer.ok()) throw std::runtime_error("sms: provider answered HTTP " + std::to_string(answer.status));
    spdlog::info("sms: code of type {} for {} sent through the provider", m.type, masked(m.mobile));
}

SmsSettings sms_settings_from_env() {
    SmsSettings s{env_or("SMS_PROVIDER", "outbox"), env_or("SMS_HTTP_URL", ""), env_or("SMS_HTTP_KEY", "")};
    if (s.provider != "outbox" && s.provider != "http")
        throw std::invalid_argument("SMS_PROVIDER: outbox or http (got '" + s.provider + "')");
    if (s.provider == "http" && !s.http_url.starts_with("http://") && !s.http_url.starts_with("https://"))
        throw std::invalid_argument("SMS_HTTP_URL: an http:// or https:// URL is needed with SMS_PROVIDER=http");
    return s;
}

std::unique_ptr<Sender> make_sender(const SmsSettings& settings, db::Database& db, const core::Clock& clock) {
    if (settings.provider == "http") return std::make_unique<HttpSmsSender>(settings.http_url, settings.http_key);
    return std::make_unique<OutboxSender>(db, clock);
}

}  // namespace xj::accounts
