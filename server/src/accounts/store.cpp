#include "accounts/store.h"

#include "accounts/rules.h"

namespace xj::accounts {

namespace {

// A user with its school and roles: one row per role.
#define XJ_SELECT_USER                                                                                           \
    "SELECT u.id, u.sign, u.mobile, u.name, u.sex, u.photo, u.password_hash, u.school_id, u.audit_status, "      \
    "u.disabled, COALESCE(s.sign, '') AS school_sign, COALESCE(s.name, '') AS school_name, r.role FROM users u " \
    "LEFT JOIN school s ON s.id = u.school_id LEFT JOIN user_role r ON r.user_id = u.id "
constexpr std::string_view kSelectUserByMobile = XJ_SELECT_USER "WHERE u.mobile = :mobile ORDER BY r.role";
constexpr std::string_view kSelectUserById = XJ_SELECT_USER "WHERE u.id = :id ORDER BY r.role";
constexpr std::string_view kSelectUserBySign = XJ_SELECT_USER "WHERE u.sign = :sign ORDER BY r.role";
#undef XJ_SELECT_USER
// Followed by a list of :idN placeholders and ")": one query for one page of ids.
constexpr std::string_view kSelectContactsPrefix = "SELECT id, name, mobile FROM users WHERE id IN (";
constexpr std::string_view kSelectMobileTaken = "SELECT id FROM users WHERE mobile = :mobile";
constexpr std::string_view kSelectAnyUser = "SELECT id FROM users LIMIT 1";
constexpr std::string_view kInsertUser =
    "INSERT INTO users (sign, mobile, name, password_hash, school_id, audit_status, created_at) "
    "VALUES (:sign, :mobile, :name, :password_hash, (SELECT id FROM school WHERE sign = :school_sign), "
    ":audit_status, :now) ON CONFLICT DO NOTHING RETURNING id";
constexpr std::string_view kInsertRole =
    "INSERT INTO user_role (user_id, role) VALUES (:user_id, :role) ON CONFLICT DO NOTHING";
constexpr std::string_view kUpdatePassword = "UPDATE users SET password_hash = :password_hash WHERE id = :id";
constexpr std::string_view kUpdateName = "UPDATE users SET name = :name WHERE id = :id";
constexpr std::string_view kUpdateSex = "UPDATE users SET sex = :sex WHERE id = :id";
constexpr std::string_view kUpdateMobile =
    "UPDATE users SET mobile = :mobile WHERE id = :id AND NOT EXISTS (SELECT 1 FROM users WHERE mobile = :mobile)";
constexpr std::string_view kUpdatePhoto = "UPDATE users SET photo = :photo WHERE id = :id";
constexpr std::string_view kGrantIdentity =
    "UPDATE users SET school_id = :school_id, audit_status = :audit_status WHERE id = :id";
constexpr std::string_view kUpdateAuditStatus = "UPDATE users SET audit_status = :audit_status WHERE id = :id";
constexpr std::string_view kUpdateLastLogin = "UPDATE users SET last_login_at = :now WHERE id = :id";
constexpr std::string_view kSelectSessionUser =
    "SELECT u.id, u.sign, u.name, u.school_id, r.role FROM session se JOIN users u ON u.id = se.user_id "
    "LEFT JOIN user_role r ON r.user_id = u.id "
    "WHERE se.token_hash = :token_hash AND se.expires_at > :now AND u.disabled = 0 ORDER BY r.role";
constexpr std::string_view kInsertSession =
    "INSERT INTO session (token_hash, user_id, expires_at, remember, created_at, ip) "
    "VALUES (:token_hash, :user_id, :expires_at, :remember, :now, :ip)";
constexpr std::string_view kInsertSimulatedSession =
    "INSERT INTO session (token_hash, user_id, expires_at, remember, created_at, ip, acting_admin_id, "
    "admin_token_hash) "
    "VALUES (:token_hash, :user_id, :expires_at, 0, :now, :ip, :admin_id, :admin_token_hash)";
constexpr std::string_view kSelectSimulation =
    "SELECT se.user_id, se.acting_admin_id, COALESCE(se.admin_token_hash, '') AS admin_token_hash, a.name "
    "FROM session se JOIN users a ON a.id = se.acting_admin_id WHERE se.token_hash = :token_hash AND se.expires_at > "
    ":now";
constexpr std::string_view kRotateSession =
    "UPDATE session SET token_hash = :new_hash "
    "WHERE token_hash = :old_hash AND expires_at > :now AND acting_admin_id IS NULL RETURNING expires_at";
constexpr std::string_view kDeleteSession = "DELETE FROM session WHERE token_hash = :token_hash RETURNING user_id";
constexpr std::string_view kDeleteSessionsOf = "DELETE FROM session WHERE user_id = :user_id";
constexpr std::string_view kDeleteOtherSessions =
    "DELETE FROM session WHERE user_id = :user_id AND token_hash <> :keep_hash";
constexpr std::string_view kDeleteExpiredSessions = "DELETE FROM session WHERE expires_at <= :now";
constexpr std::string_view kInsertTokenKey =
    "INSERT INTO login_token_key (key_hash, user_id, expires_at) VALUES (:key_hash, :user_id, :expires_at)";
constexpr std::string_view kTakeTokenKey =
    "UPDATE login_token_key SET used = 1 WHERE key_hash = :key_hash AND used = 0 AND expires_at > :now "
    "RETURNING user_id";
constexpr std::string_view kDeleteDeadTokenKeys = "DELETE FROM login_token_key WHERE used = 1 OR expires_at <= :now";

void add_role(std::vector<Role>& roles, const db::Row& row) {
    if (auto name = row.opt_text("role")) {
        if (auto role = rules::role_from_name(*name)) roles.push_back(*role);
    }
}

std::optional<User> user_from(const db::Result& rows) {
    if (rows.empty()) return std::nullopt;
    const db::Row& row = rows.front();
    User u{row.integer("id"),
           row.text("sign"),
           row.text("mobile"),
           row.text("name"),
           static_cast<int>(row.integer("sex")),
           row.text("photo"),
           row.text("password_hash"),
           row.opt_integer("school_id"),
           row.text("school_sign"),
           row.text("school_name"),
           static_cast<int>(row.integer("audit_status")),
           row.integer("disabled") != 0,
           {}};
    for (const auto& r : rows) add_role(u.roles, r);
    return u;
}

}  // namespace

std::optional<User> UserStore::find_by_mobile(db::Conn& conn, std::string_view mobile) const {
    return user_from(conn.query(kSelectUserByMobile, {{"mobile", std::string(mobile)}}));
}

std::optional<User> UserStore::find_by_id(db::Conn& conn, std::int64_t id) const {
    return user_from(conn.query(kSelectUserById, {{"id", id}}));
}

std::vector<UserContact> UserStore::list_contacts(db::Conn& conn, const std::vector<std::int64_t>& ids) const {
    std::vector<UserContact> out;
    if (ids.empty()) return out;
    std::string sql(kSelectContactsPrefix);
    std::vector<std::string> names;
    names.reserve(ids.size());
    db::Params params;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        names.push_back("id" + std::to_string(i));
        sql += (i == 0 ? ":" : ", :") + names.back();
    }
    sql += ")";
    for (std::size_t i = 0; i < ids.size(); ++i) params.push_back({names[i], ids[i]});
    for (const auto& row : conn.query(sql, params))
        out.push_back({row.integer("id"), row.text("name"), row.text("mobile")});
    return out;
}

