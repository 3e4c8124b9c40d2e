// Activation codes bought in bulk on both databases (docs/commerce.md "Activation codes in bulk"): an order of N codes
// at N × the price, paid once, holding N fresh codes that open the course to whoever redeems them.
#include <gtest/gtest.h>

#include <set>

#include "commerce/test_fixture.h"

namespace xj::commerce {
namespace {

using testing::kHost;
using testing::kPrice;

class CodeOrderTest : public testing::CommerceServiceTest {};

TEST_P(CodeOrderTest, PaidOnceItHoldsItsCodes) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    EXPECT_EQ(refusal([&] { service_->add_code_order(kHost, admin_, "course-p", 0); }), "购买数量须在1到500之间");
    EXPECT_EQ(refusal([&] { service_->add_code_order(kHost, admin_, "course-p", 501); }), "购买数量须在1到500之间");
    EXPECT_EQ(refusal([&] { service_->add_code_order(kHost, admin_, "course-a", 3); }), "免费课程无需购买");
    EXPECT_EQ(refusal([&] { service_->add_code_order(kHost, admin_, "no-such", 3); }), "课程不存在");
    fund(admin_, kPrice * 3);
    Order o = service_->add_code_order(kHost, admin_, "course-p", 3);
    EXPECT_EQ(o.order_type, kOrderCodes);
    EXPECT_EQ(o.quantity, 3);
    EXPECT_EQ(o.amount_fen, kPrice * 3);
    EXPECT_EQ(o.title, "电子商务运营 激活码×3");
    EXPECT_EQ(service_->order_codes(admin_, o.order_no, {1, 20}).total, 0);  // none before it is paid
    // The buyer's own order for the course is another matter: both can wait at once.
    Order own = service_->add_order(kHost, admin_, "course-p");
    EXPECT_NE(own.order_no, o.order_no);
    EXPECT_TRUE(service_->pay_from_balance(admin_, o.order_no));
    EXPECT_TRUE(service_->pay_from_balance(admin_, o.order_no));  // again: nothing more
    EXPECT_EQ(service_->balance(admin_), 0);
    EXPECT_FALSE(enrolled(admin_, priced_));  // codes are for others
    auto codes = service_->order_codes(admin_, o.order_no, {1, 20});
    ASSERT_EQ(codes.total, 3);
    std::set<std::string> distinct;
    for (const auto& c : codes.list) {
        EXPECT_EQ(c.code.size(), 16U);
        EXPECT_FALSE(c.used_at.has_value());
        distinct.insert(c.code);
    }
    EXPECT_EQ(distinct.size(), 3U);
    // A code opens the course to a student; the order shows who used it.
    accounts::Client client{"10.0.0.1", accounts_->new_captcha(accounts::Client{"10.0.0.1", {}}).key};
    courses_->activate(kHost, student_, codes.list[0].code, *accounts_->demo_captcha_text(client.captcha_key), client);
    EXPECT_TRUE(enrolled(student_, priced_));
    auto after = service_->order_codes(admin_, o.order_no, {1, 20});
    int used = 0;
    for (const auto& c : after.list)
        if (c.used_at) {
            ++used;
            EXPECT_EQ(c.used_by, "张晓明");
        }
    EXPECT_EQ(used, 1);
    // Someone else's order: unknown; no refund of codes.
    EXPECT_EQ(refusal([&] { service_->order_codes(student_, o.order_no, {1, 20}); }), "订单不存在");
    EXPECT_EQ(refusal([&] { service_->refund(admin_, scope_of(admin_), o.order_no, "x"); }), "激活码订单不能退款");
    EXPECT_EQ(service_->order_codes_export(admin_, o.order_no).rows.size(), 3U);
}

TEST_P(CodeOrderTest, OpenCodeOrdersAreCapped) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    for (int i = 0; i < 5; ++i) service_->add_code_order(kHost, student_, "course-p", 1);
    EXPECT_EQ(refusal([&] { service_->add_code_order(kHost, student_, "course-q", 1); }),
              "待支付的激活码订单过多，请先完成或删除");
}

TEST_P(CodeOrderTest, NoDiscountCodeAndNoCodesForACourseNoLongerSold) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(admin_, kPrice * 2);
    Order o = service_->add_code_order(kHost, admin_, "course-p", 2);
    // A discount code is a share of one course's price.
    EXPECT_EQ(refusal([&] { service_->update_order_code(admin_, o.order_no, "ANYCODE1"); }),
              "激活码订单不能使用优惠码");
    // Unpublished while the order waited: it cannot be paid, nothing is taken.
    db_->with_conn([&](db::Conn& c) { c.exec("UPDATE course SET status = 0 WHERE sign = 'course-p'"); });
    EXPECT_EQ(refusal([&] { service_->pay_from_balance(admin_, o.order_no); }), "课程不存在");
    EXPECT_EQ(service_->balance(admin_), kPrice * 2);
    EXPECT_EQ(refusal([&] { service_->add_code_order(kHost, admin_, "course-p", 1); }), "课程不存在");
}

XJ_INSTANTIATE_DB_TEST(CodeOrderTest);

}  // namespace
}  // namespace xj::commerce
