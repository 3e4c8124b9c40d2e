// Public answers served from memory (docs/decisions/0006-catalogue-answers-from-memory.md): the route side of a
// domain's cache of serialised envelopes. key(req) says everything an answer depends on besides the host's school
// ("" when it is not cached, e.g. a keyword search) and validates the input as data(req) does.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include <boost/json/value.hpp>

#include "core/response.h"
#include "core/router.h"

namespace xj::core {

using KeyOf = std::function<std::string(const Request&)>;
using DataOf = std::function<boost::json::value(const Request&)>;

// A domain's cache: answer() returns the envelope of build() for (the host's school, key), built once until the
// domain's next write; cached() the same only when it is already in memory (never touching the database).
struct AnswerSource {
    std::function<SharedBytes(std::string_view host, const std::string& key,
                              const std::function<boost::json::value()>& build)>
        answer;
    std::function<SharedBytes(std::string_view host, const std::string& key)> cached;
};

// The handler of a cached list: from the cache under key(req), or data(req) as it is when the key is "".
Handler cached_handler(AnswerSource source, KeyOf key, DataOf data);
// The I/O thread's fast path: the cached envelope, or nullopt (bad input and misses go to the worker pool).
MemoryAnswer from_memory(AnswerSource source, KeyOf key);
// A public GET answered by both.
void cached_get(Router::Domain& r, std::string_view path, std::string summary, const AnswerSource& source, KeyOf key,
                DataOf data);

}  // namespace xj::core
