#include "core/response.h"

#include <boost/json/serialize.hpp>

namespace xj::core {

namespace json = boost::json;

TempFile::~TempFile() {
    std::error_code ec;
    std::filesystem::remove(path_, ec);
}

std::size_t Response::body_size() const {
    struct Visitor {
        std::size_t operator()(const std::string& s) const { return s.size(); }
        std::size_t operator()(const SharedBytes& s) const { return s ? s->size() : 0; }
        std::size_t operator()(const FileBody& f) const { return f.size; }
        std::size_t operator()(const BodyStreamPtr&) const { return 0; }
    };
    return std::visit(Visitor{}, body);
}

std::string envelope_text(int code, std::string_view msg, const json::value& data, const json::value& extend) {
    json::object envelope;
    envelope.reserve(4);
    envelope.emplace("code", code);
    envelope.emplace("msg", msg);
    envelope.emplace("data", data);
    envelope.emplace("extend", extend);
    return json::serialize(envelope);
}

Response event_stream(BodyStreamPtr stream) {
    Response res;
    res.content_type = "text/event-stream; charset=utf-8";
    res.body = std::move(stream);
    res.with_header("Cache-Control", "no-store");
    res.with_header("X-Accel-Buffering", "no");  // nginx in front: pass each event on at once
    return res;
}

std::string sse_event(std::string_view name, std::string_view data) {
    std::string out;
    out.reserve(name.size() + data.size() + 16);
    out.append("event: ").append(name).append("\ndata: ");
    for (char c : data) out.push_back(c == '\n' || c == '\r' ? ' ' : c);
    out.append("\n\n");
    return out;
}

Response ok(json::value data, json::value extend) {
    Response res;
    res.body = envelope_text(static_cast<int>(ApiCode::kOk), default_message(ApiCode::kOk), data, extend);
    return res;
}

Response ok_with_msg(const json::value& data, std::string_view msg) {
    Response res;
    res.body = envelope_text(static_cast<int>(ApiCode::kOk), msg, data);
    return res;
}

Response ok_shared(SharedBytes envelope_bytes) {
    Response res;
    res.body = std::move(envelope_bytes);
    return res;
}

Response error_response(const ApiError& error) {
    Response res;
    res.status = http_status_for(error.code());
    json::value data = nullptr;
    if (error.field() || !error.extra().empty()) {
        json::object fields = error.extra();
        if (error.field()) fields["field"] = *error.field();
        data = std::move(fields);
    }
    res.body = envelope_text(static_cast<int>(error.code()), error.what(), data);
    if (error.code() == ApiCode::kPayloadTooLarge || error.code() == ApiCode::kHeaderTooLarge) res.close = true;
    return res;
}

Response png_response(std::string png) {
    Response res;
    res.content_type = "image/png";
    res.body = std::move(png);
    res.with_header("Cache-Control", "no-store");
    return res;
}

}  // namespace xj::core
