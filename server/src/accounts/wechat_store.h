// The SQL of WeChat sign-in: bindings (one WeChat per user, one user per WeChat) and the single-use grants of
// the QR flow (states and bind tickets, kept as hashes). Only SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "db/db.h"

namespace xj::accounts {

struct WechatBinding {
    std::int64_t user_id = 0;
    std::string open_id;
    std::string union_id;
    std::string nickname;
    std::string head_image;
    std::int64_t bound_at = 0;
};

// What a state remembers.
struct WechatState {
    std::string call_back;
    std::optional<std::int64_t> bind_user_id;
};

// What a bind ticket carries.
struct WechatTicket {
    std::string open_id;
    std::string union_id;
    std::string nickname;
    std::string head_image;
};

class WechatStore {
public:
    void insert_state(db::Conn& conn, std::string_view state_hash, std::string_view browser_hash,
                      std::string_view call_back, std::optional<std::int64_t> bind_user_id,
                      std::int64_t expires_at) const;
    // Uses the live state once if the browser matches: a value for exactly one caller.
    std::optional<WechatState> take_state(db::Conn& conn, std::string_view state_hash, std::string_view browser_hash,
                                          std::int64_t now) const;
    void insert_ticket(db::Conn& conn, std::string_view ticket_hash, const WechatTicket& ticket,
                       std::int64_t expires_at) const;
    // Uses the live ticket once: a value for exactly one caller.
    std::optional<WechatTicket> take_ticket(db::Conn& conn, std::string_view ticket_hash, std::int64_t now) const;
    // Used or expired grants (at start).
    std::int64_t purge_grants(db::Conn& conn, std::int64_t now) const;
    // Expired grants only, by the expiry index (on every QR request; used ones expire within 10 minutes).
    std::int64_t purge_expired_grants(db::Conn& conn, std::int64_t now) const;

    std::optional<WechatBinding> find_by_open_id(db::Conn& conn, std::string_view open_id) const;
    std::optional<WechatBinding> find_by_user(db::Conn& conn, std::int64_t user_id) const;
    // False when the user or the open id is bound already (nothing written).
    bool insert_binding(db::Conn& conn, const WechatBinding& binding) const;
    void update_profile(db::Conn& conn, std::int64_t user_id, std::string_view nickname,
                        std::string_view head_image) const;
    // True when the user had a binding.
    bool delete_binding(db::Conn& conn, std::int64_t user_id) const;
};

}  // namespace xj::accounts
