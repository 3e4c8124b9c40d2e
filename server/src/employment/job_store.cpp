#include "employment/job_store.h"

#include "core/sign.h"
#include "core/text.h"
#include "db/in_list.h"
#include "db/like.h"
#include "employment/store_rows.h"

namespace xj::employment {

namespace {

// A card: the job with its company's name, logo, industry and scale (one primary-key join per row).
const std::string kCardSelect = "SELECT " + std::string(kJobCardColumns) + std::string(kJobCardFrom);
const std::string kFind = "SELECT " + std::string(kJobCardColumns) + ", j.description, j.contact_email, j.created_at" +
                          std::string(kJobCardFrom) + "WHERE j.sign = :sign";
constexpr std::string_view kCount = "SELECT COUNT(*) AS n FROM job j ";
constexpr std::string_view kNewestFirst = " ORDER BY j.updated_at DESC, j.id DESC";
constexpr std::string_view kLimit = " LIMIT :limit OFFSET :offset";

// Keywords: three or more characters through the trigram index, shorter ones with LIKE on what the filters cut.
// With a city or a position the board's index of it leads (at most a tenth of the jobs, in order) and the keyword's
// matches are a set it is checked against ("+j.id" keeps SQLite from starting with them): a common keyword matches a
// third of all jobs, and starting there read each of them by its id (80 ms against 20 ms at 100,000 jobs,
// docs/performance.md "Job search").
std::string keyword_clause(db::Dialect dialect, const JobQuery& q) {
    bool narrowed = !q.city.empty() || !q.position.empty();
    return db::keyword_clause(dialect, q.keyword, narrowed ? "+j.id" : "j.id", "job_search", "j.search");
}

constexpr std::string_view kInsert =
    "INSERT INTO job (sign, company_id, title, position, category, industry, city, province, salary_min, salary_max, "
    "education, experience, job_type, headcount, tags, description, contact_email, status, listed, search, "
    "created_at, updated_at) VALUES (:sign, :company, :title, :position, :category, :industry, :city, :province, "
    ":salary_min, :salary_max, :education, :experience, :job_type, :headcount, :tags, :description, :email, :status, "
    ":listed, :search, :now, :now)";
constexpr std::string_view kUpdate =
    "UPDATE job SET title = :title, position = :position, category = :category, industry = :industry, city = :city, "
    "province = :province, salary_min = :salary_min, salary_max = :salary_max, education = :education, "
    "experience = :experience, job_type = :job_type, headcount = :headcount, tags = :tags, "
    "description = :description, contact_email = :email, search = :search, updated_at = :now WHERE id = :id";
constexpr std::string_view kSetStatus =
    "UPDATE job SET status = :status, listed = :listed, updated_at = :now WHERE id = :id";
constexpr std::string_view kSetPromoted = "UPDATE job SET promoted = :promoted WHERE id = :id";
constexpr std::string_view kCompanyJobs = "SELECT id, title, tags FROM job WHERE company_id = :company";
constexpr std::string_view kRelist =
    "UPDATE job SET listed = CASE WHEN status = 1 AND :verified = 1 THEN 1 ELSE 0 END, search = :search "
    "WHERE id = :id";
constexpr std::string_view kViewCount = "UPDATE job SET view_count = view_count + 1 WHERE id = :id";
constexpr std::string_view kApplyCount = "UPDATE job SET apply_count = apply_count + :by WHERE id = :id";
constexpr std::string_view kClearCourses = "DELETE FROM job_course WHERE job_id = :job";
constexpr std::string_view kAddCourse =
    "INSERT INTO job_course (job_id, course_id, sort) VALUES (:job, :course, :sort)";
constexpr std::string_view kCourses =
    "SELECT c.sign, c.name, c.picture, c.school_id, c.offering, c.status FROM job_course jc "
    "JOIN course c ON c.id = jc.course_id WHERE jc.job_id = :job "
    "ORDER BY jc.sort";

constexpr std::string_view kCollect =
    "INSERT INTO job_favourite (user_id, job_id, created_at) VALUES (:user, :job, :now) "
    "ON CONFLICT (user_id, job_id) DO NOTHING";
constexpr std::string_view kUncollect = "DELETE FROM job_favourite WHERE user_id = :user AND job_id = :job";
constexpr std::string_view kFavouriteCount = "SELECT COUNT(*) AS n FROM job_favourite WHERE user_id = :user";
constexpr std::string_view kFavouritesFrom = " JOIN job_favourite f ON f.job_id = j.id AND f.user_id = :user ";

constexpr std::string_view kBanners =
    "SELECT id, place, title, picture, link FROM job_banner WHERE place = :place ORDER BY sort, id";
constexpr std::string_view kInsertBanner =
    "INSERT INTO job_banner (place, title, picture, link, sort) VALUES (:place, :title, :picture, :link, :sort) "
    "RETURNING id";

// The filters beyond the board's own (listed) or a list's join: keyword, city or province, industry, category or
// position, salary band, education, experience, kind of job.
std::string filter_clauses(db::Dialect dialect, const JobQuery& q) {
    std::string sql;
    if (!q.keyword.empty()) sql += keyword_clause(dialect, q);
    if (!q.city.empty()) sql += q.city.size() == 2 ? " AND j.province = :city" : " AND j.city = :city";
    if (!q.industry.empty()) sql += " AND j.industry = :industry";
    if (!q.position.empty())
        sql += q.position.size() == 2 ? " AND j.category = :position" : " AND j.position = :position";
    if (q.salary_min || q.salary_max) sql += " AND j.salary_max > 0";
    if (q.salary_min) sql += " AND j.salary_max >= :salary_min";
    if (q.salary_max) sql += " AND j.salary_min < :salary_max";
    if (q.education) sql += " AND j.education = :education";
    if (q.experience) sql += " AND j.experience = :experience";
    if (q.job_type) sql += " AND j.job_type = :job_type";
    return sql;
}

void filter_params(db::Dialect dialect, const JobQuery& q, db::Params& params) {
    if (!q.keyword.empty()) db::bind_keyword(dialect, q.keyword, params);
    if (!q.city.empty()) params.push_back({"city", q.city});
    if (!q.industry.empty()) params.push_back({"industry", q.industry});
    if (!q.position.empty()) params.push_back({"position", q.position});
    if (q.salary_min) params.push_back({"salary_min", static_cast<std::int64_t>(*q.salary_min)});
    if (q.salary_max) params.push_back({"salary_max", static_cast<std::int64_t>(*q.salary_max)});
    if (q.education) params.push_back({"education", static_cast<std::int64_t>(*q.education)});
    if (q.experience) params.push_back({"experience", static_cast<std::int64_t>(*q.experience)});
    if (q.job_type) params.push_back({"job_type", static_cast<std::int64_t>(*q.job_type)});
}

// One page of cards under `where` (which follows "FROM job j" and may start with a JOIN), with the total.
Paged<JobCard> paged(db::Conn& conn, const std::string& where, db::Params params, const Page& page) {
    Paged<JobCard> out;
    out.total = conn.query_one(std::string(kCount) + where, params)->integer("n");
    if (out.total == 0 || page.offset() >= out.total) return out;
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    std::string sql = kCardSelect + where + std::string(kNewestFirst) + std::string(kLimit);
    for (const auto& r : conn.query(sql, params)) out.list.push_back(job_card_from(r));
    return out;
}

db::Params row_params(const JobRow& row) {
    const JobForm& f = row.form;
    return {{"title", f.title},
            {"position", f.position},
            {"category", row.category},
            {"industry", f.industry},
            {"city", f.city},
            {"province", row.province},
            {"salary_min", static_cast<std::int64_t>(f.salary_min)},
            {"salary_max", static_cast<std::int64_t>(f.salary_max)},
            {"education", static_cast<std::int64_t>(f.education)},
            {"experience", static_cast<std::int64_t>(f.experience)},
            {"job_type", static_cast<std::int64_t>(f.job_type)},
            {"headcount", static_cast<std::int64_t>(f.headcount)},
            {"tags", core::text::join_lines(f.tags)},
            {"description", f.description},
            {"email", f.contact_email},
            {"search", row.search}};
}

std::vector<JobCard> cards(db::Conn& conn, const std::string& sql, const db::Params& params) {
    std::vector<JobCard> out;
    for (const auto& r : conn.query(sql, params)) out.push_back(job_card_from(r));
    return out;
}

// " AND j.<column> IN (:<prefix>0, …)" for the values, bound into params; "" for none.
std::string any_of(std::string_view column, const std::vector<std::string>& values, const char* prefix,
                   std::vector<std::string>& names, db::Params& params) {
    if (values.empty()) return "";
    std::size_t first = names.size();
    std::string list = db::in_list(values.size(), names, prefix);
    for (std::size_t i = 0; i < values.size(); ++i) params.push_back({names[first + i], values[i]});
    return "j." + std::string(column) + " IN " + list;
}

}  // namespace

std::string job_search_text(std::string_view title, std::string_view company, const std::vector<std::string>& tags) {
    std::string out(title);
    out += '\n';
    out += company;
    for (const auto& t : tags) {
        out += '\n';
        out += t;
    }
    return out;
}

std::string JobStore::search_sql(db::Dialect dialect, const JobQuery& query) {
    return kCardSelect + "WHERE j.listed = 1" + filter_clauses(dialect, query) + std::string(kNewestFirst) +
           std::string(kLimit);
}

db::Params JobStore::search_params(db::Dialect dialect, const JobQuery& query) {
    db::Params params;
    filter_params(dialect, query, params);
    params.push_back({"limit", static_cast<std::int64_t>(query.page.size)});
    params.push_back({"offset", query.page.offset()});
    return params;
}

Paged<JobCard> JobStore::search(db::Conn& conn, const JobQuery& query) const {
    db::Params params;
    filter_params(conn.dialect(), query, params);
    return paged(conn, "WHERE j.listed = 1" + filter_clauses(conn.dialect(), query), std::move(params), query.page);
}

Paged<JobCard> JobStore::promoted(db::Conn& conn, const JobQuery& query) const {
    db::Params params;
    filter_params(conn.dialect(), query, params);
    return paged(conn, "WHERE j.listed = 1 AND j.promoted = 1" + filter_clauses(conn.dialect(), query),
                 std::move(params), query.page);
}

std::vector<JobCard> JobStore::candidates(db::Conn& conn, const std::vector<std::string>& positions,
                                          const std::vector<std::string>& categories,
                                          const std::vector<std::string>& cities, int limit) const {
    std::vector<std::string> names;
    names.reserve(positions.size() + categories.size() + cities.size());
    db::Params params{{"limit", static_cast<std::int64_t>(limit)}};
    std::string any;
    for (std::string part :
         {any_of("position", positions, "p", names, params), any_of("category", categories, "k", names, params),
          any_of("city", cities, "c", names, params)}) {
        if (part.empty()) continue;
        any += any.empty() ? part : " OR " + part;
    }
    if (any.empty()) return {};
    return cards(conn,
                 kCardSelect + "WHERE j.listed = 1 AND (" + any + ")" + std::string(kNewestFirst) + " LIMIT :limit",
                 params);
}

std::vector<JobCard> JobStore::similar(db::Conn& conn, const JobCard& job, int limit) const {
    std::string category = job.position.substr(0, 2);
    return cards(conn,
                 kCardSelect +
                     "WHERE j.listed = 1 AND j.category = :category AND j.id <> :id "
                     "ORDER BY CASE WHEN j.position = :position THEN 0 ELSE 1 END, j.updated_at DESC, j.id DESC "
                     "LIMIT :limit",
                 {{"category", category},
                  {"id", job.id},
                  {"position", job.position},
                  {"limit", static_cast<std::int64_t>(limit)}});
}

Paged<JobCard> JobStore::of_company(db::Conn& conn, std::int64_t company_id, bool listed_only, std::string_view keyword,
                                    const Page& page, std::optional<JobStatus> status) const {
    std::string where = "WHERE j.company_id = :company";
    db::Params params{{"company", company_id}};
    if (listed_only) where += " AND j.listed = 1";
    if (status) {
        where += " AND j.status = :status";
        params.push_back({"status", static_cast<std::int64_t>(*status)});
    }
    if (!keyword.empty()) {
        where += conn.dialect() == db::Dialect::kPostgres ? " AND j.search ILIKE :like ESCAPE '\\'"
                                                          : " AND j.search LIKE :like ESCAPE '\\'";
        params.push_back({"like", db::like_contains(keyword)});
    }
    return paged(conn, where, std::move(params), page);
}

std::optional<Job> JobStore::find(db::Conn& conn, std::string_view sign, bool lock) const {
    std::string sql = kFind;
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += " FOR UPDATE OF j";
    auto r = conn.query_one(sql, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    Job job{job_card_from(*r), r->text("description"), r->text("contact_email"), {}, r->integer("created_at")};
    job.courses = courses(conn, job.card.id);
    return job;
}

std::vector<JobCard> JobStore::by_signs(db::Conn& conn, const std::vector<std::string>& signs) const {
    if (signs.empty()) return {};
    std::vector<std::string> names;
    std::string list = db::in_list(signs.size(), names);
    db::Params params;
    for (std::size_t i = 0; i < signs.size(); ++i) params.push_back({names[i], signs[i]});
    return cards(conn, kCardSelect + "WHERE j.sign IN " + list, params);
}

std::vector<JobCourseRef> JobStore::courses(db::Conn& conn, std::int64_t job_id) const {
    std::vector<JobCourseRef> out;
    for (const auto& r : conn.query(kCourses, {{"job", job_id}}))
        out.push_back({r.text("sign"), r.text("name"), r.text("picture"), r.integer("school_id"),
                       static_cast<int>(r.integer("offering")), r.integer("status") == 1});
    return out;
}

void JobStore::count_view(db::Conn& conn, std::int64_t job_id) const { conn.exec(kViewCount, {{"id", job_id}}); }

std::string JobStore::insert(db::Conn& conn, const JobRow& row, std::int64_t now) const {
    std::string sign = core::make_sign();
    db::Params params = row_params(row);
    params.push_back({"sign", sign});
    params.push_back({"company", row.company_id});
    params.push_back({"status", static_cast<std::int64_t>(row.status)});
    params.push_back({"listed", static_cast<std::int64_t>(row.listed ? 1 : 0)});
    params.push_back({"now", now});
    conn.exec(kInsert, params);
    return sign;
}

void JobStore::update(db::Conn& conn, std::int64_t id, const JobRow& row, std::int64_t now) const {
    db::Params params = row_params(row);
    params.push_back({"id", id});
    params.push_back({"now", now});
    conn.exec(kUpdate, params);
}

void JobStore::set_status(db::Conn& conn, std::int64_t id, JobStatus status, bool listed, std::int64_t now) const {
    conn.exec(kSetStatus, {{"status", static_cast<std::int64_t>(status)},
                           {"listed", static_cast<std::int64_t>(listed ? 1 : 0)},
                           {"now", now},
                           {"id", id}});
}

void JobStore::set_promoted(db::Conn& conn, std::int64_t id, bool promoted) const {
    conn.exec(kSetPromoted, {{"promoted", static_cast<std::int64_t>(promoted ? 1 : 0)}, {"id", id}});
}

void JobStore::set_courses(db::Conn& conn, std::int64_t job_id, const std::vector<std::int64_t>& course_ids) const {
    conn.exec(kClearCourses, {{"job", job_id}});
    std::int64_t sort = 0;
    for (std::int64_t course : course_ids)
        conn.exec(kAddCourse, {{"job", job_id}, {"course", course}, {"sort", sort++}});
}

void JobStore::refresh_company(db::Conn& conn, std::int64_t company_id, bool verified,
                               std::string_view company_name) const {
    for (const auto& r : conn.query(kCompanyJobs, {{"company", company_id}})) {
        std::string search = job_search_text(r.text("title"), company_name, core::text::split_lines(r.text("tags")));
        conn.exec(
            kRelist,
            {{"verified", static_cast<std::int64_t>(verified ? 1 : 0)}, {"search", search}, {"id", r.integer("id")}});
    }
}

void JobStore::add_applications(db::Conn& conn, std::int64_t job_id, int by) const {
    conn.exec(kApplyCount, {{"by", static_cast<std::int64_t>(by)}, {"id", job_id}});
}

bool JobStore::collect(db::Conn& conn, std::int64_t user_id, std::int64_t job_id, std::int64_t now) const {
    return conn.exec(kCollect, {{"user", user_id}, {"job", job_id}, {"now", now}}) > 0;
}

bool JobStore::uncollect(db::Conn& conn, std::int64_t user_id, std::int64_t job_id) const {
    return conn.exec(kUncollect, {{"user", user_id}, {"job", job_id}}) > 0;
}

Paged<SeekerJob> JobStore::favourites(db::Conn& conn, std::int64_t user_id, const JobQuery& query) const {
    db::Params params{{"user", user_id}};
    filter_params(conn.dialect(), query, params);
    std::string where = std::string(kFavouritesFrom) + "WHERE 1 = 1" + filter_clauses(conn.dialect(), query);
    Paged<SeekerJob> out;
    out.total = conn.query_one(std::string(kCount) + where, params)->integer("n");
    if (out.total == 0 || query.page.offset() >= out.total) return out;
    params.push_back({"limit", static_cast<std::int64_t>(query.page.size)});
    params.push_back({"offset", query.page.offset()});
    std::string sql = "SELECT f.created_at AS collected_at, " + kCardSelect.substr(7) + where +
                      " ORDER BY f.created_at DESC, j.id DESC" + std::string(kLimit);
    for (const auto& r : conn.query(sql, params))
        out.list.push_back({job_card_from(r), true, std::nullopt, r.integer("collected_at")});
    return out;
}

std::int64_t JobStore::favourite_count(db::Conn& conn, std::int64_t user_id) const {
    return conn.query_one(kFavouriteCount, {{"user", user_id}})->integer("n");
}

std::set<std::int64_t> JobStore::collected(db::Conn& conn, std::int64_t user_id,
                                           const std::vector<std::int64_t>& ids) const {
    std::set<std::int64_t> out;
    if (ids.empty()) return out;
    std::vector<std::string> names;
    std::string list = db::in_list(ids.size(), names);
    db::Params params{{"user", user_id}};
    for (std::size_t i = 0; i < ids.size(); ++i) params.push_back({names[i], ids[i]});
    for (const auto& r :
         conn.query("SELECT job_id FROM job_favourite WHERE user_id = :user AND job_id IN " + list, params))
        out.insert(r.integer("job_id"));
    return out;
}

std::vector<Banner> JobStore::banners(db::Conn& conn, int place) const {
    std::vector<Banner> out;
    for (const auto& r : conn.query(kBanners, {{"place", static_cast<std::int64_t>(place)}}))
        out.push_back({r.integer("id"), static_cast<int>(r.integer("place")), r.text("title"), r.text("picture"),
                       r.text("link")});
    return out;
}

std::int64_t JobStore::insert_banner(db::Conn& conn, const Banner& b, int sort) const {
    return conn
        .query_one(kInsertBanner, {{"place", static_cast<std::int64_t>(b.place)},
                                   {"title", b.title},
                                   {"picture", b.picture},
                                   {"link", b.link},
                                   {"sort", static_cast<std::int64_t>(sort)}})
        ->integer("id");
}

std::vector<std::pair<std::string, std::int64_t>> JobStore::listed_by_province(db::Conn& conn) const {
    std::vector<std::pair<std::string, std::int64_t>> out;
    for (const auto& r : conn.query("SELECT province, COUNT(*) AS n FROM job WHERE listed = 1 AND province <> '' "
                                    "GROUP BY province ORDER BY province"))
        out.emplace_back(r.text("province"), r.integer("n"));
    return out;
}

}  // namespace xj::employment
