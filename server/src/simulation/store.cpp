#include "simulation/store.h"

#include "db/like.h"
#include "simulation/state_codec.h"

namespace xj::simulation {

namespace {

constexpr std::string_view kPracticeColumns =
    "SELECT p.id, p.sign, p.school_id, p.title, p.category, p.marketplace, p.summary, p.description, p.days, p.funds, "
    "p.target_revenue, p.target_profit, p.target_rating, p.seed, p.position, "
    "(SELECT COUNT(*) FROM simulation_run x WHERE x.practice_id = p.id) AS players";
// The user's own run of each practice.
constexpr std::string_view kCardColumns =
    ", r.stage AS my_stage, r.best_score AS my_best FROM simulation_practice p "
    "LEFT JOIN simulation_run r ON r.practice_id = p.id AND r.user_id = :user_id ";

constexpr std::string_view kRunColumns =
    "SELECT id, practice_id, user_id, version, state, score, best_score, started_at, updated_at, finished_at "
    "FROM simulation_run ";

// Counts of the course's trainees and their runs of each assigned practice (enrolment_course, simulation_run_practice).
constexpr std::string_view kAssignments =
    "SELECT a.course_id, a.in_assessment, a.assigned_at, "
    "(SELECT COUNT(*) FROM enrolment e WHERE e.course_id = a.course_id) AS trainees, "
    "(SELECT COUNT(*) FROM simulation_run r JOIN enrolment e ON e.user_id = r.user_id AND e.course_id = a.course_id "
    "WHERE r.practice_id = a.practice_id) AS started, "
    "(SELECT COUNT(*) FROM simulation_run r JOIN enrolment e ON e.user_id = r.user_id AND e.course_id = a.course_id "
    "WHERE r.practice_id = a.practice_id AND r.best_score IS NOT NULL) AS finished, "
    "(SELECT AVG(r.best_score) FROM simulation_run r JOIN enrolment e ON e.user_id = r.user_id "
    "AND e.course_id = a.course_id WHERE r.practice_id = a.practice_id AND r.best_score IS NOT NULL) AS average, "
    "p.id, p.sign, p.school_id, p.title, p.category, p.marketplace, p.summary, p.description, p.days, p.funds, "
    "p.target_revenue, p.target_profit, p.target_rating, p.seed, p.position, 0 AS players "
    "FROM simulation_assignment a JOIN simulation_practice p ON p.id = a.practice_id WHERE a.course_id = :course_id";

constexpr std::string_view kTraineesFrom =
    " FROM enrolment e JOIN users u ON u.id = e.user_id "
    "LEFT JOIN simulation_run r ON r.user_id = e.user_id AND r.practice_id = :practice_id "
    "WHERE e.course_id = :course_id";
// A part of the name or of the approved student number, or the whole mobile (as teaching's lists).
constexpr std::string_view kTraineeKeyword =
    " AND (u.name LIKE :like ESCAPE '\\' OR u.mobile = :keyword OR EXISTS (SELECT 1 FROM identity_claim ic "
    "WHERE ic.user_id = u.id AND ic.school_id = :school_id AND ic.status = 2 AND ic.number LIKE :like ESCAPE '\\'))";
constexpr std::string_view kTraineeColumns =
    "SELECT u.sign, u.name, COALESCE((SELECT ic.number FROM identity_claim ic WHERE ic.user_id = u.id "
    "AND ic.school_id = :school_id AND ic.status = 2 ORDER BY ic.id DESC LIMIT 1), '') AS student_card, "
    "r.stage, r.day, r.best_score, r.updated_at";

Practice practice_from(const db::Row& r) {
    Practice p;
    p.id = r.integer("id");
    p.sign = r.text("sign");
    p.school_id = r.integer("school_id");
    p.title = r.text("title");
    p.category = static_cast<int>(r.integer("category"));
    p.summary = r.text("summary");
    p.description = r.text("description");
    p.rules.marketplace = r.text("marketplace");
    p.rules.days = static_cast<int>(r.integer("days"));
    p.rules.funds = r.integer("funds");
    p.rules.target_revenue = r.integer("target_revenue");
    p.rules.target_profit = r.integer("target_profit");
    p.rules.target_rating = static_cast<int>(r.integer("target_rating"));
    p.rules.seed = static_cast<std::uint64_t>(r.integer("seed"));
    p.position = static_cast<int>(r.integer("position"));
    p.players = r.integer("players");
    return p;
}

PracticeCard card_from(const db::Row& r) {
    PracticeCard c{practice_from(r), std::nullopt, std::nullopt};
    if (auto stage = r.opt_integer("my_stage")) c.my_stage = static_cast<Stage>(*stage);
    if (!r.is_null("my_best")) c.my_best = r.real("my_best");
    return c;
}

std::optional<double> opt_real(const db::Row& r, std::string_view column) {
    if (r.is_null(column)) return std::nullopt;
    return r.real(column);
}

Run run_from(const db::Row& r, RunState state) {
    Run run;
    run.id = r.integer("id");
    run.practice_id = r.integer("practice_id");
    run.user_id = r.integer("user_id");
    run.version = r.integer("version");
    run.state = std::move(state);
    run.score = opt_real(r, "score");
    run.best_score = opt_real(r, "best_score");
    run.started_at = r.integer("started_at");
    run.updated_at = r.integer("updated_at");
    run.finished_at = r.opt_integer("finished_at");
    return run;
}

Assignment assignment_from(const db::Row& r) {
    Assignment a;
    a.course_id = r.integer("course_id");
    a.practice = practice_from(r);
    a.in_assessment = r.integer("in_assessment") != 0;
    a.assigned_at = r.integer("assigned_at");
    a.trainees = r.integer("trainees");
    a.started = r.integer("started");
    a.finished = r.integer("finished");
    a.average_score = opt_real(r, "average");
    return a;
}

}  // namespace

std::int64_t SimulationStore::insert_practice(db::Conn& conn, const Practice& p, std::int64_t at) const {
    return conn
        .query_one(
            "INSERT INTO simulation_practice (sign, school_id, title, category, marketplace, summary, description, "
            "days, funds, target_revenue, target_profit, target_rating, seed, position, created_at) VALUES (:sign, "
            ":school, :title, :category, :marketplace, :summary, :description, :days, :funds, :revenue, :profit, "
            ":rating, :seed, :position, :at) RETURNING id",
            {{"sign", p.sign},
             {"school", p.school_id},
             {"title", p.title},
             {"category", static_cast<std::int64_t>(p.category)},
             {"marketplace", p.rules.marketplace},
             {"summary", p.summary},
             {"description", p.description},
             {"days", static_cast<std::int64_t>(p.rules.days)},
             {"funds", p.rules.funds},
             {"revenue", p.rules.target_revenue},
             {"profit", p.rules.target_profit},
             {"rating", static_cast<std::int64_t>(p.rules.target_rating)},
             {"seed", static_cast<std::int64_t>(p.rules.seed)},
             {"position", static_cast<std::int64_t>(p.position)},
             {"at", at}})
        ->integer("id");
}

std::optional<Practice> SimulationStore::practice(db::Conn& conn, std::int64_t school_id,
                                                  const std::string& sign) const {
    auto row = conn.query_one(
        std::string(kPracticeColumns) + " FROM simulation_practice p WHERE p.sign = :sign AND p.school_id = :school",
        {{"sign", sign}, {"school", school_id}});
    if (!row) return std::nullopt;
    return practice_from(*row);
}

std::optional<Practice> SimulationStore::practice_by_id(db::Conn& conn, std::int64_t id) const {
    auto row =
        conn.query_one(std::string(kPracticeColumns) + " FROM simulation_practice p WHERE p.id = :id", {{"id", id}});
    if (!row) return std::nullopt;
    return practice_from(*row);
}

core::Paged<PracticeCard> SimulationStore::cards(db::Conn& conn, std::int64_t school_id, std::int64_t user_id,
                                                 int category, const core::Page& page) const {
    std::string where = "WHERE p.school_id = :school_id";
    db::Params p{{"school_id", school_id}};
    if (category != 0) {
        where += " AND p.category = :category";
        p.push_back({"category", static_cast<std::int64_t>(category)});
    }
    core::Paged<PracticeCard> out;
    out.total = conn.query_one("SELECT COUNT(*) AS n FROM simulation_practice p " + where, p)->integer("n");
    p.push_back({"user_id", user_id});
    p.push_back({"limit", static_cast<std::int64_t>(page.size)});
    p.push_back({"offset", page.offset()});
    for (const auto& r : conn.query(std::string(kPracticeColumns) + std::string(kCardColumns) + where +
                                        " ORDER BY p.position, p.id LIMIT :limit OFFSET :offset",
                                    p))
        out.list.push_back(card_from(r));
    return out;
}

std::vector<PracticeCard> SimulationStore::banner(db::Conn& conn, std::int64_t school_id, std::int64_t user_id,
                                                  int limit) const {
    std::vector<PracticeCard> out;
    for (const auto& r : conn.query(std::string(kPracticeColumns) + std::string(kCardColumns) +
                                        "WHERE p.school_id = :school_id ORDER BY players DESC, p.position, p.id "
                                        "LIMIT :limit",
                                    {{"school_id", school_id}, {"user_id", user_id}, {"limit", std::int64_t{limit}}}))
        out.push_back(card_from(r));
    return out;
}

std::vector<std::pair<int, std::int64_t>> SimulationStore::category_counts(db::Conn& conn, std::int64_t school_id,
                                                                           const std::string& marketplace) const {
    std::string sql = "SELECT category, COUNT(*) AS n FROM simulation_practice WHERE school_id = :school_id";
    db::Params p{{"school_id", school_id}};
    if (!marketplace.empty()) {
        sql += " AND marketplace = :marketplace";
        p.push_back({"marketplace", marketplace});
    }
    std::vector<std::pair<int, std::int64_t>> out;
    for (const auto& r : conn.query(sql + " GROUP BY category ORDER BY category", p))
        out.emplace_back(static_cast<int>(r.integer("category")), r.integer("n"));
    return out;
}

std::optional<Run> SimulationStore::run(db::Conn& conn, std::int64_t user_id, std::int64_t practice_id,
                                        bool lock) const {
    std::string sql = std::string(kRunColumns) + "WHERE user_id = :user AND practice_id = :practice";
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += " FOR UPDATE";
    auto row = conn.query_one(sql, {{"user", user_id}, {"practice", practice_id}});
    if (!row) return std::nullopt;
    return run_from(*row, decode_state(row->text("state")));
}

std::optional<Run> SimulationStore::insert_run(db::Conn& conn, const Run& run) const {
    auto row = conn.query_one(
        "INSERT INTO simulation_run (practice_id, user_id, stage, day, version, state, score, best_score, started_at, "
        "updated_at) VALUES (:practice, :user, :stage, :day, 1, :state, NULL, NULL, :at, :at) "
        "ON CONFLICT DO NOTHING RETURNING id",
        {{"practice", run.practice_id},
         {"user", run.user_id},
         {"stage", static_cast<std::int64_t>(run.state.stage)},
         {"day", static_cast<std::int64_t>(run.state.day)},
         {"state", encode_state(run.state)},
         {"at", run.started_at}});
    if (!row) return std::nullopt;
    Run saved = run;
    saved.id = row->integer("id");
    saved.version = 1;
    saved.updated_at = run.started_at;
    return saved;
}

bool SimulationStore::save_run(db::Conn& conn, const Run& run) const {
    return conn.exec(
               "UPDATE simulation_run SET stage = :stage, day = :day, version = version + 1, state = :state, "
               "score = :score, best_score = :best, started_at = :started, updated_at = :at, "
               "finished_at = :finished WHERE id = :id AND version = :version",
               {{"stage", static_cast<std::int64_t>(run.state.stage)},
                {"day", static_cast<std::int64_t>(run.state.day)},
                {"state", encode_state(run.state)},
                {"score", db::nullable(run.score)},
                {"best", db::nullable(run.best_score)},
                {"started", run.started_at},
                {"at", run.updated_at},
                {"finished", db::nullable(run.finished_at)},
                {"id", run.id},
                {"version", run.version}}) > 0;
}

std::vector<RunCard> SimulationStore::runs_of(db::Conn& conn, std::int64_t user_id, std::int64_t school_id) const {
    std::vector<RunCard> out;
    for (const auto& r : conn.query(
             "SELECT p.sign, p.title, p.marketplace, p.days, r.stage, r.day, r.score, r.best_score, r.updated_at "
             "FROM simulation_run r JOIN simulation_practice p ON p.id = r.practice_id "
             "WHERE r.user_id = :user AND p.school_id = :school ORDER BY r.updated_at DESC, r.id DESC",
             {{"user", user_id}, {"school", school_id}})) {
        out.push_back({r.text("sign"), r.text("title"), r.text("marketplace"), static_cast<int>(r.integer("days")),
                       static_cast<Stage>(r.integer("stage")), static_cast<int>(r.integer("day")), opt_real(r, "score"),
                       opt_real(r, "best_score"), r.integer("updated_at")});
    }
    return out;
}

std::vector<Assignment> SimulationStore::assignments(db::Conn& conn, std::int64_t course_id) const {
    std::vector<Assignment> out;
    for (const auto& r :
         conn.query(std::string(kAssignments) + " ORDER BY a.assigned_at, a.id", {{"course_id", course_id}}))
        out.push_back(assignment_from(r));
    return out;
}

std::optional<Assignment> SimulationStore::assignment(db::Conn& conn, std::int64_t course_id,
                                                      std::int64_t practice_id) const {
    auto row = conn.query_one(std::string(kAssignments) + " AND a.practice_id = :practice_id",
                              {{"course_id", course_id}, {"practice_id", practice_id}});
    if (!row) return std::nullopt;
    return assignment_from(*row);
}

bool SimulationStore::assign(db::Conn& conn, std::int64_t course_id, std::int64_t practice_id, bool in_assessment,
                             std::int64_t by, std::int64_t at) const {
    return conn.exec(
               "INSERT INTO simulation_assignment (course_id, practice_id, in_assessment, assigned_by, "
               "assigned_at) VALUES (:course, :practice, :assess, :by, :at) ON CONFLICT DO NOTHING",
               {{"course", course_id},
                {"practice", practice_id},
                {"assess", std::int64_t{in_assessment ? 1 : 0}},
                {"by", by},
                {"at", at}}) > 0;
}

bool SimulationStore::set_assessment(db::Conn& conn, std::int64_t course_id, std::int64_t practice_id,
                                     bool in_assessment) const {
    return conn.exec(
               "UPDATE simulation_assignment SET in_assessment = :assess WHERE course_id = :course AND "
               "practice_id = :practice",
               {{"assess", std::int64_t{in_assessment ? 1 : 0}}, {"course", course_id}, {"practice", practice_id}}) > 0;
}

bool SimulationStore::unassign(db::Conn& conn, std::int64_t course_id, std::int64_t practice_id) const {
    return conn.exec("DELETE FROM simulation_assignment WHERE course_id = :course AND practice_id = :practice",
                     {{"course", course_id}, {"practice", practice_id}}) > 0;
}

std::vector<std::string> SimulationStore::courses_assigning(db::Conn& conn, std::int64_t user_id,
                                                            std::int64_t practice_id) const {
    std::vector<std::string> out;
    for (const auto& r : conn.query("SELECT c.name FROM simulation_assignment a JOIN course c ON c.id = a.course_id "
                                    "JOIN enrolment e ON e.course_id = a.course_id AND e.user_id = :user "
                                    "WHERE a.practice_id = :practice ORDER BY a.assigned_at, a.id",
                                    {{"user", user_id}, {"practice", practice_id}}))
        out.push_back(r.text("name"));
    return out;
}

std::string SimulationStore::trainees_sql(bool keyword) {
    return std::string(kTraineeColumns) + std::string(kTraineesFrom) + (keyword ? std::string(kTraineeKeyword) : "") +
           " ORDER BY COALESCE(r.updated_at, -1) DESC, e.id LIMIT :limit OFFSET :offset";
}

core::Paged<Trainee> SimulationStore::trainees(db::Conn& conn, std::int64_t course_id, std::int64_t school_id,
                                               std::int64_t practice_id, const std::string& keyword,
                                               const core::Page& page) const {
    db::Params p{{"course_id", course_id}, {"practice_id", practice_id}};
    if (!keyword.empty()) {
        p.push_back({"like", db::like_contains(keyword)});
        p.push_back({"keyword", keyword});
        p.push_back({"school_id", school_id});
    }
    core::Paged<Trainee> out;
    out.total = conn.query_one("SELECT COUNT(*) AS n" + std::string(kTraineesFrom) +
                                   (keyword.empty() ? "" : std::string(kTraineeKeyword)),
                               p)
                    ->integer("n");
    if (keyword.empty()) p.push_back({"school_id", school_id});
    p.push_back({"limit", page.size == 0 ? out.total : static_cast<std::int64_t>(page.size)});
    p.push_back({"offset", page.size == 0 ? std::int64_t{0} : page.offset()});
    for (const auto& r : conn.query(trainees_sql(!keyword.empty()), p)) {
        Trainee t{r.text("sign"),
                  r.text("name"),
                  r.text("student_card"),
                  std::nullopt,
                  0,
                  0,
                  std::nullopt,
                  r.opt_integer("updated_at")};
        if (auto stage = r.opt_integer("stage")) t.stage = static_cast<Stage>(*stage);
        t.day = static_cast<int>(r.opt_integer("day").value_or(0));
        t.score = opt_real(r, "best_score");
        out.list.push_back(std::move(t));
    }
    return out;
}

}  // namespace xj::simulation
