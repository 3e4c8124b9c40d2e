#include "accounts/user_admin_store.h"

#include "accounts/rules.h"
#include "db/in_list.h"
#include "db/like.h"

namespace xj::accounts {

namespace {

constexpr std::string_view kSelect =
    "SELECT u.id, u.sign, u.mobile, u.name, u.sex, u.photo, '' AS password_hash, u.school_id, u.audit_status, "
    "u.disabled, COALESCE(s.sign, '') AS school_sign, COALESCE(s.name, '') AS school_name, u.created_at, "
    "u.last_login_at FROM users u LEFT JOIN school s ON s.id = u.school_id WHERE 1 = 1";
constexpr std::string_view kCount =
    "SELECT COUNT(*) AS n FROM users u LEFT JOIN school s ON s.id = u.school_id WHERE 1 = 1";
constexpr std::string_view kDeleteRoles = "DELETE FROM user_role WHERE user_id = :user_id";
constexpr std::string_view kSetDisabled = "UPDATE users SET disabled = :disabled WHERE id = :id";
constexpr std::string_view kLogins =
    "SELECT created_at, ip, event, detail FROM audit_log WHERE user_id = :user_id "
    "AND event IN ('login_success', 'login_failure') ORDER BY created_at DESC, id DESC LIMIT :limit";
constexpr std::string_view kLiveSessions =
    "SELECT COUNT(*) AS n FROM session WHERE user_id = :user_id AND expires_at > :now";
constexpr std::string_view kInsertLink =
    "INSERT INTO password_reset_link (token_hash, user_id, created_at, expires_at) "
    "VALUES (:token_hash, :user_id, :now, :expires_at)";
constexpr std::string_view kLastLink = "SELECT MAX(created_at) AS at FROM password_reset_link WHERE user_id = :user_id";
constexpr std::string_view kTakeLink =
    "UPDATE password_reset_link SET used_at = :now WHERE token_hash = :token_hash AND used_at IS NULL "
    "AND expires_at > :now RETURNING user_id";

std::string where(const UserFilter& f, db::Params& params) {
    std::string sql;
    if (!f.keyword.empty()) {
        sql += " AND u.name LIKE :like ESCAPE '\\'";
        params.push_back({"like", db::like_contains(f.keyword)});
    }
    if (!f.mobile.empty()) {
        sql += " AND u.mobile = :mobile";
        params.push_back({"mobile", f.mobile});
    }
    if (f.role) {
        sql += " AND EXISTS (SELECT 1 FROM user_role r WHERE r.user_id = u.id AND r.role = :role)";
        params.push_back({"role", std::string(core::role_name(*f.role))});
    }
    if (!f.school_sign.empty()) {
        sql += " AND s.sign = :school_sign";
        params.push_back({"school_sign", f.school_sign});
    }
    if (f.disabled) {
        sql += " AND u.disabled = :disabled";
        params.push_back({"disabled", std::int64_t{*f.disabled ? 1 : 0}});
    }
    return sql;
}

UserSummary summary_from(const db::Row& r) {
    UserSummary s;
    s.user = User{r.integer("id"),
                  r.text("sign"),
                  r.text("mobile"),
                  r.text("name"),
                  static_cast<int>(r.integer("sex")),
                  r.text("photo"),
                  "",
                  r.opt_integer("school_id"),
                  r.text("school_sign"),
                  r.text("school_name"),
                  static_cast<int>(r.integer("audit_status")),
                  r.integer("disabled") != 0,
                  {}};
    s.created_at = r.integer("created_at");
    s.last_login_at = r.opt_integer("last_login_at");
    return s;
}

// " IN (:p0, …)" over ids, bound into params.
std::string bind_ids(const std::vector<std::int64_t>& ids, std::vector<std::string>& names, db::Params& params) {
    std::string list = db::in_list(ids.size(), names);
    for (std::size_t i = 0; i < ids.size(); ++i) params.push_back({names[i], ids[i]});
    return list;
}

}  // namespace

std::vector<UserSummary> UserAdminStore::search(db::Conn& conn, const UserFilter& filter, std::int64_t limit,
                                                std::int64_t offset) const {
    db::Params params;
    std::string sql = std::string(kSelect) + where(filter, params) +
                      " ORDER BY u.created_at DESC, u.id DESC LIMIT :limit OFFSET :offset";
    params.push_back({"limit", limit});
    params.push_back({"offset", offset});
    std::vector<UserSummary> out;
    for (const auto& r : conn.query(sql, params)) out.push_back(summary_from(r));
    return out;
}

std::int64_t UserAdminStore::count(db::Conn& conn, const UserFilter& filter) const {
    db::Params params;
    std::string sql = std::string(kCount) + where(filter, params);
    return conn.query_one(sql, params)->integer("n");
}

std::vector<std::pair<std::int64_t, Role>> UserAdminStore::roles_of(db::Conn& conn,
                                                                    const std::vector<std::int64_t>& ids) const {
    std::vector<std::pair<std::int64_t, Role>> out;
    if (ids.empty()) return out;
    std::vector<std::string> names;
    db::Params params;
    std::string sql = "SELECT user_id, role FROM user_role WHERE user_id IN " + bind_ids(ids, names, params) +
                      " ORDER BY user_id, role";
    for (const auto& r : conn.query(sql, params))
        if (auto role = rules::role_from_name(r.text("role"))) out.emplace_back(r.integer("user_id"), *role);
    return out;
}

std::optional<UserSummary> UserAdminStore::summary(db::Conn& conn, std::int64_t user_id) const {
    auto row = conn.query_one(std::string(kSelect) + " AND u.id = :id", {{"id", user_id}});
    if (!row) return std::nullopt;
    return summary_from(*row);
}

void UserAdminStore::delete_roles(db::Conn& conn, std::int64_t user_id) const {
    conn.exec(kDeleteRoles, {{"user_id", user_id}});
}

void UserAdminStore::set_disabled(db::Conn& conn, std::int64_t user_id, bool disabled) const {
    conn.exec(kSetDisabled, {{"disabled", std::int64_t{disabled ? 1 : 0}}, {"id", user_id}});
}

std::vector<LoginEntry> UserAdminStore::logins(db::Conn& conn, std::int64_t user_id, std::int64_t limit) const {
    std::vector<LoginEntry> out;
    for (const auto& r : conn.query(kLogins, {{"user_id", user_id}, {"limit", limit}}))
        out.push_back({r.integer("created_at"), r.text("ip"), r.text("event") == "login_success", r.text("detail")});
    return out;
}

std::int64_t UserAdminStore::live_sessions(db::Conn& conn, std::int64_t user_id, std::int64_t now) const {
    return conn.query_one(kLiveSessions, {{"user_id", user_id}, {"now", now}})->integer("n");
}

std::vector<std::pair<std::int64_t, std::int64_t>> UserAdminStore::count_by_school(
    db::Conn& conn, const std::vector<std::int64_t>& ids) const {
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    if (ids.empty()) return out;
    std::vector<std::string> names;
    db::Params params;
    std::string sql = "SELECT school_id, COUNT(*) AS n FROM users WHERE school_id IN " + bind_ids(ids, names, params) +
                      " GROUP BY school_id";
    for (const auto& r : conn.query(sql, params)) out.emplace_back(r.integer("school_id"), r.integer("n"));
    return out;
}

void UserAdminStore::insert_reset_link(db::Conn& conn, std::string_view token_hash, std::int64_t user_id,
                                       std::int64_t now, std::int64_t expires_at) const {
    conn.exec(
        kInsertLink,
        {{"token_hash", std::string(token_hash)}, {"user_id", user_id}, {"now", now}, {"expires_at", expires_at}});
}

std::optional<std::int64_t> UserAdminStore::last_reset_link_at(db::Conn& conn, std::int64_t user_id) const {
    auto row = conn.query_one(kLastLink, {{"user_id", user_id}});
    return row ? row->opt_integer("at") : std::nullopt;
}

std::optional<std::int64_t> UserAdminStore::take_reset_link(db::Conn& conn, std::string_view token_hash,
                                                            std::int64_t now) const {
    auto row = conn.query_one(kTakeLink, {{"token_hash", std::string(token_hash)}, {"now", now}});
    return row ? std::optional(row->integer("user_id")) : std::nullopt;
}

}  // namespace xj::accounts
