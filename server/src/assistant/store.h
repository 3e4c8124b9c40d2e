// The assistant's SQL, and only SQL: conversations, messages and suggested jobs (migration 0028). Every call is
// scoped by the owner's user id where a user names a row: another user's sign finds nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "assistant/model.h"
#include "core/page.h"
#include "db/db.h"

namespace xj::assistant {

class AssistantStore {
public:
    Conversation insert_conversation(db::Conn& conn, std::int64_t user_id, const std::string& name,
                                     std::int64_t now) const;
    std::optional<Conversation> find(db::Conn& conn, std::int64_t user_id, const std::string& sign) const;
    // Newest first (the last message's time).
    core::Paged<Conversation> list(db::Conn& conn, std::int64_t user_id, const core::Page& page) const;
    std::int64_t count(db::Conn& conn, std::int64_t user_id) const;
    bool rename(db::Conn& conn, std::int64_t user_id, const std::string& sign, const std::string& name) const;
    bool remove(db::Conn& conn, std::int64_t user_id, const std::string& sign) const;
    void touch(db::Conn& conn, std::int64_t conversation_id, std::int64_t now) const;

    // In the order they were written.
    std::vector<Message> messages(db::Conn& conn, std::int64_t conversation_id) const;
    // The last `limit` of them, in the order they were written (what an engine reads of a long conversation).
    std::vector<Message> recent_messages(db::Conn& conn, std::int64_t conversation_id, int limit) const;
    std::optional<Message> last(db::Conn& conn, std::int64_t conversation_id) const;
    std::optional<Message> last_question(db::Conn& conn, std::int64_t conversation_id) const;
    Message insert_message(db::Conn& conn, std::int64_t conversation_id, std::int64_t user_id, const Message& m) const;
    // False when the answer's row is gone (its conversation was deleted while it was written).
    bool finish_answer(db::Conn& conn, std::int64_t message_id, const AnswerRecord& answer) const;
    // Answers written for the user since `since`, retries included (the per-minute and per-day limits).
    std::int64_t answers_since(db::Conn& conn, std::int64_t user_id, std::int64_t since) const;

    void suggest_jobs(db::Conn& conn, std::int64_t user_id, std::int64_t message_id,
                      const std::vector<std::int64_t>& job_ids, std::int64_t now) const;
    // The signs of the jobs suggested to the user that are still listed, the latest first (reads employment's job
    // table).
    std::vector<std::string> suggested_job_signs(db::Conn& conn, std::int64_t user_id, int limit) const;
};

}  // namespace xj::assistant
