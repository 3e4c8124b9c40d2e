// The chat-model engine (assistant/model_engine.h) against a stand-in model on loopback that streams as an
// OpenAI-compatible endpoint does: text deltas, a tool call in pieces and its second round, an HTTP error, a stalled
// stream, a malformed one, and a user who leaves in the middle. And the stream reader on its own, cut anywhere.
#include "assistant/model_engine.h"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <thread>

#include <boost/json.hpp>

#include "assistant/chat_stream.h"

namespace xj::assistant {
namespace {

namespace json = boost::json;

// One scripted answer: the bytes sent after the request was read, then (hang) a wait until the client leaves.
struct Scripted {
    std::string bytes;
    bool hang = false;
};

std::string sse_answer(const std::vector<std::string>& chunks) {
    std::string out = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n";
    for (const std::string& c : chunks) out += "data: " + c + "\n\n";
    return out;
}

std::string text_chunk(const std::string& text) {
    return json::serialize(
        json::object{{"choices", json::array{json::object{{"index", 0}, {"delta", json::object{{"content", text}}}}}}});
}

// A model on 127.0.0.1 answering its script, one connection per call; it keeps the request bodies it read.
class StandInModel {
public:
    explicit StandInModel(std::vector<Scripted> script) : script_(std::move(script)) {
        listener_ = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (::bind(listener_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || ::listen(listener_, 4) != 0)
            throw std::runtime_error("stand-in model: cannot listen");
        socklen_t len = sizeof addr;
        ::getsockname(listener_, reinterpret_cast<sockaddr*>(&addr), &len);
        port_ = ntohs(addr.sin_port);
        thread_ = std::thread([this] { serve(); });
    }
    ~StandInModel() {
        stopping_ = true;
        ::shutdown(listener_, SHUT_RDWR);
        ::close(listener_);
        if (thread_.joinable()) thread_.join();
    }
    std::string url() const { return "http://127.0.0.1:" + std::to_string(port_) + "/v1/chat/completions"; }
    // The requests' headers and bodies, once the engine has returned.
    const std::vector<std::string>& heads() {
        finish();
        return heads_;
    }
    const std::vector<json::value>& bodies() {
        finish();
        return bodies_;
    }

private:
    void finish() {
        stopping_ = true;
        ::shutdown(listener_, SHUT_RDWR);
        if (thread_.joinable()) thread_.join();
    }

    void serve() {
        for (const Scripted& answer : script_) {
            int fd = ::accept(listener_, nullptr, nullptr);
            if (fd < 0) return;
            std::string request;
            char chunk[8192];
            std::size_t head_end = std::string::npos;
            std::size_t length = 0;
            while (head_end == std::string::npos || request.size() < head_end + 4 + length) {
                ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
                if (n <= 0) break;
                request.append(chunk, static_cast<std::size_t>(n));
                if (head_end == std::string::npos && (head_end = request.find("\r\n\r\n")) != std::string::npos) {
                    std::size_t at = request.find("Content-Length: ");
                    if (at != std::string::npos && at < head_end) length = std::stoul(request.substr(at + 16));
                }
            }
            if (head_end != std::string::npos) {
                heads_.push_back(request.substr(0, head_end));
                bodies_.push_back(json::parse(request.substr(head_end + 4)));
            }
            ::send(fd, answer.bytes.data(), answer.bytes.size(), MSG_NOSIGNAL);
            if (answer.hang) {
                while (!stopping_ && ::recv(fd, chunk, sizeof chunk, 0) > 0) {
                }
            }
            ::close(fd);
        }
    }

    std::vector<Scripted> script_;
    int listener_ = -1;
    int port_ = 0;
    std::atomic<bool> stopping_{false};
    std::thread thread_;
    std::vector<std::string> heads_;
    std::vector<json::value> bodies_;
};

ModelSettings settings_for(const StandInModel& model) {
    ModelSettings s;
    s.url = model.url();
    s.key = "test-key";
    s.model = "stand-in-1";
    s.timeout = std::chrono::seconds(10);
    s.stall = std::chrono::seconds(1);
    return s;
}

const Asker kAsker{{7, "u7", "张晓明", {core::Role::kStudent}, 1}, "localhost"};

struct Written {
    std::vector<std::string> events;
    int stop_after = -1;  // the browser goes after this many events
};

AnswerWriter writer_for(Written& w) {
    return AnswerWriter("model", [&w](std::string_view event, const json::value&) {
        w.events.emplace_back(event);
        return w.stop_after < 0 || static_cast<int>(w.events.size()) < w.stop_after;
    });
}

const std::vector<Message> kHistory = {{.role = kRoleQuestion, .content = "有没有Python的课程"}};

TEST(ModelEngine, StreamsTheTextCallsTheToolsAsTheUserAndSendsTheirResultsBack) {
    std::string call =
        R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"search_courses","arguments":""}}]}}]})";
    std::string args1 =
        R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"keyword\":"}}]}}]})";
    std::string args2 =
        R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"Python\"}"}}]},"finish_reason":"tool_calls"}]})";
    StandInModel model(
        {{sse_answer({call, args1, args2, "[DONE]"})},
         {sse_answer({text_chunk("找到 1 门课程："), text_chunk("[Python 入门](/courseDetail/a1)"), "[DONE]"})}});
    std::vector<std::string> asked;
    ModelEngine engine(settings_for(model),
                       [&](const Asker& a, std::string_view tool, const ToolArgs& args) -> std::optional<Found> {
                           EXPECT_EQ(a.user.id, 7);
                           asked.push_back(std::string(tool) + ":" + args.keyword);
                           Found f{.tool = std::string(tool), .kind = "course", .total = 1};
                           f.items.push_back({"Python 入门", "/courseDetail/a1", "主讲 王老师"});
                           return f;
                       });
    Written w;
    AnswerWriter out = writer_for(w);
    engine.answer(kAsker, kHistory, out);

    EXPECT_EQ(out.record().content, "找到 1 门课程：[Python 入门](/courseDetail/a1)");
    EXPECT_EQ(asked, std::vector<std::string>{"search_courses:Python"});
    EXPECT_EQ(out.record().tools, std::vector<std::string>{"search_courses"});
    ASSERT_FALSE(out.record().sources.empty());
    EXPECT_EQ(out.record().sources[0].url, "/courseDetail/a1");
    EXPECT_EQ(w.events, (std::vector<std::string>{"tool", "delta", "delta"}));

    const auto& heads = model.heads();
    ASSERT_EQ(heads.size(), 2U);
    EXPECT_NE(heads[0].find("Authorization: Bearer test-key"), std::string::npos);
    const auto& bodies = model.bodies();
    const json::object& first = bodies[0].as_object();
    EXPECT_EQ(first.at("model").as_string(), "stand-in-1");
    EXPECT_TRUE(first.at("stream").as_bool());
    EXPECT_EQ(first.at("tools").as_array().size(), tool_specs().size());
    EXPECT_EQ(first.at("messages").as_array()[0].at("role").as_string(), "system");
    EXPECT_EQ(first.at("messages").as_array()[1].at("content").as_string(), "有没有Python的课程");
    const json::array& second = bodies[1].as_object().at("messages").as_array();
    EXPECT_EQ(second.at(2).at("tool_calls").as_array()[0].at("function").at("arguments").as_string(),
              R"({"keyword":"Python"})");
    EXPECT_EQ(second.at(3).at("role").as_string(), "tool");
    EXPECT_EQ(second.at(3).at("tool_call_id").as_string(), "call_1");
    EXPECT_NE(std::string(second.at(3).at("content").as_string()).find("/courseDetail/a1"), std::string::npos);
}

