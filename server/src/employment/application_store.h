// The applications' SQL, and only SQL (docs/employment.md "Applications"): the reservation an e-mail is sent under,
// the applicant's and the enterprise's lists, status changes with their timeline, the counts, and the school's
// statistics. Users' school ids are read by the service from the accounts domain, not here.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/db.h"
#include "employment/model.h"

namespace xj::employment {

// What is copied into an application when it is sent.
struct ApplicationRow {
    std::int64_t job_id = 0;
    std::int64_t user_id = 0;
    std::int64_t school_id = 0;
    std::string applicant_name;
    std::string applicant_mobile;
    std::string applicant_email;
    std::string summary;
    std::string mail_to;
};

// One line of the school's statistics: a month ('2026-11'), an industry code or a city code, with its counts.
struct StatLine {
    std::string key;
    std::int64_t applications = 0;
    std::int64_t interviews = 0;
    std::int64_t hires = 0;
};

class ApplicationStore {
public:
    // Reserves the (job, user) pair with status 发送中; nullopt when the user applied already. Returns id and sign.
    std::optional<std::pair<std::int64_t, std::string>> reserve(db::Conn& conn, const ApplicationRow& row,
                                                                std::int64_t now) const;
    // The e-mail went out: 已投递, with the PDF sent (empty for a summary) and the first event.
    void sent(db::Conn& conn, std::int64_t id, std::string_view resume_file, std::int64_t now) const;
    // The e-mail failed: the reservation goes.
    void drop(db::Conn& conn, std::int64_t id) const;

    std::optional<Application> find(db::Conn& conn, std::string_view sign, bool lock = false) const;
    // The applicant's applications, newest first (without those still being sent).
    Paged<Application> mine(db::Conn& conn, std::int64_t user_id, const ApplicationQuery& query) const;
    // Applications to a company's jobs (one job, or all with job_id 0), newest first.
    Paged<Application> received(db::Conn& conn, std::int64_t company_id, std::int64_t job_id,
                                const ApplicationQuery& query) const;
    // The timelines of these applications, oldest event first.
    std::map<std::int64_t, std::vector<ApplicationEvent>> events(db::Conn& conn,
                                                                 const std::vector<std::int64_t>& ids) const;

    // A new status by the enterprise, with its message: the applicant has not seen it yet.
    void set_status(db::Conn& conn, std::int64_t id, ApplicationStatus status, std::string_view message,
                    std::int64_t now) const;
    // The applicant has seen their changes.
    void mark_seen(db::Conn& conn, std::int64_t user_id) const;

    // The user's status on each of these jobs they applied to.
    std::map<std::int64_t, ApplicationStatus> statuses(db::Conn& conn, std::int64_t user_id,
                                                       const std::vector<std::int64_t>& job_ids) const;
    SeekerNumbers numbers(db::Conn& conn, std::int64_t user_id) const;
    // Counts per job of a company.
    std::map<std::int64_t, JobCounts> counts(db::Conn& conn, std::int64_t company_id) const;

    // The school's students' applications since `since`: by month (of its time zone offset), by the job's industry
    // and by the job's city.
    std::vector<StatLine> by_month(db::Conn& conn, std::int64_t school_id, std::int64_t since,
                                   std::int64_t utc_offset) const;
    std::vector<StatLine> by_industry(db::Conn& conn, std::int64_t school_id, std::int64_t since) const;
    std::vector<StatLine> by_city(db::Conn& conn, std::int64_t school_id, std::int64_t since) const;
};

}  // namespace xj::employment
