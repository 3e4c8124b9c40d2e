// Employment (docs/employment.md): companies and their jobs, what seekers search, favourite and apply to, and what
// enterprises do with the applications they receive.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/page.h"

namespace xj::employment {

using core::Page;
using core::Paged;

// company.status
enum class CompanyStatus : int { kPending = 0, kVerified = 1, kRejected = 2 };
// job.status
enum class JobStatus : int { kOpen = 1, kClosed = 2, kFilled = 3 };
// job_application.status; kSending only while its e-mail goes out.
enum class ApplicationStatus : int {
    kSending = 0,
    kSent = 1,
    kViewed = 2,
    kInterview = 3,
    kUnsuitable = 4,
    kHired = 5
};

inline constexpr int kSearchPageSize = 8;  // spec 02 §10: job search size 8
inline constexpr int kPageSizeMax = 50;
inline constexpr int kSendAllMax = 20;  // 一键投递: at most this many applications at once
inline constexpr std::size_t kKeywordMax = 30;

// A company as cards and its page show it.
struct Company {
    std::int64_t id = 0;
    std::string sign;
    std::optional<std::int64_t> owner_id;
    std::string name;
    std::string logo;
    std::string industry;  // an industry tag code
    int scale = 0;         // employment/choices.h
    std::string city;      // an administrative-division code
    std::string address;
    std::string introduction;
    std::vector<std::string> welfare;
    std::string website;
    CompanyStatus status = CompanyStatus::kPending;
    std::string review_note;
    bool recommend = false;
    std::int64_t open_jobs = 0;  // its listed jobs (filled by the queries that count them)
    std::int64_t created_at = 0;
    std::int64_t updated_at = 0;
};

// What an enterprise writes of its company.
struct CompanyForm {
    std::string name;
    std::string logo;
    std::string industry;
    int scale = 0;
    std::string city;
    std::string address;
    std::string introduction;
    std::vector<std::string> welfare;
    std::string website;
};

// The company part of a job card.
struct CompanyBrief {
    std::string sign;
    std::string name;
    std::string logo;
    std::string industry;
    int scale = 0;
};

// A job as lists show it.
struct JobCard {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t company_id = 0;
    CompanyBrief company;
    std::string title;
    std::string position;  // a position tag code (four digits)
    std::string industry;
    std::string city;
    int salary_min = 0;  // K a month; 0 and 0: 面议
    int salary_max = 0;
    int education = 0;  // 0 不限, else 1 + an index into resume::degrees()
    int experience = 0;
    int job_type = 1;
    int headcount = 1;
    std::vector<std::string> tags;
    JobStatus status = JobStatus::kOpen;
    bool promoted = false;
    bool listed = false;
    std::int64_t view_count = 0;
    std::int64_t apply_count = 0;
    std::int64_t updated_at = 0;
};

// A course an enterprise names on a job (of the school whose site it posted from).
struct JobCourseRef {
    std::string sign;
    std::string name;
    std::string picture;
    std::int64_t school_id = 0;
    int offering = 1;
    bool published = false;
};

// A job's whole page.
struct Job {
    JobCard card;
    std::string description;
    std::string contact_email;
    std::vector<JobCourseRef> courses;
    std::int64_t created_at = 0;
};

// What an enterprise writes of a job.
struct JobForm {
    std::string title;
    std::string position;
    std::string industry;
    std::string city;
    int salary_min = 0;
    int salary_max = 0;
    int education = 0;
    int experience = 0;
    int job_type = 1;
    int headcount = 1;
    std::vector<std::string> tags;
    std::string description;
    std::string contact_email;
    std::vector<std::string> course_signs;
};

// The board's filters (serachPost and the recommended lists). Codes are tag codes; city may be a province (two
// digits) or a city (four); position a category (two digits) or a position (four). Salaries are K a month: a job
// matches when its range meets [salary_min, salary_max].
struct JobQuery {
    std::string keyword;
    std::string city;
    std::string industry;
    std::string position;
    std::optional<int> salary_min;
    std::optional<int> salary_max;
    std::optional<int> education;
    std::optional<int> experience;
    std::optional<int> job_type;
    Page page{1, kSearchPageSize};
};

// A job recommended to a seeker with the reasons (docs/employment.md "Recommendations").
struct Recommendation {
    JobCard job;
    int score = 0;
    std::vector<std::string> reasons;
    bool applied = false;
};

// A job on a seeker's lists, with what they did with it.
struct SeekerJob {
    JobCard job;
    bool collected = false;
    std::optional<ApplicationStatus> applied;
    std::int64_t at = 0;  // when it was collected (favourites)
};

// An application (投递), as the applicant and the enterprise see it.
struct Application {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t job_id = 0;
    std::int64_t user_id = 0;
    std::int64_t school_id = 0;
    JobCard job;
    ApplicationStatus status = ApplicationStatus::kSent;
    std::string applicant_name;
    std::string applicant_mobile;
    std::string applicant_email;
    std::string summary;
    std::string resume_file;  // the PDF sent, empty when a summary was sent
    std::string mail_to;
    std::string message;
    bool unseen = false;
    std::int64_t created_at = 0;
    std::int64_t updated_at = 0;
};

struct ApplicationEvent {
    ApplicationStatus status = ApplicationStatus::kSent;
    std::string message;
    std::int64_t at = 0;
};

// The applications query: the applicant's or a job's, by status and keyword (job title or company; applicant name).
struct ApplicationQuery {
    std::optional<ApplicationStatus> status;
    std::string keyword;
    Page page;
};

// The seeker's numbers (getUserJobVo).
struct SeekerNumbers {
    std::int64_t sent = 0;
    std::int64_t viewed = 0;     // the enterprise has opened it (any status past 已投递)
    std::int64_t interview = 0;  // 邀请面试
    std::int64_t collected = 0;
    std::int64_t unseen = 0;  // status changes the seeker has not looked at
};

// A board picture (place 1 top, 2 right side).
struct Banner {
    std::int64_t id = 0;
    int place = 1;
    std::string title;
    std::string picture;
    std::string link;
};

// The counts an enterprise sees per job.
struct JobCounts {
    std::int64_t total = 0;
    std::int64_t unread = 0;  // 已投递, not yet opened
    std::int64_t interview = 0;
    std::int64_t hired = 0;
};

}  // namespace xj::employment
