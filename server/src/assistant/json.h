// The assistant's answers as JSON (docs/assistant.md "API"): conversations, messages and the stream's events.
#pragma once

#include <string>

#include <boost/json/object.hpp>

#include "assistant/model.h"
#include "core/page.h"

namespace xj::assistant {

boost::json::object conversation_json(const Conversation& c);
boost::json::object conversations_json(const core::Paged<Conversation>& page);
boost::json::object message_json(const Message& m);
boost::json::object record_json(const Conversation& c, const std::vector<Message>& messages);

// The stream's first event: which conversation (a new one is named now), the question's and the answer's ids.
boost::json::object meta_json(const Conversation& c, const Message& question, const Message& answer);
// Its last: how the answer ended, with its sources.
boost::json::object done_json(const std::string& answer_sign, const AnswerRecord& answer);

}  // namespace xj::assistant
