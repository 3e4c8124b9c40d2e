// The resume store: the resume row, its intentions and dated entries (store_records.cpp: qualifications, cited
// records and the counts).
#include "resume/store.h"

#include <string>

#include "core/sign.h"
#include "core/text.h"

namespace xj::resume {

namespace {

// 24 characters of 56: about 139 bits, a link nobody guesses.
constexpr std::string_view kTokenAlphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
constexpr std::size_t kTokenLength = 24;

#define XJ_RESUME_COLUMNS                                                                                     \
    "SELECT id, user_id, name, sex, birth, mobile, email, city, work_status, work_start, political, skills, " \
    "advantage, head_picture, video, video_name, video_size, template, share_token, share_on, share_views, "  \
    "created_at, updated_at FROM resume "
constexpr std::string_view kByUser = XJ_RESUME_COLUMNS "WHERE user_id = :user";
constexpr std::string_view kByToken = XJ_RESUME_COLUMNS "WHERE share_token = :token";
#undef XJ_RESUME_COLUMNS
constexpr std::string_view kInsert =
    "INSERT INTO resume (user_id, share_token, created_at, updated_at) VALUES (:user, :token, :now, :now) "
    "ON CONFLICT (user_id) DO NOTHING";
constexpr std::string_view kUpdateBasics =
    "UPDATE resume SET name = :name, sex = :sex, birth = :birth, mobile = :mobile, email = :email, city = :city, "
    "work_status = :status, work_start = :start, political = :political, skills = :skills, updated_at = :now "
    "WHERE id = :id";
constexpr std::string_view kSetAdvantage = "UPDATE resume SET advantage = :v, updated_at = :now WHERE id = :id";
constexpr std::string_view kSetHead = "UPDATE resume SET head_picture = :v, updated_at = :now WHERE id = :id";
constexpr std::string_view kSetVideo =
    "UPDATE resume SET video = :v, video_name = :name, video_size = :size, updated_at = :now WHERE id = :id";
constexpr std::string_view kSetTemplate = "UPDATE resume SET template = :v, updated_at = :now WHERE id = :id";
constexpr std::string_view kSetShare = "UPDATE resume SET share_on = :on, updated_at = :now WHERE id = :id";
constexpr std::string_view kSetShareToken =
    "UPDATE resume SET share_on = :on, share_token = :token, share_views = 0, updated_at = :now WHERE id = :id";
constexpr std::string_view kShareView = "UPDATE resume SET share_views = share_views + 1 WHERE id = :id";
constexpr std::string_view kTouch = "UPDATE resume SET updated_at = :now WHERE id = :id";

constexpr std::string_view kIntentions =
    "SELECT id, position, industry, city, salary_min, salary_max, job_type FROM resume_intention "
    "WHERE resume_id = :resume ORDER BY id";
constexpr std::string_view kInsertIntention =
    "INSERT INTO resume_intention (resume_id, position, industry, city, salary_min, salary_max, job_type, "
    "created_at) VALUES (:resume, :position, :industry, :city, :min, :max, :type, :now) RETURNING id";
constexpr std::string_view kUpdateIntention =
    "UPDATE resume_intention SET position = :position, industry = :industry, city = :city, salary_min = :min, "
    "salary_max = :max, job_type = :type WHERE id = :id AND resume_id = :resume";
constexpr std::string_view kDeleteIntention = "DELETE FROM resume_intention WHERE id = :id AND resume_id = :resume";

// Newest first: the entries still going ('' end) before the others, then by start.
constexpr std::string_view kEntries =
    "SELECT id, kind, title, role, level, start_month, end_month, description FROM resume_entry "
    "WHERE resume_id = :resume";
constexpr std::string_view kEntriesOrder =
    " ORDER BY kind, CASE WHEN end_month = '' THEN 1 ELSE 0 END DESC, start_month DESC, id DESC";
constexpr std::string_view kCountEntries =
    "SELECT COUNT(*) AS n FROM resume_entry WHERE resume_id = :resume AND kind = :kind";
constexpr std::string_view kInsertEntry =
    "INSERT INTO resume_entry (resume_id, kind, title, role, level, start_month, end_month, description, "
    "created_at) VALUES (:resume, :kind, :title, :role, :level, :start, :end, :description, :now) RETURNING id";
constexpr std::string_view kUpdateEntry =
    "UPDATE resume_entry SET kind = :kind, title = :title, role = :role, level = :level, start_month = :start, "
    "end_month = :end, description = :description WHERE id = :id AND resume_id = :resume";
constexpr std::string_view kDeleteEntry = "DELETE FROM resume_entry WHERE id = :id AND resume_id = :resume";

Resume resume_from(const db::Row& r) {
    Resume x;
    x.id = r.integer("id");
    x.user_id = r.integer("user_id");
    x.basics.name = r.text("name");
    x.basics.sex = static_cast<int>(r.integer("sex"));
    x.basics.birth = r.text("birth");
    x.basics.mobile = r.text("mobile");
    x.basics.email = r.text("email");
    x.basics.city = r.text("city");
    x.basics.work_status = static_cast<int>(r.integer("work_status"));
    x.basics.work_start = r.text("work_start");
    x.basics.political = r.text("political");
    x.basics.skills = core::text::split_lines(r.text("skills"));
    x.advantage = r.text("advantage");
    x.head_picture = r.text("head_picture");
    x.video = r.text("video");
    x.video_name = r.text("video_name");
    x.video_size = r.integer("video_size");
    x.template_id = static_cast<int>(r.integer("template"));
    x.share_token = r.text("share_token");
    x.share_on = r.integer("share_on") != 0;
    x.share_views = r.integer("share_views");
    x.created_at = r.integer("created_at");
    x.updated_at = r.integer("updated_at");
    return x;
}

db::Params intention_params(std::int64_t resume_id, const Intention& i) {
    return {{"resume", resume_id},
            {"position", i.position},
            {"industry", i.industry},
            {"city", i.city},
            {"min", static_cast<std::int64_t>(i.salary_min)},
            {"max", static_cast<std::int64_t>(i.salary_max)},
            {"type", static_cast<std::int64_t>(i.job_type)}};
}

db::Params entry_params(std::int64_t resume_id, const Entry& e) {
    return {{"resume", resume_id}, {"kind", static_cast<std::int64_t>(e.kind)},
            {"title", e.title},    {"role", e.role},
            {"level", e.level},    {"start", e.start},
            {"end", e.end},        {"description", e.description}};
}

// "AND kind IN (2, 3)" for the kinds a call may touch (numbers from the enum, never from a request).
std::string kinds_clause(const std::vector<Kind>& kinds) {
    std::string out = " AND kind IN (";
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        if (i > 0) out += ", ";
        out += std::to_string(static_cast<int>(kinds[i]));
    }
    return out + ")";
}

}  // namespace

