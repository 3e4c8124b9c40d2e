#include "db/pool.h"

#include <spdlog/spdlog.h>

namespace xj::db::detail {

Pool::Pool(std::size_t size, Factory factory) : size_(size == 0 ? 1 : size), factory_(std::move(factory)) {}

Pool::~Pool() {
    std::lock_guard lock(mutex_);
    idle_.clear();
}

std::unique_ptr<Conn> Pool::acquire() {
    std::unique_lock lock(mutex_);
    for (;;) {
        freed_.wait(lock, [&] { return closed_ || !idle_.empty() || open_ < size_; });
        if (closed_) {
            throw DbError(DbError::Kind::kConnection, "database is closed");
        }
        if (idle_.empty()) {
            break;
        }
        std::unique_ptr<PooledConn> conn = std::move(idle_.back());
        idle_.pop_back();
        if (conn->healthy()) {
            return conn;
        }
        --open_;  // stale: drop it and look again (or open a fresh one)
        lock.unlock();
        conn.reset();
        lock.lock();
    }
    ++open_;
    lock.unlock();
    try {
        return factory_();
    } catch (...) {
        forget_one();
        throw;
    }
}

void Pool::release(std::unique_ptr<Conn> conn) noexcept {
    if (!conn) {
        return;
    }
    auto* pooled = dynamic_cast<PooledConn*>(conn.get());
    std::unique_lock lock(mutex_);
    if (pooled != nullptr && !closed_ && pooled->reusable()) {
        conn.release();
        idle_.emplace_back(pooled);
        lock.unlock();
        freed_.notify_one();
        return;
    }
    lock.unlock();
    if (pooled != nullptr && !closed_) {
        spdlog::warn("db: dropping a broken or unfinished connection from the pool");
    }
    conn.reset();
    forget_one();
}

void Pool::forget_one() noexcept {
    {
        std::lock_guard lock(mutex_);
        --open_;
    }
    freed_.notify_one();
}

void Pool::close(const LastHook& before_last_close) {
    std::vector<std::unique_ptr<PooledConn>> idle;
    bool none_leased = false;
    {
        std::lock_guard lock(mutex_);
        closed_ = true;
        idle.swap(idle_);
        open_ -= idle.size();
        none_leased = open_ == 0;
    }
    freed_.notify_all();
    while (!idle.empty()) {
        if (idle.size() == 1 && none_leased && before_last_close && idle.back()->reusable()) {
            try {
                before_last_close(*idle.back());
            } catch (const std::exception& e) {
                spdlog::warn("db: on close: {}", e.what());
            }
        }
        idle.pop_back();
    }
}

}  // namespace xj::db::detail
