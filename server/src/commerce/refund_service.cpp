// Refunds by a school admin (docs/commerce.md "Refunds"): a paid course or training order of the admin's school goes
// back into the buyer's balance in one transaction — the order 1 → 3, the ledger row, the enrolment ended, the
// marketer's commission taken back.
#include <boost/json.hpp>

#include "audit/actions.h"
#include "commerce/alipay_provider.h"
#include "commerce/service.h"
#include "core/api_error.h"

namespace xj::commerce {

using core::ApiError;

namespace {

constexpr std::string_view kMsgTopUp = "充值订单不能退款";
constexpr std::string_view kMsgCodes = "激活码订单不能退款";
constexpr std::string_view kMsgRefunded = "订单已退款";
constexpr std::string_view kMsgNotPaid = "只有已支付的订单可以退款";

}  // namespace

Order CommerceService::refund(const core::AuthUser& admin, const OrderScope& scope, const std::string& order_no,
                              const std::string& reason, std::string_view ip) {
    auto [order, school] = db_.with_tx([&](db::Conn& c) {
        auto o = order_no.empty() ? std::nullopt : store_.order_by_no(c, order_no, true);
        // An order out of the scope (another school's) is as unknown as a made-up number.
        if (!o || !scope.reaches(o->school_id)) throw ApiError::business(std::string(kMsgNoOrder));
        if (o->order_type == kOrderTopUp) throw ApiError::business(std::string(kMsgTopUp));
        // Its codes may be handed out and used already: not taken back.
        if (o->order_type == kOrderCodes) throw ApiError::business(std::string(kMsgCodes));
        if (o->status == kOrderRefunded) throw ApiError::business(std::string(kMsgRefunded));
        if (o->status != kOrderPaid) throw ApiError::business(std::string(kMsgNotPaid));
        lock_balances_of(c, *o);
        if (!store_.mark_refunded(c, o->id, reason, admin.id, now())) throw ApiError::of(core::ApiCode::kBusy);
        if (o->amount_fen > 0) {
            std::int64_t after = store_.give(c, o->user_id, o->amount_fen, now());
            store_.insert_entry(c, o->user_id, kEntryRefund, o->amount_fen, after, o->id, "退款：" + o->title, now());
        }
        if (o->course_id) courses_.unenrol(c, *o->course_id, {o->user_id});
        take_back_commission(c, *o);
        audit_.record(
            c, admin, ip,
            {o->school_id, std::string(audit::kOrderRefund), "order:" + o->order_no + " " + o->title,
             "为订单 " + o->order_no + "（" + o->title + "）退款 " + yuan_text(o->amount_fen) + " 元，原因：" + reason,
             boost::json::serialize(boost::json::object{{"status", o->status}}),
             boost::json::serialize(boost::json::object{{"status", kOrderRefunded}, {"reason", reason}})});
        return std::pair{*store_.order_by_id(c, o->id), o->school_id};
    });
    courses_.catalogue_changed(school);  // studentCount in the cards
    return order;
}

Paged<SchoolOrder> CommerceService::school_orders(const OrderScope& scope, const SchoolOrderQuery& query) {
    if (scope.school_id == 0) return {};  // a school admin without a school
    return db_.with_conn([&](db::Conn& c) { return store_.school_orders(c, scope, query); });
}

}  // namespace xj::commerce
