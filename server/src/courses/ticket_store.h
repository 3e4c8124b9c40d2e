// The SQL of download tickets, and only SQL (migration 0034, docs/uploads.md "File download"): a ticket's hash with
// its data file and user until it expires.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "db/db.h"

namespace xj::courses {

class TicketStore {
public:
    void insert(db::Conn& conn, const std::string& token_hash, std::int64_t file_id, std::int64_t user_id,
                std::int64_t expires_at) const;
    // The sign of the ticket's data file while the ticket has not expired at now.
    std::optional<std::string> file_of(db::Conn& conn, const std::string& token_hash, std::int64_t now) const;
    // Removes the tickets expired before now.
    void sweep(db::Conn& conn, std::int64_t now) const;
};

}  // namespace xj::courses
