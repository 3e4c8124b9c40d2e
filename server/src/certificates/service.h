// Certificates (docs/certificates.md): issued by the platform to a student who passes a course or training under its
// assessment standard (the composite score of teaching's rule, pass mark 60), or by a teacher of the course for an
// offline result; found by anyone through the public search (holder's name and number) or the verification page
// (number and code: its QR code); revoked by the school, after which it verifies as revoked, never as not found.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/service.h"
#include "certificates/model.h"
#include "certificates/store.h"
#include "core/access.h"
#include "core/clock.h"
#include "core/page.h"
#include "courses/service.h"
#include "site/service.h"
#include "teaching/statistics_service.h"

namespace xj::certificates {

// A teacher's certificate for an offline result: the trainee (their user sign), the score 60–100, a note.
struct OfflineInput {
    std::string course_sign;
    std::string user_sign;
    double score = 0;
    std::string remark;
};

// A certificate's PDF and the name it is downloaded as (张晓明-Python 入门-结业证书.pdf).
struct CertificatePdf {
    std::string file_name;
    std::string bytes;
};

class CertificateService {
public:
    CertificateService(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
                       site::SiteService& site, courses::CourseService& courses, teaching::StatisticsService& stats)
        : db_(db), clock_(clock), accounts_(accounts), site_(site), courses_(courses), stats_(stats) {}

    // Anyone: the certificate whose number is `number` and holder `name` (both as typed; the number's spaces and
    // case do not matter). -1000 kMsgNoMatch when either does not match: the search says nothing of which.
    Certificate search(const std::string& name, const std::string& number);
    // Anyone: the certificate of number and code (its verification page and QR code); -1000 证书不存在.
    Certificate verify(const std::string& number, const std::string& code);
    CertificatePdf pdf(const std::string& number, const std::string& code, const std::string& site_url);
    // The PNG of the QR code of its verification page on site_url.
    std::string qr_png(const std::string& number, const std::string& code, const std::string& site_url);

    // The user's own certificates, newest first (revoked ones too, marked).
    std::vector<Certificate> mine(const core::AuthUser& user);
    // The user's standing in a course or training of the host's school they joined (课程不存在, 请先加入学习).
    Standing standing(std::string_view host, const core::AuthUser& user, const std::string& course_sign);
    // Issues the user's certificate for a course or training they passed (the one they hold already, if any).
    // -1000 for a score under the pass mark (it is named) or a user without a real name.
    Certificate claim(std::string_view host, const core::AuthUser& user, const std::string& course_sign);

    // The course's teachers and its school's admins: its certificates, newest first; a keyword is a part of a
    // holder's name or a whole number.
    core::Paged<Certificate> of_course(const core::AuthUser& user, const std::string& course_sign,
                                       const std::string& keyword, const core::Page& page);
    // The same people: a certificate for an offline result of one of the course's trainees.
    Certificate issue_offline(const core::AuthUser& user, const OfflineInput& in);
    // The school's admins: every certificate of their school, newest first, the same keyword.
    core::Paged<Certificate> of_school(const core::AuthUser& user, const std::string& keyword, const core::Page& page);
    // The admins of the certificate's school: it is revoked, with the reason (-1000 证书已吊销 the second time).
    Certificate revoke(const core::AuthUser& user, const std::string& number, const std::string& reason);

    // For other domains (the resume's verified entries): the user's certificates, and one of them by number.
    std::vector<Certificate> of_user(std::int64_t user_id);
    std::optional<Certificate> find_of_user(std::int64_t user_id, const std::string& number);

private:
    // The holder's name as it will be printed: their account's, trimmed; -1000 `missing` without one.
    std::string holder_name(db::Conn& conn, std::int64_t user_id, std::string_view missing) const;
    std::string school_name(db::Conn& conn, std::int64_t school_id) const;
    Certificate issue(db::Conn& conn, Certificate c) const;

    db::Database& db_;
    const core::Clock& clock_;
    accounts::AccountService& accounts_;
    site::SiteService& site_;
    courses::CourseService& courses_;
    teaching::StatisticsService& stats_;
    CertificateStore store_;
};

}  // namespace xj::certificates
