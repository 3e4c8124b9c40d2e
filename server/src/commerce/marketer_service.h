// Marketers (推广员, docs/commerce.md "Marketers"): a user of a school applies (/apply-text), a school admin of that
// school approves with a commission rate or refuses with a reason, and an approved marketer has a referral link and
// QR code per priced course (/promote) whose public landing page (/marketer/{sign}) counts visitors. The commission
// itself is credited by CommerceService when an order through a link is paid, in the payment's transaction.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audit/service.h"
#include "commerce/marketer_store.h"
#include "commerce/model.h"
#include "core/access.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"

namespace xj::commerce {

// A priced course with what the marketer's link for it brought.
struct PromotedCourse {
    courses::CourseCard course;
    ReferralStats stats;
};

// The /promote page: the marketer, a page of courses, and the totals over every link.
struct Promotion {
    Marketer marketer;
    Paged<PromotedCourse> courses;
    ReferralStats totals;
};

// The public landing page of a referral link: the marketer (account name and photo), the course when the link
// names one, otherwise a few of the school's priced courses.
struct Landing {
    Marketer marketer;
    std::optional<courses::CourseCard> course;
    std::vector<courses::CourseCard> others;
};

class MarketerService {
public:
    MarketerService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                    const audit::AuditService& audit)
        : db_(db), clock_(clock), courses_(courses), audit_(audit) {}

    // An application to the host's school: pending until reviewed. Refused while one is pending (您的申请正在审核中),
    // approved (您已是推广员) or stopped (您的推广资格已停用); a refused one may apply again.
    Marketer apply(std::string_view host, const core::AuthUser& user, const MarketerApplication& application);
    // The user's application to the host's school (nullopt: none).
    std::optional<Marketer> mine(std::string_view host, const core::AuthUser& user);

    // The admin's school's marketers; pending first.
    Paged<Marketer> list(const core::AuthUser& admin, const MarketerQuery& query);
    // approve with rate (1–50 percent) or refuse with a note (the reason): a pending application only
    // (该申请已处理 otherwise).
    // Both with their audit rows (docs/admin.md); `ip`: the admin's address.
    Marketer review(const core::AuthUser& admin, const std::string& sign, bool approve, int rate,
                    const std::string& note, std::string_view ip = {});
    // An approved marketer stops earning: their links still show the course, orders through them earn nothing.
    Marketer stop(const core::AuthUser& admin, const std::string& sign, const std::string& note,
                  std::string_view ip = {});

    // The approved marketer's links (您还不是推广员 otherwise).
    Promotion promote(std::string_view host, const core::AuthUser& user, const Page& page);
    Paged<Commission> commissions(std::string_view host, const core::AuthUser& user, const Page& page);
    // The marketer's link for a course of the school, as a path (/marketer/{sign}?courseId=…).
    std::string link_path(std::string_view host, const core::AuthUser& user, const std::string& course_sign);

    // A referral link opened (public): 推广链接已失效 when the marketer is not approved; a course that is not on
    // sale is 课程不存在. visitor: who opened it (a hash), counted once a day.
    Landing landing(const std::string& sign, const std::string& course_sign, const std::string& visitor);

private:
    std::int64_t now() const { return clock_.now_seconds(); }
    Marketer approved(db::Conn& conn, std::string_view host, const core::AuthUser& user);
    Marketer of_admins_school(db::Conn& conn, const core::AuthUser& admin, const std::string& sign, bool lock) const;

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    const audit::AuditService& audit_;
    MarketerStore store_;
};

}  // namespace xj::commerce
