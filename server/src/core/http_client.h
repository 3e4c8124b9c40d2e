// Outgoing HTTP requests (libcurl) for the calls the server makes to other services: the SMS provider and the
// WeChat API. One request at a time per call, a whole-request timeout, a capped answer body.
#pragma once

#include <chrono>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace xj::core {

struct HttpCall {
    std::string method = "GET";  // GET or POST
    std::string url;
    std::vector<std::string> headers;  // "Name: value"
    std::string body;                  // POST only
    std::chrono::seconds timeout{10};
    // Set: a call that sends nothing for this long fails (a stalled stream), however long the whole may take.
    std::chrono::seconds stall{0};
    // Set: a successful (2xx) answer's body is handed over piece by piece as it arrives (a streamed answer) instead
    // of being collected; returning false stops the transfer (HttpAnswer::stopped), and so does an exception, which
    // http_fetch throws once libcurl has ended the transfer. Other answers are collected.
    std::function<bool(std::string_view)> on_body;
};

struct HttpAnswer {
    long status = 0;
    std::string body;
    bool stopped = false;  // on_body asked to stop
    bool ok() const { return status >= 200 && status <= 299; }
};

// The other side could not be reached, did not answer in time or sent more than the cap. The message names
// the libcurl error, never the URL (which may carry secrets).
class HttpUnavailable : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

inline constexpr std::size_t kHttpAnswerCap = 1024 * 1024;

// Performs the call; any HTTP status is an answer. Throws HttpUnavailable.
HttpAnswer http_fetch(const HttpCall& call);

}  // namespace xj::core
