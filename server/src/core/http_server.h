// The HTTP/1.1 server: one io_context per I/O thread owns the sockets, a worker pool runs handlers that may
// block, a sweep enforces read/write time limits, and SIGTERM/SIGINT drain in-flight requests before stopping.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <unordered_set>
#include <vector>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include "core/config.h"
#include "core/connection.h"
#include "core/dispatcher.h"
#include "core/metrics.h"

namespace xj::core {

inline constexpr std::chrono::milliseconds kSweepInterval{1000};  // how often time limits are checked

class HttpServer {
public:
    HttpServer(const Config& config, const Dispatcher& dispatcher, Metrics& metrics);
    ~HttpServer();

    // Serves until SIGTERM/SIGINT, drains in-flight requests (bounded by the grace period) and returns.
    void run();
    unsigned short port() const;

private:
    boost::asio::awaitable<void> accept_loop();
    void sweep();
    void begin_shutdown();
    void finish_when_drained(std::chrono::steady_clock::time_point deadline);
    template <class F>
    void for_each_connection(F&& f);

    const Config& config_;
    boost::asio::thread_pool workers_;
    std::atomic<bool> draining_{false};
    ClientLimits limits_;
    ConnectionContext context_;
    // One io_context per I/O thread: a connection lives on one of them, so no strands and no shared queue.
    std::vector<std::unique_ptr<boost::asio::io_context>> io_;
    std::vector<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> io_guards_;
    std::size_t next_io_ = 0;
    boost::asio::io_context& main_io_;  // io_[0]: acceptor, signals, timers
    boost::asio::ip::tcp::acceptor acceptor_;
    boost::asio::signal_set signals_;
    boost::asio::steady_timer sweep_timer_;
    boost::asio::steady_timer drain_timer_;
    std::mutex connections_mutex_;
    std::unordered_set<std::shared_ptr<Connection>> connections_;
};

}  // namespace xj::core
