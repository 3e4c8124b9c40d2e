// Marketers and refunds on both databases (docs/commerce.md "Marketers", "Refunds"): applying and review, a referral
// credits the commission once in the payment's transaction, a refund returns the money to the balance, ends the
// enrolment and takes the commission back, and every ledger sums to its balance.
#include <gtest/gtest.h>

#include "commerce/test_fixture.h"
#include "core/time_format.h"

namespace xj::commerce {
namespace {

using testing::kHost;
using testing::kPrice;

class MarketerRefundTest : public testing::CommerceServiceTest {
protected:
    MarketerApplication application() const { return {"王推广", "13900000001", "朋友圈推广"}; }

    // student2_ applies and the school admin approves at `rate` percent: the marketer's sign.
    std::string approved_marketer(int rate) {
        Marketer m = marketers_->apply(kHost, student2_, application());
        return marketers_->review(admin_, m.sign, true, rate, "").sign;
    }
};

TEST_P(MarketerRefundTest, ApplyingAndReviewFollowTheirStates) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    EXPECT_FALSE(marketers_->mine(kHost, student2_).has_value());
    Marketer m = marketers_->apply(kHost, student2_, application());
    EXPECT_EQ(m.status, kMarketerPending);
    EXPECT_EQ(m.real_name, "王推广");
    EXPECT_EQ(refusal([&] { marketers_->apply(kHost, student2_, application()); }), "您的申请正在审核中");
    EXPECT_EQ(refusal([&] { marketers_->promote(kHost, student2_, {1, 10}); }), "您还不是推广员");
    // Another school's admin does not see it; a refusal needs a reason; the rate is 1–50.
    EXPECT_EQ(refusal([&] { marketers_->review(far_admin_, m.sign, true, 10, ""); }), "申请不存在");
    EXPECT_EQ(refusal([&] { marketers_->review(admin_, m.sign, false, 0, ""); }), "请填写原因");
    EXPECT_EQ(refusal([&] { marketers_->review(admin_, m.sign, true, 51, ""); }), "佣金比例须在1%到50%之间");
    EXPECT_EQ(marketers_->list(far_admin_, {}).total, 0);
    EXPECT_EQ(marketers_->list(admin_, {}).total, 1);
    Marketer refused = marketers_->review(admin_, m.sign, false, 0, "资料不全");
    EXPECT_EQ(refused.status, kMarketerRefused);
    EXPECT_EQ(refused.review_note, "资料不全");
    EXPECT_EQ(refusal([&] { marketers_->review(admin_, m.sign, true, 10, ""); }), "该申请已处理");
    // A refused application may be made again, and approved.
    EXPECT_EQ(marketers_->apply(kHost, student2_, application()).status, kMarketerPending);
    Marketer ok = marketers_->review(admin_, m.sign, true, 12, "");
    EXPECT_EQ(ok.status, kMarketerApproved);
    EXPECT_EQ(ok.rate, 12);
    EXPECT_EQ(refusal([&] { marketers_->apply(kHost, student2_, application()); }), "您已是推广员");
    Promotion p = marketers_->promote(kHost, student2_, {1, 10});
    EXPECT_EQ(p.courses.total, 2);  // the two priced courses
    EXPECT_EQ(marketers_->link_path(kHost, student2_, "course-p"), "/marketer/" + m.sign + "?courseId=course-p");
    Marketer stopped = marketers_->stop(admin_, m.sign, "违规推广");
    EXPECT_EQ(stopped.status, kMarketerStopped);
    EXPECT_EQ(refusal([&] { marketers_->landing(m.sign, "course-p", "v"); }), "推广链接已失效");
}

TEST_P(MarketerRefundTest, AReferralCreditsTheCommissionOnceWhenPaid) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string sign = approved_marketer(10);
    // Visits: one per visitor and day.
    Landing l = marketers_->landing(sign, "course-p", "visitor-1");
    EXPECT_EQ(l.course->sign, "course-p");
    marketers_->landing(sign, "course-p", "visitor-1");
    marketers_->landing(sign, "course-p", "visitor-2");
    EXPECT_EQ(refusal([&] { marketers_->landing(sign, "no-such", "v"); }), "课程不存在");
    fund(student_, kPrice);
    Order o = service_->add_order(kHost, student_, "course-p", "", sign);
    EXPECT_EQ(o.marketer_id.has_value(), true);
    EXPECT_TRUE(service_->pay_from_balance(student_, o.order_no));
    EXPECT_TRUE(service_->pay_from_balance(student_, o.order_no));  // again: nothing more
    EXPECT_EQ(service_->balance(student2_), kPrice / 10);
    EXPECT_EQ(service_->ledger_sum(student2_.id), kPrice / 10);
    EXPECT_EQ(service_->order(student_, o.order_no).commission_fen, kPrice / 10);
    Promotion p = marketers_->promote(kHost, student2_, {1, 10});
    EXPECT_EQ(p.totals.visits, 2);
    EXPECT_EQ(p.totals.orders, 1);
    EXPECT_EQ(p.totals.commission_fen, kPrice / 10);
    auto records = marketers_->commissions(kHost, student2_, {1, 10});
    ASSERT_EQ(records.total, 1);
    EXPECT_EQ(records.list[0].buyer_name, "张晓明");
    EXPECT_EQ(records.list[0].commission_fen, kPrice / 10);
}

