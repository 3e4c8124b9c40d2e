#include "core/connection.h"

#include <spdlog/spdlog.h>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>

#include <array>

#include "core/log.h"
#include "core/response_writer.h"
#include "core/spooled_body.h"

namespace xj::core {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {

constexpr std::string_view kMsgBadRequest = "请求格式错误";

// Read failures that are a client going away or a time-out, not a malformed request.
bool is_disconnect(const beast::error_code& ec) {
    return ec == http::error::end_of_stream || ec == asio::error::operation_aborted || ec == asio::error::eof ||
           ec == asio::error::connection_reset || ec == asio::error::bad_descriptor;
}

}  // namespace

Connection::Connection(tcp::socket socket, const ConnectionContext& context)
    : socket_(std::move(socket)), context_(context) {
    beast::error_code ec;
    auto remote = socket_.remote_endpoint(ec);
    if (!ec) remote_ip_ = remote.address().to_string();
    slot_ = context_.limits.open_connection(remote_ip_);
    socket_.set_option(tcp::no_delay(true), ec);
    arm(kKeepAliveTimeout);  // the first request must arrive within the same limit as the next ones
}

void Connection::close_if_idle() {
    if (!busy_) close();
}

void Connection::close() {
    if (streaming_) streaming_->abandon();  // a wait for the next piece ends with the connection
    beast::error_code ec;
    socket_.cancel(ec);
    socket_.shutdown(tcp::socket::shutdown_both, ec);
}

asio::awaitable<void> Connection::refuse(const ApiError& error) {
    Response res = error_response(error);
    std::string id = make_request_id();
    beast::error_code ec;
    arm(kWriteTimeout);
    co_await write_response(socket_, res, WriteOptions{11, false, false, id}, ec);
    if (ec) co_return;
    // Closing while the client is still sending would reset the connection and could discard the answer
    // before the client reads it: stop sending, then read and drop what still arrives, for a bounded time.
    socket_.shutdown(tcp::socket::shutdown_send, ec);
    arm(kLingerTimeout);
    std::array<char, 16 * 1024> scratch{};
    std::size_t drained = 0;
    while (!ec && drained < kLingerLimit) {
        drained +=
            co_await socket_.async_read_some(asio::buffer(scratch), asio::redirect_error(asio::use_awaitable, ec));
    }
}

asio::awaitable<void> Connection::turn_away() {
    Response res = error_response(ApiError::of(ApiCode::kTooManyRequests));
    beast::error_code ec;
    arm(kTurnAwayTimeout);
    co_await write_response(socket_, res, WriteOptions{11, false, false, make_request_id()}, ec);
}

asio::awaitable<Connection::Admission> Connection::admit_before_body(const HeaderParser& parser) {
    Request probe(BeastRequest(parser.get().base()), remote_ip_, make_request_id());
    deadline_.hold();  // the server's own work is not limited
    const Dispatcher& dispatcher = context_.dispatcher;
    std::optional<ApiError> refusal = co_await asio::co_spawn(
        context_.workers,
        [&dispatcher, &probe]() -> asio::awaitable<std::optional<ApiError>> { co_return dispatcher.admit(probe); },
        asio::use_awaitable);
    if (refusal) {
        co_await refuse(*refusal);
        co_return Admission{true, std::nullopt};
    }
    co_return Admission{false, probe.user()};
}

asio::awaitable<std::optional<Request>> Connection::read_body(HeaderParser& parser, beast::flat_buffer& buffer,
                                                              std::size_t limit, bool spool) {
    beast::error_code ec;
    std::optional<ClientLimits::Slot> upload;
    std::optional<http::request_parser<SpooledBody>> spooler;
    if (spool) {
        upload.emplace(context_.limits.begin_upload(client_address(remote_ip_, parser.get()["X-Forwarded-For"])));
        if (!*upload) {
            co_await refuse(ApiError::of(ApiCode::kTooManyRequests));
            co_return std::nullopt;
        }
        spooler.emplace(std::move(parser));
        spooler->body_limit(limit);
        bool opened = false;
        try {
            spooler->get().body() = SpoolFile::create(context_.spool_dir);
            opened = true;
        } catch (const std::exception& e) {
            spdlog::error("upload from {}: {}", remote_ip_, e.what());
        }
        if (!opened) {
            co_await refuse(ApiError::of(ApiCode::kBusy));
            co_return std::nullopt;
        }
    }
    const auto& header = spool ? spooler->get().base() : parser.get().base();
    if (beast::iequals(header[http::field::expect], "100-continue")) {
        co_await write_continue(socket_, ec);
        if (ec) co_return std::nullopt;
    }
    arm(limit > kJsonBodyLimit ? kUploadTimeout : kBodyTimeout);
    if (spool) {
        co_await http::async_read(socket_, buffer, *spooler, asio::redirect_error(asio::use_awaitable, ec));
    } else {
        co_await http::async_read(socket_, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
    }
    if (ec) {
        if (ec == http::error::body_limit) {
            co_await refuse(ApiError::of(ApiCode::kPayloadTooLarge));
        } else if (ec.category() == boost::system::generic_category()) {  // the spool file could not be written
            spdlog::error("upload from {}: {}", remote_ip_, ec.message());
            co_await refuse(ApiError::of(ApiCode::kBusy));
        }
        co_return std::nullopt;
    }
    if (!spool) co_return Request(parser.release(), remote_ip_, make_request_id());
    auto message = spooler->release();
    SpoolFile body = std::move(message.body());
    co_return Request(BeastRequest(std::move(message.base())), std::move(body), remote_ip_, make_request_id());
}

// The pieces of a streamed answer as the producer pushes them. Waiting for the producer is the server's own time
// (not limited); each piece must be written within the write limit. A closed connection (sweep, shutdown) or a failed
// write abandons the stream, which tells the producer to stop.
asio::awaitable<void> Connection::send_stream(BodyStreamPtr stream, bool chunked, bool head_only,
                                              beast::error_code& ec) {
    if (ec || head_only) {
        stream->abandon();
        co_return;
    }
    streaming_ = stream;
    std::string piece;
    bool ended = false;
    for (;;) {
        deadline_.hold();
        if (!co_await stream->next(piece)) {
            ended = !stream->abandoned();
            break;
        }
        arm(kWriteTimeout);
        co_await write_chunk(socket_, piece, chunked, ec);
        if (ec) break;
    }
    if (ended && chunked) {
        arm(kWriteTimeout);
        co_await write_last_chunk(socket_, ec);
    }
    if (!ended && !ec) ec = asio::error::operation_aborted;  // closed while streaming: the connection ends
    stream->abandon();
    streaming_.reset();
}

asio::awaitable<void> Connection::serve() {
    context_.metrics.connection_opened();
    beast::error_code ec;
    beast::flat_buffer buffer(kReadBufferLimit);
    unsigned pipelined = 0;
    if (!slot_) co_await turn_away();

    while (slot_ && !context_.draining) {
        pipelined = buffer.size() > 0 ? pipelined + 1 : 0;
        HeaderParser parser;
        parser.header_limit(kHeaderLimit);
        parser.body_limit(boost::none);  // the route's limit is applied once the header is known
        arm(kKeepAliveTimeout);
        co_await http::async_read_header(socket_, buffer, parser, asio::redirect_error(asio::use_awaitable, ec));
        if (ec) {
            if (ec == http::error::header_limit) {
                co_await refuse(ApiError::of(ApiCode::kHeaderTooLarge));
            } else if (!is_disconnect(ec) && buffer.size() > 0) {
                co_await refuse(ApiError(ApiCode::kInvalid, std::string(kMsgBadRequest)));
            }
            break;
        }
        busy_ = true;
        auto started = Clock::now();
        Dispatcher::BodyPlan plan = context_.dispatcher.body_plan(parser.get().method(), parser.get().target());
        parser.body_limit(plan.limit);
        if (parser.content_length() && *parser.content_length() > plan.limit) {
            co_await refuse(ApiError::of(ApiCode::kPayloadTooLarge));
            break;
        }
        Admission admission;
        if (plan.caller_first && !parser.is_done()) {
            admission = co_await admit_before_body(parser);
            if (admission.refused) break;
        }
        std::optional<Request> read;
        if (parser.is_done()) {
            read.emplace(parser.release(), remote_ip_, make_request_id());
        } else {
            read = co_await read_body(parser, buffer, plan.limit, plan.limit > kJsonBodyLimit);
            if (!read) break;
        }
        Request& req = *read;
        if (admission.user) req.set_user(std::move(admission.user));  // checked before the body: not looked up again

        bool keep_alive = req.raw().keep_alive();
        unsigned version = req.raw().version();
        bool head = req.method() == http::verb::head;
        deadline_.hold();  // the request is read: the server's own time is not limited
        context_.metrics.request_started();
        std::optional<Outcome> out = context_.dispatcher.try_from_memory(req);
        if (!out) {
            const Dispatcher& dispatcher = context_.dispatcher;
            out = co_await asio::co_spawn(
                context_.workers,
                [&dispatcher, &req]() -> asio::awaitable<Outcome> { co_return dispatcher.handle(req); },
                asio::use_awaitable);
        }
        context_.metrics.request_finished();

        auto micros = static_cast<std::uint64_t>(
            std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - started).count());
        auto status = static_cast<unsigned>(out->response.status);
        context_.metrics.record(out->metric_slot, status, micros);
        if (auto* log = access_log()) {
            log->info("{} {} {} {}us {} {}", http::to_string(req.method()), req.path(), status, micros,
                      req.request_id(), remote_ip_);
        }
        // An HTTP/1.0 client knows a streamed body has ended when the connection closes.
        bool open_ended = version == 10 && std::holds_alternative<BodyStreamPtr>(out->response.body);
        bool close_after =
            !keep_alive || out->response.close || context_.draining || pipelined >= kMaxPipelined || open_ended;
        arm(kWriteTimeout);
        co_await write_response(socket_, out->response, WriteOptions{version, !close_after, head, req.request_id()},
                                ec);
        if (auto* stream = std::get_if<BodyStreamPtr>(&out->response.body); stream && *stream) {
            co_await send_stream(*stream, version != 10 && !head, head, ec);
        }
        busy_ = false;
        if (ec || close_after) break;
    }
    socket_.shutdown(tcp::socket::shutdown_send, ec);
    socket_.close(ec);
    context_.metrics.connection_closed();
}

}  // namespace xj::core
