// The accounts domain's SQL for users, roles and sessions, and only SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "accounts/model.h"
#include "core/access.h"
#include "db/db.h"

namespace xj::accounts {

class UserStore {
public:
    // The user with roles and school (one query).
    std::optional<User> find_by_mobile(db::Conn& conn, std::string_view mobile) const;
    std::optional<User> find_by_id(db::Conn& conn, std::int64_t id) const;
    // Name and mobile of each of these users, in one query (ids of one page of a list).
    std::vector<UserContact> list_contacts(db::Conn& conn, const std::vector<std::int64_t>& ids) const;
    std::optional<User> find_by_sign(db::Conn& conn, std::string_view sign) const;
    bool mobile_taken(db::Conn& conn, std::string_view mobile) const;
    bool any_user(db::Conn& conn) const;
    // nullopt when the number (or sign) is already taken: nothing is written then.
    std::optional<std::int64_t> insert_user(db::Conn& conn, const NewUser& user, std::int64_t now) const;
    void insert_role(db::Conn& conn, std::int64_t user_id, Role role) const;
    void update_password(db::Conn& conn, std::int64_t user_id, std::string_view password_hash) const;
    void update_name(db::Conn& conn, std::int64_t user_id, std::string_view name) const;
    void update_sex(db::Conn& conn, std::int64_t user_id, int sex) const;
    // false when the number is taken (nothing written).
    bool update_mobile(db::Conn& conn, std::int64_t user_id, std::string_view mobile) const;
    void update_photo(db::Conn& conn, std::int64_t user_id, std::string_view photo) const;
    // Identity claims: approval adds the role and sets the school with auditStatus 2; or only the status.
    void grant_identity(db::Conn& conn, std::int64_t user_id, Role role, std::int64_t school_id) const;
    void update_audit_status(db::Conn& conn, std::int64_t user_id, int status) const;
    void update_last_login(db::Conn& conn, std::int64_t user_id, std::int64_t now) const;

    // The live session's user with roles (one query); nullopt for an unknown, expired or disabled one.
    std::optional<core::AuthUser> find_session_user(db::Conn& conn, std::string_view token_hash,
                                                    std::int64_t now) const;
    void insert_session(db::Conn& conn, std::string_view token_hash, std::int64_t user_id, std::int64_t expires_at,
                        bool remember, std::int64_t now, std::string_view ip) const;
    void insert_simulated_session(db::Conn& conn, std::string_view token_hash, std::int64_t user_id,
                                  std::int64_t expires_at, std::int64_t now, std::string_view ip, std::int64_t admin_id,
                                  std::string_view admin_token_hash) const;
    // The live session's simulation, nullopt for an ordinary session.
    std::optional<Simulation> find_simulation(db::Conn& conn, std::string_view token_hash, std::int64_t now) const;
    // Gives a live, ordinary session a new token hash; its expiry, or nullopt when it is gone.
    std::optional<std::int64_t> rotate_session(db::Conn& conn, std::string_view old_hash, std::string_view new_hash,
                                               std::int64_t now) const;
    // The user of the deleted session, if there was one.
    std::optional<std::int64_t> delete_session(db::Conn& conn, std::string_view token_hash) const;
    std::int64_t delete_sessions_of(db::Conn& conn, std::int64_t user_id) const;
    // Every session of the user but the one with `keep_hash`; the number ended.
    std::int64_t delete_other_sessions(db::Conn& conn, std::int64_t user_id, std::string_view keep_hash) const;
    std::int64_t delete_expired_sessions(db::Conn& conn, std::int64_t now) const;

    void insert_token_key(db::Conn& conn, std::string_view key_hash, std::int64_t user_id,
                          std::int64_t expires_at) const;
    // Uses a live key up: its user for exactly one caller, nullopt for everyone else.
    std::optional<std::int64_t> take_token_key(db::Conn& conn, std::string_view key_hash, std::int64_t now) const;
    std::int64_t delete_dead_token_keys(db::Conn& conn, std::int64_t now) const;
};

}  // namespace xj::accounts