std::string ResumeStore::new_token() { return core::random_code(kTokenLength, kTokenAlphabet); }

Resume ResumeStore::ensure(db::Conn& conn, std::int64_t user_id, std::int64_t now) const {
    if (auto found = find_by_user(conn, user_id)) return *found;
    conn.exec(kInsert, {{"user", user_id}, {"token", new_token()}, {"now", now}});
    return *find_by_user(conn, user_id);
}

std::optional<Resume> ResumeStore::find_by_user(db::Conn& conn, std::int64_t user_id) const {
    auto row = conn.query_one(kByUser, {{"user", user_id}});
    if (!row) return std::nullopt;
    return resume_from(*row);
}

std::optional<Resume> ResumeStore::find_by_token(db::Conn& conn, std::string_view token) const {
    auto row = conn.query_one(kByToken, {{"token", std::string(token)}});
    if (!row) return std::nullopt;
    return resume_from(*row);
}

void ResumeStore::update_basics(db::Conn& conn, std::int64_t id, const Basics& b, std::int64_t now) const {
    conn.exec(kUpdateBasics, {{"id", id},
                              {"name", b.name},
                              {"sex", static_cast<std::int64_t>(b.sex)},
                              {"birth", b.birth},
                              {"mobile", b.mobile},
                              {"email", b.email},
                              {"city", b.city},
                              {"status", static_cast<std::int64_t>(b.work_status)},
                              {"start", b.work_start},
                              {"political", b.political},
                              {"skills", core::text::join_lines(b.skills)},
                              {"now", now}});
}

void ResumeStore::set_advantage(db::Conn& conn, std::int64_t id, std::string_view text, std::int64_t now) const {
    conn.exec(kSetAdvantage, {{"id", id}, {"v", std::string(text)}, {"now", now}});
}

void ResumeStore::set_head_picture(db::Conn& conn, std::int64_t id, std::string_view file, std::int64_t now) const {
    conn.exec(kSetHead, {{"id", id}, {"v", std::string(file)}, {"now", now}});
}

void ResumeStore::set_video(db::Conn& conn, std::int64_t id, std::string_view file, std::string_view name,
                            std::int64_t size, std::int64_t now) const {
    conn.exec(kSetVideo,
              {{"id", id}, {"v", std::string(file)}, {"name", std::string(name)}, {"size", size}, {"now", now}});
}

