#include "commerce/seed.h"

#include <spdlog/spdlog.h>

#include "commerce/marketer_store.h"
#include "commerce/store.h"
#include "core/sign.h"
#include "core/time_format.h"

namespace xj::commerce {

namespace {

constexpr std::string_view kDemoSchool = "1";
constexpr std::string_view kStudentMobile = "13800000001";  // 张晓明
constexpr std::int64_t kDay = 86400;
constexpr std::int64_t kGrantFen = 50'000;
constexpr std::int64_t kTopUpFen = 10'000;
constexpr int kPricedLooked = 20;
constexpr std::string_view kMarketerMobile = "13800000007";   // 郑建国, an approved marketer
constexpr std::string_view kApplicantMobile = "13800000002";  // 王丽华, an application waiting
constexpr std::string_view kReferredMobile = "13800000005";   // 赵敏, who bought through 郑建国's link
constexpr std::string_view kAdminMobile = "13800000004";      // 陈国强, who reviewed
constexpr int kDemoRate = 10;

struct Writer {
    db::Conn& c;
    const DemoServices& services;
    CommerceStore store;
    std::int64_t user_id;
    std::int64_t school_id;
};

std::int64_t credit(const Writer& w, int kind, std::int64_t amount, std::optional<std::int64_t> order,
                    const std::string& note, std::int64_t at) {
    std::int64_t after = w.store.give(w.c, w.user_id, amount, at);
    w.store.insert_entry(w.c, w.user_id, kind, amount, after, order, note, at);
    return after;
}

std::int64_t insert(const Writer& w, NewOrder o) {
    o.user_id = w.user_id;
    o.school_id = w.school_id;
    return *w.store.insert_order(w.c, o);
}

NewOrder course_order(const courses::CourseCard& course, const std::string& no, std::int64_t at, std::int64_t expires) {
    NewOrder o;
    o.order_no = no;
    o.order_type = course.offering == courses::kOfferingTraining ? kOrderTraining : kOrderCourse;
    o.course_id = course.id;
    o.title = course.name;
    o.picture = course.picture;
    o.price_fen = course.price;
    o.created_at = at;
    o.expires_at = expires;
    return o;
}

// 新学期八折: a batch for each of the first two priced courses, one readable code each (SPRING80A, SPRING80B; 100
// uses, 90 days) beside random ones.
void seed_discounts(const Writer& w, const std::vector<courses::CourseCard>& priced, std::int64_t now) {
    const char* readable[] = {"SPRING80A", "SPRING80B"};
    for (std::size_t i = 0; i < priced.size() && i < 2; ++i) {
        DiscountBatch b;
        b.sign = core::make_sign();
        b.course_id = priced[i].id;
        b.name = "新学期八折";
        b.kind = kDiscountRate;
        b.value = 80;
        b.starts_at = now - kDay;
        b.ends_at = now + 90 * kDay;
        b.use_limit = 100;
        b.created_at = now - kDay;
        std::int64_t id = w.store.insert_batch(w.c, b, std::nullopt);
        w.store.insert_code(w.c, readable[i], id);
        for (int made = 0; made < 4;)
            if (w.store.insert_code(w.c, core::random_code(8), id)) ++made;
    }
}

std::optional<std::int64_t> user_id(const Writer& w, std::string_view mobile) {
    auto u = w.services.accounts.find_user_by_mobile(w.c, std::string(mobile));
    return u ? std::optional<std::int64_t>(u->id) : std::nullopt;
}

// 郑建国 is an approved marketer (10%) whose links were opened on the last days and brought 赵敏's paid order of the
// second priced course (its commission in his balance); 王丽华's application waits for the school admin. 李娜 and
// 张晓明 stay as the buying demos know them (no marketer, 李娜 without balance).
void seed_marketers(const Writer& w, const std::vector<courses::CourseCard>& priced, std::int64_t now) {
    auto marketer = user_id(w, kMarketerMobile);
    auto applicant = user_id(w, kApplicantMobile);
    auto zhao = user_id(w, kReferredMobile);
    auto admin = user_id(w, kAdminMobile);
    if (!marketer || !applicant || !zhao || !admin || priced.size() < 2) return;
    MarketerStore marketers;
    std::string sign = core::make_sign();
    marketers.insert(w.c, sign, w.school_id, *marketer,
                     {"郑建国", std::string(kMarketerMobile), "在校园社群和朋友圈分享职业课程"}, now - 20 * kDay);
    auto row = *marketers.by_sign(w.c, sign);
    marketers.set_status(w.c, row.id, kMarketerPending, kMarketerApproved, kDemoRate, "", *admin, now - 19 * kDay);
    marketers.insert(w.c, core::make_sign(), w.school_id, *applicant,
                     {"王丽华", std::string(kApplicantMobile), "向企业学员推荐实训课程"}, now - kDay);
    // Visitors over the last week: more for the course that sold.
    const int per_course[] = {5, 9, 3};
    for (std::size_t i = 0; i < priced.size() && i < 3; ++i)
        for (int v = 0; v < per_course[i]; ++v) {
            std::int64_t at = now - (v % 7) * kDay - 3600;
            marketers.record_visit(w.c, row.id, priced[i].id, "demo-visitor-" + std::to_string(v),
                                   (at + core::kChinaOffsetSeconds) / kDay, at);
        }
    const auto& sold = priced[1];
    NewOrder o = course_order(sold, make_order_no(now - 3 * kDay), now - 3 * kDay, now - 3 * kDay + 1800);
    o.user_id = *zhao;
    o.school_id = w.school_id;
    o.marketer_id = row.id;
    std::int64_t id = *w.store.insert_order(w.c, o);
    Payment p;
    p.order_id = id;
    p.provider = "platform";
    p.out_trade_no = o.order_no + "-demo02";
    p.amount_fen = sold.price;
    p.created_at = o.created_at + 20;
    w.store.insert_payment(w.c, p);
    auto paid = w.store.payment_by_trade(w.c, p.out_trade_no);
    w.store.mark_payment_paid(w.c, paid->id, "P" + p.out_trade_no, o.created_at + 40);
    w.store.mark_paid(w.c, id, kPayOnline, o.created_at + 40);
    w.services.courses.enrol(w.c, *zhao, sold.id, courses::kSourceOrder, o.created_at + 40);
    std::int64_t fen = sold.price * kDemoRate / 100;
    std::int64_t after = w.store.give(w.c, *marketer, fen, o.created_at + 40);
    w.store.insert_entry(w.c, *marketer, kEntryCommission, fen, after, id, "推广佣金：" + sold.name, o.created_at + 40);
    w.store.set_commission(w.c, id, fen);
}

int seed_all(const Writer& w, std::int64_t now) {
    credit(w, kEntryGrant, kGrantFen, std::nullopt, "新生礼金（演示）", now - 20 * kDay);

    // A top-up paid online through the platform cashier.
    NewOrder top;
    top.order_type = kOrderTopUp;
    top.title = "余额充值";
    top.price_fen = kTopUpFen;
    top.created_at = now - 10 * kDay;
    top.order_no = make_order_no(top.created_at);
    top.expires_at = top.created_at + 1800;
    std::int64_t top_id = insert(w, top);
    Payment p;
    p.order_id = top_id;
    p.provider = "platform";
    p.out_trade_no = top.order_no + "-demo01";
    p.code_url = "";
    p.amount_fen = kTopUpFen;
    p.created_at = top.created_at + 30;
    w.store.insert_payment(w.c, p);
    auto paid = w.store.payment_by_trade(w.c, p.out_trade_no);
    w.store.mark_payment_paid(w.c, paid->id, "P" + p.out_trade_no, top.created_at + 60);
    w.store.mark_paid(w.c, top_id, kPayOnline, top.created_at + 60);
    credit(w, kEntryTopUp, kTopUpFen, top_id, top.title, top.created_at + 60);

    // The first priced course he does not study waits to be paid (his three courses stay as the other demos know
    // them: buying one is the commerce browser test's to do).
    std::vector<courses::CourseCard> priced = w.services.courses.priced_courses(w.c, w.school_id, kPricedLooked);
    seed_discounts(w, priced, now);
    seed_marketers(w, priced, now);
    int orders = 1;
    for (const auto& c : priced) {
        if (w.services.courses.is_enrolled(w.c, w.user_id, c.id)) continue;
        // The demo's unpaid order stays payable for a week (a real one closes after --order-ttl-minutes).
        insert(w, course_order(c, make_order_no(now - 300), now - 300, now + 7 * kDay));
        ++orders;
        break;
    }
    return orders;
}

}  // namespace

bool seed_commerce_demo(db::Database& db, const core::Clock& clock, const DemoServices& services) {
    int seeded = 0;
    try {
        seeded = db.with_tx([&](db::Conn& c) {
            CommerceStore store;
            if (store.any_order(c)) return 0;
            auto school = services.site.find_school_by_sign(c, kDemoSchool);
            auto he = services.accounts.find_user_by_mobile(c, std::string(kStudentMobile));
            if (!school || !he) return 0;
            return seed_all(Writer{c, services, store, he->id, school->id}, clock.now_seconds());
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // another instance seeded at the same time
    }
    if (seeded > 0) {
        services.courses.catalogue_changed_everywhere();  // the bought course's studentCount
        spdlog::info("demo: seeded {} orders and 张晓明's balance", seeded);
    }
    return seeded > 0;
}

}  // namespace xj::commerce
