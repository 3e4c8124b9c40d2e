// Private to the db folder: the connection pool both drivers share.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "db/db.h"

namespace xj::db::detail {

// A driver connection as the pool sees it.
class PooledConn : public Conn {
public:
    // False once the connection is broken or still inside a transaction: the pool then drops it.
    virtual bool reusable() const noexcept = 0;
    // Still usable after sitting idle (e.g. the server did not close it).
    virtual bool healthy() const noexcept { return reusable(); }
};

// A fixed-size pool: connections are created lazily up to `size`; acquire() waits for a free one.
class Pool {
public:
    using Factory = std::function<std::unique_ptr<PooledConn>()>;
    using LastHook = std::function<void(PooledConn&)>;

    Pool(std::size_t size, Factory factory);
    ~Pool();
    Pool(const Pool&) = delete;
    Pool& operator=(const Pool&) = delete;

    std::unique_ptr<Conn> acquire();
    void release(std::unique_ptr<Conn> conn) noexcept;
    // Closes idle connections; `before_last_close` runs on the last one when none is leased.
    void close(const LastHook& before_last_close = {});

private:
    void forget_one() noexcept;  // a leased connection went away: free its slot

    const std::size_t size_;
    Factory factory_;
    std::mutex mutex_;
    std::condition_variable freed_;
    std::vector<std::unique_ptr<PooledConn>> idle_;
    std::size_t open_ = 0;  // idle + leased + being created
    bool closed_ = false;
};

}  // namespace xj::db::detail
