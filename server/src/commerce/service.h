// The commerce domain's rules (docs/commerce.md, decision 0009): orders for priced courses and trainings and for
// top-ups, paid from the virtual balance or online through a PaymentProvider, and the balance's ledger. Money moves
// exactly once: every payment is one transaction of conditional updates (the order 0 → 1, the balance only when it
// holds the amount, the provider's payment 0 → 1) with its ledger row and the enrolment, so that any number of calls,
// notifications and retries of one order pay it once and enrol once. An order belongs to its buyer: anyone else's
// order number is -1000 订单不存在.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/service.h"
#include "audit/service.h"
#include "commerce/marketer_store.h"
#include "commerce/model.h"
#include "commerce/payment_provider.h"
#include "commerce/store.h"
#include "core/access.h"
#include "core/clock.h"
#include "core/periodic_task.h"
#include "core/xlsx_export.h"
#include "courses/service.h"
#include "db/db.h"
#include "training/service.h"

namespace xj::commerce {

// An unpaid order is closed this long after it was made, unless configured otherwise (--order-ttl-minutes).
inline constexpr std::chrono::seconds kOrderTtlDefault{30 * 60};

// An order number: XJ, the China time `at` to the second (yyyyMMddHHmmss) and six random digits.
std::string make_order_no(std::int64_t at);

// What the payment page shows: the order, the buyer's balance and, once online payment was chosen, the QR code's link.
struct Checkout {
    Order order;
    std::int64_t balance = 0;
    std::optional<Payment> payment;
};

// What the platform cashier (/pay/{token}) shows before and after it pays.
struct CashierView {
    Order order;
    bool paid = false;
};

class CommerceService {
public:
    CommerceService(db::Database& db, const core::Clock& clock, const accounts::AccountService& accounts,
                    courses::CourseService& courses, training::TrainingService& training, PaymentProvider& provider,
                    const audit::AuditService& audit, std::chrono::seconds order_ttl = kOrderTtlDefault)
        : db_(db),
          clock_(clock),
          accounts_(accounts),
          courses_(courses),
          training_(training),
          provider_(provider),
          audit_(audit),
          ttl_(order_ttl),
          exporter_(clock) {}
    ~CommerceService() { stop_sweep(); }
    CommerceService(const CommerceService&) = delete;
    CommerceService& operator=(const CommerceService&) = delete;

