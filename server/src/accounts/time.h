// The clock of the accounts domain: epoch seconds, as the database keeps times.
#pragma once

#include <chrono>
#include <cstdint>

namespace xj::accounts {

inline std::int64_t now_seconds() {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

}  // namespace xj::accounts
