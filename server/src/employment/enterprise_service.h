// The enterprise centre (docs/employment.md "Enterprises"): an enterprise user's company profile, which the platform
// admin verifies before its jobs are public, and its job postings (open, closed, filled) with their counts. The
// platform admin's review queue and promotion switch are here too.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "audit/service.h"
#include "core/access.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"
#include "employment/application_store.h"
#include "employment/company_store.h"
#include "employment/job_store.h"
#include "employment/model.h"
#include "employment/service.h"

namespace xj::employment {

// A job in the enterprise's list, with its applications' counts.
struct PostedJob {
    JobCard job;
    JobCounts counts;
};

// Where company logos are stored (public files).
inline constexpr std::string_view kLogoDir = "company-logos";
inline constexpr std::string_view kLogoPrefix = "/files/company-logos/";

// The row a job form writes for a company: the category, province and search text derived, listed when it is open
// and the company verified.
JobRow job_row(const Company& company, const JobForm& form, JobStatus status);

class EnterpriseService {
public:
    EnterpriseService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                      EmploymentService& board, const audit::AuditService& audit)
        : db_(db), clock_(clock), courses_(courses), board_(board), audit_(audit) {}

    // Where uploaded logos are stored (<data-dir>/files); set once at start.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }

    // The user's company, nullopt before they wrote one.
    std::optional<Company> my_company(const core::AuthUser& user);
    // Writes the company (made the first time): it goes to 待审核 and its jobs leave the board until verified.
    Company save_company(const core::AuthUser& user, const CompanyForm& form);
    // A logo: checked by content, fitted into 400×400, stored as PNG; its URL.
    std::string upload_logo(std::string_view bytes);

    // The company's jobs (all statuses or one), newest first, each with its counts.
    Paged<PostedJob> jobs(const core::AuthUser& user, std::optional<JobStatus> status, std::string_view keyword,
                          const Page& page);
    Job job(const core::AuthUser& user, const std::string& sign);
    // A new job, open (public once the company is verified). Named courses are of the host's school, published
    // (-2 courseIds 课程不存在). The new job's sign.
    std::string add_job(std::string_view host, const core::AuthUser& user, const JobForm& form);
    Job update_job(std::string_view host, const core::AuthUser& user, const std::string& sign, const JobForm& form);
    Job set_job_status(const core::AuthUser& user, const std::string& sign, JobStatus status);

    // The platform admin: companies by status (待审核 first by default), a review (-2 reviewNote when refusing
    // without a reason), and a job's promotion (推广职位).
    Paged<Company> review_queue(CompanyStatus status, const Page& page);
    // The platform admin's decisions, each with its audit row (docs/admin.md): `ip` is the admin's address.
    Company review(const core::AuthUser& admin, std::string_view ip, const std::string& sign, bool approve,
                   const std::string& note);
    void set_promoted(const core::AuthUser& admin, std::string_view ip, const std::string& sign, bool promoted);

private:
    Company own_company(db::Conn& conn, const core::AuthUser& user, bool lock = false) const;
    Job own_job(db::Conn& conn, const core::AuthUser& user, const std::string& sign, bool lock = false) const;
    std::vector<std::int64_t> course_ids(db::Conn& conn, std::int64_t school_id, const JobForm& form) const;
    std::int64_t now() const { return clock_.now_seconds(); }

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    EmploymentService& board_;
    const audit::AuditService& audit_;
    JobStore jobs_;
    CompanyStore companies_;
    ApplicationStore applications_;
    std::filesystem::path files_dir_ = "data/files";
};

}  // namespace xj::employment
