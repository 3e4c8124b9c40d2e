#include "core/http_server.h"

#include <sys/resource.h>

#include <filesystem>
#include <thread>

#include <spdlog/spdlog.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace xj::core {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

constexpr std::chrono::milliseconds kDrainPoll{50};
constexpr std::chrono::milliseconds kAcceptRetry{100};

std::vector<std::unique_ptr<asio::io_context>> make_contexts(unsigned count) {
    std::vector<std::unique_ptr<asio::io_context>> out;
    for (unsigned i = 0; i < count; ++i) out.push_back(std::make_unique<asio::io_context>(1));
    return out;
}

// Every connection is a file descriptor: take the hard limit, and say so when the connection limit does not fit.
void raise_descriptor_limit(unsigned max_connections) {
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &limit);
    }
    constexpr rlim_t kReserve = 256;  // database, spool files, logs
    if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < max_connections + kReserve) {
        spdlog::warn("open files limited to {}: fewer than --max-connections {} can be served", limit.rlim_cur,
                     max_connections);
    }
}

// Spool files are unnamed once opened; one named by a server killed in between is removed here.
void clear_spool(const std::filesystem::path& dir) {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}

}  // namespace

HttpServer::HttpServer(const Config& config, const Dispatcher& dispatcher, Metrics& metrics)
    : config_(config),
      workers_(config.workers),
      limits_(ClientLimitSettings{config.max_connections, config.max_connections_per_address,
                                  config.max_uploads_per_address}),
      context_{dispatcher, metrics, workers_, draining_, limits_, config.tmp_dir() / "bodies"},
      io_(make_contexts(config.io_threads)),
      main_io_(*io_.front()),
      acceptor_(main_io_),
      signals_(main_io_, SIGINT, SIGTERM),
      sweep_timer_(main_io_),
      drain_timer_(main_io_) {
    for (std::size_t i = 1; i < io_.size(); ++i) io_guards_.push_back(asio::make_work_guard(*io_[i]));
    raise_descriptor_limit(config.max_connections);
    clear_spool(context_.spool_dir);
    tcp::endpoint endpoint(asio::ip::make_address(config.host), config.port);
    acceptor_.open(endpoint.protocol());
    acceptor_.set_option(asio::socket_base::reuse_address(true));
    acceptor_.bind(endpoint);
    acceptor_.listen(asio::socket_base::max_listen_connections);
}

HttpServer::~HttpServer() { workers_.join(); }

unsigned short HttpServer::port() const { return acceptor_.local_endpoint().port(); }

template <class F>
void HttpServer::for_each_connection(F&& f) {
    std::lock_guard lock(connections_mutex_);
    for (const auto& conn : connections_) f(conn);
}

void HttpServer::run() {
    asio::co_spawn(main_io_, accept_loop(), asio::detached);
    signals_.async_wait([this](const boost::system::error_code& ec, int signal) {
        if (ec) return;
        spdlog::info("signal {}: finishing in-flight requests (at most {} s)", signal, config_.shutdown_grace.count());
        begin_shutdown();
    });
    sweep();
    std::vector<std::thread> threads;
    for (std::size_t i = 1; i < io_.size(); ++i) threads.emplace_back([this, i] { io_[i]->run(); });
    main_io_.run();
    for (auto& t : threads) t.join();
    workers_.join();
}

asio::awaitable<void> HttpServer::accept_loop() {
    for (;;) {
        boost::system::error_code ec;
        asio::io_context& target = *io_[next_io_++ % io_.size()];
        tcp::socket socket = co_await acceptor_.async_accept(target, asio::redirect_error(asio::use_awaitable, ec));
        if (draining_) co_return;
        if (ec) {
            spdlog::warn("accept: {}", ec.message());
            asio::steady_timer pause(main_io_, kAcceptRetry);  // e.g. out of file descriptors: let some close
            co_await pause.async_wait(asio::redirect_error(asio::use_awaitable, ec));
            continue;
        }
        auto conn = std::make_shared<Connection>(std::move(socket), context_);
        {
            std::lock_guard lock(connections_mutex_);
            connections_.insert(conn);
        }
        asio::co_spawn(conn->executor(), conn->serve(), [this, conn](std::exception_ptr error) {
            if (error) {
                try {
                    std::rethrow_exception(error);
                } catch (const std::exception& e) {
                    spdlog::error("connection failed: {}", e.what());
                }
            }
            std::lock_guard lock(connections_mutex_);
            connections_.erase(conn);
        });
    }
}

// Closes connections whose read or write has outlived its limit (slow clients, idle keep-alive).
void HttpServer::sweep() {
    auto now = std::chrono::steady_clock::now();
    for_each_connection([now](const std::shared_ptr<Connection>& conn) {
        // Asked again on the connection's executor: a read may have begun (and armed a new limit) meanwhile.
        if (conn->expired(now)) {
            asio::post(conn->executor(), [conn] {
                if (conn->expired(std::chrono::steady_clock::now())) conn->close();
            });
        }
    });
    sweep_timer_.expires_after(kSweepInterval);
    sweep_timer_.async_wait([this](const boost::system::error_code& ec) {
        if (!ec) sweep();
    });
}

void HttpServer::begin_shutdown() {
    draining_ = true;
    boost::system::error_code ec;
    acceptor_.close(ec);
    for_each_connection([](const std::shared_ptr<Connection>& conn) {
        asio::post(conn->executor(), [conn] { conn->close_if_idle(); });
    });
    finish_when_drained(std::chrono::steady_clock::now() + config_.shutdown_grace);
}

void HttpServer::finish_when_drained(std::chrono::steady_clock::time_point deadline) {
    std::size_t open = 0;
    bool overdue = std::chrono::steady_clock::now() >= deadline;
    for_each_connection([&](const std::shared_ptr<Connection>& conn) {
        ++open;
        if (overdue) asio::post(conn->executor(), [conn] { conn->close(); });
    });
    if (open == 0) {
        signals_.cancel();
        sweep_timer_.cancel();
        io_guards_.clear();
        spdlog::info("shutdown: all requests finished");
        return;
    }
    if (overdue) spdlog::warn("shutdown: closing {} connections still busy after the grace period", open);
    drain_timer_.expires_after(kDrainPoll);
    drain_timer_.async_wait([this, deadline](const boost::system::error_code& ec) {
        if (!ec) finish_when_drained(deadline);
    });
}

}  // namespace xj::core
