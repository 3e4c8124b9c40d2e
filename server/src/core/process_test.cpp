#include "core/process.h"

#include <gtest/gtest.h>

namespace xj::core {
namespace {

TEST(ProcessTest, CapturesTheOutputAndTheExitCode) {
    ProcessResult r = run_process({"sh", "-c", "echo 学鲸; exit 3"});
    EXPECT_EQ(r.status, 3);
    EXPECT_EQ(r.output, "学鲸\n");
    EXPECT_FALSE(r.timed_out);
    EXPECT_EQ(run_process({"no-such-program-xj"}).status, 127);
}

TEST(ProcessTest, KillsAProgramPastItsWallTime) {
    ProcessLimits limits;
    limits.wall = std::chrono::milliseconds(200);
    auto started = std::chrono::steady_clock::now();
    ProcessResult r = run_process({"sleep", "30"}, limits);
    EXPECT_TRUE(r.timed_out);
    EXPECT_EQ(r.status, 128 + 9);
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(10));
}

TEST(ProcessTest, LimitsMemoryAndOutput) {
    ProcessLimits limits;
    limits.memory_bytes = 64ULL << 20;  // 64 MB of address space: a 512 MB allocation fails
    ProcessResult big = run_process({"sh", "-c", "x=$(head -c 300000000 /dev/zero | tr '\\0' a); echo ${#x}"}, limits);
    EXPECT_NE(big.status, 0);
    ProcessLimits small;
    small.max_output = 10;
    EXPECT_EQ(run_process({"sh", "-c", "yes | head -c 100000"}, small).output.size(), 10U);
}

}  // namespace
}  // namespace xj::core
