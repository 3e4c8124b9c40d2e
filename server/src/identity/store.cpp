#include "identity/store.h"

namespace xj::identity {

namespace {

#define XJ_SELECT_CLAIM                                                                                      \
    "SELECT c.id, c.user_id, c.type, c.school_id, c.real_name, c.number, c.status, c.reason, c.created_at, " \
    "c.photo_id "                                                                                            \
    "FROM identity_claim c "
constexpr std::string_view kLatestClaim = XJ_SELECT_CLAIM "WHERE c.user_id = :user_id ORDER BY c.id DESC LIMIT 1";
constexpr std::string_view kFindClaim = XJ_SELECT_CLAIM "WHERE c.id = :id";
constexpr std::string_view kUserClaims = XJ_SELECT_CLAIM "WHERE c.user_id = :user_id ORDER BY c.id DESC LIMIT :limit";
constexpr std::string_view kListClaims = XJ_SELECT_CLAIM
    "WHERE c.school_id = :school_id AND c.status = :status ORDER BY c.id DESC LIMIT :limit OFFSET :offset";
#undef XJ_SELECT_CLAIM
constexpr std::string_view kCountClaims =
    "SELECT COUNT(*) AS n FROM identity_claim WHERE school_id = :school_id AND status = :status";
constexpr std::string_view kInsertClaim =
    "INSERT INTO identity_claim (user_id, type, school_id, real_name, number, status, created_at, photo_id) "
    "VALUES (:user_id, :type, :school_id, :real_name, :number, :status, :now, :photo_id) RETURNING id";
constexpr std::string_view kInsertDecidedClaim =
    "INSERT INTO identity_claim (user_id, type, school_id, real_name, number, status, created_at, decided_at, "
    "photo_id) VALUES (:user_id, :type, :school_id, :real_name, :number, :status, :now, :now, :photo_id)";
constexpr std::string_view kSelectPending = "SELECT id FROM identity_claim WHERE user_id = :user_id AND status = 1";
constexpr std::string_view kDecideClaim =
    "UPDATE identity_claim SET status = :status, reviewer_id = :reviewer_id, reason = :reason, decided_at = :now "
    "WHERE id = :id AND status = 1";
constexpr std::string_view kRosterMatch =
    "SELECT id FROM school_roster WHERE school_id = :school_id AND kind = :kind AND number = :number AND name = :name";
constexpr std::string_view kRosterFind =
    "SELECT id FROM school_roster WHERE school_id = :school_id AND kind = :kind AND number = :number";
constexpr std::string_view kRosterInsert =
    "INSERT INTO school_roster (school_id, kind, number, name) VALUES (:school_id, :kind, :number, :name) "
    "ON CONFLICT (school_id, kind, number) DO UPDATE SET name = excluded.name";
constexpr std::string_view kRosterUpdate = "UPDATE school_roster SET name = :name WHERE id = :id";
constexpr std::string_view kListRoster =
    "SELECT kind, number, name FROM school_roster WHERE school_id = :school_id AND kind = :kind "
    "ORDER BY number LIMIT :limit OFFSET :offset";
constexpr std::string_view kCountRoster =
    "SELECT COUNT(*) AS n FROM school_roster WHERE school_id = :school_id AND kind = :kind";
constexpr std::string_view kNumberApproved =
    "SELECT id FROM identity_claim WHERE school_id = :school_id AND type = :type AND number = :number AND status = 2 "
    "AND id <> :id";
constexpr std::string_view kAnyRoster = "SELECT id FROM school_roster LIMIT 1";

Claim claim_from(const db::Row& r) {
    return Claim{r.integer("id"),
                 r.integer("user_id"),
                 static_cast<int>(r.integer("type")),
                 r.integer("school_id"),
                 "",
                 "",
                 r.text("real_name"),
                 r.text("number"),
                 static_cast<int>(r.integer("status")),
                 r.text("reason"),
                 r.integer("created_at"),
                 r.opt_integer("photo_id")};
}

std::int64_t offset_of(const Page& page) { return static_cast<std::int64_t>(page.page - 1) * page.size; }

// The parameters of kInsertClaim and kInsertDecidedClaim.
db::Params claim_params(const Claim& c, std::int64_t now) {
    return {{"user_id", c.user_id},
            {"type", static_cast<std::int64_t>(c.type)},
            {"school_id", c.school_id},
            {"real_name", c.real_name},
            {"number", c.number},
            {"status", static_cast<std::int64_t>(c.status)},
            {"now", now},
            {"photo_id", db::nullable(c.photo_id)}};
}

}  // namespace

std::optional<Claim> IdentityStore::latest_claim(db::Conn& conn, std::int64_t user_id) const {
    auto row = conn.query_one(kLatestClaim, {{"user_id", user_id}});
    if (!row) return std::nullopt;
    return claim_from(*row);
}

std::vector<Claim> IdentityStore::user_claims(db::Conn& conn, std::int64_t user_id, std::int64_t limit) const {
    std::vector<Claim> out;
    for (const auto& row : conn.query(kUserClaims, {{"user_id", user_id}, {"limit", limit}}))
        out.push_back(claim_from(row));
    return out;
}

std::optional<Claim> IdentityStore::find_claim(db::Conn& conn, std::int64_t id) const {
    auto row = conn.query_one(kFindClaim, {{"id", id}});
    if (!row) return std::nullopt;
    return claim_from(*row);
}

std::optional<std::int64_t> IdentityStore::insert_claim(db::Conn& conn, const Claim& c, std::int64_t now) const {
    if (c.status == kStatusPending && conn.query_one(kSelectPending, {{"user_id", c.user_id}})) return std::nullopt;
    auto row = conn.query_one(kInsertClaim, claim_params(c, now));
    return row->integer("id");
}

void IdentityStore::insert_decided_claim(db::Conn& conn, const Claim& c, std::int64_t now) const {
    conn.exec(kInsertDecidedClaim, claim_params(c, now));
}

bool IdentityStore::decide_claim(db::Conn& conn, std::int64_t id, int status, std::int64_t reviewer_id,
                                 std::string_view reason, std::int64_t now) const {
    return conn.exec(kDecideClaim, {{"status", static_cast<std::int64_t>(status)},
                                    {"reviewer_id", reviewer_id},
                                    {"reason", std::string(reason)},
                                    {"now", now},
                                    {"id", id}}) > 0;
}

Paged<Claim> IdentityStore::list_claims(db::Conn& conn, std::int64_t school_id, int status, const Page& page) const {
    Paged<Claim> out;
    db::Params where{{"school_id", school_id}, {"status", static_cast<std::int64_t>(status)}};
    out.total = conn.query_one(kCountClaims, where)->integer("n");
    where.push_back({"limit", static_cast<std::int64_t>(page.size)});
    where.push_back({"offset", offset_of(page)});
    for (const auto& r : conn.query(kListClaims, where)) out.list.push_back(claim_from(r));
    return out;
}

bool IdentityStore::roster_matches(db::Conn& conn, std::int64_t school_id, std::string_view kind,
                                   std::string_view number, std::string_view name) const {
    return conn
        .query_one(kRosterMatch, {{"school_id", school_id},
                                  {"kind", std::string(kind)},
                                  {"number", std::string(number)},
                                  {"name", std::string(name)}})
        .has_value();
}

bool IdentityStore::upsert_roster(db::Conn& conn, std::int64_t school_id, const RosterEntry& e) const {
    auto existing = conn.query_one(kRosterFind, {{"school_id", school_id}, {"kind", e.kind}, {"number", e.number}});
    if (existing) {
        conn.exec(kRosterUpdate, {{"name", e.name}, {"id", existing->integer("id")}});
        return false;
    }
    conn.exec(kRosterInsert, {{"school_id", school_id}, {"kind", e.kind}, {"number", e.number}, {"name", e.name}});
    return true;
}

Paged<RosterEntry> IdentityStore::list_roster(db::Conn& conn, std::int64_t school_id, std::string_view kind,
                                              const Page& page) const {
    Paged<RosterEntry> out;
    db::Params where{{"school_id", school_id}, {"kind", std::string(kind)}};
    out.total = conn.query_one(kCountRoster, where)->integer("n");
    where.push_back({"limit", static_cast<std::int64_t>(page.size)});
    where.push_back({"offset", offset_of(page)});
    for (const auto& r : conn.query(kListRoster, where))
        out.list.push_back({r.text("kind"), r.text("number"), r.text("name")});
    return out;
}

bool IdentityStore::number_approved_by_other(db::Conn& conn, const Claim& claim) const {
    return conn
        .query_one(kNumberApproved, {{"school_id", claim.school_id},
                                     {"type", static_cast<std::int64_t>(claim.type)},
                                     {"number", claim.number},
                                     {"id", claim.id}})
        .has_value();
}

bool IdentityStore::any_roster(db::Conn& conn) const { return conn.query_one(kAnyRoster).has_value(); }

}  // namespace xj::identity
