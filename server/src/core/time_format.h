// Times in JSON: ISO 8601 with offset (ARCHITECTURE §4), in China Standard Time, the platform's users' zone.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace xj::core {

inline constexpr std::int64_t kChinaOffsetSeconds = 8 * 3600;

// 1763722800 → "2025-11-21T19:00:00+08:00".
std::string iso_time(std::int64_t epoch_seconds);

// 1763722800 → "2025-11-21 19:00:00" (China time): how the Excel exports write a time.
std::string sheet_time(std::int64_t epoch_seconds);

// A time a form sends: "YYYY-MM-DD HH:mm[:ss]" or "YYYY-MM-DD" in China time, or ISO 8601 with "T" and an offset or
// "Z" (fractions of a second dropped); the epoch seconds, nullopt otherwise.
std::optional<std::int64_t> parse_time(std::string_view text);

}  // namespace xj::core