std::optional<User> UserStore::find_by_sign(db::Conn& conn, std::string_view sign) const {
    return user_from(conn.query(kSelectUserBySign, {{"sign", std::string(sign)}}));
}

bool UserStore::mobile_taken(db::Conn& conn, std::string_view mobile) const {
    return conn.query_one(kSelectMobileTaken, {{"mobile", std::string(mobile)}}).has_value();
}

bool UserStore::any_user(db::Conn& conn) const { return conn.query_one(kSelectAnyUser).has_value(); }

std::optional<std::int64_t> UserStore::insert_user(db::Conn& conn, const NewUser& u, std::int64_t now) const {
    auto row = conn.query_one(kInsertUser, {{"sign", u.sign},
                                            {"mobile", u.mobile},
                                            {"name", u.name},
                                            {"password_hash", u.password_hash},
                                            {"school_sign", u.school_sign},
                                            {"audit_status", static_cast<std::int64_t>(u.audit_status)},
                                            {"now", now}});
    if (!row) return std::nullopt;
    return row->integer("id");
}

void UserStore::insert_role(db::Conn& conn, std::int64_t user_id, Role role) const {
    conn.exec(kInsertRole, {{"user_id", user_id}, {"role", std::string(core::role_name(role))}});
}

void UserStore::update_password(db::Conn& conn, std::int64_t user_id, std::string_view password_hash) const {
    conn.exec(kUpdatePassword, {{"password_hash", std::string(password_hash)}, {"id", user_id}});
}

void UserStore::update_name(db::Conn& conn, std::int64_t user_id, std::string_view name) const {
    conn.exec(kUpdateName, {{"name", std::string(name)}, {"id", user_id}});
}

void UserStore::update_sex(db::Conn& conn, std::int64_t user_id, int sex) const {
    conn.exec(kUpdateSex, {{"sex", static_cast<std::int64_t>(sex)}, {"id", user_id}});
}

bool UserStore::update_mobile(db::Conn& conn, std::int64_t user_id, std::string_view mobile) const {
    return conn.exec(kUpdateMobile, {{"mobile", std::string(mobile)}, {"id", user_id}}) > 0;
}

void UserStore::update_photo(db::Conn& conn, std::int64_t user_id, std::string_view photo) const {
    conn.exec(kUpdatePhoto, {{"photo", std::string(photo)}, {"id", user_id}});
}

