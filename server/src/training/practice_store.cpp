#include "training/practice_store.h"

namespace xj::training {

namespace {

#define XJ_TASK_COLUMNS                                                                                       \
    "t.id, t.sign, t.course_id, t.chapter_id, t.task_no, t.title, t.description, t.pass_line, t.full_score, " \
    "t.sort"
#define XJ_RESULT_COLUMNS                                                                                    \
    "r.id AS r_id, r.sign AS r_sign, r.task_id AS r_task_id, r.user_id AS r_user_id, r.status AS r_status, " \
    "r.score AS r_score, r.comment AS r_comment, r.file_path AS r_file_path, r.file_name AS r_file_name, "   \
    "r.file_size AS r_file_size, r.file_mime AS r_file_mime, r.started_at AS r_started_at, "                 \
    "r.submitted_at AS r_submitted_at, r.scored_at AS r_scored_at"

constexpr std::string_view kTasksOf =
    "SELECT " XJ_TASK_COLUMNS
    ", ch.level AS chapter_level, ch.sign AS chapter_sign, ch.name AS chapter_name "
    "FROM practice_task t LEFT JOIN chapter ch ON ch.id = t.chapter_id WHERE t.course_id = :course "
    "ORDER BY CASE WHEN ch.level IS NULL THEN 1 ELSE 0 END, ch.level, t.sort, t.task_no";
constexpr std::string_view kRequirementsOf =
    "SELECT p.task_id, p.required_id FROM practice_prerequisite p JOIN practice_task t ON t.id = p.task_id "
    "WHERE t.course_id = :course";
constexpr std::string_view kResultsOf = "SELECT " XJ_RESULT_COLUMNS
                                        " FROM practice_result r JOIN practice_task t ON t.id = r.task_id "
                                        "WHERE t.course_id = :course AND r.user_id = :user";
constexpr std::string_view kTaskBySign =
    "SELECT " XJ_TASK_COLUMNS
    ", c.sign AS train_sign FROM practice_task t JOIN course c ON c.id = t.course_id WHERE t.sign = :sign";
constexpr std::string_view kRequirementsOfTask =
    "SELECT required_id FROM practice_prerequisite WHERE task_id = :task ORDER BY required_id";
constexpr std::string_view kRequiredScores =
    "SELECT r.task_id, r.score FROM practice_result r "
    "WHERE r.user_id = :user AND r.task_id IN (SELECT required_id FROM practice_prerequisite WHERE task_id = :task)";
constexpr std::string_view kScored =
    "SELECT r.sign, r.score, r.scored_at, t.task_no, t.title, t.pass_line, t.full_score, c.sign AS train_sign, "
    "c.name AS train_name FROM practice_result r JOIN practice_task t ON t.id = r.task_id "
    "JOIN course c ON c.id = t.course_id WHERE r.user_id = :user AND r.status = 3 AND r.score IS NOT NULL "
    "ORDER BY r.scored_at DESC, r.id DESC LIMIT :limit";
constexpr std::string_view kForShare = " FOR SHARE OF r";
constexpr std::string_view kStart =
    "INSERT INTO practice_result (sign, task_id, user_id, status, started_at) "
    "VALUES (:sign, :task, :user, 1, :now) ON CONFLICT (task_id, user_id) DO NOTHING";
constexpr std::string_view kResult =
    "SELECT " XJ_RESULT_COLUMNS " FROM practice_result r WHERE r.task_id = :task AND r.user_id = :user";
constexpr std::string_view kHandIn =
    "UPDATE practice_result SET status = 2, score = NULL, comment = '', scored_by = NULL, scored_at = NULL, "
    "file_path = :path, file_name = :name, file_size = :size, file_mime = :mime, submitted_at = :now WHERE id = :id";
constexpr std::string_view kScore =
    "UPDATE practice_result SET status = 3, score = :score, comment = :comment, scored_by = :by, scored_at = :now "
    "WHERE id = :id";
constexpr std::string_view kRecordsFrom =
    " FROM practice_result r JOIN practice_task t ON t.id = r.task_id JOIN users u ON u.id = r.user_id "
    "WHERE t.course_id = :course";
constexpr std::string_view kRecordColumns =
    "SELECT " XJ_RESULT_COLUMNS
    ", t.sign AS task_sign, t.task_no, t.title AS task_title, t.pass_line, t.full_score, u.sign AS user_sign, "
    "u.name AS user_name";
constexpr std::string_view kRecordsOrder =
    " ORDER BY COALESCE(r.submitted_at, r.started_at) DESC, r.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kRecordBySign =
    "SELECT " XJ_RESULT_COLUMNS
    ", t.sign AS task_sign, t.task_no, t.title AS task_title, t.pass_line, t.full_score, t.course_id, "
    "c.school_id, u.sign AS user_sign, u.name AS user_name "
    "FROM practice_result r JOIN practice_task t ON t.id = r.task_id JOIN course c ON c.id = t.course_id "
    "JOIN users u ON u.id = r.user_id WHERE r.sign = :sign";
constexpr std::string_view kInsertTask =
    "INSERT INTO practice_task (sign, course_id, chapter_id, task_no, title, description, pass_line, full_score, "
    "sort, created_at, updated_at) VALUES (:sign, :course, :chapter, :no, :title, :description, :pass_line, "
    ":full_score, :sort, :now, :now) RETURNING id";
constexpr std::string_view kRequire =
    "INSERT INTO practice_prerequisite (task_id, required_id) VALUES (:task, :required) "
    "ON CONFLICT (task_id, required_id) DO NOTHING";
constexpr std::string_view kAnyTask = "SELECT 1 AS x FROM practice_task WHERE course_id = :course LIMIT 1";
constexpr std::string_view kUpdateTask =
    "UPDATE practice_task SET chapter_id = :chapter, task_no = :no, title = :title, description = :description, "
    "pass_line = :pass_line, full_score = :full_score, sort = :sort, updated_at = :now WHERE id = :id";
constexpr std::string_view kClearRequirements = "DELETE FROM practice_prerequisite WHERE task_id = :task";
constexpr std::string_view kDeleteTask = "DELETE FROM practice_task WHERE id = :id";
constexpr std::string_view kHasResults = "SELECT 1 AS x FROM practice_result WHERE task_id = :task LIMIT 1";
constexpr std::string_view kRequiredBy =
    "SELECT t.task_no FROM practice_prerequisite p JOIN practice_task t ON t.id = p.task_id "
    "WHERE p.required_id = :task ORDER BY t.task_no";
constexpr std::string_view kChapterOf = "SELECT id FROM chapter WHERE course_id = :course AND sign = :sign";
constexpr std::string_view kLockTrainingPg = "SELECT course_id FROM training WHERE course_id = :course FOR UPDATE";
constexpr std::string_view kShareTrainingPg = "SELECT course_id FROM training WHERE course_id = :course FOR SHARE";
constexpr std::string_view kBestScore = "SELECT MAX(score) AS best FROM practice_result WHERE task_id = :task";
constexpr std::string_view kForUpdate = " FOR UPDATE";
#undef XJ_TASK_COLUMNS
#undef XJ_RESULT_COLUMNS

std::optional<int> opt_int(const db::Row& r, std::string_view column) {
    auto v = r.opt_integer(column);
    if (!v) return std::nullopt;
    return static_cast<int>(*v);
}

PracticeTask task_from(const db::Row& r) {
    PracticeTask t;
    t.id = r.integer("id");
    t.sign = r.text("sign");
    t.course_id = r.integer("course_id");
    t.chapter_id = r.opt_integer("chapter_id");
    t.number = static_cast<int>(r.integer("task_no"));
    t.title = r.text("title");
    t.description = r.text("description");
    t.pass_line = static_cast<int>(r.integer("pass_line"));
    t.full_score = static_cast<int>(r.integer("full_score"));
    t.sort = static_cast<int>(r.integer("sort"));
    return t;
}

PracticeResult result_from(const db::Row& r) {
    PracticeResult x;
    x.id = r.integer("r_id");
    x.sign = r.text("r_sign");
    x.task_id = r.integer("r_task_id");
    x.user_id = r.integer("r_user_id");
    x.status = static_cast<int>(r.integer("r_status"));
    x.score = opt_int(r, "r_score");
    x.comment = r.text("r_comment");
    x.file_path = r.opt_text("r_file_path");
    x.file_name = r.opt_text("r_file_name");
    x.file_size = r.opt_integer("r_file_size");
    x.file_mime = r.opt_text("r_file_mime");
    x.started_at = r.integer("r_started_at");
    x.submitted_at = r.opt_integer("r_submitted_at");
    x.scored_at = r.opt_integer("r_scored_at");
    return x;
}

PracticeRecord record_from(const db::Row& r) {
    PracticeRecord x;
    x.result = result_from(r);
    x.task_sign = r.text("task_sign");
    x.task_number = static_cast<int>(r.integer("task_no"));
    x.task_title = r.text("task_title");
    x.pass_line = static_cast<int>(r.integer("pass_line"));
    x.full_score = static_cast<int>(r.integer("full_score"));
    x.user_sign = r.text("user_sign");
    x.user_name = r.text("user_name");
    return x;
}

}  // namespace

std::vector<PracticeItem> PracticeStore::tasks_of(db::Conn& conn, std::int64_t course_id) const {
    std::vector<PracticeItem> out;
    std::map<std::int64_t, std::size_t> at;
    for (const auto& r : conn.query(kTasksOf, {{"course", course_id}})) {
        PracticeItem item;
        item.task = task_from(r);
        item.chapter_level = r.opt_integer("chapter_level");
        item.chapter_sign = r.text("chapter_sign");
        item.chapter_name = r.text("chapter_name");
        at[item.task.id] = out.size();
        out.push_back(std::move(item));
    }
    if (out.empty()) return out;
    for (const auto& r : conn.query(kRequirementsOf, {{"course", course_id}})) {
        auto it = at.find(r.integer("task_id"));
        if (it != at.end()) out[it->second].task.requires_ids.push_back(r.integer("required_id"));
    }
    return out;
}

std::map<std::int64_t, PracticeResult> PracticeStore::results_of(db::Conn& conn, std::int64_t course_id,
                                                                 std::int64_t user_id) const {
    std::map<std::int64_t, PracticeResult> out;
    for (const auto& r : conn.query(kResultsOf, {{"course", course_id}, {"user", user_id}})) {
        PracticeResult x = result_from(r);
        out.emplace(x.task_id, std::move(x));
    }
    return out;
}

std::optional<TaskOfTraining> PracticeStore::task(db::Conn& conn, std::string_view sign) const {
    auto r = conn.query_one(kTaskBySign, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    TaskOfTraining out{task_from(*r), r->text("train_sign")};
    for (const auto& p : conn.query(kRequirementsOfTask, {{"task", out.task.id}}))
        out.task.requires_ids.push_back(p.integer("required_id"));
    return out;
}

std::map<std::int64_t, std::optional<int>> PracticeStore::required_scores(db::Conn& conn, std::int64_t task_id,
                                                                          std::int64_t user_id) const {
    std::string sql(kRequiredScores);
    if (conn.dialect() == db::Dialect::kPostgres) sql += kForShare;
    std::map<std::int64_t, std::optional<int>> out;
    for (const auto& r : conn.query(sql, {{"task", task_id}, {"user", user_id}}))
        out[r.integer("task_id")] = opt_int(r, "score");
    return out;
}

PracticeResult PracticeStore::start(db::Conn& conn, const std::string& sign, std::int64_t task_id, std::int64_t user_id,
                                    std::int64_t now) const {
    conn.exec(kStart, {{"sign", sign}, {"task", task_id}, {"user", user_id}, {"now", now}});
    return *result(conn, task_id, user_id);
}

std::optional<PracticeResult> PracticeStore::result(db::Conn& conn, std::int64_t task_id, std::int64_t user_id,
                                                    bool lock) const {
    std::string sql(kResult);
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += kForUpdate;
    auto r = conn.query_one(sql, {{"task", task_id}, {"user", user_id}});
    if (!r) return std::nullopt;
    return result_from(*r);
}

void PracticeStore::hand_in(db::Conn& conn, std::int64_t result_id, const PracticeResult& file,
                            std::int64_t now) const {
    conn.exec(kHandIn, {{"path", file.file_path.value_or("")},
                        {"name", file.file_name.value_or("")},
                        {"size", file.file_size.value_or(0)},
                        {"mime", file.file_mime.value_or("")},
                        {"now", now},
                        {"id", result_id}});
}

void PracticeStore::score(db::Conn& conn, std::int64_t result_id, int score, const std::string& comment,
                          std::int64_t by, std::int64_t now) const {
    conn.exec(kScore, {{"score", static_cast<std::int64_t>(score)},
                       {"comment", comment},
                       {"by", by},
                       {"now", now},
                       {"id", result_id}});
}

std::vector<ScoredPractice> PracticeStore::scored(db::Conn& conn, std::int64_t user_id, int limit) const {
    std::vector<ScoredPractice> out;
    for (const auto& r : conn.query(kScored, {{"user", user_id}, {"limit", static_cast<std::int64_t>(limit)}})) {
        ScoredPractice p;
        p.sign = r.text("sign");
        p.train_sign = r.text("train_sign");
        p.train_name = r.text("train_name");
        p.task_number = static_cast<int>(r.integer("task_no"));
        p.task_title = r.text("title");
        p.score = static_cast<int>(r.integer("score"));
        p.pass_line = static_cast<int>(r.integer("pass_line"));
        p.full_score = static_cast<int>(r.integer("full_score"));
        p.scored_at = r.integer("scored_at");
        out.push_back(std::move(p));
    }
    return out;
}

core::Paged<PracticeRecord> PracticeStore::records(db::Conn& conn, std::int64_t course_id,
                                                   const PracticeRecordQuery& q) const {
    std::string where(kRecordsFrom);
    db::Params params{{"course", course_id}};
    if (q.task_sign) {
        where += " AND t.sign = :task";
        params.push_back({"task", *q.task_sign});
    }
    if (q.status) {
        where += " AND r.status = :status";
        params.push_back({"status", static_cast<std::int64_t>(*q.status)});
    }
    core::Paged<PracticeRecord> out;
    out.total = conn.query_one("SELECT COUNT(*) AS n" + where, params)->integer("n");
    if (out.total == 0) return out;
    params.push_back({"limit", static_cast<std::int64_t>(q.page.size)});
    params.push_back({"offset", q.page.offset()});
    for (const auto& r : conn.query(std::string(kRecordColumns) + where + std::string(kRecordsOrder), params))
        out.list.push_back(record_from(r));
    return out;
}

std::optional<PracticeRecord> PracticeStore::record(db::Conn& conn, std::string_view sign, std::int64_t* course_id,
                                                    std::int64_t* school_id) const {
    auto r = conn.query_one(kRecordBySign, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    if (course_id) *course_id = r->integer("course_id");
    if (school_id) *school_id = r->integer("school_id");
    return record_from(*r);
}

std::int64_t PracticeStore::insert_task(db::Conn& conn, const PracticeTask& t, std::int64_t now) const {
    db::Value chapter = db::nullable(t.chapter_id);
    return conn
        .query_one(kInsertTask, {{"sign", t.sign},
                                 {"course", t.course_id},
                                 {"chapter", chapter},
                                 {"no", static_cast<std::int64_t>(t.number)},
                                 {"title", t.title},
                                 {"description", t.description},
                                 {"pass_line", static_cast<std::int64_t>(t.pass_line)},
                                 {"full_score", static_cast<std::int64_t>(t.full_score)},
                                 {"sort", static_cast<std::int64_t>(t.sort)},
                                 {"now", now}})
        ->integer("id");
}

void PracticeStore::require(db::Conn& conn, std::int64_t task_id, std::int64_t required_id) const {
    conn.exec(kRequire, {{"task", task_id}, {"required", required_id}});
}

bool PracticeStore::any_task(db::Conn& conn, std::int64_t course_id) const {
    return conn.query_one(kAnyTask, {{"course", course_id}}).has_value();
}

void PracticeStore::update_task(db::Conn& conn, const PracticeTask& t, std::int64_t now) const {
    db::Value chapter = db::nullable(t.chapter_id);
    conn.exec(kUpdateTask, {{"chapter", chapter},
                            {"no", static_cast<std::int64_t>(t.number)},
                            {"title", t.title},
                            {"description", t.description},
                            {"pass_line", static_cast<std::int64_t>(t.pass_line)},
                            {"full_score", static_cast<std::int64_t>(t.full_score)},
                            {"sort", static_cast<std::int64_t>(t.sort)},
                            {"now", now},
                            {"id", t.id}});
}

void PracticeStore::set_requirements(db::Conn& conn, std::int64_t task_id,
                                     const std::vector<std::int64_t>& required_ids) const {
    conn.exec(kClearRequirements, {{"task", task_id}});
    for (std::int64_t id : required_ids) require(conn, task_id, id);
}

void PracticeStore::delete_task(db::Conn& conn, std::int64_t task_id) const {
    conn.exec(kDeleteTask, {{"id", task_id}});
}

bool PracticeStore::has_results(db::Conn& conn, std::int64_t task_id) const {
    return conn.query_one(kHasResults, {{"task", task_id}}).has_value();
}

std::vector<int> PracticeStore::required_by(db::Conn& conn, std::int64_t task_id) const {
    std::vector<int> out;
    for (const auto& r : conn.query(kRequiredBy, {{"task", task_id}}))
        out.push_back(static_cast<int>(r.integer("task_no")));
    return out;
}

std::optional<std::int64_t> PracticeStore::chapter_of(db::Conn& conn, std::int64_t course_id,
                                                      std::string_view chapter_sign) const {
    auto r = conn.query_one(kChapterOf, {{"course", course_id}, {"sign", std::string(chapter_sign)}});
    if (!r) return std::nullopt;
    return r->integer("id");
}

void PracticeStore::lock_training(db::Conn& conn, std::int64_t course_id, bool exclusive) const {
    if (conn.dialect() == db::Dialect::kPostgres)
        conn.query(exclusive ? kLockTrainingPg : kShareTrainingPg, {{"course", course_id}});
}

std::optional<int> PracticeStore::best_score(db::Conn& conn, std::int64_t task_id) const {
    auto r = conn.query_one(kBestScore, {{"task", task_id}});
    auto best = r ? r->opt_integer("best") : std::nullopt;
    if (!best) return std::nullopt;
    return static_cast<int>(*best);
}

}  // namespace xj::training
