#include "assistant/model_engine.h"

#include <cstdlib>

#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include "assistant/chat_stream.h"
#include "core/http_client.h"

namespace xj::assistant {

namespace json = boost::json;

namespace {

constexpr int kToolRounds = 4;  // calls to the model for one answer (tool results go back each time)
constexpr std::string_view kSystemPrompt =
    "你是学鲸学习平台的学习助手，用简体中文回答学生、教师和访客的问题。"
    "涉及课程、培训、作业考试、成绩、学习进度、简历、职位、文章资讯和平台使用方法时，先调用工具查询平台数据，"
    "只依据工具返回的内容回答，不要编造课程、职位或数据。提到具体条目时，用 markdown 链接 [名称](路径) "
    "指向工具给出的平台页面路径。查不到或无法回答时直接说明，并告诉用户你能帮什么。回答简洁，多用列表。";

std::string env_or(const char* name, std::string_view fallback) {
    const char* v = std::getenv(name);
    return v && *v ? std::string(v) : std::string(fallback);
}

json::array tools_json() {
    json::array out;
    for (const ToolSpec& spec : tool_specs()) {
        json::object properties;
        json::array required;
        if (spec.keyword)
            properties["keyword"] = json::object{{"type", "string"}, {"description", "检索关键词，可为空"}};
        if (spec.city)
            properties["city"] =
                json::object{{"type", "string"}, {"description", "城市的行政区划代码，如杭州 3301，北京 11"}};
        if (spec.name == "help") {
            properties["topic"] = json::object{
                {"type", "string"},
                {"enum", json::array{"register", "password", "code", "wechat", "apply", "resume", "exam"}}};
            required.emplace_back("topic");
        }
        out.push_back(
            json::object{{"type", "function"},
                         {"function", json::object{{"name", spec.name},
                                                   {"description", spec.description},
                                                   {"parameters", json::object{{"type", "object"},
                                                                               {"properties", std::move(properties)},
                                                                               {"required", std::move(required)}}}}}});
    }
    return out;
}

// What a tool found, for the model to read.
json::object found_json(const Found& f) {
    json::array items;
    for (const Item& i : f.items)
        items.push_back(json::object{{"title", i.title}, {"url", i.url}, {"detail", i.detail}});
    json::object out{{"items", std::move(items)}, {"total", f.total}};
    if (!f.note.empty()) out["note"] = f.note;
    if (!f.more_url.empty()) out["more"] = json::object{{"title", f.more_title}, {"url", f.more_url}};
    return out;
}

std::string string_field(const json::object& o, std::string_view key) {
    const json::value* v = o.if_contains(key);
    return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

ToolArgs args_of(const std::string& arguments) {
    boost::system::error_code ec;
    json::value v = json::parse(arguments.empty() ? "{}" : arguments, ec);
    if (ec || !v.is_object()) throw MalformedStream("tool arguments that are not a JSON object");
    const json::object& o = v.as_object();
    return {string_field(o, "keyword"), string_field(o, "city"), "", string_field(o, "topic")};
}

json::array conversation_of(const std::vector<Message>& history) {
    json::array messages{json::object{{"role", "system"}, {"content", kSystemPrompt}}};
    for (const Message& m : history) {
        if (m.content.empty()) continue;  // an answer that failed before writing anything
        messages.push_back(
            json::object{{"role", m.role == kRoleQuestion ? "user" : "assistant"}, {"content", m.content}});
    }
    return messages;
}

}  // namespace

std::optional<ModelSettings> model_settings_from_env() {
    std::string url = env_or("LLM_URL", "");
    if (url.empty()) return std::nullopt;
    ModelSettings s;
    s.url = url;
    s.key = env_or("LLM_KEY", "");
    s.model = env_or("LLM_MODEL", "gpt-4o-mini");
    if (std::string t = env_or("LLM_TIMEOUT_SECONDS", ""); !t.empty()) {
        int seconds = std::atoi(t.c_str());
        if (seconds > 0) s.timeout = std::chrono::seconds(seconds);
    }
    return s;
}

std::unique_ptr<Engine> make_model_engine(Tools& tools) {
    std::optional<ModelSettings> settings = model_settings_from_env();
    if (!settings) return nullptr;
    spdlog::info("assistant: answers by the chat model {} (LLM_URL)", settings->model);
    return std::make_unique<ModelEngine>(*settings,
                                         [&tools](const Asker& asker, std::string_view tool, const ToolArgs& args) {
                                             return tools.run(asker, tool, args);
                                         });
}

void ModelEngine::answer(const Asker& asker, const std::vector<Message>& history, AnswerWriter& out) {
    json::array messages = conversation_of(history);
    for (int round = 0; round < kToolRounds; ++round) {
        ChatStreamReader reader([&out](std::string_view piece) { return out.text(piece); });
        core::HttpCall call;
        call.method = "POST";
        call.url = settings_.url;
        call.headers = {"Content-Type: application/json", "Accept: text/event-stream"};
        if (!settings_.key.empty()) call.headers.push_back("Authorization: Bearer " + settings_.key);
        call.body = json::serialize(json::object{{"model", settings_.model},
                                                 {"messages", messages},
                                                 {"stream", true},
                                                 {"tools", tools_json()},
                                                 {"tool_choice", "auto"}});
        call.timeout = settings_.timeout;
        call.stall = settings_.stall;
        call.on_body = [&reader](std::string_view bytes) { return reader.feed(bytes); };
        core::HttpAnswer answer;
        try {
            answer = core::http_fetch(call);
        } catch (const core::HttpUnavailable& e) {
            spdlog::warn("assistant: the model could not be reached: {}", e.what());
            throw EngineError(std::string(kModelUnavailable));
        } catch (const MalformedStream& e) {
            spdlog::warn("assistant: the model's stream is malformed: {}", e.what());
            throw EngineError(std::string(kModelMalformed));
        }
        if (answer.stopped || out.stopped()) return;  // the user has gone
        if (answer.status < 200 || answer.status > 299) {
            spdlog::warn("assistant: the model answered HTTP {}: {}", answer.status, answer.body.substr(0, 300));
            throw EngineError(std::string(kModelUnavailable));
        }
        if (!reader.done() && reader.finish_reason().empty()) {
            spdlog::warn("assistant: the model's stream ended early");
            throw EngineError(std::string(kModelUnavailable));
        }
        if (reader.tool_calls().empty()) return;

        json::array calls;
        for (const ToolCall& c : reader.tool_calls()) {
            calls.push_back(json::object{{"id", c.id},
                                         {"type", "function"},
                                         {"function", json::object{{"name", c.name}, {"arguments", c.arguments}}}});
        }
        messages.push_back(
            json::object{{"role", "assistant"},
                         {"content", reader.text().empty() ? json::value(nullptr) : json::value(reader.text())},
                         {"tool_calls", std::move(calls)}});
        for (const ToolCall& c : reader.tool_calls()) {
            json::object result;
            const ToolSpec* spec = find_tool(c.name);
            if (!spec) {
                result = json::object{{"error", "没有这个工具"}};
            } else {
                if (!out.tool(*spec)) return;
                ToolArgs args;
                try {
                    args = args_of(c.arguments);
                } catch (const MalformedStream&) {
                    throw EngineError(std::string(kModelMalformed));
                }
                std::optional<Found> found = tools_(asker, c.name, args);
                if (found) {
                    out.cite(*found);
                    result = found_json(*found);
                }
            }
            messages.push_back(
                json::object{{"role", "tool"}, {"tool_call_id", c.id}, {"content", json::serialize(result)}});
        }
    }
    spdlog::warn("assistant: the model kept calling tools after {} rounds", kToolRounds);
    throw EngineError(std::string(kModelUnavailable));
}

}  // namespace xj::assistant
