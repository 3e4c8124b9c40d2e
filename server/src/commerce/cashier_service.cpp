// The platform cashier (docs/commerce.md "The platform cashier", the offline default of ARCHITECTURE §7): the order
// behind a payment link, and paying it once however often the link is opened.
#include "commerce/service.h"
#include "core/api_error.h"

namespace xj::commerce {

using core::ApiError;

namespace {

constexpr std::string_view kMsgBadLink = "支付链接无效";

}  // namespace

CashierView CommerceService::cashier(const std::string& token) {
    return db_.with_conn([&](db::Conn& c) {
        auto p = token.empty() ? std::nullopt : store_.payment_by_token(c, token);
        if (!p || p->provider != "platform") throw ApiError::business(std::string(kMsgBadLink));
        Order o = *store_.order_by_id(c, p->order_id);
        return CashierView{o, p->status == kPaymentPaid};
    });
}

CashierView CommerceService::cashier_pay(const std::string& token) {
    if (provider_.name() != "platform") throw ApiError::business(std::string(kMsgBadLink));
    auto school = db_.with_tx([&](db::Conn& c) -> std::optional<std::int64_t> {
        auto seen = token.empty() ? std::nullopt : store_.payment_by_token(c, token);
        if (!seen || seen->provider != "platform") throw ApiError::business(std::string(kMsgBadLink));
        Order o = *store_.order_by_id(c, seen->order_id, true);  // the order's row first, as every writer
        auto p = store_.payment_by_token(c, token, true);
        if (p->status == kPaymentPaid) return std::nullopt;  // opened twice: paid once
        if (p->status != kPaymentWaiting) throw ApiError::business(std::string(kMsgClosed));
        require_payable(o);
        require_wanted(c, o);
        return settle(c, *p, "P" + p->out_trade_no);
    });
    if (school) courses_.catalogue_changed(*school);  // studentCount in the cards
    return cashier(token);
}

}  // namespace xj::commerce
