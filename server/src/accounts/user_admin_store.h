// The accounts domain's SQL for the platform admin's console (docs/admin.md "Users"), and only SQL: the user list,
// roles and the disabled switch, sign-in history, and the password reset links sent by SMS.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "accounts/model.h"
#include "db/db.h"

namespace xj::accounts {

class UserAdminStore {
public:
    // Newest first, without roles (roles_of fills them for the page).
    std::vector<UserSummary> search(db::Conn& conn, const UserFilter& filter, std::int64_t limit,
                                    std::int64_t offset) const;
    std::int64_t count(db::Conn& conn, const UserFilter& filter) const;
    std::vector<std::pair<std::int64_t, Role>> roles_of(db::Conn& conn, const std::vector<std::int64_t>& ids) const;
    std::optional<UserSummary> summary(db::Conn& conn, std::int64_t user_id) const;
    void delete_roles(db::Conn& conn, std::int64_t user_id) const;
    void set_disabled(db::Conn& conn, std::int64_t user_id, bool disabled) const;
    std::vector<LoginEntry> logins(db::Conn& conn, std::int64_t user_id, std::int64_t limit) const;
    std::int64_t live_sessions(db::Conn& conn, std::int64_t user_id, std::int64_t now) const;
    // school id → its users, for these schools (one query).
    std::vector<std::pair<std::int64_t, std::int64_t>> count_by_school(db::Conn& conn,
                                                                       const std::vector<std::int64_t>& ids) const;

    void insert_reset_link(db::Conn& conn, std::string_view token_hash, std::int64_t user_id, std::int64_t now,
                           std::int64_t expires_at) const;
    std::optional<std::int64_t> last_reset_link_at(db::Conn& conn, std::int64_t user_id) const;
    // Uses a live link up: its user for exactly one caller.
    std::optional<std::int64_t> take_reset_link(db::Conn& conn, std::string_view token_hash, std::int64_t now) const;
};

}  // namespace xj::accounts
