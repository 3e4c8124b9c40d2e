// The time every service reads, injected by reference (core::Clock&) so that a test moves it instead of sleeping.
// By default it follows the system clock; advance() shifts it (tests, and the demo-only POST /dev/clock that
// lets the API and browser tests run deadline and expiry paths in milliseconds); a clock built with an instant
// stands still there until advanced.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

namespace xj::core {

class Clock {
public:
    Clock() = default;                                                          // the system clock
    explicit Clock(std::int64_t fixed_epoch_ms) : fixed_ms_(fixed_epoch_ms) {}  // stands still until advanced
    Clock(const Clock&) = delete;
    Clock& operator=(const Clock&) = delete;

    // Milliseconds and whole seconds since the Unix epoch (the database keeps seconds).
    std::int64_t now_ms() const {
        const std::int64_t base = fixed_ms_ ? *fixed_ms_ : system_ms();
        return base + offset_ms_.load(std::memory_order_relaxed);
    }
    std::int64_t now_seconds() const {
        const std::int64_t ms = now_ms();
        return ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000);
    }

    // Moves the clock by `by` (later when positive); safe while other threads read it.
    void advance(std::chrono::milliseconds by) { offset_ms_.fetch_add(by.count(), std::memory_order_relaxed); }
    std::int64_t offset_ms() const { return offset_ms_.load(std::memory_order_relaxed); }

private:
    static std::int64_t system_ms() {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::system_clock::now().time_since_epoch())
            .count();
    }

    std::optional<std::int64_t> fixed_ms_;
    std::atomic<std::int64_t> offset_ms_{0};
};

}  // namespace xj::core
