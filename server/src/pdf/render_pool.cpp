#include "pdf/render_pool.h"

#include <algorithm>

namespace xj::pdf {

namespace {

constexpr unsigned kMaxThreads = 4;

}  // namespace

RenderPool& RenderPool::instance() {
    static RenderPool pool(std::clamp(std::thread::hardware_concurrency(), 1U, kMaxThreads));
    return pool;
}

RenderPool::RenderPool(unsigned threads) {
    for (unsigned i = 0; i < threads; ++i) threads_.emplace_back([this] { work(); });
}

RenderPool::~RenderPool() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    ready_.notify_all();
    for (auto& t : threads_) t.join();
}

std::string RenderPool::run(std::function<std::string()> draw) {
    std::packaged_task<std::string()> task(std::move(draw));
    std::future<std::string> result = task.get_future();
    {
        std::lock_guard lock(mutex_);
        queue_.push_back(std::move(task));
    }
    ready_.notify_one();
    return result.get();
}

void RenderPool::work() {
    for (;;) {
        std::packaged_task<std::string()> task;
        {
            std::unique_lock lock(mutex_);
            ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
            if (queue_.empty()) return;  // stopping, nothing left
            task = std::move(queue_.front());
            queue_.pop_front();
        }
        task();
    }
}

}  // namespace xj::pdf
