#include "core/deadline.h"

#include <gtest/gtest.h>

namespace xj::core {
namespace {

using namespace std::chrono_literals;
using Clock = Deadline::Clock;

TEST(Deadline, AFreshOneNeverPasses) {
    // A connection the sweep sees between accept and its first read must not be closed (it was, with a zero limit).
    Deadline d;
    EXPECT_FALSE(d.passed(Clock::now() + 24h));
}

TEST(Deadline, PassesOnlyAfterTheArmedTime) {
    Deadline d;
    auto t0 = Clock::now();
    d.arm(30s, t0);
    EXPECT_FALSE(d.passed(t0 + 29s));
    EXPECT_FALSE(d.passed(t0 + 30s));
    EXPECT_TRUE(d.passed(t0 + 31s));
}

TEST(Deadline, HoldingStopsTheClockUntilArmedAgain) {
    Deadline d;
    auto t0 = Clock::now();
    d.arm(1s, t0);
    d.hold();  // the handler runs: however long it takes, the connection stays open
    EXPECT_FALSE(d.passed(t0 + 10min));
    d.arm(2s, t0 + 10min);
    EXPECT_TRUE(d.passed(t0 + 10min + 3s));
}

}  // namespace
}  // namespace xj::core
