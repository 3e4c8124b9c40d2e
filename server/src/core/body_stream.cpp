#include "core/body_stream.h"

#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace xj::core {

namespace asio = boost::asio;

struct BodyStream::Waiter {
    explicit Waiter(const asio::any_io_executor& executor) : timer(executor) {}
    asio::steady_timer timer;
};

// The timer is cancelled on its own executor (a steady_timer is not safe to touch from two threads); the posted
// cancel runs once the connection has begun to wait, since that executor is one thread.
void BodyStream::wake(std::unique_lock<std::mutex>& lock) {
    std::shared_ptr<Waiter> waiter = waiting_;
    lock.unlock();
    if (waiter) asio::post(waiter->timer.get_executor(), [waiter] { waiter->timer.cancel(); });
}

bool BodyStream::push(std::string piece) {
    std::unique_lock lock(mutex_);
    if (abandoned_ || finished_) return false;
    if (piece.empty()) return true;
    pending_ += piece;
    wake(lock);
    return true;
}

void BodyStream::finish() {
    std::unique_lock lock(mutex_);
    if (finished_) return;
    finished_ = true;
    if (!abandoned_) wake(lock);  // abandoned: the connection has stopped waiting (and may be gone)
}

bool BodyStream::abandoned() const {
    std::lock_guard lock(mutex_);
    return abandoned_;
}

// On the connection's executor: a wait in progress ends (the connection is closing), and the timer is let go, so
// that it never outlives its io_context while a producer still holds the stream.
void BodyStream::abandon() {
    std::unique_lock lock(mutex_);
    abandoned_ = true;
    pending_.clear();
    wake(lock);
    lock.lock();
    waiting_.reset();
}

asio::awaitable<bool> BodyStream::next(std::string& out) {
    out.clear();
    auto executor = co_await asio::this_coro::executor;
    for (;;) {
        std::shared_ptr<Waiter> waiter;
        {
            std::lock_guard lock(mutex_);
            if (!pending_.empty()) {
                out.swap(pending_);
                co_return true;
            }
            if (finished_ || abandoned_) {
                waiting_.reset();  // done with the timer (see abandon)
                co_return false;
            }
            if (!waiting_) waiting_ = std::make_shared<Waiter>(executor);
            waiting_->timer.expires_at(asio::steady_timer::time_point::max());
            waiter = waiting_;
        }
        // Woken by a push or finish (or a stale wake of an earlier one: the loop looks again).
        boost::system::error_code ec;
        co_await waiter->timer.async_wait(asio::redirect_error(asio::use_awaitable, ec));
    }
}

}  // namespace xj::core
