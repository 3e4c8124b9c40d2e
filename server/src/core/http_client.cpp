#include "core/http_client.h"

#include <memory>
#include <mutex>

#include <curl/curl.h>

namespace xj::core {

namespace {

void init_curl_once() {
    static std::once_flag flag;
    std::call_once(flag, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

std::size_t collect_body(char* data, std::size_t size, std::size_t count, void* user) {
    auto* body = static_cast<std::string*>(user);
    std::size_t n = size * count;
    if (body->size() + n > kHttpAnswerCap) return 0;  // libcurl stops with CURLE_WRITE_ERROR
    body->append(data, n);
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
    curl_easy_setopt(curl.get(), CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl.get(), CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl.get(), CURLOPT_WRITEFUNCTION, collect_body);
    curl_easy_setopt(curl.get(), CURLOPT_WRITEDATA, &answer.body);
    CURLcode rc = curl_easy_perform(curl.get());
    if (rc != CURLE_OK) throw HttpUnavailable(std::string("http: ") + curl_easy_strerror(rc));
    curl_easy_getinfo(curl.get(), CURLINFO_RESPONSE_CODE, &answer.status);
    return answer;
}

}  // namespace xj::core