    // An order for a priced course or training of the host's school (its sign): the buyer's unpaid order for it when
    // there is one (its amount as it was made), a new one otherwise. Refused for a free one (免费课程无需购买), one the
    // user studies already, a draft or another school's (课程不存在), a training joined by code or ended.
    // code: a discount code ("" for none), held by the order while it is unpaid (优惠码不存在, 该优惠码不适用于此课程,
    // 优惠码尚未生效, 优惠码已过期, 优惠码已用完 otherwise; nothing written).
    // marketer: the sign of the marketer whose link led here ("" for none); it earns a commission when the order is
    // paid. A link that does not count (the marketer not approved, another school's, the buyer's own) is ignored.
    Order add_order(std::string_view host, const core::AuthUser& user, const std::string& course_sign,
                    const std::string& code = "", const std::string& marketer = "");
    // What the course costs the user with the code (the price of their waiting order for it, if any); nothing held.
    Quote check_code(std::string_view host, const core::AuthUser& user, const std::string& course_sign,
                     const std::string& code);
    // Changes an unpaid order's code ("" removes it): its amount follows, a QR code shown before is closed.
    Order update_order_code(const core::AuthUser& user, const std::string& order_no, const std::string& code);
    // Discount batches of a course or training, for its teachers and its school's admins (courses' "may manage").
    DiscountBatch add_batch(const core::AuthUser& user, const std::string& course_sign, DiscountBatch batch, int count);
    std::vector<DiscountBatch> batches(const core::AuthUser& user, const std::string& course_sign);
    Paged<DiscountCode> codes(const core::AuthUser& user, const std::string& batch_sign, const Page& page);
    // Every code of a batch (its export; -1000 导出数据超过50000行… past the exporter's cap).
    struct CodeExport {
        DiscountBatch batch;
        std::vector<DiscountCode> rows;
    };
    CodeExport codes_export(const core::AuthUser& user, const std::string& batch_sign);
    core::Exporter& exporter() { return exporter_; }
    // Activation codes in bulk (code_order_service.cpp): an order for `quantity` (1–500) codes of a priced course or
    // training of the host's school, at its price each; paid from the balance or online as any order, it holds its
    // codes — made in the payment's transaction — for the buyer to hand out. A training must not have ended.
    Order add_code_order(std::string_view host, const core::AuthUser& user, const std::string& course_sign,
                         int quantity);
    // The codes of the buyer's code order (none before it is paid), and all of them for the export.
    Paged<BoughtCode> order_codes(const core::AuthUser& user, const std::string& order_no, const Page& page);
    struct BoughtCodes {
        Order order;
        std::vector<BoughtCode> rows;
    };
    BoughtCodes order_codes_export(const core::AuthUser& user, const std::string& order_no);
    // A top-up of the balance by amount_fen (1 to 50,000 yuan), paid online.
    Order add_top_up(std::string_view host, const core::AuthUser& user, std::int64_t amount_fen);
    // The buyer's newest order for the course (nullopt: none).
    std::optional<Order> order_for_course(std::string_view host, const core::AuthUser& user,
                                          const std::string& course_sign);
    Order order(const core::AuthUser& user, const std::string& order_no);
    // The purchase-success page's order: refused while it is not paid (订单未支付).
    Order paid_order(const core::AuthUser& user, const std::string& order_no);
    Paged<Order> orders(const core::AuthUser& user, const OrderQuery& query);
    // Deletes an unpaid order (closed and hidden); a paid one is refused (已支付的订单不能删除).
    void remove(const core::AuthUser& user, const std::string& order_no);

    // The payment page: the order (unpaid, not expired) and the balance; with the order's waiting payment at the
    // provider when online payment was chosen.
    Checkout checkout(const core::AuthUser& user, const std::string& order_no);
    // Chooses how to pay (continue pay type): balance, or online — which opens a trade at the provider (or reuses
    // the waiting one) for the QR code. site_url is scheme://host of the page the buyer is on.
    Checkout choose_pay_type(const core::AuthUser& user, const std::string& order_no, int pay_type,
                             const std::string& site_url);
    // Pays from the balance: true once the order is paid (by this call or before), false (nothing written) when the
    // balance is short. A top-up cannot be paid from the balance.
    bool pay_from_balance(const core::AuthUser& user, const std::string& order_no);
    // The order as it stands, after asking the provider when its notification is late (the payment page's polling).
    Order check_payment(const core::AuthUser& user, const std::string& order_no);
    // The QR code of the order's waiting online payment, as PNG.
    std::string qr_png(const core::AuthUser& user, const std::string& order_no);

    // The platform cashier: the order behind a payment link, and paying it (anyone holding the link, as with a
    // provider's own link). -1000 支付链接无效 for an unknown token; 订单已关闭 / 订单已过期 when it can no longer pay.
    CashierView cashier(const std::string& token);
    CashierView cashier_pay(const std::string& token);
    // A provider's verified word that a trade is paid (a notification or a query): applied once however often it
    // comes. false when the trade is unknown or the amount differs (nothing written).
    bool apply_trade(const TradeStatus& trade);
    // A notification the provider POSTed (its raw body): true when its signature verifies (applied now or before —
    // the provider stops sending it), false for a forged or foreign one (nothing written).
    bool notify(std::string_view body);

    // Refunds (refund_service.cpp): an admin refunds a paid course or training order their scope reaches (a school
    // admin their school's, the platform admin any school's) into the buyer's balance; the buyer leaves the course, a
    // marketer's commission is taken back (as far as their balance holds it). 订单不存在 for one out of scope,
    // 只有已支付的订单可以退款 otherwise. With its audit row in the order's school (docs/admin.md); `ip`: the admin's
    // address.
    Order refund(const core::AuthUser& admin, const OrderScope& scope, const std::string& order_no,
                 const std::string& reason, std::string_view ip = {});
    Paged<SchoolOrder> school_orders(const OrderScope& scope, const SchoolOrderQuery& query);

