// The job board for seekers (docs/employment.md): search, a job's and a company's pages, favourites, the jobs
// recommended with their reasons, promoted jobs and the seeker's numbers. The board is the platform's: every school's
// site shows the same jobs. The only header other domains include (with application_service.h and
// enterprise_service.h for their parts).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/access.h"
#include "core/answer_cache_feed.h"
#include "core/answer_cache_lru.h"
#include "core/clock.h"
#include "core/memory_answers.h"
#include "courses/service.h"
#include "db/db.h"
#include "employment/application_store.h"
#include "employment/company_store.h"
#include "employment/job_store.h"
#include "employment/model.h"
#include "employment/recommend.h"
#include "resume/service.h"

namespace xj::employment {

using OptUser = std::optional<core::AuthUser>;

// A job's page: the job, its company, and what the viewer did with it.
struct JobPage {
    Job job;
    Company company;
    bool collected = false;
    std::optional<ApplicationStatus> applied;
    bool own = false;  // the viewer's company posted it
};

// A course shown on a job's page (推荐课程): named by the enterprise, or teaching the job's skills.
struct PromotedCourse {
    courses::SkillCourse course;
    bool named = false;
};

// Recommended jobs (signType 1) with the delivery state: how many of all recommended the seeker applied to.
struct RecommendedPage {
    Paged<Recommendation> page;
    std::int64_t applied = 0;
    std::int64_t unapplied = 0;
};

// The seeker's intentions as the board shows them.
struct IntendedPosition {
    resume::Intention intention;
    std::string position_name;
    std::string city_name;
    std::string industry_name;
};

// getUserJobVo: the seeker's numbers, resume completeness and intentions.
struct SeekerInfo {
    SeekerNumbers numbers;
    int resume_ratio = 0;
    std::vector<IntendedPosition> intentions;
};

class EmploymentService {
public:
    EmploymentService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                      resume::ResumeService& resumes)
        : db_(db), clock_(clock), courses_(courses), resumes_(resumes) {}

    // serachPost: listed jobs, newest first.
    Paged<JobCard> search(const JobQuery& query);
    // The board's public answers from memory (scope 0: one board for every site); written jobs and companies call
    // board_changed().
    core::AnswerSource answers();
    // Every instance drops its board answers (db/change_feed.h).
    void board_changed() { db_.changes().publish(kTopic); }

    std::vector<Banner> banners(int place);

    // signType 1: the jobs recommended to the seeker, best first, with reasons; the delivery state in the page.
    RecommendedPage recommended(const core::AuthUser& user, const JobQuery& query);
    // Any other signType: promoted jobs (推广职位), newest first; applied and collected marks for a signed-in user.
    Paged<SeekerJob> promoted(const OptUser& user, const JobQuery& query);
    // The most recommended jobs the seeker has not applied to yet (一键投递), at most `limit`.
    std::vector<JobCard> unapplied_recommendations(const core::AuthUser& user, int limit);

    std::vector<IntendedPosition> intended(const core::AuthUser& user);
    std::vector<Company> recommended_companies(int limit);
    SeekerInfo seeker_info(const core::AuthUser& user);

    // A job's page (-1000 职位不存在 for an unknown one, or one of a company not verified unless it is the
    // viewer's); a view is counted.
    JobPage job(const OptUser& user, const std::string& sign);
    // Courses for a job: those its enterprise named (of this site's school), then those teaching its skills.
    std::vector<PromotedCourse> promote_courses(std::string_view host, const OptUser& user, const std::string& sign);
    // The listed jobs among these signs, in their order (jobsFromChat: what the assistant named, still open).
    std::vector<JobCard> listed(const std::vector<std::string>& signs);
    // Jobs like this one (moreJob).
    std::vector<JobCard> more_jobs(const std::string& sign, int limit);

    // A verified company (-1000 公司不存在 otherwise, unless it is the viewer's own).
    Company company(const OptUser& user, const std::string& sign);
    Paged<JobCard> company_jobs(const OptUser& user, const std::string& sign, const Page& page);

    void collect(const core::AuthUser& user, const std::string& sign);
    void uncollect(const core::AuthUser& user, const std::string& sign);
    Paged<SeekerJob> favourites(const core::AuthUser& user, const JobQuery& query);

    // The industrial belt map (docs/industrial-belt.md): per province (two digits), the verified companies and the
    // listed jobs; and a province's verified companies, the most listed jobs first.
    struct ProvinceBoard {
        std::string province;
        std::int64_t companies = 0;
        std::int64_t jobs = 0;
    };
    std::vector<ProvinceBoard> board_by_province();
    Paged<Company> province_companies(const std::string& province, const Page& page);

    // What recommendations are computed from (resume intentions and skills, finished courses).
    SeekerProfile profile(std::int64_t user_id);

private:
    // A job a seeker may see: listed, or closed/filled of a verified company (favourites and applications link
    // to it), or any of the viewer's own company. -1000 职位不存在 otherwise.
    Job visible_job(db::Conn& conn, const OptUser& user, const std::string& sign) const;
    // The recommendations over every candidate, best first.
    std::vector<Recommendation> ranked(const core::AuthUser& user, const JobQuery& query);
    // Applied and collected marks for cards.
    std::vector<SeekerJob> marked(db::Conn& conn, const OptUser& user, std::vector<JobCard> cards) const;
    std::int64_t now() const { return clock_.now_seconds(); }

    static constexpr std::size_t kAnswersMax = 4096;
    static constexpr std::chrono::seconds kAnswerMaxAge{5};

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    resume::ResumeService& resumes_;
    JobStore jobs_;
    CompanyStore companies_;
    ApplicationStore applications_;
    core::LruAnswerCache answers_{kAnswersMax, kAnswerMaxAge, clock_};
    static constexpr std::string_view kTopic = "jobs";
    db::ChangeFeed::Subscription feed_ = core::follow_changes(db_.changes(), kTopic, answers_);
};

}  // namespace xj::employment
