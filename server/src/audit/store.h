// The audit domain's SQL, and only SQL: rows are inserted and read, never changed (the table refuses it).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "audit/model.h"
#include "db/db.h"

namespace xj::audit {

struct Actor {
    std::int64_t id = 0;
    std::string name;
    std::string role;
    std::string ip;
};

class AuditStore {
public:
    void insert(db::Conn& conn, const Actor& actor, const Action& action, std::int64_t now) const;
    // Newest first.
    std::vector<Row> search(db::Conn& conn, const Filter& filter, std::int64_t limit, std::int64_t offset) const;
    std::int64_t count(db::Conn& conn, const Filter& filter) const;
};

}  // namespace xj::audit