    std::int64_t balance(const core::AuthUser& user);
    Paged<WalletEntry> entries(const core::AuthUser& user, const Page& page);
    // Any user's balance and ledger (the platform admin's user drawer): -1000 用户不存在 for an unknown sign.
    Wallet wallet_of(const std::string& user_sign, const Page& page);

    // Closes unpaid orders whose time is up (their waiting payments first); how many. The sweep runs it every period.
    int close_due();
    void start_sweep(std::chrono::milliseconds period);
    void stop_sweep();

    // The demo's and tests' money: adds to a balance with a ledger row (kind grant).
    void grant(db::Conn& conn, std::int64_t user_id, std::int64_t amount_fen, const std::string& note);
    std::int64_t ledger_sum(std::int64_t user_id);

private:
    std::int64_t now() const { return clock_.now_seconds(); }
    // The code's discount on `price_fen` for course_id; takes one use of it when `hold`. Throws its refusal.
    Quote quote(db::Conn& conn, std::int64_t course_id, std::int64_t price_fen, const std::string& code, bool hold);
    // An unpaid (locked) order's code changed: its old code's use given back, the new one held, its waiting trades
    // closed — returned, for the caller to close at the provider after the commit.
    std::vector<Payment> recode(db::Conn& conn, const Order& order, const std::string& code);
    void close_at_provider(const std::vector<Payment>& retired);
    // The order's item can still be had by its buyer (a top-up always; a course or training not deleted and not
    // owned meanwhile); require_wanted refuses with 课程不存在 / 您已加入该课程的学习.
    bool still_wanted(db::Conn& conn, const Order& order) const;
    void require_wanted(db::Conn& conn, const Order& order) const;
    // Closes an unpaid order (hidden when `hide`) with its waiting trades, giving its code's use back.
    bool close_unpaid(db::Conn& conn, const Order& order, bool hide);
    Order owned(db::Conn& conn, const core::AuthUser& user, const std::string& order_no, bool lock) const;
    // Refuses an order that can no longer be paid.
    void require_payable(const Order& order) const;
    // The order is paid: enrol the buyer in the course (and credit the marketer's commission), or credit the
    // top-up. In the payment's transaction.
    void fulfil(db::Conn& conn, const Order& order);
    // The approved marketer of the course's school behind `sign`, when it is not the buyer (nullopt: the link does
    // not count).
    std::optional<std::int64_t> referral(db::Conn& conn, const std::string& sign, std::int64_t school_id,
                                         std::int64_t buyer_id) const;
    void credit_commission(db::Conn& conn, const Order& order);
    // The balances an order's money moves between (the buyer's, its marketer's), locked in user order after the
    // order's row: a payment and a refund of two orders that share users cannot wait on each other.
    void lock_balances_of(db::Conn& conn, const Order& order);
    // A paid code order's codes: made through the courses service, listed on the order.
    void issue_codes(db::Conn& conn, const Order& order);
    // Why codes of the course or training can no longer be sold (课程不存在 for one unpublished or gone,
    // 该培训项目已结束), nullopt when they can: checked when the order is made and again when it is paid.
    std::optional<std::string_view> codes_refusal(db::Conn& conn, std::int64_t school_id,
                                                  const std::string& course_sign) const;
    void take_back_commission(db::Conn& conn, const Order& order);
    // Marks a paid provider payment's order paid (or, for a closed order, keeps the money in the balance): the
    // order's school; nullopt when the payment was applied before. Locks the order, then the payment.
    std::optional<std::int64_t> settle(db::Conn& conn, const Payment& payment, const std::string& trade_no);

    db::Database& db_;
    const core::Clock& clock_;
    const accounts::AccountService& accounts_;
    courses::CourseService& courses_;
    training::TrainingService& training_;
    PaymentProvider& provider_;
    const audit::AuditService& audit_;
    std::chrono::seconds ttl_;
    CommerceStore store_;
    MarketerStore marketers_;
    core::Exporter exporter_;

    core::PeriodicTask sweeper_;
};

}  // namespace xj::commerce
