// The learning assistant's records (docs/assistant.md): conversations, their messages, what an answer cites.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace xj::assistant {

inline constexpr int kRoleQuestion = 1;
inline constexpr int kRoleAnswer = 2;

// An answer's status.
inline constexpr int kWriting = 0;
inline constexpr int kDone = 1;
inline constexpr int kStopped = 2;
inline constexpr int kFailed = 3;

// A page of the platform an answer used: kind course, training, job, exam, score, article, news, resume, help…
struct Source {
    std::string kind;
    std::string title;
    std::string url;
};

struct Conversation {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t user_id = 0;
    std::string name;
    std::int64_t created_at = 0;
    std::int64_t updated_at = 0;
};

struct Message {
    std::int64_t id = 0;
    std::string sign;
    int role = kRoleQuestion;
    std::string content;
    int status = kDone;
    std::string error;
    std::string engine;
    std::vector<std::string> tools;
    std::vector<Source> sources;
    std::int64_t created_at = 0;
};

// A finished (or cut short) answer, as it is kept.
struct AnswerRecord {
    std::string content;
    int status = kDone;
    std::string error;
    std::string engine;
    std::vector<std::string> tools;
    std::vector<Source> sources;
    std::vector<std::int64_t> job_ids;  // jobs it suggested (jobsFromChat)
};

}  // namespace xj::assistant
