#include "core/response_writer.h"

#include <fcntl.h>
#include <sys/sendfile.h>
#include <unistd.h>

#include <array>
#include <ctime>

#include <fmt/format.h>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/status.hpp>

namespace xj::core {

namespace asio = boost::asio;
namespace http = boost::beast::http;
using tcp = asio::ip::tcp;

namespace {

constexpr std::string_view kServerName = "xuejing";
constexpr std::size_t kSendfileChunk = 1024 * 1024;
constexpr std::size_t kHeadReserve = 384;

// "Sat, 21 Nov 2026 21:05:34 GMT", computed at most once a second per thread.
std::string_view http_date() {
    thread_local std::time_t cached_second = 0;
    thread_local std::array<char, 32> text{};
    thread_local std::size_t length = 0;
    std::time_t now = std::time(nullptr);
    if (now != cached_second) {
        std::tm tm{};
        gmtime_r(&now, &tm);
        length = std::strftime(text.data(), text.size(), "%a, %d %b %Y %H:%M:%S GMT", &tm);
        cached_second = now;
    }
    return {text.data(), length};
}

// Header values are produced by the server, but a CR or LF must never split the header.
void append_field(std::string& out, std::string_view name, std::string_view value) {
    out.append(name).append(": ");
    for (char c : value) {
        if (c != '\r' && c != '\n') out.push_back(c);
    }
    out.append("\r\n");
}

bool has_no_body(http::status status) {
    auto code = static_cast<unsigned>(status);
    return code < 200 || code == 204 || code == 304;
}

std::string_view body_view(const Response& res) {
    if (const auto* text = std::get_if<std::string>(&res.body)) return *text;
    if (const auto* shared = std::get_if<SharedBytes>(&res.body)) return *shared ? std::string_view(**shared) : "";
    return {};
}

asio::awaitable<void> send_file(tcp::socket& socket, const FileBody& file, boost::system::error_code& ec) {
    int fd = ::open(file.path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        ec = boost::system::error_code(errno, boost::system::system_category());
        co_return;
    }
    off_t offset = static_cast<off_t>(file.offset);
    std::uint64_t remaining = file.size;
    socket.non_blocking(true, ec);
    while (!ec && remaining > 0) {
        ssize_t sent =
            ::sendfile(socket.native_handle(), fd, &offset, std::min<std::uint64_t>(remaining, kSendfileChunk));
        if (sent > 0) {
            remaining -= static_cast<std::uint64_t>(sent);
        } else if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            co_await socket.async_wait(tcp::socket::wait_write, asio::redirect_error(asio::use_awaitable, ec));
        } else if (sent < 0 && errno == EINTR) {
            continue;
        } else {
            ec = sent == 0 ? asio::error::make_error_code(asio::error::eof)
                           : boost::system::error_code(errno, boost::system::system_category());
        }
    }
    ::close(fd);
}

}  // namespace

std::string render_head(const Response& res, const WriteOptions& options) {
    std::string out;
    out.reserve(kHeadReserve);
    auto status = static_cast<unsigned>(res.status);
    out.append(options.version == 10 ? "HTTP/1.0 " : "HTTP/1.1 ");
    out.append(fmt::format("{} ", status)).append(http::obsolete_reason(res.status)).append("\r\n");
    append_field(out, "Server", kServerName);
    append_field(out, "Date", http_date());
    if (!has_no_body(res.status)) {
        if (!res.content_type.empty()) append_field(out, "Content-Type", res.content_type);
        if (!std::holds_alternative<BodyStreamPtr>(res.body)) {
            append_field(out, "Content-Length", fmt::format("{}", res.body_size()));
        } else if (options.version != 10) {
            append_field(out, "Transfer-Encoding", "chunked");
        }  // HTTP/1.0: the stream ends with the connection (the connection closes after it)
    }
    if (!options.request_id.empty()) append_field(out, "X-Request-Id", options.request_id);
    // Every answer: no type sniffing, framed only by this site, the address sent to other sites without its path
    // and query (tokens in links stay here). HTML pages add their Content-Security-Policy (core/static_site.cpp).
    append_field(out, "X-Content-Type-Options", "nosniff");
    append_field(out, "X-Frame-Options", "SAMEORIGIN");
    append_field(out, "Referrer-Policy", "strict-origin-when-cross-origin");
    if (!options.keep_alive) {
        append_field(out, "Connection", "close");
    } else if (options.version == 10) {
        append_field(out, "Connection", "keep-alive");
    }
    for (const auto& [name, value] : res.headers) append_field(out, name, value);
    out.append("\r\n");
    return out;
}

asio::awaitable<void> write_response(tcp::socket& socket, const Response& res, const WriteOptions& options,
                                     boost::system::error_code& ec) {
    std::string head = render_head(res, options);
    bool send_body = !options.head_only && !has_no_body(res.status);
    if (std::holds_alternative<BodyStreamPtr>(res.body)) {
        // The head only: the connection sends the pieces as they come (write_chunk), or abandons the stream.
        co_await asio::async_write(socket, asio::buffer(head), asio::redirect_error(asio::use_awaitable, ec));
        co_return;
    }
    if (const auto* file = std::get_if<FileBody>(&res.body); file && send_body) {
        co_await asio::async_write(socket, asio::buffer(head), asio::redirect_error(asio::use_awaitable, ec));
        if (!ec) co_await send_file(socket, *file, ec);
        co_return;
    }
    std::string_view body = send_body ? body_view(res) : std::string_view();
    std::array<asio::const_buffer, 2> buffers{asio::buffer(head), asio::buffer(body.data(), body.size())};
    co_await asio::async_write(socket, buffers, asio::redirect_error(asio::use_awaitable, ec));
}

asio::awaitable<void> write_chunk(tcp::socket& socket, std::string_view piece, bool chunked,
                                  boost::system::error_code& ec) {
    if (!chunked) {
        co_await asio::async_write(socket, asio::buffer(piece.data(), piece.size()),
                                   asio::redirect_error(asio::use_awaitable, ec));
        co_return;
    }
    std::string size = fmt::format("{:x}\r\n", piece.size());
    std::array<asio::const_buffer, 3> buffers{asio::buffer(size), asio::buffer(piece.data(), piece.size()),
                                              asio::buffer("\r\n", 2)};
    co_await asio::async_write(socket, buffers, asio::redirect_error(asio::use_awaitable, ec));
}

asio::awaitable<void> write_last_chunk(tcp::socket& socket, boost::system::error_code& ec) {
    co_await asio::async_write(socket, asio::buffer("0\r\n\r\n", 5), asio::redirect_error(asio::use_awaitable, ec));
}

asio::awaitable<void> write_continue(tcp::socket& socket, boost::system::error_code& ec) {
    static constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
    co_await asio::async_write(socket, asio::buffer(kContinue.data(), kContinue.size()),
                               asio::redirect_error(asio::use_awaitable, ec));
}

}  // namespace xj::core
