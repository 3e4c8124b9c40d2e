// The commerce service, discount codes (docs/commerce.md "Discount codes"): a code's price, the code an unpaid order
// holds, and the batches of a course's managers.
#include "commerce/discount_rules.h"
#include "commerce/service.h"
#include "core/api_error.h"
#include "core/sign.h"

namespace xj::commerce {

using core::ApiError;

namespace {

constexpr std::string_view kMsgCodesNoDiscount = "激活码订单不能使用优惠码";
constexpr std::string_view kMsgTopUpCode = "充值订单不能使用优惠码";
constexpr std::string_view kMsgNoBatch = "优惠码批次不存在";
constexpr std::size_t kDiscountCodeLength = 8;

}  // namespace

Quote CommerceService::quote(db::Conn& conn, std::int64_t course_id, std::int64_t price_fen, const std::string& code,
                             bool hold) {
    Quote q{price_fen, 0, price_fen, std::nullopt};
    if (code.empty()) return q;
    auto found = store_.code(conn, code);
    if (!found) throw ApiError::business(std::string(kMsgCodeUnknown));
    if (auto why = code_refusal(*found, course_id, now())) throw ApiError::business(std::string(*why));
    if (hold && !store_.take_code_use(conn, found->id, found->batch.use_limit))
        throw ApiError::business(std::string(kMsgCodeUsedUp));
    q.discount_fen = discount_of(found->batch, price_fen);
    q.amount_fen = price_fen - q.discount_fen;
    q.code = found->code;
    return q;
}

std::vector<Payment> CommerceService::recode(db::Conn& conn, const Order& o, const std::string& code) {
    if (o.status != kOrderUnpaid) throw ApiError::business(std::string(kMsgClosed));
    if (o.discount_code.value_or("") == code) return {};
    if (o.order_type == kOrderTopUp) throw ApiError::business(std::string(kMsgTopUpCode));
    // A code takes its share of one course's price, not of a quantity of codes.
    if (o.order_type == kOrderCodes) throw ApiError::business(std::string(kMsgCodesNoDiscount));
    if (!o.course_id) throw ApiError::business(std::string(kMsgNoCourse));
    if (o.discount_code) store_.give_code_use(conn, *o.discount_code);
    Quote q = quote(conn, *o.course_id, o.price_fen, code, true);
    store_.reprice(conn, o.id, q.discount_fen, q.code);
    // Its amount changed: a QR code shown before is retired here and, after the commit, at the provider.
    std::vector<Payment> retired = store_.open_payments(conn, o.id);
    for (const auto& p : retired) store_.close_payment(conn, p.id);
    return retired;
}

Quote CommerceService::check_code(std::string_view host, const core::AuthUser& user, const std::string& course_sign,
                                  const std::string& code) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.find_course(c, school, course_sign);
        if (!course || course->card.status != courses::kStatusPublished)
            throw ApiError::business(std::string(kMsgNoCourse));
        std::int64_t price = course->card.price;
        if (auto open = store_.unpaid_order_for(c, user.id, course->card.id); open && open->expires_at > now())
            price = open->price_fen;
        if (price <= 0) throw ApiError::business(std::string(kMsgFree));
        return quote(c, course->card.id, price, code, false);
    });
}

Order CommerceService::update_order_code(const core::AuthUser& user, const std::string& order_no,
                                         const std::string& code) {
    std::vector<Payment> retired;
    Order updated = db_.with_tx([&](db::Conn& c) {
        Order o = owned(c, user, order_no, true);
        require_payable(o);
        retired = recode(c, o, code);
        return *store_.order_by_id(c, o.id);
    });
    close_at_provider(retired);
    return updated;
}

DiscountBatch CommerceService::add_batch(const core::AuthUser& user, const std::string& course_sign,
                                         DiscountBatch batch, int count) {
    return db_.with_tx([&](db::Conn& c) {
        courses::ManagedCourse course = courses_.managed_course(c, user, course_sign);
        batch.sign = core::make_sign();
        batch.course_id = course.id;
        batch.created_at = now();
        batch.id = store_.insert_batch(c, batch, user.id);
        for (int made = 0; made < count;)
            if (store_.insert_code(c, core::random_code(kDiscountCodeLength), batch.id)) ++made;
        batch.code_count = count;
        return batch;
    });
}

std::vector<DiscountBatch> CommerceService::batches(const core::AuthUser& user, const std::string& course_sign) {
    return db_.with_conn([&](db::Conn& c) {
        courses::ManagedCourse course = courses_.managed_course(c, user, course_sign);
        return store_.batches_of(c, course.id);
    });
}

Paged<DiscountCode> CommerceService::codes(const core::AuthUser& user, const std::string& batch_sign,
                                           const Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        auto batch = batch_sign.empty() ? std::nullopt : store_.batch(c, batch_sign);
        if (!batch) throw ApiError::business(std::string(kMsgNoBatch));
        courses_.managed_course(c, user, batch->course_id);
        return store_.codes_of(c, batch->id, page);
    });
}

CommerceService::CodeExport CommerceService::codes_export(const core::AuthUser& user, const std::string& batch_sign) {
    return db_.with_conn([&](db::Conn& c) {
        auto batch = batch_sign.empty() ? std::nullopt : store_.batch(c, batch_sign);
        if (!batch) throw ApiError::business(std::string(kMsgNoBatch));
        courses_.managed_course(c, user, batch->course_id);
        std::int64_t total = store_.codes_of(c, batch->id, Page{1, 1}).total;
        exporter_.check_rows(total);
        CodeExport out{*batch, {}};
        if (total > 0) out.rows = store_.codes_of(c, batch->id, Page{1, static_cast<int>(total)}).list;
        return out;
    });
}

}  // namespace xj::commerce
