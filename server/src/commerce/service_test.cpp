// The commerce service on both databases (docs/commerce.md): orders for priced courses, balance and online payment,
// money moving exactly once, expiry, and orders that belong to their buyer.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "commerce/test_fixture.h"
#include "core/sign.h"
#include "testing/catalogue_rows.h"

namespace xj::commerce {
namespace {

using courses::testing::kNow;
using testing::CommerceServiceTest;
using testing::kHost;
using testing::kPrice;

TEST_P(CommerceServiceTest, PaysFromTheBalanceOnceAndEnrols) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(student_, 30'000);
    Order o = service_->add_order(kHost, student_, "course-p");
    EXPECT_EQ(o.status, kOrderUnpaid);
    EXPECT_EQ(o.amount_fen, kPrice);
    EXPECT_EQ(o.order_type, kOrderCourse);
    EXPECT_EQ(o.course_sign, "course-p");
    EXPECT_TRUE(o.order_no.starts_with("XJ"));
    EXPECT_EQ(o.order_no.size(), 22U);
    EXPECT_TRUE(service_->pay_from_balance(student_, o.order_no));
    EXPECT_TRUE(service_->pay_from_balance(student_, o.order_no));  // again: the same answer, nothing moves
    EXPECT_TRUE(enrolled(student_, priced_));
    EXPECT_EQ(service_->balance(student_), 30'000 - kPrice);
    EXPECT_EQ(service_->ledger_sum(student_.id), service_->balance(student_));
    EXPECT_EQ(service_->entries(student_, {1, 10}).total, 2);  // the grant and one payment
    Order paid = service_->paid_order(student_, o.order_no);
    EXPECT_EQ(paid.pay_type, kPayBalance);
    EXPECT_TRUE(paid.paid_at.has_value());
    EXPECT_EQ(refusal([&] { service_->add_order(kHost, student_, "course-p"); }), "您已加入该课程的学习");
}

TEST_P(CommerceServiceTest, AShortBalanceWritesNothing) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(student_, 100);
    Order o = service_->add_order(kHost, student_, "course-p");
    EXPECT_FALSE(service_->pay_from_balance(student_, o.order_no));
    EXPECT_EQ(service_->order(student_, o.order_no).status, kOrderUnpaid);
    EXPECT_EQ(service_->balance(student_), 100);
    EXPECT_EQ(service_->entries(student_, {1, 10}).total, 1);
    EXPECT_FALSE(enrolled(student_, priced_));
    EXPECT_EQ(refusal([&] { service_->paid_order(student_, o.order_no); }), "订单未支付");
    // Without any wallet at all: the same answer.
    Order other = service_->add_order(kHost, student2_, "course-p");
    EXPECT_FALSE(service_->pay_from_balance(student2_, other.order_no));
}

TEST_P(CommerceServiceTest, RefusesWhatCannotBeBought) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    EXPECT_EQ(refusal([&] { service_->add_order(kHost, student_, "course-a"); }), "免费课程无需购买");
    EXPECT_EQ(refusal([&] { service_->add_order(kHost, student_, "no-such"); }), "课程不存在");
    db_->with_conn([&](db::Conn& c) {
        xj::testing::CourseRow draft{"course-d", school_, "草稿课"};
        draft.price = 100;
        draft.status = 0;
        xj::testing::insert_course(c, draft, kNow);
        xj::testing::CourseRow far{"course-far", school2_, "外校课"};
        far.price = 100;
        xj::testing::insert_course(c, far, kNow);
    });
    EXPECT_EQ(refusal([&] { service_->add_order(kHost, student_, "course-d"); }), "课程不存在");
    EXPECT_EQ(refusal([&] { service_->add_order(kHost, student_, "course-far"); }), "课程不存在");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM purchase_order"), 0);
}

TEST_P(CommerceServiceTest, OneUnpaidOrderPerCourseKeepsItsAmount) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    Order first = service_->add_order(kHost, student_, "course-p");
    db_->with_conn([&](db::Conn& c) { c.exec("UPDATE course SET price = 99900 WHERE sign = 'course-p'"); });
    Order again = service_->add_order(kHost, student_, "course-p");
    EXPECT_EQ(again.order_no, first.order_no);
    EXPECT_EQ(again.amount_fen, kPrice);
    EXPECT_EQ(service_->order_for_course(kHost, student_, "course-p")->order_no, first.order_no);
    EXPECT_FALSE(service_->order_for_course(kHost, student2_, "course-p").has_value());
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM purchase_order"), 1);
}