void ResumeStore::set_template(db::Conn& conn, std::int64_t id, int template_id, std::int64_t now) const {
    conn.exec(kSetTemplate, {{"id", id}, {"v", static_cast<std::int64_t>(template_id)}, {"now", now}});
}

void ResumeStore::set_share(db::Conn& conn, std::int64_t id, bool on, const std::optional<std::string>& token,
                            std::int64_t now) const {
    std::int64_t flag = on ? 1 : 0;
    if (token) conn.exec(kSetShareToken, {{"id", id}, {"on", flag}, {"token", *token}, {"now", now}});
    else conn.exec(kSetShare, {{"id", id}, {"on", flag}, {"now", now}});
}

void ResumeStore::count_share_view(db::Conn& conn, std::int64_t id) const { conn.exec(kShareView, {{"id", id}}); }

void ResumeStore::touch(db::Conn& conn, std::int64_t id, std::int64_t now) const {
    conn.exec(kTouch, {{"id", id}, {"now", now}});
}

std::vector<Intention> ResumeStore::intentions(db::Conn& conn, std::int64_t resume_id) const {
    std::vector<Intention> out;
    for (const auto& r : conn.query(kIntentions, {{"resume", resume_id}})) {
        Intention i;
        i.id = r.integer("id");
        i.position = r.text("position");
        i.industry = r.text("industry");
        i.city = r.text("city");
        i.salary_min = static_cast<int>(r.integer("salary_min"));
        i.salary_max = static_cast<int>(r.integer("salary_max"));
        i.job_type = static_cast<int>(r.integer("job_type"));
        out.push_back(std::move(i));
    }
    return out;
}

std::int64_t ResumeStore::insert_intention(db::Conn& conn, std::int64_t resume_id, const Intention& i,
                                           std::int64_t now) const {
    db::Params params = intention_params(resume_id, i);
    params.push_back({"now", now});
    return conn.query_one(kInsertIntention, params)->integer("id");
}

bool ResumeStore::update_intention(db::Conn& conn, std::int64_t resume_id, const Intention& i) const {
    db::Params params = intention_params(resume_id, i);
    params.push_back({"id", i.id});
    return conn.exec(kUpdateIntention, params) > 0;
}

bool ResumeStore::remove_intention(db::Conn& conn, std::int64_t resume_id, std::int64_t id) const {
    return conn.exec(kDeleteIntention, {{"resume", resume_id}, {"id", id}}) > 0;
}

std::vector<Entry> ResumeStore::entries(db::Conn& conn, std::int64_t resume_id, std::optional<Kind> kind) const {
    std::string sql(kEntries);
    db::Params params{{"resume", resume_id}};
    if (kind) {
        sql += " AND kind = :kind";
        params.push_back({"kind", static_cast<std::int64_t>(*kind)});
    }
    sql += kEntriesOrder;
    std::vector<Entry> out;
    for (const auto& r : conn.query(sql, params)) {
        Entry e;
        e.id = r.integer("id");
        e.kind = static_cast<Kind>(r.integer("kind"));
        e.title = r.text("title");
        e.role = r.text("role");
        e.level = r.text("level");
        e.start = r.text("start_month");
        e.end = r.text("end_month");
        e.description = r.text("description");
        out.push_back(std::move(e));
    }
    return out;
}

std::int64_t ResumeStore::count_entries(db::Conn& conn, std::int64_t resume_id, Kind kind) const {
    return conn.query_one(kCountEntries, {{"resume", resume_id}, {"kind", static_cast<std::int64_t>(kind)}})
        ->integer("n");
}

std::int64_t ResumeStore::insert_entry(db::Conn& conn, std::int64_t resume_id, const Entry& e, std::int64_t now) const {
    db::Params params = entry_params(resume_id, e);
    params.push_back({"now", now});
    return conn.query_one(kInsertEntry, params)->integer("id");
}

bool ResumeStore::update_entry(db::Conn& conn, std::int64_t resume_id, const std::vector<Kind>& kinds,
                               const Entry& e) const {
    db::Params params = entry_params(resume_id, e);
    params.push_back({"id", e.id});
    return conn.exec(std::string(kUpdateEntry) + kinds_clause(kinds), params) > 0;
}

bool ResumeStore::remove_entry(db::Conn& conn, std::int64_t resume_id, const std::vector<Kind>& kinds,
                               std::int64_t id) const {
    return conn.exec(std::string(kDeleteEntry) + kinds_clause(kinds), {{"resume", resume_id}, {"id", id}}) > 0;
}

}  // namespace xj::resume
