#include "identity/seed.h"

#include <chrono>

#include <spdlog/spdlog.h>

namespace xj::identity {

namespace {

constexpr std::string_view kDemoSchool = "1";               // 学鲸职业技术学院, seeded by the site domain
constexpr std::string_view kPendingMobile = "13800000005";  // 赵敏 claims to be a teacher; 陈国强 reviews it
constexpr std::string_view kPendingNumber = "T2020015";
constexpr std::string_view kReviewerMobile = "13800000004";  // 陈国强, the demo school admin

// The demo student and teachers are verified members of the demo school (accounts seed); their claims, approved by
// the school admin, are what the personal centre's identity card shows.
struct PassedClaim {
    std::string_view mobile;
    int type;
    std::string_view number;
};
constexpr PassedClaim kPassedClaims[]{{"13800000001", kTypeStudent, "2024010100"},
                                      {"13800000002", kTypeTeacher, "T2019001"},
                                      {"13800000007", kTypeTeacher, "T2019002"}};

const std::vector<RosterEntry> kDemoRoster{
    {"student", "2024010100", "张晓明"}, {"student", "2024010101", "刘子涵"}, {"student", "2024010102", "王浩然"},
    {"student", "2024010103", "陈雨桐"}, {"student", "2024010104", "杨梓轩"}, {"student", "2024010105", "黄思远"},
    {"student", "2024010106", "吴佳怡"}, {"student", "2024010107", "孙一鸣"}, {"student", "2024010108", "周欣然"},
    {"student", "2024010109", "李娜"},   {"student", "2024010110", "徐子墨"}, {"teacher", "T2019001", "王丽华"},
    {"teacher", "T2019002", "郑建国"},   {"teacher", "T2019003", "林秀英"},
};

void seed_pending_claim(const IdentityStore& store, accounts::AccountService& accounts, db::Conn& c,
                        const site::School& school, std::int64_t now) {
    auto user = accounts.find_user_by_mobile(c, std::string(kPendingMobile));
    if (!user) return;
    Claim claim{0,
                user->id,
                kTypeTeacher,
                school.id,
                school.sign,
                school.name,
                user->name,
                std::string(kPendingNumber),
                kStatusPending,
                "",
                now};
    if (store.insert_claim(c, claim, now)) accounts.set_audit_status(c, user->id, kStatusPending);
}

void seed_passed_claims(const IdentityStore& store, accounts::AccountService& accounts,
                        const audit::AuditService& audit, db::Conn& c, const site::School& school, std::int64_t now) {
    auto reviewer = accounts.find_user_by_mobile(c, std::string(kReviewerMobile));
    if (!reviewer) return;
    // The school admin's decisions are in the admin console's log, as a review through the page would leave them.
    core::AuthUser as_reviewer{reviewer->id, reviewer->sign, reviewer->name, reviewer->roles, school.id};
    for (const auto& passed : kPassedClaims) {
        auto user = accounts.find_user_by_mobile(c, std::string(passed.mobile));
        if (!user) continue;
        Claim claim{0,
                    user->id,
                    passed.type,
                    school.id,
                    school.sign,
                    school.name,
                    user->name,
                    std::string(passed.number),
                    kStatusPending,
                    "",
                    now};
        if (auto id = store.insert_claim(c, claim, now)) {
            store.decide_claim(c, *id, kStatusPassed, reviewer->id, "", now);
            claim.id = *id;
            audit.record(c, as_reviewer, "", review_audit(claim, true, ""));
        }
    }
}

}  // namespace

bool seed_demo(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts, site::SiteService& site,
               const audit::AuditService& audit) {
    const IdentityStore store;
    if (db.with_conn([&](db::Conn& c) { return store.any_roster(c); })) return false;
    std::int64_t now = clock.now_seconds();
    bool seeded = false;
    try {
        seeded = db.with_tx([&](db::Conn& c) {
            if (store.any_roster(c)) return false;  // another instance started at the same time seeded meanwhile
            auto school = site.find_school_by_sign(c, kDemoSchool);
            if (!school) return false;
            for (const auto& entry : kDemoRoster) store.upsert_roster(c, school->id, entry);
            seed_passed_claims(store, accounts, audit, c, *school, now);
            seed_pending_claim(store, accounts, c, *school, now);
            return true;
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // lost the race to another instance
    }
    if (seeded)
        spdlog::info("demo: seeded a roster of {}, two approved identity claims and one pending", kDemoRoster.size());
    return seeded;
}

}  // namespace xj::identity