TEST_P(CommerceServiceTest, AnOrderBelongsToItsBuyer) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(student2_, 100'000);
    Order o = service_->add_order(kHost, student_, "course-p");
    EXPECT_EQ(refusal([&] { service_->order(student2_, o.order_no); }), "订单不存在");
    EXPECT_EQ(refusal([&] { service_->pay_from_balance(student2_, o.order_no); }), "订单不存在");
    EXPECT_EQ(refusal([&] { service_->remove(student2_, o.order_no); }), "订单不存在");
    EXPECT_EQ(refusal([&] { service_->checkout(student2_, o.order_no); }), "订单不存在");
    EXPECT_EQ(service_->orders(student2_, {}).total, 0);
    EXPECT_EQ(service_->balance(student2_), 100'000);
    EXPECT_EQ(service_->order(student_, o.order_no).status, kOrderUnpaid);
}

TEST_P(CommerceServiceTest, AnExpiredOrderCannotBePaidAndIsClosed) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(student_, 100'000);
    Order o = service_->add_order(kHost, student_, "course-p");
    clock_.advance(kOrderTtlDefault);
    EXPECT_EQ(refusal([&] { service_->pay_from_balance(student_, o.order_no); }), "订单已过期，请重新下单");
    EXPECT_EQ(refusal([&] { service_->choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost"); }),
              "订单已过期，请重新下单");
    EXPECT_EQ(service_->close_due(), 1);
    EXPECT_EQ(service_->close_due(), 0);
    EXPECT_EQ(service_->order(student_, o.order_no).status, kOrderClosed);
    EXPECT_EQ(refusal([&] { service_->pay_from_balance(student_, o.order_no); }), "订单已关闭");
    EXPECT_EQ(service_->balance(student_), 100'000);
    // A new order is made for the course.
    Order next = service_->add_order(kHost, student_, "course-p");
    EXPECT_NE(next.order_no, o.order_no);
    EXPECT_TRUE(service_->pay_from_balance(student_, next.order_no));
}

TEST_P(CommerceServiceTest, OnlinePaymentThroughThePlatformCashierPaysOnce) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    Order o = service_->add_order(kHost, student_, "course-p");
    Checkout c = service_->choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost:8080");
    ASSERT_TRUE(c.payment.has_value());
    EXPECT_TRUE(c.payment->code_url.starts_with("http://localhost:8080/pay/"));
    EXPECT_EQ(c.payment->amount_fen, kPrice);
    // Choosing again reuses the waiting trade.
    EXPECT_EQ(service_->choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost:8080").payment->id,
              c.payment->id);
    std::string png = service_->qr_png(student_, o.order_no);
    EXPECT_EQ(png.substr(0, 4), "\x89PNG");
    CashierView before = service_->cashier(token_of(c));
    EXPECT_FALSE(before.paid);
    EXPECT_EQ(before.order.amount_fen, kPrice);
    EXPECT_TRUE(service_->cashier_pay(token_of(c)).paid);
    EXPECT_TRUE(service_->cashier_pay(token_of(c)).paid);  // opened twice
    EXPECT_EQ(service_->check_payment(student_, o.order_no).status, kOrderPaid);
    EXPECT_TRUE(enrolled(student_, priced_));
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM enrolment WHERE source = 'order'"), 1);
    EXPECT_EQ(service_->order(student_, o.order_no).pay_type, kPayOnline);
    EXPECT_EQ(service_->balance(student_), 0);  // paid from outside: no ledger row
    EXPECT_EQ(service_->entries(student_, {1, 10}).total, 0);
    EXPECT_EQ(refusal([&] { service_->cashier("no-such-token"); }), "支付链接无效");
}

TEST_P(CommerceServiceTest, ATopUpIsPaidOnlineIntoTheBalance) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    EXPECT_EQ(refusal([&] { service_->add_top_up(kHost, student_, 99); }), "充值金额须在1元到50000元之间");
    EXPECT_EQ(refusal([&] { service_->add_top_up(kHost, student_, 5'000'001); }), "充值金额须在1元到50000元之间");
    Order o = service_->add_top_up(kHost, student_, 5'000);
    EXPECT_EQ(o.order_type, kOrderTopUp);
    EXPECT_EQ(refusal([&] { service_->pay_from_balance(student_, o.order_no); }), "充值请使用在线支付");
    Checkout c = service_->choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost");
    service_->cashier_pay(token_of(c));
    EXPECT_EQ(service_->balance(student_), 5'000);
    auto entries = service_->entries(student_, {1, 10});
    ASSERT_EQ(entries.total, 1);
    EXPECT_EQ(entries.list[0].kind, kEntryTopUp);
    EXPECT_EQ(entries.list[0].order_no, o.order_no);
    EXPECT_EQ(service_->ledger_sum(student_.id), 5'000);
}

TEST_P(CommerceServiceTest, MoneyThatArrivesForAClosedOrderGoesToTheBalance) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    Order o = service_->add_order(kHost, student_, "course-p");
    Checkout c = service_->choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost");
    service_->remove(student_, o.order_no);
    EXPECT_EQ(refusal([&] { service_->cashier_pay(token_of(c)); }), "订单已关闭");
    // The provider says the closed trade was paid after all (its notification, or a query).
    TradeStatus forged{c.payment->out_trade_no, TradeState::kPaid, "T1", kPrice - 1};
    EXPECT_FALSE(service_->apply_trade(forged));  // another amount: nothing written
    TradeStatus paid{c.payment->out_trade_no, TradeState::kPaid, "T1", kPrice};
    EXPECT_TRUE(service_->apply_trade(paid));
    EXPECT_FALSE(service_->apply_trade(paid));  // the same notification again
    EXPECT_EQ(service_->balance(student_), kPrice);
    EXPECT_EQ(service_->entries(student_, {1, 10}).list.at(0).kind, kEntryLatePayment);
    EXPECT_FALSE(enrolled(student_, priced_));
    EXPECT_EQ(service_->orders(student_, {}).total, 0);  // deleted: hidden from the list
    EXPECT_FALSE(service_->apply_trade({"no-such-trade", TradeState::kPaid, "T2", kPrice}));
}

TEST_P(CommerceServiceTest, OnlyUnpaidOrdersAreDeleted) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(student_, 100'000);
    Order paid = service_->add_order(kHost, student_, "course-p");
    service_->pay_from_balance(student_, paid.order_no);
    EXPECT_EQ(refusal([&] { service_->remove(student_, paid.order_no); }), "已支付的订单不能删除");
    Order open = service_->add_order(kHost, student_, "course-q");
    service_->remove(student_, open.order_no);
    service_->remove(student_, open.order_no);  // twice: still gone
    auto list = service_->orders(student_, {});
    ASSERT_EQ(list.total, 1);
    EXPECT_EQ(list.list[0].order_no, paid.order_no);
    EXPECT_EQ(refusal([&] { service_->pay_from_balance(student_, open.order_no); }), "订单已关闭");
}

TEST_P(CommerceServiceTest, TheListFiltersByTypePayTypeTitleAndTime) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(student_, 100'000);
    Order course = service_->add_order(kHost, student_, "course-p");
    service_->pay_from_balance(student_, course.order_no);
    clock_.advance(std::chrono::hours(48));
    Order top = service_->add_top_up(kHost, student_, 1'000);
    OrderQuery q;
    EXPECT_EQ(service_->orders(student_, q).total, 2);
    EXPECT_EQ(service_->orders(student_, q).list[0].order_no, top.order_no);  // newest first
    q.order_type = kOrderTopUp;
    EXPECT_EQ(service_->orders(student_, q).total, 1);
    q = {};
    q.pay_type = kPayBalance;
    EXPECT_EQ(service_->orders(student_, q).list.at(0).order_no, course.order_no);
    q = {};
    q.title = "电子商务";
    EXPECT_EQ(service_->orders(student_, q).total, 1);
    q.title = "100%_";
    EXPECT_EQ(service_->orders(student_, q).total, 0);
    q = {};
    q.start_time = kNow + 3600;
    EXPECT_EQ(service_->orders(student_, q).list.at(0).order_no, top.order_no);
    q = {};
    q.end_time = kNow + 3600;
    EXPECT_EQ(service_->orders(student_, q).list.at(0).order_no, course.order_no);
}

TEST_P(CommerceServiceTest, ManyPaymentsOfOneOrderAtOncePayOnce) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(student_, kPrice * 3);
    Order o = service_->add_order(kHost, student_, "course-p");
    Checkout c = service_->choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost");
    std::atomic<int> paid{0}, refused{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < 16; ++i) {
        threads.emplace_back([&, i] {
            try {
                bool ok = i % 2 == 0 ? service_->pay_from_balance(student_, o.order_no)
                                     : service_->cashier_pay(token_of(c)).paid;
                (ok ? paid : refused)++;
            } catch (const core::ApiError&) {
                ++refused;  // the cashier after the balance paid: 订单已关闭
            }
        });
    }
    for (auto& t : threads) t.join();
    EXPECT_GE(paid.load(), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM enrolment WHERE source = 'order'"), 1);
    EXPECT_EQ(service_->order(student_, o.order_no).status, kOrderPaid);
    EXPECT_EQ(service_->ledger_sum(student_.id), service_->balance(student_));
    // Paid exactly once, whichever way won.
    std::int64_t spent = kPrice * 3 - service_->balance(student_);
    EXPECT_TRUE(spent == kPrice || spent == 0) << spent;
}

TEST_P(CommerceServiceTest, ADiscountCodeIsHeldByItsOrderAndGivenBackWhenItCloses) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    DiscountBatch b;
    b.name = "新学期八折";
    b.kind = kDiscountRate;
    b.value = 80;
    b.starts_at = kNow - 60;
    b.ends_at = kNow + 86400;
    b.use_limit = 1;
    EXPECT_EQ(refusal([&] { service_->add_batch(student_, "course-p", b, 2); }), "您没有权限访问!");
    DiscountBatch made = service_->add_batch(lead_, "course-p", b, 2);
    auto codes = service_->codes(lead_, made.sign, {1, 10});
    ASSERT_EQ(codes.total, 2);
    const std::string code = codes.list[0].code;
    EXPECT_EQ(code.size(), 8U);
    EXPECT_EQ(refusal([&] { service_->codes(admin_, made.sign, {1, 10}); }), "");  // the school's admin may
    EXPECT_EQ(refusal([&] { service_->batches(far_admin_, "course-p"); }), "您没有权限访问!");

    Quote q = service_->check_code(kHost, student_, "course-p", code);
    EXPECT_EQ(q.discount_fen, 3980);
    EXPECT_EQ(q.amount_fen, kPrice - 3980);
    EXPECT_EQ(refusal([&] { service_->check_code(kHost, student_, "course-q", code); }), "该优惠码不适用于此课程");
    EXPECT_EQ(refusal([&] { service_->check_code(kHost, student_, "course-p", "NOSUCH00"); }), "优惠码不存在");

    Order o = service_->add_order(kHost, student_, "course-p", code);
    EXPECT_EQ(o.amount_fen, kPrice - 3980);
    EXPECT_EQ(o.discount_code, code);
    // Its one use is held: another buyer is refused, and nothing is written for them.
    EXPECT_EQ(refusal([&] { service_->add_order(kHost, student2_, "course-p", code); }), "优惠码已用完");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM purchase_order"), 1);
    // Removing the code from the order gives the use back; putting it again holds it again.
    EXPECT_EQ(service_->update_order_code(student_, o.order_no, "").amount_fen, kPrice);
    EXPECT_EQ(service_->add_order(kHost, student2_, "course-p", code).amount_fen, kPrice - 3980);
    EXPECT_EQ(refusal([&] { service_->update_order_code(student_, o.order_no, code); }), "优惠码已用完");
    // The other buyer's order expires: its use comes back.
    clock_.advance(kOrderTtlDefault);
    EXPECT_EQ(service_->close_due(), 2);
    EXPECT_EQ(service_->batches(lead_, "course-p").at(0).used_total, 0);
    clock_.advance(std::chrono::hours(24));
    EXPECT_EQ(refusal([&] { service_->check_code(kHost, student_, "course-p", code); }), "优惠码已过期");
}

TEST_P(CommerceServiceTest, AFullDiscountIsPaidWithoutMoney) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    DiscountBatch b;
    b.name = "全免";
    b.kind = kDiscountFixed;
    b.value = 50'000;
    b.starts_at = kNow - 60;
    b.ends_at = kNow + 86400;
    b.use_limit = 5;
    DiscountBatch made = service_->add_batch(admin_, "course-p", b, 1);
    const std::string code = service_->codes(admin_, made.sign, {1, 10}).list.at(0).code;
    Order o = service_->add_order(kHost, student_, "course-p", code);
    EXPECT_EQ(o.amount_fen, 0);
    EXPECT_EQ(refusal([&] { service_->choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost"); }),
              "订单金额为0，请使用余额支付");
    EXPECT_TRUE(service_->pay_from_balance(student_, o.order_no));
    EXPECT_TRUE(enrolled(student_, priced_));
    EXPECT_EQ(service_->entries(student_, {1, 10}).total, 0);
    EXPECT_EQ(service_->batches(admin_, "course-p").at(0).used_total, 1);  // a paid order keeps its use
}

TEST_P(CommerceServiceTest, ARetiredTradeNeverPaysTheOrderItsMoneyGoesToTheBalance) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    DiscountBatch b;
    b.name = "八折";
    b.kind = kDiscountRate;
    b.value = 80;
    b.starts_at = kNow - 60;
    b.ends_at = kNow + 86400;
    b.use_limit = 1;
    DiscountBatch made = service_->add_batch(lead_, "course-p", b, 1);
    const std::string code = service_->codes(lead_, made.sign, {1, 10}).list.at(0).code;
    Order o = service_->add_order(kHost, student_, "course-p", code);
    Checkout shown = service_->choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost");
    // The buyer drops the code (the order now costs the full price) and then pays the QR code shown before.
    service_->update_order_code(student_, o.order_no, "");
    EXPECT_TRUE(
        service_->apply_trade({shown.payment->out_trade_no, TradeState::kPaid, "T9", shown.payment->amount_fen}));
    EXPECT_EQ(service_->order(student_, o.order_no).status, kOrderUnpaid);
    EXPECT_FALSE(enrolled(student_, priced_));
    EXPECT_EQ(service_->balance(student_), kPrice - 3980);  // the money is theirs, in the balance
    EXPECT_EQ(service_->ledger_sum(student_.id), service_->balance(student_));
    EXPECT_EQ(service_->batches(lead_, "course-p").at(0).used_total, 0);  // and the code is free again, used once
}

TEST_P(CommerceServiceTest, ACourseOwnedMeanwhileIsNotChargedAgain) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(student_, 100'000);
    Order o = service_->add_order(kHost, student_, "course-p");
    Checkout shown = service_->choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost");
    db_->with_conn([&](db::Conn& c) { courses_->enrol(c, student_.id, priced_, courses::kSourceCode, kNow); });
    EXPECT_EQ(refusal([&] { service_->pay_from_balance(student_, o.order_no); }), "您已加入该课程的学习");
    EXPECT_EQ(refusal([&] { service_->cashier_pay(*shown.payment->token); }), "您已加入该课程的学习");
    EXPECT_EQ(service_->balance(student_), 100'000);
    // Paid at the provider all the same: kept in the balance, the order not marked paid.
    EXPECT_TRUE(service_->apply_trade({shown.payment->out_trade_no, TradeState::kPaid, "T8", kPrice}));
    EXPECT_EQ(service_->order(student_, o.order_no).status, kOrderUnpaid);
    EXPECT_EQ(service_->balance(student_), 100'000 + kPrice);
}

TEST_P(CommerceServiceTest, OpenTopUpsAreCapped) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    for (int i = 0; i < 5; ++i) service_->add_top_up(kHost, student_, 1'000);
    EXPECT_EQ(refusal([&] { service_->add_top_up(kHost, student_, 1'000); }), "待支付的充值订单过多，请先完成或删除");
    clock_.advance(kOrderTtlDefault);  // expired ones do not count
    EXPECT_EQ(refusal([&] { service_->add_top_up(kHost, student_, 1'000); }), "");
}

TEST_P(CommerceServiceTest, WithoutAProviderOnlyTheBalancePays) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    DisabledProvider none;
    CommerceService offline(*db_, clock_, *accounts_, *courses_, *training_, none, *audit_);
    fund(student_, 100'000);
    EXPECT_EQ(refusal([&] { offline.add_top_up(kHost, student_, 1'000); }), "在线支付未开通");
    Order o = offline.add_order(kHost, student_, "course-p");
    EXPECT_EQ(refusal([&] { offline.choose_pay_type(student_, o.order_no, kPayOnline, "http://localhost"); }),
              "在线支付未开通");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM payment"), 0);
    EXPECT_TRUE(offline.pay_from_balance(student_, o.order_no));
}

XJ_INSTANTIATE_DB_TEST(CommerceServiceTest);

}  // namespace
}  // namespace xj::commerce