TEST(ModelEngine, AnHttpErrorIsSaidPlainly) {
    StandInModel model(
        {{"HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{\"error\":\"bad "
          "key\"}"}});
    ModelEngine engine(settings_for(model), [](auto&&...) { return std::optional<Found>(); });
    Written w;
    AnswerWriter out = writer_for(w);
    try {
        engine.answer(kAsker, kHistory, out);
        FAIL() << "no error";
    } catch (const EngineError& e) {
        EXPECT_EQ(std::string(e.what()), kModelUnavailable);
    }
}

TEST(ModelEngine, AStalledStreamFailsAndKeepsWhatWasWritten) {
    StandInModel model({{sse_answer({text_chunk("我先查一下")}), true}});
    ModelEngine engine(settings_for(model), [](auto&&...) { return std::optional<Found>(); });
    Written w;
    AnswerWriter out = writer_for(w);
    EXPECT_THROW(engine.answer(kAsker, kHistory, out), EngineError);
    EXPECT_EQ(out.record().content, "我先查一下");
}

TEST(ModelEngine, AMalformedStreamIsSaidPlainly) {
    StandInModel model({{sse_answer({text_chunk("好的"), "{not json"})}});
    ModelEngine engine(settings_for(model), [](auto&&...) { return std::optional<Found>(); });
    Written w;
    AnswerWriter out = writer_for(w);
    try {
        engine.answer(kAsker, kHistory, out);
        FAIL() << "no error";
    } catch (const EngineError& e) {
        EXPECT_EQ(std::string(e.what()), kModelMalformed);
    }
    EXPECT_EQ(out.record().content, "好的");
}

