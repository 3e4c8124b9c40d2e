#include "assistant/service.h"

#include <cstdlib>

#include <spdlog/spdlog.h>
#include <boost/asio/post.hpp>
#include <boost/json.hpp>

#include "assistant/json.h"
#include "core/api_error.h"
#include "core/response.h"
#include "core/text.h"

namespace xj::assistant {

namespace json = boost::json;
using core::ApiCode;
using core::ApiError;

namespace {

constexpr std::int64_t kMinute = 60;
constexpr std::int64_t kDay = 24 * 3600;
constexpr int kAssistantThreads = 4;
constexpr std::string_view kMsgNoConversation = "对话不存在或已删除";
constexpr std::string_view kMsgTooFast = "提问太频繁，请稍后再试";
constexpr std::string_view kMsgDayUsed = "今天的提问次数已用完，明天再来吧";
constexpr std::string_view kMsgBusy = "助手正忙，请稍后再试";
constexpr std::string_view kMsgStillWriting = "上一个回答还在生成，请稍候";
constexpr std::string_view kMsgNothingToRetry = "没有可以重新回答的问题";
constexpr std::string_view kMsgAnswerFailed = "回答出错了，请重试";

std::string conversations_full() {
    return "对话数量已达上限（" + std::to_string(kConversationsMax) + " 个），请先删除不需要的对话";
}

}  // namespace

AnswerLimits answer_limits_from_env() {
    AnswerLimits limits;
    auto read = [](const char* name, std::int64_t fallback) {
        const char* v = std::getenv(name);
        std::int64_t n = v ? std::atoll(v) : 0;
        return n > 0 ? n : fallback;
    };
    limits.per_minute = read("XJ_ASSISTANT_PER_MINUTE", kAnswersPerMinute);
    limits.per_day = read("XJ_ASSISTANT_PER_DAY", kAnswersPerDay);
    return limits;
}

AssistantService::AssistantService(db::Database& db, const core::Clock& clock, Tools& tools,
                                   std::unique_ptr<Engine> model, AnswerLimits limits)
    : db_(db),
      clock_(clock),
      limits_(limits),
      builtin_(std::make_unique<BuiltinEngine>(tools, region_city_names())),
      model_(std::move(model)),
      pool_(kAssistantThreads) {}

AssistantService::~AssistantService() { stop(); }

void AssistantService::stop() {
    stopping_ = true;
    pool_.join();
}

bool AssistantService::claim(std::int64_t user_id) {
    std::lock_guard lock(users_mutex_);
    return users_writing_.insert(user_id).second;
}

void AssistantService::release(std::int64_t user_id) {
    std::lock_guard lock(users_mutex_);
    users_writing_.erase(user_id);
}

core::Paged<Conversation> AssistantService::conversations(const core::AuthUser& user, const core::Page& page) {
    return db_.with_conn([&](db::Conn& conn) { return store_.list(conn, user.id, page); });
}

ConversationRecord AssistantService::record(const core::AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& conn) {
        auto conversation = store_.find(conn, user.id, sign);
        if (!conversation) throw ApiError(ApiCode::kNotFound, std::string(kMsgNoConversation));
        return ConversationRecord{*conversation, store_.messages(conn, conversation->id)};
    });
}

Conversation AssistantService::rename(const core::AuthUser& user, const std::string& sign, const std::string& name) {
    return db_.with_tx([&](db::Conn& conn) {
        if (!store_.rename(conn, user.id, sign, name))
            throw ApiError(ApiCode::kNotFound, std::string(kMsgNoConversation));
        return *store_.find(conn, user.id, sign);
    });
}

void AssistantService::remove(const core::AuthUser& user, const std::string& sign) {
    db_.with_tx([&](db::Conn& conn) {
        if (!store_.remove(conn, user.id, sign)) throw ApiError(ApiCode::kNotFound, std::string(kMsgNoConversation));
    });
}

std::vector<std::string> AssistantService::suggested_job_signs(const core::AuthUser& user, int limit) {
    return db_.with_conn([&](db::Conn& conn) { return store_.suggested_job_signs(conn, user.id, limit); });
}

