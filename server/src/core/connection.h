// One client connection: reads requests in order, answers each (from memory on the I/O thread or through the
// worker pool), and closes on errors, limits, time-outs or shutdown.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>

#include "core/client_limits.h"
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
inline constexpr std::chrono::milliseconds kTurnAwayTimeout{2'000};    // the refusal of a connection over the limits
inline constexpr unsigned kMaxPipelined = 8;                           // answered back-to-back from the buffer
inline constexpr std::chrono::milliseconds kLingerTimeout{2'000};      // reading what a refused client still sends
inline constexpr std::size_t kLingerLimit = 8 * 1024 * 1024;           // … up to this much

// What every connection of a server shares.
struct ConnectionContext {
    const Dispatcher& dispatcher;
    Metrics& metrics;
    boost::asio::thread_pool& workers;
    const std::atomic<bool>& draining;
    ClientLimits& limits;
    std::filesystem::path spool_dir;  // where bodies larger than the JSON limit are written as they arrive
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
    using HeaderParser = boost::beast::http::request_parser<boost::beast::http::string_body>;

    // Answers a request that cannot be read (too large, malformed) and closes without losing the answer.
    boost::asio::awaitable<void> refuse(const ApiError& error);
    // Over the connection limits: a short answer, then close (no lingering: the server is protecting itself).
    boost::asio::awaitable<void> turn_away();
    struct Admission {
        bool refused = false;  // answered and closing
        std::optional<AuthUser> user;
    };
    // The caller of a route that needs a user, checked from the header before its body is read: a refusal is
    // answered at once (an anonymous upload never reaches the disk); otherwise the caller is kept for the request.
    boost::asio::awaitable<Admission> admit_before_body(const HeaderParser& parser);
    boost::asio::awaitable<void> send_stream(BodyStreamPtr stream, bool chunked, bool head_only,
                                             boost::system::error_code& ec);
    // Reads the rest of the request into memory or, for uploads, into a spool file. Nullopt: answered or closed.
    boost::asio::awaitable<std::optional<Request>> read_body(HeaderParser& parser, boost::beast::flat_buffer& buffer,
                                                             std::size_t limit, bool spool);

    boost::asio::ip::tcp::socket socket_;
    const ConnectionContext& context_;
    std::string remote_ip_;
    ClientLimits::Slot slot_;  // empty when the connection is over the limits
    std::atomic<bool> busy_{false};
    Deadline deadline_;
    BodyStreamPtr streaming_;  // the answer being streamed, while it is
};

}  // namespace xj::core
