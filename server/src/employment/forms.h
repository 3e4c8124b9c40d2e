// Reading the employment calls' input (docs/employment.md "Rules"): the board's filters, a job and a company as an
// enterprise writes them, application queries and status changes. Every problem is -2 naming the field, in Chinese.
#pragma once

#include <string>

#include "core/request.h"
#include "employment/model.h"

namespace xj::employment {

// The board's filters: keyword (or searchContent, the header's), city, industry, position, salaryMin, salaryMax,
// education, experience, jobType, page and size (8 unless told).
JobQuery parse_job_query(const core::Request& req, int default_size = kSearchPageSize);
JobForm parse_job_form(const core::Request& req);
CompanyForm parse_company_form(const core::Request& req);
ApplicationQuery parse_application_query(const core::Request& req);
// status (2–5) and message (≤ 200 characters).
std::pair<ApplicationStatus, std::string> parse_status_change(const core::Request& req);
std::optional<JobStatus> parse_job_status(const core::Request& req, bool required);
// The job's sign: positionId (the spec's name), sign or jobId.
std::string job_sign(const core::Request& req);

// Limits (the forms' messages say them).
inline constexpr std::size_t kTitleMax = 30;
inline constexpr std::size_t kTagMax = 20;
inline constexpr std::size_t kTagsMax = 10;
inline constexpr std::size_t kDescriptionMax = 3000;
inline constexpr int kSalaryMax = 1000;  // K a month
inline constexpr int kHeadcountMax = 999;
inline constexpr std::size_t kCoursesMax = 5;
inline constexpr std::size_t kCompanyNameMax = 40;
inline constexpr std::size_t kAddressMax = 100;
inline constexpr std::size_t kIntroductionMax = 2000;
inline constexpr std::size_t kWelfareMax = 12;
inline constexpr std::size_t kWelfareItemMax = 10;
inline constexpr std::size_t kWebsiteMax = 200;
inline constexpr std::size_t kMessageMax = 200;

}  // namespace xj::employment