// In one transaction: the limits, the conversation (found or made), the question (kept, or the last one again for a
// retry: its earlier answer stays, stopped or failed as it was) and the answer's row, being written.
AssistantService::Turn AssistantService::begin_turn(const Asker& asker, const SendInput& input) {
    std::int64_t now = clock_.now_seconds();
    std::int64_t user = asker.user.id;
    return db_.with_tx([&](db::Conn& conn) {
        if (store_.answers_since(conn, user, now - kMinute) >= limits_.per_minute)
            throw ApiError(ApiCode::kTooManyRequests, std::string(kMsgTooFast));
        if (store_.answers_since(conn, user, now - kDay) >= limits_.per_day)
            throw ApiError(ApiCode::kTooManyRequests, std::string(kMsgDayUsed));
        Turn turn;
        if (!input.conversation_sign.empty()) {
            auto found = store_.find(conn, user, input.conversation_sign);
            if (!found) throw ApiError(ApiCode::kNotFound, std::string(kMsgNoConversation));
            turn.conversation = *found;
        } else {
            if (input.retry) throw ApiError::invalid("conversationId", std::string(kMsgNothingToRetry));
            if (store_.count(conn, user) >= kConversationsMax) throw ApiError::business(conversations_full());
            turn.conversation = store_.insert_conversation(
                conn, user, core::text::first_code_points(input.content, kDefaultNameChars), now);
        }
        if (input.retry) {
            auto question = store_.last_question(conn, turn.conversation.id);
            if (!question) throw ApiError::invalid("conversationId", std::string(kMsgNothingToRetry));
            turn.question = *question;
        } else {
            Message question{.role = kRoleQuestion, .content = input.content, .status = kDone, .created_at = now};
            turn.question = store_.insert_message(conn, turn.conversation.id, user, question);
        }
        Message answer{
            .role = kRoleAnswer, .status = kWriting, .engine = std::string(engine().name()), .created_at = now};
        turn.answer = store_.insert_message(conn, turn.conversation.id, user, answer);
        store_.touch(conn, turn.conversation.id, now);
        turn.conversation.updated_at = now;
        turn.history = store_.recent_messages(conn, turn.conversation.id, static_cast<int>(kHistoryTurns) + 1);
        turn.history.pop_back();  // the answer being written
        return turn;
    });
}

AnswerRecord AssistantService::write_answer(const Asker& asker, const Turn& turn, const AnswerWriter::Send& send) {
    Engine& answering = engine();
    AnswerWriter writer(std::string(answering.name()), send);
    try {
        answering.answer(asker, turn.history, writer);
        writer.record().status = writer.stopped() ? kStopped : kDone;
    } catch (const EngineError& e) {
        writer.record().status = kFailed;
        writer.record().error = e.what();
    } catch (const std::exception& e) {
        spdlog::error("assistant: answer {} failed: {}", turn.answer.sign, e.what());
        writer.record().status = kFailed;
        writer.record().error = std::string(kMsgAnswerFailed);
    }
    return writer.record();
}

void AssistantService::keep_answer(const Asker& asker, const Turn& turn, const AnswerRecord& answer) {
    std::int64_t now = clock_.now_seconds();
    db_.with_tx([&](db::Conn& conn) {
        if (!store_.finish_answer(conn, turn.answer.id, answer)) return;  // the conversation was deleted meanwhile
        if (answer.status == kDone && !answer.job_ids.empty())
            store_.suggest_jobs(conn, asker.user.id, turn.answer.id, answer.job_ids, now);
        store_.touch(conn, turn.conversation.id, now);
    });
}

core::BodyStreamPtr AssistantService::send(const Asker& asker, const SendInput& input) {
    if (stopping_) throw ApiError(ApiCode::kBusy, std::string(kMsgBusy));
    std::int64_t user = asker.user.id;
    if (!claim(user)) throw ApiError::business(std::string(kMsgStillWriting));
    // Released by the answer's task when it ends, or here when the question is refused.
    struct Claim {
        AssistantService& service;
        std::int64_t user;
        bool held = true;
        ~Claim() {
            if (held) {
                service.writing_.fetch_sub(1);
                service.release(user);
            }
        }
    };
    writing_.fetch_add(1);
    Claim held{*this, user};
    if (writing_.load() > kAnswersAtOnce) throw ApiError(ApiCode::kBusy, std::string(kMsgBusy));
    Turn turn = begin_turn(asker, input);
    auto stream = std::make_shared<core::BodyStream>();
    stream->push(core::sse_event("meta", json::serialize(meta_json(turn.conversation, turn.question, turn.answer))));
    boost::asio::post(pool_, [this, asker, turn = std::move(turn), stream] {
        // Destroyed in reverse: the user's claim is released before the stream ends, so the browser that sees the end
        // may ask again at once.
        core::FinishOnExit finish(stream);
        Claim done{*this, asker.user.id};
        try {
            auto send = [&stream](std::string_view event, const json::value& data) {
                return stream->push(core::sse_event(event, json::serialize(data)));
            };
            AnswerRecord answer = write_answer(asker, turn, send);
            keep_answer(asker, turn, answer);
            if (answer.status == kFailed) {
                stream->push(core::sse_event("error", json::serialize(json::object{{"msg", answer.error}})));
            }
            stream->push(core::sse_event("done", json::serialize(done_json(turn.answer.sign, answer))));
        } catch (const std::exception& e) {
            spdlog::error("assistant: answer {} not kept: {}", turn.answer.sign, e.what());
            stream->push(core::sse_event("error", json::serialize(json::object{{"msg", kMsgAnswerFailed}})));
        }
    });
    held.held = false;  // the task holds it now
    return stream;
}

Message AssistantService::ask_now(const Asker& asker, const SendInput& input) {
    if (!claim(asker.user.id)) throw ApiError::business(std::string(kMsgStillWriting));
    struct Release {
        AssistantService& service;
        std::int64_t user;
        ~Release() { service.release(user); }
    } release{*this, asker.user.id};
    Turn turn = begin_turn(asker, input);
    AnswerRecord answer = write_answer(asker, turn, [](std::string_view, const json::value&) { return true; });
    keep_answer(asker, turn, answer);
    return db_.with_conn([&](db::Conn& conn) { return *store_.last(conn, turn.conversation.id); });
}

}  // namespace xj::assistant
