// The commerce domain's data (docs/commerce.md, decision 0009): orders, online payments, balances and their ledger.
// Money is integer fen (分) everywhere.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/page.h"

namespace xj::commerce {

using core::Page;
using core::Paged;

// orderType (spec 02 "order type … default 0": 0 in a list filter means every type).
inline constexpr int kOrderCourse = 1;
inline constexpr int kOrderTraining = 2;
inline constexpr int kOrderTopUp = 3;
inline constexpr int kOrderCodes = 4;  // activation codes of a course or training, bought in bulk

// Order status.
inline constexpr int kOrderUnpaid = 0;
inline constexpr int kOrderPaid = 1;
inline constexpr int kOrderClosed = 2;
inline constexpr int kOrderRefunded = 3;

// payType (0 in a list filter means every type; on an order: not chosen yet).
inline constexpr int kPayNone = 0;
inline constexpr int kPayBalance = 1;
inline constexpr int kPayOnline = 2;

// Payment status.
inline constexpr int kPaymentWaiting = 0;
inline constexpr int kPaymentPaid = 1;
inline constexpr int kPaymentClosed = 2;

// Ledger entry kinds.
inline constexpr int kEntryTopUp = 1;
inline constexpr int kEntryPayment = 2;
inline constexpr int kEntryRefund = 3;
inline constexpr int kEntryCommission = 4;
inline constexpr int kEntryLatePayment = 5;  // a payment that arrived for a closed order: kept in the balance
inline constexpr int kEntryGrant = 6;
inline constexpr int kEntryCommissionBack = 7;  // a refunded order's commission taken back from the marketer

// Messages both the orders' and the discount codes' rules give.
inline constexpr std::string_view kMsgFree = "免费课程无需购买";
inline constexpr std::string_view kMsgNoCourse = "课程不存在";
inline constexpr std::string_view kMsgClosed = "订单已关闭";
inline constexpr std::string_view kMsgNoOrder = "订单不存在";

// Activation codes bought in one order.
inline constexpr int kCodesPerOrderMax = 500;

// A top-up is 1 to 50,000 yuan.
inline constexpr std::int64_t kTopUpMinFen = 100;
inline constexpr std::int64_t kTopUpMaxFen = 5'000'000;

struct Order {
    std::int64_t id = 0;
    std::string order_no;
    std::int64_t user_id = 0;
    std::int64_t school_id = 0;
    int order_type = kOrderCourse;
    std::optional<std::int64_t> course_id;
    std::string course_sign;  // "" for a top-up or a course since deleted
    std::string title;
    std::string picture;
    std::int64_t price_fen = 0;
    std::int64_t discount_fen = 0;
    std::int64_t amount_fen = 0;
    std::optional<std::string> discount_code;
    int status = kOrderUnpaid;
    int pay_type = kPayNone;
    std::int64_t created_at = 0;
    std::int64_t expires_at = 0;
    std::optional<std::int64_t> paid_at;
    std::optional<std::int64_t> closed_at;
    std::optional<std::int64_t> refunded_at;
    std::string refund_reason;
    std::optional<std::int64_t> marketer_id;  // the order came through this marketer's link
    std::int64_t commission_fen = 0;          // credited to the marketer when it was paid
    int quantity = 1;                         // activation codes of a code order; 1 otherwise
};

// An activation code a code order bought, with its use.
struct BoughtCode {
    std::string code;
    std::string used_by;  // the name of who used it ("" while unused)
    std::optional<std::int64_t> used_at;
};

// An order as the admins see it (the refund screens): with its buyer and its school.
struct SchoolOrder {
    Order order;
    std::string buyer_name;
    std::string buyer_mobile;
    std::string school_name;
};

// Whose orders an admin call reaches: one school's (a school admin's, the school of their account) or every
// school's (the platform admin's). A school admin without a school reaches none.
struct OrderScope {
    std::optional<std::int64_t> school_id;  // nullopt: every school

