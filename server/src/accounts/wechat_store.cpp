#include "accounts/wechat_store.h"

namespace xj::accounts {

namespace {

constexpr std::string_view kKindState = "state";
constexpr std::string_view kKindTicket = "ticket";

constexpr std::string_view kInsertState =
    "INSERT INTO wechat_grant (grant_hash, kind, browser_hash, call_back, bind_user_id, expires_at) "
    "VALUES (:grant_hash, :kind, :browser_hash, :call_back, :bind_user_id, :expires_at)";
constexpr std::string_view kTakeState =
    "UPDATE wechat_grant SET used = 1 WHERE grant_hash = :grant_hash AND kind = :kind AND browser_hash = :browser_hash "
    "AND used = 0 AND expires_at > :now RETURNING call_back, bind_user_id";
constexpr std::string_view kInsertTicket =
    "INSERT INTO wechat_grant (grant_hash, kind, open_id, union_id, nickname, head_image, expires_at) "
    "VALUES (:grant_hash, :kind, :open_id, :union_id, :nickname, :head_image, :expires_at)";
constexpr std::string_view kTakeTicket =
    "UPDATE wechat_grant SET used = 1 WHERE grant_hash = :grant_hash AND kind = :kind AND used = 0 "
    "AND expires_at > :now RETURNING open_id, union_id, nickname, head_image";
constexpr std::string_view kPurgeGrants = "DELETE FROM wechat_grant WHERE used = 1 OR expires_at <= :now";
constexpr std::string_view kPurgeExpiredGrants = "DELETE FROM wechat_grant WHERE expires_at <= :now";

constexpr std::string_view kFindByOpenId =
    "SELECT user_id, open_id, union_id, nickname, head_image, bound_at FROM wechat_binding WHERE open_id = :open_id";
constexpr std::string_view kFindByUser =
    "SELECT user_id, open_id, union_id, nickname, head_image, bound_at FROM wechat_binding WHERE user_id = :user_id";
constexpr std::string_view kInsertBinding =
    "INSERT INTO wechat_binding (user_id, open_id, union_id, nickname, head_image, bound_at) "
    "VALUES (:user_id, :open_id, :union_id, :nickname, :head_image, :bound_at) ON CONFLICT DO NOTHING";
constexpr std::string_view kUpdateProfile =
    "UPDATE wechat_binding SET nickname = :nickname, head_image = :head_image WHERE user_id = :user_id";
constexpr std::string_view kDeleteBinding = "DELETE FROM wechat_binding WHERE user_id = :user_id";

std::optional<WechatBinding> binding_from(const std::optional<db::Row>& row) {
    if (!row) return std::nullopt;
    return WechatBinding{row->integer("user_id"), row->text("open_id"),    row->text("union_id"),
                         row->text("nickname"),   row->text("head_image"), row->integer("bound_at")};
}

db::Value optional_id(std::optional<std::int64_t> id) {
    if (id) return *id;
    return nullptr;
}

}  // namespace

void WechatStore::insert_state(db::Conn& conn, std::string_view state_hash, std::string_view browser_hash,
                               std::string_view call_back, std::optional<std::int64_t> bind_user_id,
                               std::int64_t expires_at) const {
    conn.exec(kInsertState, {{"grant_hash", std::string(state_hash)},
                             {"kind", std::string(kKindState)},
                             {"browser_hash", std::string(browser_hash)},
                             {"call_back", std::string(call_back)},
                             {"bind_user_id", optional_id(bind_user_id)},
                             {"expires_at", expires_at}});
}

std::optional<WechatState> WechatStore::take_state(db::Conn& conn, std::string_view state_hash,
                                                   std::string_view browser_hash, std::int64_t now) const {
    auto row = conn.query_one(kTakeState, {{"grant_hash", std::string(state_hash)},
                                           {"kind", std::string(kKindState)},
                                           {"browser_hash", std::string(browser_hash)},
                                           {"now", now}});
    if (!row) return std::nullopt;
    return WechatState{row->text("call_back"), row->opt_integer("bind_user_id")};
}

void WechatStore::insert_ticket(db::Conn& conn, std::string_view ticket_hash, const WechatTicket& t,
                                std::int64_t expires_at) const {
    conn.exec(kInsertTicket, {{"grant_hash", std::string(ticket_hash)},
                              {"kind", std::string(kKindTicket)},
                              {"open_id", t.open_id},
                              {"union_id", t.union_id},
                              {"nickname", t.nickname},
                              {"head_image", t.head_image},
                              {"expires_at", expires_at}});
}

std::optional<WechatTicket> WechatStore::take_ticket(db::Conn& conn, std::string_view ticket_hash,
                                                     std::int64_t now) const {
    auto row = conn.query_one(
        kTakeTicket, {{"grant_hash", std::string(ticket_hash)}, {"kind", std::string(kKindTicket)}, {"now", now}});
    if (!row) return std::nullopt;
    return WechatTicket{row->text("open_id"), row->text("union_id"), row->text("nickname"), row->text("head_image")};
}

std::int64_t WechatStore::purge_grants(db::Conn& conn, std::int64_t now) const {
    return conn.exec(kPurgeGrants, {{"now", now}});
}

std::int64_t WechatStore::purge_expired_grants(db::Conn& conn, std::int64_t now) const {
    return conn.exec(kPurgeExpiredGrants, {{"now", now}});
}

std::optional<WechatBinding> WechatStore::find_by_open_id(db::Conn& conn, std::string_view open_id) const {
    return binding_from(conn.query_one(kFindByOpenId, {{"open_id", std::string(open_id)}}));
}

std::optional<WechatBinding> WechatStore::find_by_user(db::Conn& conn, std::int64_t user_id) const {
    return binding_from(conn.query_one(kFindByUser, {{"user_id", user_id}}));
}

bool WechatStore::insert_binding(db::Conn& conn, const WechatBinding& b) const {
    return conn.exec(kInsertBinding, {{"user_id", b.user_id},
                                      {"open_id", b.open_id},
                                      {"union_id", b.union_id},
                                      {"nickname", b.nickname},
                                      {"head_image", b.head_image},
                                      {"bound_at", b.bound_at}}) == 1;
}

void WechatStore::update_profile(db::Conn& conn, std::int64_t user_id, std::string_view nickname,
                                 std::string_view head_image) const {
    conn.exec(kUpdateProfile,
              {{"user_id", user_id}, {"nickname", std::string(nickname)}, {"head_image", std::string(head_image)}});
}

bool WechatStore::delete_binding(db::Conn& conn, std::int64_t user_id) const {
    return conn.exec(kDeleteBinding, {{"user_id", user_id}}) > 0;
}

}  // namespace xj::accounts
