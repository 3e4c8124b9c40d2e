// Background work that runs every period on a thread of its own (never an I/O thread): the exams' deadline sweep, the
// unpaid orders' expiry. A failed run is logged and the next one comes at its time; stop() wakes the thread and joins
// it, so no run is in progress once it returns.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace xj::core {

class PeriodicTask {
public:
    PeriodicTask() = default;
    ~PeriodicTask() { stop(); }
    PeriodicTask(const PeriodicTask&) = delete;
    PeriodicTask& operator=(const PeriodicTask&) = delete;

    // Runs `run` every `period` (the first run one period from now) until stop(); a task already running is stopped
    // first. `name` says whose work a failure was in the log.
    void start(std::string name, std::chrono::milliseconds period, std::function<void()> run);
    void stop();

private:
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::thread thread_;
};

}  // namespace xj::core
