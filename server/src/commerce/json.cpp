#include "commerce/json.h"

#include <array>
#include <string_view>

#include <boost/json/array.hpp>

#include "core/json_value.h"
#include "core/time_format.h"

namespace xj::commerce {

namespace json = boost::json;

namespace {

constexpr std::array<std::string_view, 5> kTypeNames = {"", "课程", "培训", "余额充值", "激活码"};
constexpr std::array<std::string_view, 4> kStatusNames = {"待支付", "已支付", "已关闭", "已退款"};
constexpr std::array<std::string_view, 3> kPayNames = {"未选择", "余额支付", "在线支付"};
constexpr std::array<std::string_view, 8> kEntryNames = {"",     "充值",         "支付", "退款",
                                                         "佣金", "到账转入余额", "赠送", "佣金退回"};

template <std::size_t N>
std::string_view name_of(const std::array<std::string_view, N>& names, int i) {
    return i >= 0 && static_cast<std::size_t>(i) < N ? names[static_cast<std::size_t>(i)] : std::string_view();
}

}  // namespace

json::object order_json(const Order& o) {
    return {{"orderNo", o.order_no},
            {"orderType", o.order_type},
            {"orderTypeName", name_of(kTypeNames, o.order_type)},
            {"title", o.title},
            {"picture", o.picture},
            {"courseId", o.course_sign},
            {"price", o.price_fen},
            {"discount", o.discount_fen},
            {"amount", o.amount_fen},
            {"discountCode", core::or_null(o.discount_code)},
            {"status", o.status},
            {"statusName", name_of(kStatusNames, o.status)},
            {"payType", o.pay_type},
            {"payTypeName", name_of(kPayNames, o.pay_type)},
            {"createTime", core::iso_time(o.created_at)},
            {"expireTime", core::iso_time(o.expires_at)},
            {"payTime", core::iso_time_or_null(o.paid_at)},
            {"refundTime", core::iso_time_or_null(o.refunded_at)},
            {"refundReason", o.refund_reason},
            {"quantity", o.quantity}};
}

json::object orders_json(const Paged<Order>& page) {
    json::array list;
    for (const auto& o : page.list) list.push_back(order_json(o));
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object bought_codes_json(const Paged<BoughtCode>& page) {
    json::array list;
    for (const auto& c : page.list)
        list.push_back(json::object{{"code", c.code},
                                    {"used", c.used_at.has_value()},
                                    {"usedBy", c.used_by},
                                    {"usedTime", core::iso_time_or_null(c.used_at)}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object school_orders_json(const Paged<SchoolOrder>& page) {
    json::array list;
    for (const auto& s : page.list) {
        json::object o = order_json(s.order);
        o["buyerName"] = s.buyer_name;
        o["buyerMobile"] = s.buyer_mobile;
        o["commission"] = s.order.commission_fen;
        o["schoolName"] = s.school_name;
        list.push_back(std::move(o));
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object checkout_json(const Checkout& c) {
    std::string url = c.payment ? c.payment->code_url : std::string();
    return {{"order", order_json(c.order)},
            {"balance", c.balance},
            {"enough", c.balance >= c.order.amount_fen},
            {"payUrl", url},
            {"qrCode", url.empty() ? std::string() : "/api/v1/order/payQrCode?orderNo=" + c.order.order_no}};
}

json::object pay_state_json(const Order& o) {
    return {{"orderNo", o.order_no}, {"status", o.status}, {"paid", o.status == kOrderPaid}};
}

json::object cashier_json(const CashierView& v) {
    return {{"orderNo", v.order.order_no},
            {"title", v.order.title},
            {"amount", v.order.amount_fen},
            {"orderType", v.order.order_type},
            {"status", v.order.status},
            {"expireTime", core::iso_time(v.order.expires_at)},
            {"paid", v.paid}};
}

json::object quote_json(const Quote& q) {
    return {{"price", q.price_fen},
            {"discount", q.discount_fen},
            {"amount", q.amount_fen},
            {"discountCode", core::or_null(q.code)}};
}

json::object batch_json(const DiscountBatch& b) {
    return {{"idSign", b.sign},
            {"name", b.name},
            {"kind", b.kind},
            {"kindName", b.kind == kDiscountRate ? "折扣" : "立减"},
            {"value", b.value},
            {"startTime", core::iso_time(b.starts_at)},
            {"endTime", core::iso_time(b.ends_at)},
            {"useLimit", b.use_limit},
            {"codeCount", b.code_count},
            {"usedCount", b.used_total},
            {"createTime", core::iso_time(b.created_at)}};
}

json::array batches_json(const std::vector<DiscountBatch>& batches) {
    json::array out;
    for (const auto& b : batches) out.push_back(batch_json(b));
    return out;
}

json::object codes_json(const Paged<DiscountCode>& page) {
    json::array list;
    for (const auto& c : page.list)
        list.push_back(json::object{{"code", c.code}, {"usedCount", c.used_count}, {"useLimit", c.batch.use_limit}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object entries_json(const Paged<WalletEntry>& page) {
    json::array list;
    for (const auto& e : page.list)
        list.push_back(json::object{{"id", e.id},
                                    {"kind", e.kind},
                                    {"kindName", name_of(kEntryNames, e.kind)},
                                    {"amount", e.amount_fen},
                                    {"balance", e.balance_after},
                                    {"orderNo", e.order_no},
                                    {"note", e.note},
                                    {"createTime", core::iso_time(e.created_at)}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object wallet_json(const Wallet& w) {
    json::object o = entries_json(w.entries);
    o["balance"] = w.balance_fen;
    return o;
}

}  // namespace xj::commerce
