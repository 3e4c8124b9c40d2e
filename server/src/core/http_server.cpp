#include "core/http_server.h"

#include <thread>
#include <vector>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http.hpp>
#include <spdlog/spdlog.h>

#include "core/log.h"
#include "core/message.h"

namespace xj::core {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {
constexpr std::chrono::milliseconds kDrainPoll{50};
constexpr std::chrono::milliseconds kAcceptRetry{100};
}  // namespace

struct HttpServer::Connection {
    explicit Connection(tcp::socket socket) : stream(std::move(socket)) {}
    beast::tcp_stream stream;
    std::atomic<bool> busy{false};
};

namespace {
std::vector<std::unique_ptr<asio::io_context>> make_contexts(unsigned count) {
    std::vector<std::unique_ptr<asio::io_context>> out;
    for (unsigned i = 0; i < count; ++i) out.push_back(std::make_unique<asio::io_context>(1));
    return out;
}
}  // namespace

HttpServer::HttpServer(const Config& config, const Dispatcher& dispatcher, Metrics& metrics)
    : config_(config), dispatcher_(dispatcher), metrics_(metrics), workers_(config.workers),
      io_(make_contexts(config.io_threads)), ioc_(*io_.front()), acceptor_(ioc_), signals_(ioc_, SIGINT, SIGTERM),
      drain_timer_(ioc_) {
    for (std::size_t i = 1; i < io_.size(); ++i) io_guards_.push_back(asio::make_work_guard(*io_[i]));
    tcp::endpoint endpoint(asio::ip::make_address(config.host), config.port);
    acceptor_.open(endpoint.protocol());
    acceptor_.set_option(asio::socket_base::reuse_address(true));
    acceptor_.bind(endpoint);
    acceptor_.listen(asio::socket_base::max_listen_connections);
}

HttpServer::~HttpServer() { workers_.join(); }

unsigned short HttpServer::port() const { return acceptor_.local_endpoint().port(); }

void HttpServer::run() {
    asio::co_spawn(ioc_, accept_loop(), asio::detached);
    signals_.async_wait([this](const beast::error_code& ec, int signal) {
        if (ec) return;
        spdlog::info("signal {}: finishing in-flight requests (at most {} s)", signal, config_.shutdown_grace.count());
        begin_shutdown();
    });
    std::vector<std::thread> threads;
    for (std::size_t i = 1; i < io_.size(); ++i) threads.emplace_back([this, i] { io_[i]->run(); });
    ioc_.run();
    for (auto& t : threads) t.join();
    workers_.join();
}

asio::awaitable<void> HttpServer::accept_loop() {
    for (;;) {
        beast::error_code ec;
        asio::io_context& target = *io_[next_io_++ % io_.size()];
        tcp::socket socket = co_await acceptor_.async_accept(target,
                                                             asio::redirect_error(asio::use_awaitable, ec));
        if (draining_) co_return;
        if (ec) {
            spdlog::warn("accept: {}", ec.message());
            asio::steady_timer pause(ioc_, kAcceptRetry);  // e.g. out of file descriptors: let some close
            co_await pause.async_wait(asio::redirect_error(asio::use_awaitable, ec));
            continue;
        }
        socket.set_option(tcp::no_delay(true), ec);
        auto conn = std::make_shared<Connection>(std::move(socket));
        {
            std::lock_guard lock(connections_mutex_);
            connections_.insert(conn);
        }
        asio::co_spawn(conn->stream.get_executor(), serve(conn), [this, conn](std::exception_ptr error) {
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

asio::awaitable<void> HttpServer::serve(std::shared_ptr<Connection> conn) {
    metrics_.connection_opened();
    beast::tcp_stream& stream = conn->stream;
    beast::error_code ec;
    auto remote = stream.socket().remote_endpoint(ec);
    std::string remote_ip = ec ? std::string() : remote.address().to_string();
    beast::flat_buffer buffer(kReadBufferLimit);
    unsigned pipelined = 0;

    while (!draining_) {
        pipelined = buffer.size() > 0 ? pipelined + 1 : 0;
        http::request_parser<http::string_body> parser;
        parser.header_limit(kHeaderLimit);
        parser.body_limit(kJsonBodyLimit);
        stream.expires_after(kKeepAliveTimeout);
        co_await http::async_read_header(stream, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
        if (ec) {
            if (ec == http::error::header_limit) {
                co_await write_error(stream, ApiError::of(ApiCode::kHeaderTooLarge));
            } else if (ec != http::error::end_of_stream && ec != asio::error::operation_aborted &&
                       ec != beast::error::timeout && ec != asio::error::connection_reset && buffer.size() > 0) {
                co_await write_error(stream, ApiError(ApiCode::kInvalid, "请求格式错误"));
            }
            break;
        }
        conn->busy = true;
        auto started = std::chrono::steady_clock::now();
        const auto& header = parser.get();
        std::size_t limit = dispatcher_.body_limit(header.method(), header.target());
        parser.body_limit(limit);
        if (parser.content_length() && *parser.content_length() > limit) {
            co_await write_error(stream, ApiError::of(ApiCode::kPayloadTooLarge));
            break;
        }
        if (!parser.is_done()) {
            if (beast::iequals(header[http::field::expect], "100-continue")) {
                co_await write_continue(stream, ec);
                if (ec) break;
            }
            stream.expires_after(limit > kJsonBodyLimit ? kUploadTimeout : kBodyTimeout);
            co_await http::async_read(stream, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
            if (ec) {
                if (ec == http::error::body_limit) co_await write_error(stream, ApiError::of(ApiCode::kPayloadTooLarge));
                break;
            }
        }

        bool keep_alive = parser.get().keep_alive();
        unsigned version = parser.get().version();
        bool head = parser.get().method() == http::verb::head;
        Request req(parser.release(), remote_ip, make_request_id());
        metrics_.request_started();
        std::optional<Outcome> fast = dispatcher_.try_from_memory(req);
        if (!fast) {
            fast = co_await asio::co_spawn(
                workers_, [this, &req]() -> asio::awaitable<Outcome> { co_return handle_safely(dispatcher_, req); },
                asio::use_awaitable);
        }
        Outcome& out = *fast;
        metrics_.request_finished();

        auto micros = static_cast<std::uint64_t>(
            std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started).count());
        unsigned status = static_cast<unsigned>(out.response.status);
        metrics_.record(out.metric_slot, status, micros);
        if (auto* log = access_log()) {
            log->info("{} {} {} {}us {} {}", http::to_string(req.method()), req.path(), status, micros,
                      req.request_id(), remote_ip);
        }
        bool close = !keep_alive || out.response.close || draining_ || pipelined >= kMaxPipelined;
        stream.expires_after(kWriteTimeout);
        co_await beast::async_write(stream, make_message(std::move(out.response), version, !close, head, req.request_id()),
                                    asio::redirect_error(asio::use_awaitable, ec));
        conn->busy = false;
        if (ec || close) break;
    }
    stream.socket().shutdown(tcp::socket::shutdown_send, ec);
    stream.close();
    metrics_.connection_closed();
}

void HttpServer::begin_shutdown() {
    draining_ = true;
    beast::error_code ec;
    acceptor_.close(ec);
    {
        std::lock_guard lock(connections_mutex_);
        for (const auto& conn : connections_) {
            // Idle connections close now; busy ones finish their request and then close.
            asio::post(conn->stream.get_executor(), [conn] {
                if (!conn->busy) conn->stream.socket().cancel();
            });
        }
    }
    finish_when_drained(std::chrono::steady_clock::now() + config_.shutdown_grace);
}

void HttpServer::finish_when_drained(std::chrono::steady_clock::time_point deadline) {
    std::size_t open;
    {
        std::lock_guard lock(connections_mutex_);
        open = connections_.size();
        if (open > 0 && std::chrono::steady_clock::now() >= deadline) {
            spdlog::warn("shutdown: closing {} connections still busy after the grace period", open);
            for (const auto& conn : connections_) {
                asio::post(conn->stream.get_executor(), [conn] { conn->stream.socket().close(); });
            }
        }
    }
    if (open == 0) {
        signals_.cancel();
        io_guards_.clear();
        spdlog::info("shutdown: all requests finished");
        return;
    }
    drain_timer_.expires_after(kDrainPoll);
    drain_timer_.async_wait([this, deadline](const beast::error_code& ec) {
        if (!ec) finish_when_drained(deadline);
    });
}

}  // namespace xj::core
