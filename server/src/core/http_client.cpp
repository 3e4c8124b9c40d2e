#include "core/http_client.h"

#include <exception>
#include <memory>
#include <mutex>

#include <curl/curl.h>

namespace xj::core {

namespace {

void init_curl_once() {
    static std::once_flag flag;
    std::call_once(flag, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

struct Receiving {
    CURL* curl = nullptr;
    const HttpCall* call = nullptr;
    HttpAnswer* answer = nullptr;
    std::exception_ptr failure;  // what on_body threw, thrown again once libcurl has let go
};

std::size_t receive_body(char* data, std::size_t size, std::size_t count, void* user) {
    auto* r = static_cast<Receiving*>(user);
    std::size_t n = size * count;
    if (r->call->on_body) {
        long status = 0;
        curl_easy_getinfo(r->curl, CURLINFO_RESPONSE_CODE, &status);
        if (status >= 200 && status <= 299) {
            // An exception must not cross libcurl's C frames: unwound through them, the transfer's state was never
            // freed (LeakSanitizer found libcurl's connection objects lost when a malformed stream threw here).
            try {
                if (r->call->on_body(std::string_view(data, n))) return n;
            } catch (...) {
                r->failure = std::current_exception();
            }
            r->answer->stopped = true;
            return 0;  // libcurl stops with CURLE_WRITE_ERROR
        }
    }
    if (r->answer->body.size() + n > kHttpAnswerCap) return 0;
    r->answer->body.append(data, n);
    return n;
}

}  // namespace

HttpAnswer http_fetch(const HttpCall& call) {
    init_curl_once();
    std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
    if (!curl) throw HttpUnavailable("http: curl_easy_init failed");
    curl_slist* headers = nullptr;
    for (const std::string& h : call.headers) headers = curl_slist_append(headers, h.c_str());
    std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> header_list(headers, curl_slist_free_all);
    HttpAnswer answer;
    curl_easy_setopt(curl.get(), CURLOPT_URL, call.url.c_str());
    if (header_list) curl_easy_setopt(curl.get(), CURLOPT_HTTPHEADER, header_list.get());
    if (call.method == "POST") {
        curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDS, call.body.c_str());
        curl_easy_setopt(curl.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(call.body.size()));
    }
    curl_easy_setopt(curl.get(), CURLOPT_TIMEOUT, static_cast<long>(call.timeout.count()));
    if (call.stall.count() > 0) {
        curl_easy_setopt(curl.get(), CURLOPT_LOW_SPEED_LIMIT, 1L);
        curl_easy_setopt(curl.get(), CURLOPT_LOW_SPEED_TIME, static_cast<long>(call.stall.count()));
    }
    curl_easy_setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl.get(), CURLOPT_PROTOCOLS_STR, "http,https");
    Receiving receiving{curl.get(), &call, &answer};
    curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, receive_body);
    curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &receiving);
    CURLcode rc = curl_easy_perform(curl.get());
    if (receiving.failure) std::rethrow_exception(receiving.failure);
    if (rc != CURLE_OK && !answer.stopped) throw HttpUnavailable(std::string("http: ") + curl_easy_strerror(rc));
    curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &answer.status);
    return answer;
}

}  // namespace xj::core
