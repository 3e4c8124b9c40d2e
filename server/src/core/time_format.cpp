#include "core/time_format.h"

#include <ctime>

namespace xj::core {

std::string iso_time(std::int64_t epoch_seconds) {
    std::time_t local = static_cast<std::time_t>(epoch_seconds + kChinaOffsetSeconds);
    std::tm tm{};
    gmtime_r(&local, &tm);
    char text[sizeof("2026-11-21T10:00:00+08:00")];
    std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%S+08:00", &tm);
    return text;
}

}  // namespace xj::core
