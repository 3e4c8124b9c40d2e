#include "commerce/seed.h"

#include <spdlog/spdlog.h>

#include "commerce/store.h"
#include "core/sign.h"

namespace xj::commerce {

namespace {

constexpr std::string_view kDemoSchool = "1";
constexpr std::string_view kStudentMobile = "13800000001";  // 张晓明
constexpr std::int64_t kDay = 86400;
constexpr std::int64_t kGrantFen = 50'000;
constexpr std::int64_t kTopUpFen = 10'000;
constexpr int kPricedLooked = 20;

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
