// The balance as its owner reads it, and the demo's and tests' grants (docs/commerce.md "Balance"): every change a
// ledger row with the balance after it.
#include "commerce/service.h"
#include "core/api_error.h"

namespace xj::commerce {

namespace {

constexpr std::string_view kMsgNoUser = "用户不存在";

}  // namespace

std::int64_t CommerceService::balance(const core::AuthUser& user) {
    return db_.with_conn([&](db::Conn& c) { return store_.balance(c, user.id); });
}

Paged<WalletEntry> CommerceService::entries(const core::AuthUser& user, const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return store_.entries(c, user.id, page); });
}

Wallet CommerceService::wallet_of(const std::string& user_sign, const Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        auto user = user_sign.empty() ? std::nullopt : accounts_.find_user_by_sign(c, user_sign);
        if (!user) throw core::ApiError::business(std::string(kMsgNoUser));
        return Wallet{store_.balance(c, user->id), store_.entries(c, user->id, page)};
    });
}

void CommerceService::grant(db::Conn& conn, std::int64_t user_id, std::int64_t amount_fen, const std::string& note) {
    std::int64_t after = store_.give(conn, user_id, amount_fen, now());
    store_.insert_entry(conn, user_id, kEntryGrant, amount_fen, after, std::nullopt, note, now());
}

std::int64_t CommerceService::ledger_sum(std::int64_t user_id) {
    return db_.with_conn([&](db::Conn& c) { return store_.ledger_sum(c, user_id); });
}

}  // namespace xj::commerce
