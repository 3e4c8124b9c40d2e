// Marketers' commissions, inside the order's transactions (docs/commerce.md "Marketers"): which link an order came
// through, the commission credited when it is paid, taken back when it is refunded.
#include <algorithm>

#include "commerce/service.h"

namespace xj::commerce {

std::optional<std::int64_t> CommerceService::referral(db::Conn& conn, const std::string& sign, std::int64_t school_id,
                                                      std::int64_t buyer_id) const {
    if (sign.empty()) return std::nullopt;
    auto m = marketers_.by_sign(conn, sign);
    if (!m || m->status != kMarketerApproved || m->school_id != school_id || m->user_id == buyer_id)
        return std::nullopt;
    return m->id;
}

void CommerceService::lock_balances_of(db::Conn& conn, const Order& order) {
    std::vector<std::int64_t> users{order.user_id};
    if (order.marketer_id)
        if (auto m = marketers_.by_id(conn, *order.marketer_id)) users.push_back(m->user_id);
    store_.lock_wallets(conn, users, now());
}

void CommerceService::credit_commission(db::Conn& conn, const Order& order) {
    if (!order.marketer_id) return;
    auto m = marketers_.by_id(conn, *order.marketer_id);
    // Stopped since the order was made: nothing is due.
    if (!m || m->status != kMarketerApproved || m->user_id == order.user_id) return;
    std::int64_t fen = order.amount_fen * m->rate / 100;
    if (fen <= 0) return;
    std::int64_t after = store_.give(conn, m->user_id, fen, now());
    store_.insert_entry(conn, m->user_id, kEntryCommission, fen, after, order.id, "推广佣金：" + order.title, now());
    store_.set_commission(conn, order.id, fen);
}

void CommerceService::take_back_commission(db::Conn& conn, const Order& order) {
    if (!order.marketer_id || order.commission_fen <= 0) return;
    auto m = marketers_.by_id(conn, *order.marketer_id);
    if (!m) return;
    // As much as the marketer's balance holds (it may have been spent on courses since): a balance never goes
    // below zero.
    std::int64_t fen = std::min(order.commission_fen, store_.balance(conn, m->user_id));
    if (fen <= 0) return;
    auto after = store_.take(conn, m->user_id, fen, now());
    if (!after) return;
    store_.insert_entry(conn, m->user_id, kEntryCommissionBack, -fen, *after, order.id, "佣金退回：" + order.title,
                        now());
}

}  // namespace xj::commerce
