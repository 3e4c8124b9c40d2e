// The external systems domain's SQL, and only SQL (migration 0033): tables external_system (a school's configured
// systems) and external_token_use (the tokens verified once, kept until they expire).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"
#include "external/model.h"

namespace xj::external {

class SystemStore {
public:
    // The school's saved systems.
    std::vector<SystemConfig> of_school(db::Conn& conn, std::int64_t school_id) const;
    std::optional<SystemConfig> find(db::Conn& conn, std::int64_t school_id, std::string_view system) const;
    // Inserts or updates the school's system (the secret is kept on update; `secret` is used for a new row).
    void save(db::Conn& conn, std::int64_t school_id, const SystemForm& f, const std::string& secret,
              std::int64_t now) const;
    bool set_secret(db::Conn& conn, std::int64_t school_id, std::string_view system, const std::string& secret,
                    std::int64_t now) const;
    bool remove(db::Conn& conn, std::int64_t school_id, std::string_view system) const;

    // Records the token's jti; false when it was recorded before (the token was verified already).
    bool use_token(db::Conn& conn, const std::string& jti, std::int64_t expires_at) const;
    // Forgets the jtis of tokens expired before now.
    void sweep_tokens(db::Conn& conn, std::int64_t now) const;
};

}  // namespace xj::external
