#include "assistant/json.h"

#include <boost/json.hpp>

#include "core/time_format.h"

namespace xj::assistant {

namespace json = boost::json;

namespace {

std::string_view status_name(int status) {
    switch (status) {
        case kWriting:
            return "writing";
        case kStopped:
            return "stopped";
        case kFailed:
            return "failed";
        default:
            return "done";
    }
}

json::array sources_json(const std::vector<Source>& sources) {
    json::array out;
    for (const Source& s : sources) out.push_back(json::object{{"kind", s.kind}, {"title", s.title}, {"url", s.url}});
    return out;
}

json::array texts_json(const std::vector<std::string>& texts) {
    json::array out;
    for (const std::string& t : texts) out.emplace_back(t);
    return out;
}

}  // namespace

json::object conversation_json(const Conversation& c) {
    return {{"conversationId", c.sign},
            {"conversationName", c.name},
            {"createTime", core::iso_time(c.created_at)},
            {"updateTime", core::iso_time(c.updated_at)}};
}

json::object conversations_json(const core::Paged<Conversation>& page) {
    json::array list;
    for (const Conversation& c : page.list) list.push_back(conversation_json(c));
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object message_json(const Message& m) {
    return {{"messageId", m.sign},
            {"role", m.role == kRoleQuestion ? "user" : "assistant"},
            {"content", m.content},
            {"status", status_name(m.status)},
            {"error", m.error},
            {"engine", m.engine},
            {"tools", texts_json(m.tools)},
            {"sources", sources_json(m.sources)},
            {"createTime", core::iso_time(m.created_at)}};
}

json::object record_json(const Conversation& c, const std::vector<Message>& messages) {
    json::array list;
    for (const Message& m : messages) list.push_back(message_json(m));
    json::object out = conversation_json(c);
    out["messages"] = std::move(list);
    return out;
}

json::object meta_json(const Conversation& c, const Message& question, const Message& answer) {
    json::object out = conversation_json(c);
    out["questionId"] = question.sign;
    out["answerId"] = answer.sign;
    out["engine"] = answer.engine;
    return out;
}

json::object done_json(const std::string& answer_sign, const AnswerRecord& answer) {
    return {{"answerId", answer_sign},
            {"status", status_name(answer.status)},
            {"error", answer.error},
            {"tools", texts_json(answer.tools)},
            {"sources", sources_json(answer.sources)}};
}

}  // namespace xj::assistant
