// The learning assistant (issue 19, docs/assistant.md): a signed-in user's conversations, and their answers
// streamed while an engine writes them — the built-in rules by default, a chat model when one is configured.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_set>
#include <vector>

#include <boost/asio/thread_pool.hpp>

#include "assistant/builtin_engine.h"
#include "assistant/engine.h"
#include "assistant/model.h"
#include "assistant/store.h"
#include "assistant/tools.h"
#include "core/body_stream.h"
#include "core/clock.h"
#include "core/page.h"
#include "db/db.h"

namespace xj::assistant {

// The limits of docs/assistant.md "Limits".
inline constexpr std::size_t kQuestionMaxChars = 500;
inline constexpr std::size_t kNameMaxChars = 30;
inline constexpr std::size_t kDefaultNameChars = 20;   // a new conversation is named after its first question
inline constexpr std::int64_t kAnswersPerMinute = 10;  // answers, retries included
inline constexpr std::int64_t kAnswersPerDay = 200;

// A user's answers a minute and a day: the defaults above, or XJ_ASSISTANT_PER_MINUTE / XJ_ASSISTANT_PER_DAY (a
// school that wants more, the benchmark).
struct AnswerLimits {
    std::int64_t per_minute = kAnswersPerMinute;
    std::int64_t per_day = kAnswersPerDay;
};
AnswerLimits answer_limits_from_env();
inline constexpr std::int64_t kConversationsMax = 200;
inline constexpr int kAnswersAtOnce = 64;         // answers being written at one time, all users together
inline constexpr std::size_t kHistoryTurns = 20;  // earlier messages an engine sees

struct SendInput {
    std::string content;
    std::string conversation_sign;  // empty: a new conversation
    bool retry = false;             // answer the conversation's last question again (the earlier answer stays)
};

struct ConversationRecord {
    Conversation conversation;
    std::vector<Message> messages;
};

class AssistantService {
public:
    // `model`: the chat model's engine when one is configured, else null (the built-in assistant answers).
    AssistantService(db::Database& db, const core::Clock& clock, Tools& tools, std::unique_ptr<Engine> model = nullptr,
                     AnswerLimits limits = {});
    ~AssistantService();
    // Refuses new questions and waits for the answers being written (before the server and the database go).
    void stop();
    AssistantService(const AssistantService&) = delete;
    AssistantService& operator=(const AssistantService&) = delete;

    std::string_view engine_name() const { return engine().name(); }

    core::Paged<Conversation> conversations(const core::AuthUser& user, const core::Page& page);
    ConversationRecord record(const core::AuthUser& user, const std::string& sign);
    Conversation rename(const core::AuthUser& user, const std::string& sign, const std::string& name);
    void remove(const core::AuthUser& user, const std::string& sign);

    // Checks and keeps the question, then answers it on the assistant's threads: the stream carries the events
    // of docs/assistant.md "The answer stream" (meta, tool, delta, done or error). Throws ApiError before
    // anything is kept.
    core::BodyStreamPtr send(const Asker& asker, const SendInput& input);
    // The same, answered here and now (demo data, tests): the answer as it was kept.
    Message ask_now(const Asker& asker, const SendInput& input);

    // The jobs answers suggested to the user, the latest first (jobsFromChat).
    std::vector<std::string> suggested_job_signs(const core::AuthUser& user, int limit);

private:
    struct Turn {
        Conversation conversation;
        Message question;
        Message answer;  // status kWriting
        std::vector<Message> history;
    };
    Engine& engine() const { return model_ ? *model_ : static_cast<Engine&>(*builtin_); }
    Turn begin_turn(const Asker& asker, const SendInput& input);
    // One answer at a time per user (a second tab waits): false when the user has one being written.
    bool claim(std::int64_t user_id);
    void release(std::int64_t user_id);
    AnswerRecord write_answer(const Asker& asker, const Turn& turn, const AnswerWriter::Send& send);
    void keep_answer(const Asker& asker, const Turn& turn, const AnswerRecord& answer);

    db::Database& db_;
    const core::Clock& clock_;
    AnswerLimits limits_;
    AssistantStore store_;
    std::unique_ptr<BuiltinEngine> builtin_;
    std::unique_ptr<Engine> model_;
    std::atomic<int> writing_{0};
    std::atomic<bool> stopping_{false};
    std::mutex users_mutex_;
    std::unordered_set<std::int64_t> users_writing_;
    boost::asio::thread_pool pool_;
};

}  // namespace xj::assistant
