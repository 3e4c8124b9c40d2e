#include "core/message.h"

#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http.hpp>
#include <spdlog/spdlog.h>

#include "core/log.h"
#include "core/shared_body.h"

namespace xj::core {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

namespace {

constexpr std::string_view kServerName = "xuejing";

template <class Body>
void fill_header(http::response<Body>& msg, const Response& res, bool keep_alive, const std::string& request_id) {
    msg.keep_alive(keep_alive);
    msg.set(http::field::server, kServerName);
    if (!res.content_type.empty() && res.status != http::status::not_modified)
        msg.set(http::field::content_type, res.content_type);
    msg.set("X-Request-Id", request_id);
    for (const auto& [name, value] : res.headers) msg.set(name, value);
}

template <class Body, class Value>
http::message_generator build(Response& res, Value&& body, unsigned version, bool keep_alive,
                              const std::string& request_id) {
    http::response<Body> msg{res.status, version};
    fill_header(msg, res, keep_alive, request_id);
    msg.body() = std::forward<Value>(body);
    if (res.status != http::status::not_modified) msg.prepare_payload();
    return msg;
}

}  // namespace

http::message_generator make_message(Response&& res, unsigned version, bool keep_alive, bool head,
                                     const std::string& request_id) {
    if (head) {
        // Same header as GET, including Content-Length, but no body.
        http::response<http::empty_body> msg{res.status, version};
        fill_header(msg, res, keep_alive, request_id);
        msg.content_length(res.body_size());
        return msg;
    }
    if (auto* text = std::get_if<std::string>(&res.body))
        return build<http::string_body>(res, std::move(*text), version, keep_alive, request_id);
    if (auto* shared = std::get_if<SharedBytes>(&res.body))
        return build<SharedBody>(res, std::move(*shared), version, keep_alive, request_id);

    const auto& file = std::get<FileBody>(res.body);
    http::file_body::value_type body;
    beast::error_code ec;
    body.open(file.path.c_str(), beast::file_mode::scan, ec);
    if (ec) {
        Response missing = error_response(ApiError::not_found());
        return build<http::string_body>(missing, std::move(std::get<std::string>(missing.body)), version, keep_alive,
                                        request_id);
    }
    return build<http::file_body>(res, std::move(body), version, keep_alive, request_id);
}

Outcome handle_safely(const Dispatcher& dispatcher, Request& req) {
    try {
        return dispatcher.handle(req);
    } catch (const std::exception& e) {
        spdlog::error("request {} {} {} failed: {}", req.request_id(), http::to_string(req.method()), req.path(),
                      e.what());
        return {error_response(ApiError::of(ApiCode::kBusy)), 0};
    }
}

asio::awaitable<void> write_error(beast::tcp_stream& stream, const ApiError& error) {
    Response res = error_response(error);
    beast::error_code ec;
    co_await beast::async_write(stream, make_message(std::move(res), 11, false, false, make_request_id()),
                                asio::redirect_error(asio::use_awaitable, ec));
}

asio::awaitable<void> write_continue(beast::tcp_stream& stream, beast::error_code& ec) {
    static constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
    co_await asio::async_write(stream, asio::buffer(kContinue.data(), kContinue.size()),
                               asio::redirect_error(asio::use_awaitable, ec));
}

}  // namespace xj::core
