// The time limit of a connection's current read or write, checked from the server's sweep thread while the
// connection's own thread moves it. Unarmed (and while the server works on a request) it never passes: only the
// client's slowness is limited, never the server's own work.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>

namespace xj::core {

class Deadline {
public:
    using Clock = std::chrono::steady_clock;

    // The limit passes `timeout` after now.
    void arm(std::chrono::milliseconds timeout, Clock::time_point now = Clock::now()) {
        at_.store(millis(now + timeout), std::memory_order_relaxed);
    }
    // No limit until the next arm(): the request is with the server.
    void hold() { at_.store(kNever, std::memory_order_relaxed); }
    bool passed(Clock::time_point now = Clock::now()) const {
        return millis(now) > at_.load(std::memory_order_relaxed);
    }

private:
    static constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();
    static std::int64_t millis(Clock::time_point t) {
        return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
    }

    std::atomic<std::int64_t> at_{kNever};
};

}  // namespace xj::core