TEST_P(MarketerRefundTest, AReferralThatDoesNotCountIsIgnored) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    Marketer pending = marketers_->apply(kHost, student2_, application());
    fund(student_, kPrice * 2);
    // A pending marketer, a made-up sign: the order is made without one.
    EXPECT_FALSE(service_->add_order(kHost, student_, "course-p", "", pending.sign).marketer_id.has_value());
    EXPECT_FALSE(service_->add_order(kHost, student_, "course-q", "", "no-such").marketer_id.has_value());
    // The marketer's own purchase through their own link earns nothing.
    marketers_->review(admin_, pending.sign, true, 20, "");
    fund(student2_, kPrice);
    Order own = service_->add_order(kHost, student2_, "course-p", "", pending.sign);
    EXPECT_FALSE(own.marketer_id.has_value());
    EXPECT_TRUE(service_->pay_from_balance(student2_, own.order_no));
    EXPECT_EQ(service_->balance(student2_), 0);
    // A waiting order without one takes the link that led to it later.
    Order later = service_->add_order(kHost, student_, "course-p", "", pending.sign);
    EXPECT_TRUE(later.marketer_id.has_value());
}

TEST_P(MarketerRefundTest, ARefundReturnsTheMoneyEndsTheStudyAndTakesTheCommissionBack) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string sign = approved_marketer(10);
    fund(student_, kPrice);
    Order o = service_->add_order(kHost, student_, "course-p", "", sign);
    ASSERT_TRUE(service_->pay_from_balance(student_, o.order_no));
    EXPECT_EQ(refusal([&] { service_->refund(far_admin_, scope_of(far_admin_), o.order_no, "重复购买"); }),
              "订单不存在");
    Order refunded = service_->refund(admin_, scope_of(admin_), o.order_no, "重复购买");
    EXPECT_EQ(refunded.status, kOrderRefunded);
    EXPECT_EQ(refunded.refund_reason, "重复购买");
    EXPECT_TRUE(refunded.refunded_at.has_value());
    EXPECT_EQ(refusal([&] { service_->refund(admin_, scope_of(admin_), o.order_no, "重复购买"); }), "订单已退款");
    // One audit row for the refund, beside the marketer's approval; none for the refused attempts.
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM admin_audit WHERE action = 'order.refund'"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM admin_audit WHERE action = 'marketer.approve'"), 1);
    EXPECT_EQ(service_->balance(student_), kPrice);
    EXPECT_EQ(service_->ledger_sum(student_.id), kPrice);
    EXPECT_FALSE(enrolled(student_, priced_));
    EXPECT_EQ(service_->balance(student2_), 0);
    EXPECT_EQ(service_->ledger_sum(student2_.id), 0);
    EXPECT_EQ(service_->entries(student2_, {1, 10}).list.at(0).kind, kEntryCommissionBack);
    // The school's list shows it with its buyer; bought again, the course is studied again.
    auto list = service_->school_orders(scope_of(admin_), {});
    ASSERT_EQ(list.total, 1);
    EXPECT_EQ(list.list[0].buyer_name, "张晓明");
    Order again = service_->add_order(kHost, student_, "course-p");
    EXPECT_TRUE(service_->pay_from_balance(student_, again.order_no));
    EXPECT_TRUE(enrolled(student_, priced_));
}

TEST_P(MarketerRefundTest, OnlyAPaidCourseOrderIsRefunded) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    Order unpaid = service_->add_order(kHost, student_, "course-p");
    EXPECT_EQ(refusal([&] { service_->refund(admin_, scope_of(admin_), unpaid.order_no, "x"); }),
              "只有已支付的订单可以退款");
    Order top = service_->add_top_up(kHost, student_, 1'000);
    EXPECT_EQ(refusal([&] { service_->refund(admin_, scope_of(admin_), top.order_no, "x"); }), "充值订单不能退款");
    EXPECT_EQ(refusal([&] { service_->refund(admin_, scope_of(admin_), "XJ-none", "x"); }), "订单不存在");
    EXPECT_EQ(service_->school_orders(scope_of(admin_), {}).total, 1);  // the top-up is not the school's to list
}

