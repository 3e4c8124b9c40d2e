// The jobs' SQL, and only SQL (docs/employment.md): the board's search and lists, a job's page, the enterprise's
// writes, the courses named on a job, favourites and the board's banners. Course rows (names of the courses named)
// are read here; the courses domain writes them.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "db/db.h"
#include "employment/model.h"

namespace xj::employment {

// What the store writes for a job: the service has checked the form and derived the rest.
struct JobRow {
    std::int64_t company_id = 0;
    JobForm form;
    std::string category;  // the position's first two digits
    std::string province;  // the city's first two digits
    std::string search;    // title, company name and tags (job_search_text)
    JobStatus status = JobStatus::kOpen;
    bool listed = false;
};

// What a keyword is matched against: the title, the company's name and the tags, one per line.
std::string job_search_text(std::string_view title, std::string_view company, const std::vector<std::string>& tags);

class JobStore {
public:
    // The board: listed jobs matching the query, newest first.
    Paged<JobCard> search(db::Conn& conn, const JobQuery& query) const;
    // Listed jobs per province (the first two digits of their city code): (the two digits, how many).
    std::vector<std::pair<std::string, std::int64_t>> listed_by_province(db::Conn& conn) const;
    // The SQL search runs (the query-plan test reads its plan).
    static std::string search_sql(db::Dialect dialect, const JobQuery& query);
    static db::Params search_params(db::Dialect dialect, const JobQuery& query);

    // Promoted listed jobs (推广职位) matching the filters, newest first.
    Paged<JobCard> promoted(db::Conn& conn, const JobQuery& query) const;
    // Listed jobs of any of these positions, categories or cities, newest first: what recommendations are ranked
    // from.
    std::vector<JobCard> candidates(db::Conn& conn, const std::vector<std::string>& positions,
                                    const std::vector<std::string>& categories, const std::vector<std::string>& cities,
                                    int limit) const;
    // Listed jobs like this one (its position, then its category), without it.
    std::vector<JobCard> similar(db::Conn& conn, const JobCard& job, int limit) const;
    // A company's jobs, newest first: listed ones only (its public page) or every one (its enterprise).
    Paged<JobCard> of_company(db::Conn& conn, std::int64_t company_id, bool listed_only, std::string_view keyword,
                              const Page& page, std::optional<JobStatus> status = std::nullopt) const;

    std::optional<Job> find(db::Conn& conn, std::string_view sign, bool lock = false) const;
    std::vector<JobCard> by_signs(db::Conn& conn, const std::vector<std::string>& signs) const;
    std::vector<JobCourseRef> courses(db::Conn& conn, std::int64_t job_id) const;
    void count_view(db::Conn& conn, std::int64_t job_id) const;

    std::string insert(db::Conn& conn, const JobRow& row, std::int64_t now) const;
    // Writes the form's fields and what follows from them (not the status).
    void update(db::Conn& conn, std::int64_t id, const JobRow& row, std::int64_t now) const;
    void set_status(db::Conn& conn, std::int64_t id, JobStatus status, bool listed, std::int64_t now) const;
    void set_promoted(db::Conn& conn, std::int64_t id, bool promoted) const;
    void set_courses(db::Conn& conn, std::int64_t job_id, const std::vector<std::int64_t>& course_ids) const;
    // A company's jobs after its review or rename: listed again (open ones, when verified) and their search text.
    void refresh_company(db::Conn& conn, std::int64_t company_id, bool verified, std::string_view company_name) const;
    void add_applications(db::Conn& conn, std::int64_t job_id, int by) const;

    // Favourites. true when the row changed.
    bool collect(db::Conn& conn, std::int64_t user_id, std::int64_t job_id, std::int64_t now) const;
    bool uncollect(db::Conn& conn, std::int64_t user_id, std::int64_t job_id) const;
    // The user's favourites (any status, so a closed job still shows as closed), newest first, filtered by keyword,
    // city and position like the board.
    Paged<SeekerJob> favourites(db::Conn& conn, std::int64_t user_id, const JobQuery& query) const;
    std::int64_t favourite_count(db::Conn& conn, std::int64_t user_id) const;
    // Which of these jobs the user collected.
    std::set<std::int64_t> collected(db::Conn& conn, std::int64_t user_id, const std::vector<std::int64_t>& ids) const;

    std::vector<Banner> banners(db::Conn& conn, int place) const;
    std::int64_t insert_banner(db::Conn& conn, const Banner& banner, int sort) const;
};

}  // namespace xj::employment
