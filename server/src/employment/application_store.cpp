#include "employment/application_store.h"

#include "core/sign.h"
#include "db/in_list.h"
#include "db/like.h"
#include "employment/store_rows.h"

namespace xj::employment {

namespace {

constexpr std::string_view kReserve =
    "INSERT INTO job_application (sign, job_id, user_id, school_id, status, applicant_name, applicant_mobile, "
    "applicant_email, summary, mail_to, created_at, updated_at) VALUES (:sign, :job, :user, :school, 0, :name, "
    ":mobile, :email, :summary, :mail_to, :now, :now) ON CONFLICT (job_id, user_id) DO NOTHING RETURNING id";
constexpr std::string_view kSent =
    "UPDATE job_application SET status = 1, resume_file = :file, updated_at = :now WHERE id = :id";
constexpr std::string_view kEvent =
    "INSERT INTO job_application_event (application_id, status, message, created_at) "
    "VALUES (:id, :status, :message, :now)";
constexpr std::string_view kDrop = "DELETE FROM job_application WHERE id = :id";
constexpr std::string_view kSetStatus =
    "UPDATE job_application SET status = :status, message = :message, unseen = 1, updated_at = :now WHERE id = :id";
constexpr std::string_view kMarkSeen = "UPDATE job_application SET unseen = 0 WHERE user_id = :user AND unseen = 1";
constexpr std::string_view kNumbers =
    "SELECT COUNT(*) AS sent, COALESCE(SUM(CASE WHEN status >= 2 THEN 1 ELSE 0 END), 0) AS viewed, "
    "COALESCE(SUM(CASE WHEN status = 3 THEN 1 ELSE 0 END), 0) AS interview, COALESCE(SUM(unseen), 0) AS unseen "
    "FROM job_application WHERE user_id = :user AND status > 0";
constexpr std::string_view kCounts =
    "SELECT a.job_id, COUNT(*) AS total, COALESCE(SUM(CASE WHEN a.status = 1 THEN 1 ELSE 0 END), 0) AS unread, "
    "COALESCE(SUM(CASE WHEN a.status = 3 THEN 1 ELSE 0 END), 0) AS interview, "
    "COALESCE(SUM(CASE WHEN a.status = 5 THEN 1 ELSE 0 END), 0) AS hired "
    "FROM job_application a JOIN job j ON j.id = a.job_id WHERE j.company_id = :company AND a.status > 0 "
    "GROUP BY a.job_id";

const std::string kSelect =
    "SELECT a.id AS a_id, a.sign AS a_sign, a.job_id AS a_job, a.user_id AS a_user, "
    "a.school_id AS a_school, a.status AS a_status, a.applicant_name, a.applicant_mobile, "
    "a.applicant_email, a.summary, a.resume_file, a.mail_to, a.message, a.unseen, "
    "a.created_at AS a_created, a.updated_at AS a_updated, " +
    std::string(kJobCardColumns) +
    " FROM job_application a JOIN job j ON j.id = a.job_id "
    "JOIN company c ON c.id = j.company_id ";
constexpr std::string_view kCount =
    "SELECT COUNT(*) AS n FROM job_application a JOIN job j ON j.id = a.job_id JOIN company c ON c.id = j.company_id ";
constexpr std::string_view kNewestFirst = " ORDER BY a.created_at DESC, a.id DESC LIMIT :limit OFFSET :offset";

// The statistics: counts of the applications sent (status > 0) by a key.
constexpr std::string_view kStatColumns =
    "COUNT(*) AS applications, COALESCE(SUM(CASE WHEN a.status = 3 THEN 1 ELSE 0 END), 0) AS interviews, "
    "COALESCE(SUM(CASE WHEN a.status = 5 THEN 1 ELSE 0 END), 0) AS hires ";
constexpr std::string_view kStatWhere = " WHERE a.school_id = :school AND a.status > 0 AND a.created_at >= :since ";

Application application_from(const db::Row& r) {
    Application a;
    a.id = r.integer("a_id");
    a.sign = r.text("a_sign");
    a.job_id = r.integer("a_job");
    a.user_id = r.integer("a_user");
    a.school_id = r.integer("a_school");
    a.job = job_card_from(r);
    a.status = static_cast<ApplicationStatus>(r.integer("a_status"));
    a.applicant_name = r.text("applicant_name");
    a.applicant_mobile = r.text("applicant_mobile");
    a.applicant_email = r.text("applicant_email");
    a.summary = r.text("summary");
    a.resume_file = r.text("resume_file");
    a.mail_to = r.text("mail_to");
    a.message = r.text("message");
    a.unseen = r.integer("unseen") != 0;
    a.created_at = r.integer("a_created");
    a.updated_at = r.integer("a_updated");
    return a;
}

std::string_view like_op(db::Conn& conn) { return conn.dialect() == db::Dialect::kPostgres ? " ILIKE " : " LIKE "; }

// One page of applications under `where`, by status and a keyword in either of two columns.
Paged<Application> paged(db::Conn& conn, std::string where, db::Params params, const ApplicationQuery& q,
                         std::string_view first_column, std::string_view second_column) {
    if (q.status) {
        where += " AND a.status = :status";
        params.push_back({"status", static_cast<std::int64_t>(*q.status)});
    }
    if (!q.keyword.empty()) {
        std::string op(like_op(conn));
        where += " AND (" + std::string(first_column) + op + ":like ESCAPE '\\' OR " + std::string(second_column) + op +
                 ":like ESCAPE '\\')";
        params.push_back({"like", db::like_contains(q.keyword)});
    }
    Paged<Application> out;
    out.total = conn.query_one(std::string(kCount) + where, params)->integer("n");
    if (out.total == 0 || q.page.offset() >= out.total) return out;
    params.push_back({"limit", static_cast<std::int64_t>(q.page.size)});
    params.push_back({"offset", q.page.offset()});
    for (const auto& r : conn.query(kSelect + where + std::string(kNewestFirst), params))
        out.list.push_back(application_from(r));
    return out;
}

std::vector<StatLine> stat_lines(db::Conn& conn, const std::string& key, const std::string& from, std::int64_t school,
                                 std::int64_t since, db::Params extra = {}) {
    db::Params params{{"school", school}, {"since", since}};
    for (auto& p : extra) params.push_back(p);
    std::vector<StatLine> out;
    std::string sql = "SELECT " + key + " AS k, " + std::string(kStatColumns) + from + std::string(kStatWhere) +
                      "GROUP BY 1 ORDER BY 1";
    for (const auto& r : conn.query(sql, params))
        out.push_back({r.text("k"), r.integer("applications"), r.integer("interviews"), r.integer("hires")});
    return out;
}

}  // namespace

std::optional<std::pair<std::int64_t, std::string>> ApplicationStore::reserve(db::Conn& conn, const ApplicationRow& row,
                                                                              std::int64_t now) const {
    std::string sign = core::make_sign();
    auto r = conn.query_one(kReserve, {{"sign", sign},
                                       {"job", row.job_id},
                                       {"user", row.user_id},
                                       {"school", row.school_id},
                                       {"name", row.applicant_name},
                                       {"mobile", row.applicant_mobile},
                                       {"email", row.applicant_email},
                                       {"summary", row.summary},
                                       {"mail_to", row.mail_to},
                                       {"now", now}});
    if (!r) return std::nullopt;
    return std::make_pair(r->integer("id"), sign);
}

void ApplicationStore::sent(db::Conn& conn, std::int64_t id, std::string_view resume_file, std::int64_t now) const {
    conn.exec(kSent, {{"file", std::string(resume_file)}, {"now", now}, {"id", id}});
    conn.exec(
        kEvent,
        {{"id", id}, {"status", static_cast<std::int64_t>(ApplicationStatus::kSent)}, {"message", ""}, {"now", now}});
}

void ApplicationStore::drop(db::Conn& conn, std::int64_t id) const { conn.exec(kDrop, {{"id", id}}); }

std::optional<Application> ApplicationStore::find(db::Conn& conn, std::string_view sign, bool lock) const {
    std::string sql = kSelect + "WHERE a.sign = :sign";
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += " FOR UPDATE OF a";
    auto r = conn.query_one(sql, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return application_from(*r);
}

Paged<Application> ApplicationStore::mine(db::Conn& conn, std::int64_t user_id, const ApplicationQuery& query) const {
    return paged(conn, "WHERE a.user_id = :user AND a.status > 0", {{"user", user_id}}, query, "j.title", "c.name");
}

Paged<Application> ApplicationStore::received(db::Conn& conn, std::int64_t company_id, std::int64_t job_id,
                                              const ApplicationQuery& query) const {
    std::string where = "WHERE j.company_id = :company AND a.status > 0";
    db::Params params{{"company", company_id}};
    if (job_id != 0) {
        where += " AND a.job_id = :job";
        params.push_back({"job", job_id});
    }
    return paged(conn, where, std::move(params), query, "a.applicant_name", "j.title");
}

std::map<std::int64_t, std::vector<ApplicationEvent>> ApplicationStore::events(
    db::Conn& conn, const std::vector<std::int64_t>& ids) const {
    std::map<std::int64_t, std::vector<ApplicationEvent>> out;
    if (ids.empty()) return out;
    std::vector<std::string> names;
    std::string list = db::in_list(ids.size(), names);
    db::Params params;
    for (std::size_t i = 0; i < ids.size(); ++i) params.push_back({names[i], ids[i]});
    for (const auto& r : conn.query("SELECT application_id, status, message, created_at FROM job_application_event "
                                    "WHERE application_id IN " +
                                        list + " ORDER BY application_id, id",
                                    params))
        out[r.integer("application_id")].push_back(
            {static_cast<ApplicationStatus>(r.integer("status")), r.text("message"), r.integer("created_at")});
    return out;
}

void ApplicationStore::set_status(db::Conn& conn, std::int64_t id, ApplicationStatus status, std::string_view message,
                                  std::int64_t now) const {
    auto s = static_cast<std::int64_t>(status);
    conn.exec(kSetStatus, {{"status", s}, {"message", std::string(message)}, {"now", now}, {"id", id}});
    conn.exec(kEvent, {{"id", id}, {"status", s}, {"message", std::string(message)}, {"now", now}});
}

void ApplicationStore::mark_seen(db::Conn& conn, std::int64_t user_id) const {
    conn.exec(kMarkSeen, {{"user", user_id}});
}

std::map<std::int64_t, ApplicationStatus> ApplicationStore::statuses(db::Conn& conn, std::int64_t user_id,
                                                                     const std::vector<std::int64_t>& job_ids) const {
    std::map<std::int64_t, ApplicationStatus> out;
    if (job_ids.empty()) return out;
    std::vector<std::string> names;
    std::string list = db::in_list(job_ids.size(), names);
    db::Params params{{"user", user_id}};
    for (std::size_t i = 0; i < job_ids.size(); ++i) params.push_back({names[i], job_ids[i]});
    for (const auto& r : conn.query(
             "SELECT job_id, status FROM job_application WHERE user_id = :user AND status > 0 AND job_id IN " + list,
             params))
        out[r.integer("job_id")] = static_cast<ApplicationStatus>(r.integer("status"));
    return out;
}

SeekerNumbers ApplicationStore::numbers(db::Conn& conn, std::int64_t user_id) const {
    auto r = conn.query_one(kNumbers, {{"user", user_id}});
    SeekerNumbers n;
    n.sent = r->integer("sent");
    n.viewed = r->integer("viewed");
    n.interview = r->integer("interview");
    n.unseen = r->integer("unseen");
    return n;
}

std::map<std::int64_t, JobCounts> ApplicationStore::counts(db::Conn& conn, std::int64_t company_id) const {
    std::map<std::int64_t, JobCounts> out;
    for (const auto& r : conn.query(kCounts, {{"company", company_id}}))
        out[r.integer("job_id")] = {r.integer("total"), r.integer("unread"), r.integer("interview"),
                                    r.integer("hired")};
    return out;
}

std::vector<StatLine> ApplicationStore::by_month(db::Conn& conn, std::int64_t school_id, std::int64_t since,
                                                 std::int64_t utc_offset) const {
    std::string key = conn.dialect() == db::Dialect::kPostgres
                          ? "to_char(to_timestamp(a.created_at + :offset) AT TIME ZONE 'UTC', 'YYYY-MM')"
                          : "strftime('%Y-%m', a.created_at + :offset, 'unixepoch')";
    return stat_lines(conn, key, "FROM job_application a", school_id, since, {{"offset", utc_offset}});
}

std::vector<StatLine> ApplicationStore::by_industry(db::Conn& conn, std::int64_t school_id, std::int64_t since) const {
    return stat_lines(conn, "j.industry", "FROM job_application a JOIN job j ON j.id = a.job_id", school_id, since);
}

std::vector<StatLine> ApplicationStore::by_city(db::Conn& conn, std::int64_t school_id, std::int64_t since) const {
    return stat_lines(conn, "j.city", "FROM job_application a JOIN job j ON j.id = a.job_id", school_id, since);
}

}  // namespace xj::employment
