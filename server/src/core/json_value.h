#pragma once

// Optional values in JSON answers: an absent value is written as null, never left out.

#include <boost/json.hpp>

#include <cstdint>
#include <optional>

#include "core/time_format.h"

namespace xj::core {

template <class T>
boost::json::value or_null(const std::optional<T>& value) {
    return value ? boost::json::value(*value) : boost::json::value(nullptr);
}

// ISO 8601 (the answers' time format) or null.
inline boost::json::value iso_time_or_null(const std::optional<std::int64_t>& epoch_seconds) {
    return epoch_seconds ? boost::json::value(iso_time(*epoch_seconds)) : boost::json::value(nullptr);
}

}  // namespace xj::core