TEST(ModelEngine, AStreamCutBeforeItsEndFails) {
    StandInModel model({{sse_answer({text_chunk("一半")})}});
    ModelEngine engine(settings_for(model), [](auto&&...) { return std::optional<Found>(); });
    Written w;
    AnswerWriter out = writer_for(w);
    EXPECT_THROW(engine.answer(kAsker, kHistory, out), EngineError);
}

TEST(ModelEngine, StopsWhenTheUserHasGone) {
    StandInModel model({{sse_answer({text_chunk("一"), text_chunk("二"), text_chunk("三"), "[DONE]"}), true}});
    ModelEngine engine(settings_for(model), [](auto&&...) { return std::optional<Found>(); });
    Written w{.stop_after = 1};
    AnswerWriter out = writer_for(w);
    engine.answer(kAsker, kHistory, out);
    EXPECT_TRUE(out.stopped());
    EXPECT_EQ(w.events.size(), 1U);
}

TEST(ChatStreamReader, PutsTogetherTextAndToolCallsHoweverTheBytesAreCut) {
    std::string stream =
        "data: " + text_chunk("你好") + "\r\n\r\n: keep-alive\n\n" +
        R"(data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"c","function":{"name":"my_","arguments":"{}"}}]}}]})" +
        "\n\n" +
        R"(data: {"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"name":"scores"}}]},"finish_reason":"tool_calls"}]})" +
        "\n\ndata: [DONE]\n\n";
    for (std::size_t cut = 1; cut < 40; ++cut) {
        std::string text;
        ChatStreamReader reader([&](std::string_view piece) {
            text += piece;
            return true;
        });
        for (std::size_t at = 0; at < stream.size(); at += cut) reader.feed(std::string_view(stream).substr(at, cut));
        EXPECT_EQ(text, "你好");
        ASSERT_EQ(reader.tool_calls().size(), 1U);
        EXPECT_EQ(reader.tool_calls()[0].name, "my_scores");
        EXPECT_EQ(reader.tool_calls()[0].id, "c");
        EXPECT_EQ(reader.finish_reason(), "tool_calls");
        EXPECT_TRUE(reader.done());
    }
}

TEST(ChatStreamReader, RefusesWhatIsNotAChunk) {
    ChatStreamReader reader([](std::string_view) { return true; });
    EXPECT_THROW(reader.feed("data: [1,2]\n"), MalformedStream);
    ChatStreamReader index([](std::string_view) { return true; });
    EXPECT_THROW(index.feed(R"(data: {"choices":[{"delta":{"tool_calls":[{"index":99}]}}]})"
                            "\n"),
                 MalformedStream);
}

}  // namespace
}  // namespace xj::assistant
