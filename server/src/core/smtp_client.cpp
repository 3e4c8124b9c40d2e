#include "core/smtp_client.h"

#include <cstring>
#include <memory>
#include <mutex>
#include <string_view>

#include <curl/curl.h>

namespace xj::core {

namespace {

void init_curl_once() {
    static std::once_flag flag;
    std::call_once(flag, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

struct Upload {
    std::string_view rest;
};

std::size_t read_message(char* buffer, std::size_t size, std::size_t count, void* user) {
    auto* up = static_cast<Upload*>(user);
    std::size_t n = std::min(size * count, up->rest.size());
    std::memcpy(buffer, up->rest.data(), n);
    up->rest.remove_prefix(n);
    return n;
}

}  // namespace

void smtp_send(const SmtpServer& server, const std::string& from, const std::string& to, const std::string& message) {
    init_curl_once();
    std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
    if (!curl) throw SmtpFailed("smtp: curl_easy_init failed");
    std::string mail_from = "<" + from + ">";
    std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> rcpt(
        curl_slist_append(nullptr, ("<" + to + ">").c_str()), curl_slist_free_all);
    Upload upload{message};
    CURL* c = curl.get();
    curl_easy_setopt(c, CURLOPT_URL, server.url.c_str());
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
    if (!server.user.empty()) {
        curl_easy_setopt(c, CURLOPT_USERNAME, server.user.c_str());
        curl_easy_setopt(c, CURLOPT_PASSWORD, server.password.c_str());
    }
    curl_easy_setopt(c, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_TRY));
    curl_easy_setopt(c, CURLOPT_MAIL_FROM, mail_from.c_str());
    curl_easy_setopt(c, CURLOPT_MAIL_RCPT, rcpt.get());
    curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(c, CURLOPT_READFUNCTION, read_message);
    curl_easy_setopt(c, CURLOPT_READDATA, &upload);
    curl_easy_setopt(c, CURLOPT_INFILESIZE, static_cast<long>(message.size()));
    curl_easy_setopt(c, CURLOPT_TIMEOUT, static_cast<long>(server.timeout.count()));
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    CURLcode rc = curl_easy_perform(c);
    if (rc != CURLE_OK) {
        long reply = 0;
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &reply);
        throw SmtpFailed(std::string("smtp: ") + curl_easy_strerror(rc) +
                         (reply != 0 ? " (reply " + std::to_string(reply) + ")" : ""));
    }
}

}  // namespace xj::core