TEST_P(MarketerRefundTest, ThePlatformScopeReachesEverySchoolsOrders) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    fund(student_, kPrice);
    Order o = service_->add_order(kHost, student_, "course-p");
    ASSERT_TRUE(service_->pay_from_balance(student_, o.order_no));
    service_->add_top_up(kHost, student_, 1'000);
    OrderScope every = OrderScope::every_school();
    // Every kind and school; the school named by its sign, a kind, a status.
    auto all = service_->school_orders(every, {});
    ASSERT_EQ(all.total, 2);
    EXPECT_EQ(all.list[0].school_name, "学鲸");
    SchoolOrderQuery top_ups;
    top_ups.order_type = kOrderTopUp;
    EXPECT_EQ(service_->school_orders(every, top_ups).total, 1);
    SchoolOrderQuery far;
    far.school_sign = "2";
    EXPECT_EQ(service_->school_orders(every, far).total, 0);
    EXPECT_EQ(service_->school_orders(scope_of(far_admin_), {}).total, 0);
    EXPECT_EQ(service_->school_orders(OrderScope::school(0), {}).total, 0);  // a school admin without a school
    // The platform admin (here the other school's admin acting in the platform scope) refunds it; the audit row is the
    // order's school's.
    Order refunded = service_->refund(far_admin_, every, o.order_no, "平台退款");
    EXPECT_EQ(refunded.status, kOrderRefunded);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM admin_audit WHERE action = 'order.refund' AND school_id = " +
                    std::to_string(school_)),
              1);
    // The buyer's balance and ledger, by their sign.
    Wallet w = service_->wallet_of(student_.sign, {1, 10});
    EXPECT_EQ(w.balance_fen, kPrice);
    ASSERT_EQ(w.entries.total, 3);  // the grant, the payment, the refund
    EXPECT_EQ(w.entries.list.at(0).kind, kEntryRefund);
    EXPECT_EQ(refusal([&] { service_->wallet_of("nobody", {1, 10}); }), "用户不存在");
    EXPECT_EQ(refusal([&] { service_->wallet_of("", {1, 10}); }), "用户不存在");
}

TEST_P(MarketerRefundTest, ASpentCommissionIsTakenBackAsFarAsTheBalanceHoldsIt) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string sign = approved_marketer(50);
    fund(student_, kPrice);
    Order o = service_->add_order(kHost, student_, "course-p", "", sign);
    ASSERT_TRUE(service_->pay_from_balance(student_, o.order_no));
    ASSERT_EQ(service_->balance(student2_), kPrice / 2);
    // The marketer spends it on course-q (29,900 fen) with 100 fen left.
    fund(student2_, 29'900 - kPrice / 2 + 100);
    Order spent = service_->add_order(kHost, student2_, "course-q");
    ASSERT_TRUE(service_->pay_from_balance(student2_, spent.order_no));
    service_->refund(admin_, scope_of(admin_), o.order_no, "退课");
    EXPECT_EQ(service_->balance(student2_), 0);  // the 100 fen taken back, never below zero
    EXPECT_EQ(service_->ledger_sum(student2_.id), 0);
    EXPECT_EQ(service_->balance(student_), kPrice);
}

TEST_P(MarketerRefundTest, AnAdminDoesNotReviewTheirOwnApplication) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    Marketer own = marketers_->apply(kHost, admin_, application());
    EXPECT_EQ(refusal([&] { marketers_->review(admin_, own.sign, true, 50, ""); }), "不能审核自己的申请");
    EXPECT_EQ(marketers_->mine(kHost, admin_)->status, kMarketerPending);
}

TEST_P(MarketerRefundTest, ALinkCountsAtMostItsCapOfVisitorsADay) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string sign = approved_marketer(10);
    marketers_->landing(sign, "course-p", "first");
    db_->with_tx([&](db::Conn& c) {
        MarketerStore store;
        auto m = *store.by_sign(c, sign);
        std::int64_t day = (courses::testing::kNow + core::kChinaOffsetSeconds) / 86400;
        for (int i = 0; i < kVisitorsPerLinkDay + 5; ++i)
            store.record_visit(c, m.id, priced_, "flood-" + std::to_string(i), day, courses::testing::kNow);
    });
    EXPECT_EQ(marketers_->promote(kHost, student2_, {1, 10}).totals.visits, kVisitorsPerLinkDay);
}

XJ_INSTANTIATE_DB_TEST(MarketerRefundTest);

}  // namespace
}  // namespace xj::commerce
