// Reading an OpenAI-compatible chat-completions stream (`"stream": true`): server-sent events whose data lines
// are JSON chunks, then `data: [DONE]`. Text deltas are handed on as they come; tool calls arrive in pieces (an
// index, then the id and name, then the arguments a few characters at a time) and are put together. Pure: no
// network (assistant/model_engine.cpp feeds it what libcurl receives).
#pragma once

#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace xj::assistant {

struct ToolCall {
    std::string id;
    std::string name;
    std::string arguments;  // JSON text, as the model wrote it
};

// The stream broke its own rules (a data line that is not JSON, a chunk of the wrong shape).
class MalformedStream : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class ChatStreamReader {
public:
    // `on_text` gets each text delta; false stops the reading (the user has gone).
    explicit ChatStreamReader(std::function<bool(std::string_view)> on_text) : on_text_(std::move(on_text)) {}

    // Feeds what arrived (any cut); false once on_text asked to stop. Throws MalformedStream.
    bool feed(std::string_view bytes);

    bool done() const { return done_; }                // [DONE] seen
    const std::string& text() const { return text_; }  // all the text so far
    const std::vector<ToolCall>& tool_calls() const { return calls_; }
    const std::string& finish_reason() const { return finish_; }

private:
    bool line(std::string_view line);
    bool chunk(std::string_view json);

    std::function<bool(std::string_view)> on_text_;
    std::string buffer_;
    std::string text_;
    std::vector<ToolCall> calls_;
    std::string finish_;
    bool done_ = false;
};

}  // namespace xj::assistant
