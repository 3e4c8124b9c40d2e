// Times in JSON: ISO 8601 with offset (ARCHITECTURE §4), in China Standard Time, the platform's users' zone.
#pragma once

#include <cstdint>
#include <string>

namespace xj::core {

inline constexpr std::int64_t kChinaOffsetSeconds = 8 * 3600;

// 1763722800 → "2025-11-21T19:00:00+08:00".
std::string iso_time(std::int64_t epoch_seconds);

}  // namespace xj::core
