// The HTTP/1.1 server: I/O threads own the sockets (Beast), a worker pool runs handlers, named limits and
// timeouts protect against slow or greedy clients, and SIGTERM/SIGINT drain in-flight requests before stopping.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <memory>
#include <mutex>
#include <unordered_set>
#include <vector>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/steady_timer.hpp>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/thread_pool.hpp>

#include "core/config.h"
#include "core/dispatcher.h"
#include "core/metrics.h"

namespace xj::core {

inline constexpr std::size_t kHeaderLimit = 8 * 1024;                    // request line + headers
inline constexpr std::size_t kReadBufferLimit = 64 * 1024;               // read-ahead per connection
inline constexpr std::chrono::seconds kKeepAliveTimeout{30};             // idle, waiting for the next request
inline constexpr std::chrono::seconds kBodyTimeout{30};                  // a JSON body must arrive within this
inline constexpr std::chrono::seconds kUploadTimeout{600};               // bodies larger than the JSON limit
inline constexpr std::chrono::seconds kWriteTimeout{120};                // sending one answer
inline constexpr unsigned kMaxPipelined = 8;                             // answered back-to-back from the buffer

class HttpServer {
public:
    HttpServer(const Config& config, const Dispatcher& dispatcher, Metrics& metrics);
    ~HttpServer();

    // Binds, serves until SIGTERM/SIGINT, drains in-flight requests (bounded by the grace period) and returns.
    void run();
    unsigned short port() const;

    struct Connection;

private:
    boost::asio::awaitable<void> accept_loop();
    boost::asio::awaitable<void> serve(std::shared_ptr<Connection> conn);
    void begin_shutdown();
    void finish_when_drained(std::chrono::steady_clock::time_point deadline);

    const Config& config_;
    const Dispatcher& dispatcher_;
    Metrics& metrics_;
    // One io_context per I/O thread: a connection lives on one of them, so no strands and no shared queue.
    std::vector<std::unique_ptr<boost::asio::io_context>> io_;
    std::vector<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> io_guards_;
    std::size_t next_io_ = 0;
    boost::asio::io_context& ioc_;  // io_[0]: acceptor, signals, shutdown timer
    boost::asio::thread_pool workers_;
    boost::asio::ip::tcp::acceptor acceptor_;
    boost::asio::signal_set signals_;
    boost::asio::steady_timer drain_timer_;
    std::atomic<bool> draining_{false};
    std::mutex connections_mutex_;
    std::unordered_set<std::shared_ptr<Connection>> connections_;
};

}  // namespace xj::core
