// Activation codes bought in bulk (docs/commerce.md "Activation codes in bulk", issue 15's activate store): an order
// of type 4 whose payment makes its codes — the courses domain's 16-character activation codes, through its service,
// in the payment's transaction — for the buyer to hand out.
#include "commerce/service.h"
#include "core/api_error.h"
#include "core/sign.h"

namespace xj::commerce {

using core::ApiError;

namespace {

constexpr std::string_view kMsgTooManyCodeOrders = "待支付的激活码订单过多，请先完成或删除";
constexpr std::string_view kMsgQuantity = "购买数量须在1到500之间";
constexpr std::int64_t kOpenCodeOrdersMax = 5;
constexpr std::size_t kActivationCodeLength = 16;

}  // namespace

Order CommerceService::add_code_order(std::string_view host, const core::AuthUser& user, const std::string& course_sign,
                                      int quantity) {
    if (quantity < 1 || quantity > kCodesPerOrderMax) throw ApiError::invalid("quantity", std::string(kMsgQuantity));
    std::int64_t school = courses_.school_of(host);
    return db_.with_tx([&](db::Conn& c) {
        if (auto refused = codes_refusal(c, school, course_sign)) throw ApiError::business(std::string(*refused));
        auto course = courses_.find_course(c, school, course_sign);
        if (course->card.price <= 0) throw ApiError::business(std::string(kMsgFree));
        if (store_.open_orders(c, user.id, kOrderCodes, now()) >= kOpenCodeOrdersMax)
            throw ApiError::business(std::string(kMsgTooManyCodeOrders));
        NewOrder o;
        o.order_no = make_order_no(now());
        o.user_id = user.id;
        o.school_id = course->card.school_id;
        o.order_type = kOrderCodes;
        o.course_id = course->card.id;
        o.title = course->card.name + " 激活码×" + std::to_string(quantity);
        o.picture = course->card.picture;
        o.price_fen = course->card.price * quantity;
        o.quantity = quantity;
        o.created_at = now();
        o.expires_at = o.created_at + ttl_.count();
        auto id = store_.insert_order(c, o);
        if (!id) throw ApiError::of(core::ApiCode::kBusy);  // the number was taken: once in 10^6 a second
        return *store_.order_by_id(c, *id);
    });
}

std::optional<std::string_view> CommerceService::codes_refusal(db::Conn& conn, std::int64_t school_id,
                                                               const std::string& course_sign) const {
    auto course = course_sign.empty() ? std::nullopt : courses_.find_course(conn, school_id, course_sign);
    if (!course || course->card.status != courses::kStatusPublished) return kMsgNoCourse;
    if (course->card.offering == courses::kOfferingTraining && training_.has_ended(conn, school_id, course_sign))
        return training::kMsgEnded;
    return std::nullopt;
}

void CommerceService::issue_codes(db::Conn& conn, const Order& order) {
    for (int made = 0; made < order.quantity;) {
        std::string code = core::random_code(kActivationCodeLength);
        if (!courses_.add_activation_code(conn, code, *order.course_id, std::nullopt, now())) continue;  // taken
        store_.insert_order_code(conn, order.id, code);
        ++made;
    }
}

Paged<BoughtCode> CommerceService::order_codes(const core::AuthUser& user, const std::string& order_no,
                                               const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return store_.order_codes(c, owned(c, user, order_no, false).id, page); });
}

CommerceService::BoughtCodes CommerceService::order_codes_export(const core::AuthUser& user,
                                                                 const std::string& order_no) {
    return db_.with_conn([&](db::Conn& c) {
        Order o = owned(c, user, order_no, false);
        return BoughtCodes{o, store_.order_codes(c, o.id, Page{1, kCodesPerOrderMax}).list};
    });
}

}  // namespace xj::commerce
