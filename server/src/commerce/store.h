// The commerce domain's SQL, and only SQL (docs/commerce.md). It writes purchase_order, payment, wallet and
// wallet_entry; it reads the course rows an order names (their signs). Every money write is a conditional UPDATE whose
// affected row count the service acts on: two calls at once never both pay one order, and a balance never goes below
// zero (the CHECK is the last guard).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commerce/model.h"
#include "db/db.h"

namespace xj::commerce {

class CommerceStore {
public:
    // Orders.
    bool any_order(db::Conn& conn) const;
    // The new order's id; nullopt when the user has an unpaid order for the course already (or, once in 10^12, the
    // number is taken): nothing was written.
    std::optional<std::int64_t> insert_order(db::Conn& conn, const NewOrder& order) const;
    // lock: FOR UPDATE on PostgreSQL (a payment, a close and a re-pricing of one order run one after the other).
    std::optional<Order> order_by_no(db::Conn& conn, std::string_view order_no, bool lock = false) const;
    std::optional<Order> order_by_id(db::Conn& conn, std::int64_t id, bool lock = false) const;
    std::optional<Order> unpaid_order_for(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;
    // The user's newest visible order for the course (any status).
    std::optional<Order> latest_order_for(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;
    Paged<Order> orders_of(db::Conn& conn, std::int64_t user_id, const OrderQuery& q) const;
    // 0 → 1; false when the order was not unpaid any more (paid by another call, closed).
    bool mark_paid(db::Conn& conn, std::int64_t order_id, int pay_type, std::int64_t now) const;
    // 0 → 2 (hidden too when `hide`); false when it was not unpaid.
    bool close_order(db::Conn& conn, std::int64_t order_id, bool hide, std::int64_t now) const;
    void hide_order(db::Conn& conn, std::int64_t order_id) const;
    void set_pay_type(db::Conn& conn, std::int64_t order_id, int pay_type) const;
    void reprice(db::Conn& conn, std::int64_t order_id, std::int64_t discount_fen,
                 const std::optional<std::string>& code) const;
    // 1 → 3; false when the order was not paid (refunded by another call, say).
    bool mark_refunded(db::Conn& conn, std::int64_t order_id, const std::string& reason, std::int64_t by,
                       std::int64_t now) const;
    void set_commission(db::Conn& conn, std::int64_t order_id, std::int64_t fen) const;
    // The marketer whose link led to an unpaid order that has none yet.
    void set_marketer(db::Conn& conn, std::int64_t order_id, std::int64_t marketer_id) const;
    // The school's course and training orders with their buyers, newest first.
    Paged<SchoolOrder> school_orders(db::Conn& conn, const OrderScope& scope, const SchoolOrderQuery& q) const;
    // The user's unpaid orders of a type (top-ups, code orders) still payable at `now`.
    int open_orders(db::Conn& conn, std::int64_t user_id, int order_type, std::int64_t now) const;
    // A code order's codes (the activation_code rows are made through the courses service).
    void insert_order_code(db::Conn& conn, std::int64_t order_id, const std::string& code) const;
    Paged<BoughtCode> order_codes(db::Conn& conn, std::int64_t order_id, const Page& page) const;
    // Unpaid orders whose time is up, oldest first.
    std::vector<std::int64_t> due_orders(db::Conn& conn, std::int64_t now, int limit) const;

    // Payments.
    void insert_payment(db::Conn& conn, const Payment& payment) const;
    // The order's waiting payment at the provider, if any.
    std::optional<Payment> open_payment(db::Conn& conn, std::int64_t order_id, std::string_view provider) const;
    std::vector<Payment> open_payments(db::Conn& conn, std::int64_t order_id) const;
    std::optional<Payment> payment_by_token(db::Conn& conn, std::string_view token, bool lock = false) const;
    std::optional<Payment> payment_by_trade(db::Conn& conn, std::string_view out_trade_no, bool lock = false) const;
    // waiting or closed → 1 (a trade we closed may still have been paid at the provider); false when it was paid
    // already.
    bool mark_payment_paid(db::Conn& conn, std::int64_t payment_id, const std::string& trade_no,
                           std::int64_t now) const;
    // 0 → 2; false when it was not waiting.
    bool close_payment(db::Conn& conn, std::int64_t payment_id) const;

    // Discount codes (an order's code is held by the order while it is unpaid: used_count counts those and paid ones).
    std::int64_t insert_batch(db::Conn& conn, const DiscountBatch& batch, std::optional<std::int64_t> by) const;
    // false when the code exists already (the caller draws another).
    bool insert_code(db::Conn& conn, const std::string& code, std::int64_t batch_id) const;
    std::optional<DiscountCode> code(db::Conn& conn, std::string_view code) const;
    // One use more when the code has one left; false (nothing written) otherwise.
    bool take_code_use(db::Conn& conn, std::int64_t code_id, int limit) const;
    void give_code_use(db::Conn& conn, std::string_view code) const;
    std::vector<DiscountBatch> batches_of(db::Conn& conn, std::int64_t course_id) const;
    std::optional<DiscountBatch> batch(db::Conn& conn, std::string_view sign) const;
    Paged<DiscountCode> codes_of(db::Conn& conn, std::int64_t batch_id, const Page& page) const;

    // Balances.
    std::int64_t balance(db::Conn& conn, std::int64_t user_id) const;
    // Takes amount from the balance when it holds that much: the balance after, nullopt (nothing written) otherwise.
    std::optional<std::int64_t> take(db::Conn& conn, std::int64_t user_id, std::int64_t amount, std::int64_t now) const;
    // Locks the users' balances (made at 0 when missing) in ascending user order, on PostgreSQL: a transaction that
    // moves money between two balances (a commission, its taking back) takes them in the one order every such
    // transaction uses, after its order's row.
    void lock_wallets(db::Conn& conn, std::vector<std::int64_t> user_ids, std::int64_t now) const;
    // Adds amount (> 0): the balance after.
    std::int64_t give(db::Conn& conn, std::int64_t user_id, std::int64_t amount, std::int64_t now) const;
    void insert_entry(db::Conn& conn, std::int64_t user_id, int kind, std::int64_t amount, std::int64_t balance_after,
                      std::optional<std::int64_t> order_id, const std::string& note, std::int64_t now) const;
    Paged<WalletEntry> entries(db::Conn& conn, std::int64_t user_id, const Page& page) const;
    // The sum of the user's ledger (what the balance must equal).
    std::int64_t ledger_sum(db::Conn& conn, std::int64_t user_id) const;
};

}  // namespace xj::commerce
