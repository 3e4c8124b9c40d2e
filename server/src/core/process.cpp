#include "core/process.h"

#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>
#include <array>
#include <cerrno>
#include <stdexcept>

extern char** environ;

namespace xj::core {

namespace {

// Limits set on the child right after it starts (posix_spawn cannot set them itself); the program has not read its
// input yet by then.
void limit_child(pid_t pid, const ProcessLimits& limits) {
    if (limits.cpu_seconds > 0) {
        rlimit cpu{limits.cpu_seconds, limits.cpu_seconds + 1};
        ::prlimit(pid, RLIMIT_CPU, &cpu, nullptr);
    }
    if (limits.memory_bytes > 0) {
        rlimit memory{limits.memory_bytes, limits.memory_bytes};
        ::prlimit(pid, RLIMIT_AS, &memory, nullptr);
    }
}

}  // namespace

ProcessResult run_process(const std::vector<std::string>& args, const ProcessLimits& limits) {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    if (limits.capture_stderr) {
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDERR_FILENO);
    } else {
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    }
    std::vector<char*> argv;
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    pid_t pid = 0;
    int rc = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(fds[1]);
    ProcessResult result;
    if (rc != 0) {
        ::close(fds[0]);
        result.status = 127;
        return result;
    }
    limit_child(pid, limits);

    auto deadline = std::chrono::steady_clock::now() + limits.wall;
    std::array<char, 4096> buf{};
    for (;;) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            result.timed_out = true;
            ::kill(pid, SIGKILL);
            break;
        }
        pollfd p{fds[0], POLLIN, 0};
        int ready = ::poll(&p, 1, static_cast<int>(left.count()));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) continue;  // the deadline is checked again
        ssize_t n = ::read(fds[0], buf.data(), buf.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;  // the program closed its output (ended)
        std::size_t room = limits.max_output - std::min(limits.max_output, result.output.size());
        result.output.append(buf.data(), std::min(room, static_cast<std::size_t>(n)));
    }
    ::close(fds[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFEXITED(status)) result.status = WEXITSTATUS(status);
    else if (WIFSIGNALED(status)) result.status = 128 + WTERMSIG(status);
    return result;
}

}  // namespace xj::core
