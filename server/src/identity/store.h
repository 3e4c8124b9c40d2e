// The identity domain's SQL for claims and rosters, and only SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "db/db.h"
#include "identity/model.h"

namespace xj::identity {

class IdentityStore {
public:
    // The user's latest claim (school_sign and school_name are left empty: the site domain owns schools).
    std::optional<Claim> latest_claim(db::Conn& conn, std::int64_t user_id) const;
    // The user's claims, newest first.
    std::vector<Claim> user_claims(db::Conn& conn, std::int64_t user_id, std::int64_t limit) const;
    std::optional<Claim> find_claim(db::Conn& conn, std::int64_t id) const;
    // nullopt for a pending claim of a user who has one already (index identity_claim_one_pending keeps it so
    // when two submissions race: the loser's transaction fails with a unique violation).
    std::optional<std::int64_t> insert_claim(db::Conn& conn, const Claim& claim, std::int64_t now) const;
    // A claim decided as it is written (demo data): created and decided at `now`, no reviewer, no reason.
    void insert_decided_claim(db::Conn& conn, const Claim& claim, std::int64_t now) const;
    // Decides a pending claim; false when it was already decided (nothing written).
    bool decide_claim(db::Conn& conn, std::int64_t id, int status, std::int64_t reviewer_id, std::string_view reason,
                      std::int64_t now) const;
    // A school's claims of one status, newest first (index identity_claim_school).
    Paged<Claim> list_claims(db::Conn& conn, std::int64_t school_id, int status, const Page& page) const;

    bool roster_matches(db::Conn& conn, std::int64_t school_id, std::string_view kind, std::string_view number,
                        std::string_view name) const;
    // true when the row is new, false when an existing one was updated.
    bool upsert_roster(db::Conn& conn, std::int64_t school_id, const RosterEntry& entry) const;
    Paged<RosterEntry> list_roster(db::Conn& conn, std::int64_t school_id, std::string_view kind,
                                   const Page& page) const;
    // Another claim of this school, type and number is approved (index identity_claim_one_approved).
    bool number_approved_by_other(db::Conn& conn, const Claim& claim) const;
    bool any_roster(db::Conn& conn) const;
};

}  // namespace xj::identity
