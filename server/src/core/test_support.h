// Building requests for unit tests.
#pragma once

#include <string>
#include <utility>
#include <vector>

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

}  // namespace xj::core::testing