    static OrderScope every_school() { return {}; }
    static OrderScope school(std::int64_t id) { return {id}; }
    bool reaches(std::int64_t order_school) const {
        return !school_id || (*school_id != 0 && *school_id == order_school);
    }
};

// The admins' order list: a keyword matches the order number, the title or the buyer's mobile. The school admin's
// list holds course, training and code orders; the platform admin's every kind, and may name one school.
struct SchoolOrderQuery {
    int status = -1;          // -1: every status
    int order_type = -1;      // -1: every kind the list holds
    std::string school_sign;  // "": every school the scope reaches
    std::string keyword;
    Page page;
};

// What a new order is made of (the service fills it from the course or the top-up amount).
struct NewOrder {
    std::string order_no;
    std::int64_t user_id = 0;
    std::int64_t school_id = 0;
    int order_type = kOrderCourse;
    std::optional<std::int64_t> course_id;
    std::string title;
    std::string picture;
    std::int64_t price_fen = 0;
    std::int64_t discount_fen = 0;
    std::optional<std::string> discount_code;
    std::optional<std::int64_t> marketer_id;
    int quantity = 1;
    std::int64_t created_at = 0;
    std::int64_t expires_at = 0;
};

struct Payment {
    std::int64_t id = 0;
    std::int64_t order_id = 0;
    std::string provider;
    std::string out_trade_no;
    std::optional<std::string> token;
    std::string code_url;
    std::int64_t amount_fen = 0;
    int status = kPaymentWaiting;
    std::optional<std::string> trade_no;
    std::int64_t created_at = 0;
};

struct WalletEntry {
    std::int64_t id = 0;
    int kind = kEntryTopUp;
    std::int64_t amount_fen = 0;
    std::int64_t balance_after = 0;
    std::string order_no;  // "" when the entry has no order
    std::string note;
    std::int64_t created_at = 0;
};

// A user's balance and its ledger, as the platform admin sees it.
struct Wallet {
    std::int64_t balance_fen = 0;
    Paged<WalletEntry> entries;
};

// Discount codes (docs/commerce.md "Discount codes").
inline constexpr int kDiscountRate = 1;   // value 10–99: the buyer pays value% of the price
inline constexpr int kDiscountFixed = 2;  // value: fen off, at most the price

struct DiscountBatch {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;
    std::string name;
    int kind = kDiscountRate;
    std::int64_t value = 0;
    std::int64_t starts_at = 0;
    std::int64_t ends_at = 0;
    int use_limit = 1;
    std::int64_t created_at = 0;
    // Read with the batch (the managers' list).
    int code_count = 0;
    std::int64_t used_total = 0;
};

// A code with its batch (checking it, using it).
struct DiscountCode {
    std::int64_t id = 0;
    std::string code;
    int used_count = 0;
    DiscountBatch batch;
};

// What an order of `price_fen` costs with a code.
struct Quote {
    std::int64_t price_fen = 0;
    std::int64_t discount_fen = 0;
    std::int64_t amount_fen = 0;
    std::optional<std::string> code;
};

// The order list's filters (spec 02: endTime, orderType, page, payType, size, startTime, title).
struct OrderQuery {
    int order_type = 0;
    int pay_type = 0;
    std::optional<std::int64_t> start_time;  // created at or after (seconds)
    std::optional<std::int64_t> end_time;    // created before (seconds)
    std::string title;                       // a substring of the title
    Page page;
};

// Marketers (推广员, docs/commerce.md "Marketers").
inline constexpr int kMarketerPending = 0;
inline constexpr int kMarketerApproved = 1;
inline constexpr int kMarketerRefused = 2;
inline constexpr int kMarketerStopped = 3;
// The commission rate a school admin sets on approval: percent of what the buyer pays.
inline constexpr int kRateMin = 1;
inline constexpr int kRateMax = 50;

struct Marketer {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t user_id = 0;
    std::int64_t school_id = 0;
    std::string real_name;
    std::string mobile;
    std::string intro;
    int status = kMarketerPending;
    int rate = 0;
    std::string review_note;
    std::int64_t applied_at = 0;
    std::optional<std::int64_t> reviewed_at;
    // The user's account name and photo (the landing page shows them, not the real name).
    std::string user_name;
    std::string user_photo;
};

struct MarketerApplication {
    std::string real_name;
    std::string mobile;
    std::string intro;
};

// The admins' list of a school's marketers: status -1 for every one; a keyword matches the name or mobile.
struct MarketerQuery {
    int status = -1;
    std::string keyword;
    Page page;
};

// What one marketer's link for one course brought: visitors (one a day each), paid orders, commission.
struct ReferralStats {
    std::int64_t visits = 0;
    std::int64_t orders = 0;
    std::int64_t commission_fen = 0;
};

// An order through a marketer's link that was paid (or paid and refunded), as the marketer sees it.
struct Commission {
    std::string order_no;
    std::string title;
    std::string buyer_name;  // masked by the JSON
    std::int64_t amount_fen = 0;
    std::int64_t commission_fen = 0;
    int status = kOrderPaid;
    std::int64_t paid_at = 0;
};

}  // namespace xj::commerce
