// The balances' SQL (docs/commerce.md "Balance"): the wallet row taken from only when it holds the amount (a
// conditional UPDATE; the CHECK is the last guard), the ledger, and the locks of two balances in user order.
#include <algorithm>

#include "commerce/store.h"

namespace xj::commerce {

namespace {

constexpr std::string_view kBalance = "SELECT balance_fen FROM wallet WHERE user_id = :user";
constexpr std::string_view kTake =
    "UPDATE wallet SET balance_fen = balance_fen - :amount, updated_at = :now "
    "WHERE user_id = :user AND balance_fen >= :amount RETURNING balance_fen";
constexpr std::string_view kGive =
    "INSERT INTO wallet (user_id, balance_fen, updated_at) VALUES (:user, :amount, :now) "
    "ON CONFLICT (user_id) DO UPDATE SET balance_fen = wallet.balance_fen + excluded.balance_fen, "
    "updated_at = excluded.updated_at RETURNING balance_fen";
constexpr std::string_view kEnsureWallet =
    "INSERT INTO wallet (user_id, balance_fen, updated_at) VALUES (:user, 0, :now) ON CONFLICT (user_id) DO NOTHING";
constexpr std::string_view kLockWallet = "SELECT balance_fen FROM wallet WHERE user_id = :user FOR UPDATE";
constexpr std::string_view kInsertEntry =
    "INSERT INTO wallet_entry (user_id, kind, amount_fen, balance_after, order_id, note, created_at) "
    "VALUES (:user, :kind, :amount, :after, :order, :note, :now)";
constexpr std::string_view kEntries =
    "SELECT e.id, e.kind, e.amount_fen, e.balance_after, e.note, e.created_at, o.order_no FROM wallet_entry e "
    "LEFT JOIN purchase_order o ON o.id = e.order_id WHERE e.user_id = :user ORDER BY e.id DESC "
    "LIMIT :limit OFFSET :offset";
constexpr std::string_view kEntryCount = "SELECT COUNT(*) AS n FROM wallet_entry WHERE user_id = :user";
constexpr std::string_view kLedgerSum =
    "SELECT CAST(COALESCE(SUM(amount_fen), 0) AS BIGINT) AS total FROM wallet_entry WHERE user_id = :user";
}  // namespace

std::int64_t CommerceStore::balance(db::Conn& conn, std::int64_t user_id) const {
    auto r = conn.query_one(kBalance, {{"user", user_id}});
    return r ? r->integer("balance_fen") : 0;
}

std::optional<std::int64_t> CommerceStore::take(db::Conn& conn, std::int64_t user_id, std::int64_t amount,
                                                std::int64_t now) const {
    auto r = conn.query_one(kTake, {{"user", user_id}, {"amount", amount}, {"now", now}});
    if (!r) return std::nullopt;
    return r->integer("balance_fen");
}

std::int64_t CommerceStore::give(db::Conn& conn, std::int64_t user_id, std::int64_t amount, std::int64_t now) const {
    return conn.query_one(kGive, {{"user", user_id}, {"amount", amount}, {"now", now}})->integer("balance_fen");
}

void CommerceStore::lock_wallets(db::Conn& conn, std::vector<std::int64_t> user_ids, std::int64_t now) const {
    if (conn.dialect() != db::Dialect::kPostgres) return;  // SQLite: one writer at a time already
    std::sort(user_ids.begin(), user_ids.end());
    user_ids.erase(std::unique(user_ids.begin(), user_ids.end()), user_ids.end());
    for (std::int64_t user : user_ids) {
        conn.exec(kEnsureWallet, {{"user", user}, {"now", now}});
        conn.query_one(kLockWallet, {{"user", user}});
    }
}

void CommerceStore::insert_entry(db::Conn& conn, std::int64_t user_id, int kind, std::int64_t amount,
                                 std::int64_t balance_after, std::optional<std::int64_t> order_id,
                                 const std::string& note, std::int64_t now) const {
    conn.exec(kInsertEntry, {{"user", user_id},
                             {"kind", static_cast<std::int64_t>(kind)},
                             {"amount", amount},
                             {"after", balance_after},
                             {"order", db::nullable(order_id)},
                             {"note", note},
                             {"now", now}});
}

Paged<WalletEntry> CommerceStore::entries(db::Conn& conn, std::int64_t user_id, const Page& page) const {
    Paged<WalletEntry> out;
    out.total = conn.query_one(kEntryCount, {{"user", user_id}})->integer("n");
    if (out.total == 0) return out;
    for (const auto& r :
         conn.query(kEntries,
                    {{"user", user_id}, {"limit", static_cast<std::int64_t>(page.size)}, {"offset", page.offset()}})) {
        WalletEntry e;
        e.id = r.integer("id");
        e.kind = static_cast<int>(r.integer("kind"));
        e.amount_fen = r.integer("amount_fen");
        e.balance_after = r.integer("balance_after");
        e.order_no = r.text("order_no");
        e.note = r.text("note");
        e.created_at = r.integer("created_at");
        out.list.push_back(std::move(e));
    }
    return out;
}

std::int64_t CommerceStore::ledger_sum(db::Conn& conn, std::int64_t user_id) const {
    return conn.query_one(kLedgerSum, {{"user", user_id}})->integer("total");
}

}  // namespace xj::commerce
