// Building requests for unit tests, and catching the refusals services throw.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "core/api_error.h"
#include "core/request.h"

namespace xj::core::testing {

inline Request make_request(boost::beast::http::verb method, std::string target, std::string body = {},
                            std::vector<std::pair<std::string, std::string>> headers = {}) {
    BeastRequest raw{method, target, 11};
    raw.set(boost::beast::http::field::host, "localhost:8080");
    for (auto& [name, value] : headers) raw.set(name, value);
    raw.body() = std::move(body);
    raw.prepare_payload();
    return Request(std::move(raw), "127.0.0.1", "test-request");
}

// Runs fn and returns the ApiError it throws (a test failure when it throws none).
template <class F>
ApiError refusal(F&& fn) {
    try {
        fn();
    } catch (const ApiError& e) {
        return e;
    }
    ADD_FAILURE() << "no ApiError";
    return ApiError(ApiCode::kOk, "");
}

}  // namespace xj::core::testing
