#include "core/periodic_task.h"

#include <spdlog/spdlog.h>

#include <exception>
#include <utility>

namespace xj::core {

void PeriodicTask::start(std::string name, std::chrono::milliseconds period, std::function<void()> run) {
    stop();
    {
        std::lock_guard lock(mutex_);
        stopping_ = false;
    }
    thread_ = std::thread([this, name = std::move(name), period, run = std::move(run)] {
        std::unique_lock lock(mutex_);
        while (!wake_.wait_for(lock, period, [this] { return stopping_; })) {
            lock.unlock();
            try {
                run();
            } catch (const std::exception& e) {
                spdlog::warn("{}: background run failed: {}", name, e.what());
            }
            lock.lock();
        }
    });
}

void PeriodicTask::stop() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

}  // namespace xj::core
