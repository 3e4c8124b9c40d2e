// Running a program without a shell, its output captured, within limits: wall time (killed when over), CPU time,
// address space and output size — a malformed upload must not hang a worker or eat the machine (issue 13).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace xj::core {

struct ProcessLimits {
    std::chrono::milliseconds wall{30'000};   // then SIGKILL
    std::uint64_t cpu_seconds = 30;           // RLIMIT_CPU (0: none)
    std::uint64_t memory_bytes = 1ULL << 30;  // RLIMIT_AS (0: none)
    std::size_t max_output = 1 << 20;         // more output is dropped
    bool capture_stderr = false;              // else stderr goes to /dev/null
};

struct ProcessResult {
    int status = -1;         // the exit code; 127 when it could not start; 128 + signal when killed
    bool timed_out = false;  // killed at the wall-time limit
    std::string output;
};

// Runs args[0] (found on PATH) with args. Throws std::runtime_error only when no pipe can be made.
ProcessResult run_process(const std::vector<std::string>& args, const ProcessLimits& limits = {});

}  // namespace xj::core
