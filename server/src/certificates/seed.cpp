#include "certificates/seed.h"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "accounts/seed.h"

namespace xj::certificates {

namespace {

constexpr std::string_view kHost = "localhost";             // the demo school's site
constexpr std::string_view kStudentMobile = "13800000001";  // 张晓明
constexpr std::string_view kTeacherMobile = "13800000002";  // 王丽华
constexpr std::string_view kAdminMobile = "13800000004";    // 陈国强, the demo school's admin
constexpr int kClaimers = 4;                                // of the course's passing students
constexpr double kOfflineScore = 86;
constexpr std::string_view kOfflineRemark = "线下实操考核（机房上机，120 分钟）";
constexpr std::string_view kRevokeReason = "经复核，期末考试成绩存在作弊行为";

std::optional<core::AuthUser> user_of_sign(db::Database& db, const accounts::AccountService& accounts,
                                           const std::string& sign) {
    auto user = db.with_conn([&](db::Conn& c) { return accounts.find_user_by_sign(c, sign); });
    if (!user) return std::nullopt;
    return accounts::auth_user_of(*user);
}

// The student claims a certificate for every course and training of theirs they passed; how many they hold.
int claim_passed(const DemoServices& s, const core::AuthUser& student) {
    int held = 0;
    for (const courses::StudyRow& row : s.courses.my_courses(student, std::nullopt, {1, 50}).list) {
        Standing standing = s.certificates.standing(kHost, student, row.card.sign);
        if (!standing.passed && !standing.certificate) continue;
        s.certificates.claim(kHost, student, row.card.sign);
        ++held;
    }
    return held;
}

}  // namespace

void seed_demo(db::Database& db, const DemoServices& s) {
    auto teacher = accounts::demo_caller(db, s.accounts, kTeacherMobile);
    auto admin = accounts::demo_caller(db, s.accounts, kAdminMobile);
    if (!teacher || !admin) return;
    auto taught = s.statistics.teaching_overview(*teacher);
    auto biggest = std::max_element(taught.begin(), taught.end(),
                                    [](const auto& a, const auto& b) { return a.students < b.students; });
    if (biggest == taught.end()) return;
    if (s.certificates.of_course(*teacher, biggest->sign, "", {1, 1}).total > 0) return;

    int issued = 0;
    std::string claimed_sign;  // 张晓明's, who has claimed his already
    if (auto student = accounts::demo_caller(db, s.accounts, kStudentMobile)) {
        issued += claim_passed(s, *student);
        claimed_sign = student->sign;
    }

    // The course's students by score, best first: the first few who passed claim theirs; the first who did not
    // gets one for an offline result.
    auto scores = s.statistics.scores(*teacher, biggest->sign, "", teaching::Window{-1, 0, true}).list;
    std::optional<Certificate> to_revoke;
    int claimers = 0;
    bool offline = false;
    for (const teaching::ScoreRow& row : scores) {
        auto student = user_of_sign(db, s.accounts, row.student.user_sign);
        if (!student || student->name.empty() || student->sign == claimed_sign) continue;
        if (row.passed && claimers < kClaimers) {
            Certificate c = s.certificates.claim(kHost, *student, biggest->sign);
            if (!to_revoke) to_revoke = c;
            ++claimers;
            ++issued;
        } else if (!row.passed && !offline) {
            s.certificates.issue_offline(*teacher,
                                         {biggest->sign, student->sign, kOfflineScore, std::string(kOfflineRemark)});
            offline = true;
            ++issued;
        }
    }
    if (to_revoke) s.certificates.revoke(*admin, to_revoke->number, std::string(kRevokeReason));
    spdlog::info("demo: {} certificates ({} revoked)", issued, to_revoke ? 1 : 0);
}

}  // namespace xj::certificates
