// What answers a question: the built-in rules (the offline default) or a chat model (docs/assistant.md
// "Engines"). An engine writes its answer through an AnswerWriter as it goes; the service sends each piece to the
// browser and keeps the record.
#pragma once

#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/value.hpp>

#include "assistant/model.h"
#include "assistant/tools.h"

namespace xj::assistant {

// An engine could not answer (the model's endpoint failed, timed out or sent nonsense): the message is the
// Chinese text the user sees; what was written before stays.
class EngineError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class AnswerWriter {
public:
    // Sends one event to the browser; false when the browser has gone.
    using Send = std::function<bool(std::string_view event, const boost::json::value& data)>;
    AnswerWriter(std::string engine, Send send);

    // Announces a tool the engine is calling ("tool" {name, label}). False: stop, nobody is reading.
    bool tool(const ToolSpec& spec);
    // A piece of the answer's text (markdown; "delta" {text}).
    bool text(std::string_view piece);
    // What a tool found becomes the answer's sources (its items' pages and its list's page) and, for jobs, the
    // suggestions kept for jobsFromChat.
    void cite(const Found& found);

    bool stopped() const { return stopped_; }
    AnswerRecord& record() { return record_; }

private:
    void add_source(Source source);

    Send send_;
    AnswerRecord record_;
    bool stopped_ = false;
};

class Engine {
public:
    virtual ~Engine() = default;
    virtual std::string_view name() const = 0;
    // Answers the last question of `history` (its earlier turns are the context). Throws EngineError.
    virtual void answer(const Asker& asker, const std::vector<Message>& history, AnswerWriter& out) = 0;
};

}  // namespace xj::assistant
