// One client connection: reads requests in order, answers each (from memory on the I/O thread or through the
// worker pool), and closes on errors, limits, time-outs or shutdown.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/thread_pool.hpp>

#include "core/deadline.h"
#include "core/dispatcher.h"
#include "core/metrics.h"

namespace xj::core {

inline constexpr std::size_t kHeaderLimit = 8 * 1024;                  // request line + headers
inline constexpr std::size_t kReadBufferLimit = 64 * 1024;             // read-ahead per connection
inline constexpr std::chrono::milliseconds kKeepAliveTimeout{30'000};  // idle, waiting for the next request
inline constexpr std::chrono::milliseconds kBodyTimeout{30'000};       // a JSON body must arrive within this
inline constexpr std::chrono::milliseconds kUploadTimeout{600'000};    // bodies larger than the JSON limit
inline constexpr std::chrono::milliseconds kWriteTimeout{120'000};     // sending one answer
inline constexpr unsigned kMaxPipelined = 8;                           // answered back-to-back from the buffer
inline constexpr std::chrono::milliseconds kLingerTimeout{2'000};      // reading what a refused client still sends
inline constexpr std::size_t kLingerLimit = 8 * 1024 * 1024;           // … up to this much

// What every connection of a server shares.
struct ConnectionContext {
    const Dispatcher& dispatcher;
    Metrics& metrics;
    boost::asio::thread_pool& workers;
    const std::atomic<bool>& draining;
};

class Connection {
public:
    Connection(boost::asio::ip::tcp::socket socket, const ConnectionContext& context);

    boost::asio::awaitable<void> serve();

    // Called on the connection's executor. Idle: close now. Busy: it closes after the answer (draining).
    void close_if_idle();
    void close();
    // The time limit of the current read or write has passed (checked by the server's sweep; the close it posts
    // asks again on the connection's executor, where the limit may have moved meanwhile).
    bool expired(std::chrono::steady_clock::time_point now) const { return deadline_.passed(now); }
    boost::asio::ip::tcp::socket::executor_type executor() { return socket_.get_executor(); }

private:
    void arm(std::chrono::milliseconds timeout) { deadline_.arm(timeout); }
    // Answers a request that cannot be read (too large, malformed) and closes without losing the answer.
    boost::asio::awaitable<void> refuse(const ApiError& error);

    boost::asio::ip::tcp::socket socket_;
    const ConnectionContext& context_;
    std::string remote_ip_;
    std::atomic<bool> busy_{false};
    Deadline deadline_;
};

}  // namespace xj::core
