#include "accounts/sms_sender.h"

#include <cstdlib>
#include <mutex>
#include <stdexcept>

#include <boost/json/serialize.hpp>
#include <curl/curl.h>
#include <spdlog/spdlog.h>

#include "accounts/time.h"

namespace xj::accounts {

namespace {

constexpr long kHttpOkFirst = 200;
constexpr long kHttpOkLast = 299;

std::string env_or(const char* name, std::string fallback) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0' ? std::string(value) : fallback;
}

std::string masked(std::string_view mobile) {
    if (mobile.size() < 7) return std::string(mobile);
    return std::string(mobile.substr(0, 3)) + "****" + std::string(mobile.substr(7));
}

std::size_t discard_body(char*, std::size_t size, std::size_t count, void*) { return size * count; }

void init_curl_once() {
    static std::once_flag flag;
    std::call_once(flag, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

}  // namespace

void OutboxSender::send(const SmsMessage& m) {
    db_.with_conn([&](db::Conn& conn) { store_.insert_outbox(conn, m.mobile, m.type, m.text, now_seconds()); });
    spdlog::info("sms: code of type {} for {} put in the outbox", m.type, masked(m.mobile));
}

void HttpSmsSender::send(const SmsMessage& m) {
    init_curl_once();
    std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
    if (!curl) throw std::runtime_error("sms: curl_easy_init failed");
    std::string body = boost::json::serialize(boost::json::object{{"mobile", m.mobile}, {"text", m.text}});
    std::string auth = "Authorization: Bearer " + key_;
    curl_slist* headers = curl_slist_append(nullptr, "Content-Type: application/json");
    headers = curl_slist_append(headers, auth.c_str());
    std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> header_list(headers, curl_slist_free_all);
    curl_easy_setopt(curl.get(), CURLOPT_URL, url_.c_str());
    curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, header_list.get());
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDS, body.c_str());
    curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
    curl_easy_setopt(curl.get(), CURLOPT_TIMEOUT, static_cast<long>(kSmsHttpTimeout.count()));
    curl_easy_setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, discard_body);
    CURLcode rc = curl_easy_perform(curl.get());
    if (rc != CURLE_OK) throw std::runtime_error(std::string("sms: provider unreachable: ") + curl_easy_strerror(rc));
    long status = 0;
    curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &status);
    if (status < kHttpOkFirst || status > kHttpOkLast)
        throw std::runtime_error("sms: provider answered HTTP " + std::to_string(status));
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

std::unique_ptr<Sender> make_sender(const SmsSettings& settings, db::Database& db) {
    if (settings.provider == "http") return std::make_unique<HttpSmsSender>(settings.http_url, settings.http_key);
    return std::make_unique<OutboxSender>(db);
}

}  // namespace xj::accounts
