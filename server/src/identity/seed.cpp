#include "identity/seed.h"

#include <chrono>

#include <spdlog/spdlog.h>

namespace xj::identity {

namespace {

constexpr std::string_view kDemoSchool = "1";  // 学鲸职业技术学院, seeded by the site domain
constexpr std::string_view kPendingMobile = "13800000005";  // 赵敏 claims to be a teacher; 陈国强 reviews it
constexpr std::string_view kPendingNumber = "T2020015";

const std::vector<RosterEntry> kDemoRoster{
    {"student", "2024010101", "刘子涵"}, {"student", "2024010102", "王浩然"}, {"student", "2024010103", "陈雨桐"},
    {"student", "2024010104", "杨梓轩"}, {"student", "2024010105", "黄思远"}, {"student", "2024010106", "吴佳怡"},
    {"student", "2024010107", "孙一鸣"}, {"student", "2024010108", "周欣然"}, {"student", "2024010109", "李娜"},
    {"student", "2024010110", "徐子墨"}, {"teacher", "T2019001", "王丽华"},  {"teacher", "T2019002", "郑建国"},
    {"teacher", "T2019003", "林秀英"},
};

std::int64_t now_seconds() {
    using namespace std::chrono;
    return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

void seed_pending_claim(IdentityService& identity, db::Conn& c, const site::School& school, std::int64_t now) {
    auto user = identity.accounts().users().find_by_mobile(c, kPendingMobile);
    if (!user) return;
    Claim claim{0, user->id, kTypeTeacher, school.id, school.sign, school.name, user->name, std::string(kPendingNumber),
                kStatusPending, "", now};
    if (identity.store().insert_claim(c, claim, now)) identity.accounts().set_audit_status(c, user->id, kStatusPending);
}

}  // namespace

bool seed_demo(IdentityService& identity) {
    const IdentityStore& store = identity.store();
    if (identity.database().with_conn([&](db::Conn& c) { return store.any_roster(c); })) return false;
    std::int64_t now = now_seconds();
    bool seeded = false;
    try {
        seeded = identity.database().with_tx([&](db::Conn& c) {
            if (store.any_roster(c)) return false;  // another instance started at the same time seeded meanwhile
            auto school = identity.site().store().find_school_by_sign(c, kDemoSchool);
            if (!school) return false;
            for (const auto& entry : kDemoRoster) store.upsert_roster(c, school->id, entry);
            seed_pending_claim(identity, c, *school, now);
            return true;
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // lost the race to another instance
    }
    if (seeded) spdlog::info("demo: seeded a roster of {} and one pending identity claim", kDemoRoster.size());
    return seeded;
}

}  // namespace xj::identity
