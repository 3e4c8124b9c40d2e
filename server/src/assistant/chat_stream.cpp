#include "assistant/chat_stream.h"

#include <boost/json.hpp>

namespace xj::assistant {

namespace json = boost::json;

namespace {

constexpr std::size_t kToolCallsMax = 8;
constexpr std::size_t kLineMax = 1024 * 1024;

std::string_view string_at(const json::object& o, std::string_view key) {
    const json::value* v = o.if_contains(key);
    return v && v->is_string() ? std::string_view(v->get_string()) : std::string_view();
}

}  // namespace

bool ChatStreamReader::feed(std::string_view bytes) {
    buffer_.append(bytes);
    std::size_t start = 0;
    for (std::size_t end = buffer_.find('\n'); end != std::string::npos; end = buffer_.find('\n', start)) {
        std::string_view one(buffer_.data() + start, end - start);
        if (!one.empty() && one.back() == '\r') one.remove_suffix(1);
        start = end + 1;
        if (!line(one)) {
            buffer_.erase(0, start);
            return false;
        }
    }
    buffer_.erase(0, start);
    if (buffer_.size() > kLineMax) throw MalformedStream("a line without end");
    return true;
}

// SSE: only data lines matter here (comments, event names and blank lines are skipped).
bool ChatStreamReader::line(std::string_view l) {
    if (!l.starts_with("data:")) return true;
    l.remove_prefix(5);
    if (!l.empty() && l.front() == ' ') l.remove_prefix(1);
    if (l == "[DONE]") {
        done_ = true;
        return true;
    }
    return chunk(l);
}

bool ChatStreamReader::chunk(std::string_view text) {
    boost::system::error_code ec;
    json::value v = json::parse(text, ec);
    if (ec || !v.is_object()) throw MalformedStream("a data line that is not a JSON object");
    const json::value* choices = v.as_object().if_contains("choices");
    if (!choices || !choices->is_array()) throw MalformedStream("a chunk without choices");
    for (const json::value& choice : choices->as_array()) {
        const json::object* c = choice.if_object();
        if (!c) throw MalformedStream("a choice that is not an object");
        if (auto reason = string_at(*c, "finish_reason"); !reason.empty()) finish_ = std::string(reason);
        const json::value* delta = c->if_contains("delta");
        if (!delta || !delta->is_object()) continue;
        const json::object& d = delta->as_object();
        if (const json::value* calls = d.if_contains("tool_calls"); calls && calls->is_array()) {
            for (const json::value& call : calls->as_array()) {
                const json::object* o = call.if_object();
                const json::value* index = o ? o->if_contains("index") : nullptr;
                if (!index || !index->is_int64() || index->as_int64() < 0 ||
                    static_cast<std::size_t>(index->as_int64()) >= kToolCallsMax)
                    throw MalformedStream("a tool call without a valid index");
                auto at = static_cast<std::size_t>(index->as_int64());
                if (calls_.size() <= at) calls_.resize(at + 1);
                ToolCall& into = calls_[at];
                if (auto id = string_at(*o, "id"); !id.empty()) into.id = std::string(id);
                if (const json::value* f = o->if_contains("function"); f && f->is_object()) {
                    into.name += string_at(f->as_object(), "name");
                    into.arguments += string_at(f->as_object(), "arguments");
                }
            }
        }
        if (auto piece = string_at(d, "content"); !piece.empty()) {
            text_ += piece;
            if (!on_text_(piece)) return false;
        }
    }
    return true;
}

}  // namespace xj::assistant
