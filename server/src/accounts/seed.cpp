#include "accounts/seed.h"

#include <spdlog/spdlog.h>

#include "core/sign.h"

namespace xj::accounts {

namespace {

constexpr std::string_view kDemoSchool = "1";  // 学鲸职业技术学院, seeded by the site domain

struct DemoAccount {
    std::string mobile;
    std::string name;
    std::vector<Role> roles;
    std::string school_sign;
    int audit_status;
};

const std::vector<DemoAccount> kDemoAccounts{
    {"13800000001", "张晓明", {Role::kStudent}, std::string(kDemoSchool), kAuditPassed},
    {"13800000002", "王丽华", {Role::kTeacher}, std::string(kDemoSchool), kAuditPassed},
    {"13800000003", "李娜", {Role::kNormal}, "", 0},
    {"13800000004", "陈国强", {Role::kSchoolAdmin}, std::string(kDemoSchool), 0},
    {"13800000005", "赵敏", {Role::kEnterprise}, "", 0},
    {"13800000006", "周杰", {Role::kAdmin}, "", 0},
    {"13800000007",
     "郑建国",
     {Role::kTeacher},
     std::string(kDemoSchool),
     kAuditPassed},  // a colleague for course teams
};

}  // namespace

bool seed_demo(db::Database& db, const core::Clock& clock, AccountService& accounts) {
    const UserStore users;
    if (db.with_conn([&](db::Conn& c) { return users.any_user(c); })) return false;
    std::vector<std::string> hashes;  // each with its own salt
    for (std::size_t i = 0; i < kDemoAccounts.size(); ++i) hashes.push_back(accounts.hash_password(kDemoPassword));
    std::int64_t now = clock.now_seconds();
    bool seeded = db.with_tx([&](db::Conn& c) {
        if (users.any_user(c)) return false;  // another instance started at the same time seeded meanwhile
        for (std::size_t i = 0; i < kDemoAccounts.size(); ++i) {
            const DemoAccount& a = kDemoAccounts[i];
            NewUser user{core::make_sign(), a.mobile, a.name, hashes[i], a.school_sign, a.audit_status, a.roles};
            auto id = users.insert_user(c, user, now);
            if (!id) continue;
            for (Role role : a.roles) users.insert_role(c, *id, role);
        }
        return true;
    });
    if (seeded) spdlog::info("demo: seeded {} accounts, one of every role and a second teacher", kDemoAccounts.size());
    return seeded;
}

core::AuthUser auth_user_of(const User& u) { return {u.id, u.sign, u.name, u.roles, u.school_id.value_or(0)}; }

std::optional<core::AuthUser> demo_caller(db::Database& db, const AccountService& accounts, std::string_view mobile) {
    auto user = db.with_conn([&](db::Conn& c) { return accounts.find_user_by_mobile(c, std::string(mobile)); });
    if (!user) return std::nullopt;
    return auth_user_of(*user);
}

}  // namespace xj::accounts
