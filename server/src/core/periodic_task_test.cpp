// core/periodic_task.h: runs every period until stopped; a failed run does not stop the next ones.
#include "core/periodic_task.h"

#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>

namespace xj::core {
namespace {

TEST(PeriodicTask, RunsUntilStoppedAndOutlivesAFailure) {
    PeriodicTask task;
    std::atomic<int> runs{0};
    task.start("test", std::chrono::milliseconds(1), [&] {
        if (++runs == 1) throw std::runtime_error("the first run fails");
    });
    // Wait for the third run without a fixed sleep: the task's own period paces it.
    while (runs.load() < 3) std::this_thread::yield();
    task.stop();
    int after = runs.load();
    std::this_thread::yield();
    EXPECT_EQ(runs.load(), after);  // stopped: no run starts after stop() returned
    task.stop();                    // twice is fine
}

TEST(PeriodicTask, StartingAgainReplacesTheRunningOne) {
    PeriodicTask task;
    std::atomic<int> first{0}, second{0};
    task.start("one", std::chrono::milliseconds(1), [&] { ++first; });
    while (first.load() < 1) std::this_thread::yield();
    task.start("two", std::chrono::milliseconds(1), [&] { ++second; });
    int frozen = first.load();
    while (second.load() < 2) std::this_thread::yield();
    EXPECT_EQ(first.load(), frozen);
}

}  // namespace
}  // namespace xj::core
