// Writing answers on a socket: the header is rendered here (status line, standard headers, the response's own),
// bodies in memory go out in one gather write, files with sendfile.
#pragma once

#include <string>
#include <string_view>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/system/error_code.hpp>

#include "core/response.h"

namespace xj::core {

struct WriteOptions {
    unsigned version = 11;  // HTTP/1.x minor version times ten plus major, as Beast counts (11 = 1.1)
    bool keep_alive = true;
    bool head_only = false;  // HEAD: the header of the GET answer, no body
    std::string_view request_id;
};

// The status line and header fields, ending in the blank line.
std::string render_head(const Response& res, const WriteOptions& options);

// Writes the whole answer; ec tells how it went. For a streamed body (BodyStreamPtr) only the head: the caller sends
// its pieces with write_chunk as they come, then write_last_chunk.
boost::asio::awaitable<void> write_response(boost::asio::ip::tcp::socket& socket, const Response& res,
                                            const WriteOptions& options, boost::system::error_code& ec);

// A piece of a streamed body: an HTTP/1.1 chunk, or the bytes themselves for HTTP/1.0 (chunked false).
boost::asio::awaitable<void> write_chunk(boost::asio::ip::tcp::socket& socket, std::string_view piece, bool chunked,
                                         boost::system::error_code& ec);
// The end of a chunked body.
boost::asio::awaitable<void> write_last_chunk(boost::asio::ip::tcp::socket& socket, boost::system::error_code& ec);

// "HTTP/1.1 100 Continue" for clients that wait for it before sending a body.
boost::asio::awaitable<void> write_continue(boost::asio::ip::tcp::socket& socket, boost::system::error_code& ec);

}  // namespace xj::core