void UserStore::grant_identity(db::Conn& conn, std::int64_t user_id, Role role, std::int64_t school_id) const {
    conn.exec(kGrantIdentity,
              {{"school_id", school_id}, {"audit_status", static_cast<std::int64_t>(kAuditPassed)}, {"id", user_id}});
    insert_role(conn, user_id, role);
}

void UserStore::update_audit_status(db::Conn& conn, std::int64_t user_id, int status) const {
    conn.exec(kUpdateAuditStatus, {{"audit_status", static_cast<std::int64_t>(status)}, {"id", user_id}});
}

void UserStore::update_last_login(db::Conn& conn, std::int64_t user_id, std::int64_t now) const {
    conn.exec(kUpdateLastLogin, {{"now", now}, {"id", user_id}});
}

std::optional<core::AuthUser> UserStore::find_session_user(db::Conn& conn, std::string_view token_hash,
                                                           std::int64_t now) const {
    auto rows = conn.query(kSelectSessionUser, {{"token_hash", std::string(token_hash)}, {"now", now}});
    if (rows.empty()) return std::nullopt;
    const db::Row& row = rows.front();
    core::AuthUser user{row.integer("id"), row.text("sign"), row.text("name"), {}, row.integer("school_id")};
    for (const auto& r : rows) add_role(user.roles, r);
    return user;
}

void UserStore::insert_session(db::Conn& conn, std::string_view token_hash, std::int64_t user_id,
                               std::int64_t expires_at, bool remember, std::int64_t now, std::string_view ip) const {
    conn.exec(kInsertSession, {{"token_hash", std::string(token_hash)},
                               {"user_id", user_id},
                               {"expires_at", expires_at},
                               {"remember", static_cast<std::int64_t>(remember ? 1 : 0)},
                               {"now", now},
                               {"ip", std::string(ip)}});
}

void UserStore::insert_simulated_session(db::Conn& conn, std::string_view token_hash, std::int64_t user_id,
                                         std::int64_t expires_at, std::int64_t now, std::string_view ip,
                                         std::int64_t admin_id, std::string_view admin_token_hash) const {
    conn.exec(kInsertSimulatedSession, {{"token_hash", std::string(token_hash)},
                                        {"user_id", user_id},
                                        {"expires_at", expires_at},
                                        {"now", now},
                                        {"ip", std::string(ip)},
                                        {"admin_id", admin_id},
                                        {"admin_token_hash", std::string(admin_token_hash)}});
}

std::optional<Simulation> UserStore::find_simulation(db::Conn& conn, std::string_view token_hash,
                                                     std::int64_t now) const {
    auto row = conn.query_one(kSelectSimulation, {{"token_hash", std::string(token_hash)}, {"now", now}});
    if (!row) return std::nullopt;
    return Simulation{row->integer("user_id"), row->integer("acting_admin_id"), row->text("name"),
                      row->text("admin_token_hash")};
}

std::optional<std::int64_t> UserStore::rotate_session(db::Conn& conn, std::string_view old_hash,
                                                      std::string_view new_hash, std::int64_t now) const {
    auto row = conn.query_one(kRotateSession,
                              {{"new_hash", std::string(new_hash)}, {"old_hash", std::string(old_hash)}, {"now", now}});
    if (!row) return std::nullopt;
    return row->integer("expires_at");
}

std::optional<std::int64_t> UserStore::delete_session(db::Conn& conn, std::string_view token_hash) const {
    auto row = conn.query_one(kDeleteSession, {{"token_hash", std::string(token_hash)}});
    if (!row) return std::nullopt;
    return row->integer("user_id");
}

std::int64_t UserStore::delete_sessions_of(db::Conn& conn, std::int64_t user_id) const {
    return conn.exec(kDeleteSessionsOf, {{"user_id", user_id}});
}

std::int64_t UserStore::delete_other_sessions(db::Conn& conn, std::int64_t user_id, std::string_view keep_hash) const {
    return conn.exec(kDeleteOtherSessions, {{"user_id", user_id}, {"keep_hash", std::string(keep_hash)}});
}

std::int64_t UserStore::delete_expired_sessions(db::Conn& conn, std::int64_t now) const {
    return conn.exec(kDeleteExpiredSessions, {{"now", now}});
}

void UserStore::insert_token_key(db::Conn& conn, std::string_view key_hash, std::int64_t user_id,
                                 std::int64_t expires_at) const {
    conn.exec(kInsertTokenKey, {{"key_hash", std::string(key_hash)}, {"user_id", user_id}, {"expires_at", expires_at}});
}

std::optional<std::int64_t> UserStore::take_token_key(db::Conn& conn, std::string_view key_hash,
                                                      std::int64_t now) const {
    auto row = conn.query_one(kTakeTokenKey, {{"key_hash", std::string(key_hash)}, {"now", now}});
    if (!row) return std::nullopt;
    return row->integer("user_id");
}

std::int64_t UserStore::delete_dead_token_keys(db::Conn& conn, std::int64_t now) const {
    return conn.exec(kDeleteDeadTokenKeys, {{"now", now}});
}

}  // namespace xj::accounts
