// Turning a Response into Beast messages, and the few answers the connection loop writes itself.
#pragma once

#include <boost/asio/awaitable.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/message_generator.hpp>

#include "core/dispatcher.h"
#include "core/response.h"

namespace xj::core {

boost::beast::http::message_generator make_message(Response&& res, unsigned version, bool keep_alive, bool head,
                                                   const std::string& request_id);

// Runs the dispatcher and turns anything unexpected into -9999/500, logged with the request id.
Outcome handle_safely(const Dispatcher& dispatcher, Request& req);

// Writes an error envelope on a connection that is about to close (431, 413, 400 for unparsable requests).
boost::asio::awaitable<void> write_error(boost::beast::tcp_stream& stream, const ApiError& error);

// "HTTP/1.1 100 Continue" for clients that wait for it before sending a body.
boost::asio::awaitable<void> write_continue(boost::beast::tcp_stream& stream, boost::beast::error_code& ec);

}  // namespace xj::core
