// The audit domain's types: one console action as it is written, as it is read back, and the filters of its list.
// No JSON, no SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace xj::audit {

// What a domain records about one admin or school-admin action, in the transaction of the change.
struct Action {
    std::optional<std::int64_t> school_id;  // the school the action concerns; nullopt: the platform
    std::string action;                     // one of actions.h, e.g. "user.disable"
    std::string target;                     // what was acted on, e.g. "user:u1a2b3 张晓明"
    std::string summary;                    // one Chinese sentence
    std::string before;                     // the target's state as JSON text, "" when there was none
    std::string after;
};

struct Row {
    std::int64_t id = 0;
    std::int64_t created_at = 0;
    std::string actor_name;
    std::string actor_role;  // "admin" or "schoolAdmin"
    std::string school_sign;
    std::string school_name;
    std::string action;
    std::string target;
    std::string summary;
    std::string before;
    std::string after;
    std::string ip;
};

struct Filter {
    std::string actor;                      // contained in the actor's name; "" for any
    std::string action;                     // "" for any
    std::string school_sign;                // "" for any
    std::optional<std::int64_t> school_id;  // nullopt for any (a school admin's own school)
    std::optional<std::int64_t> from;       // epoch seconds, inclusive
    std::optional<std::int64_t> until;      // epoch seconds, exclusive
};

}  // namespace xj::audit
