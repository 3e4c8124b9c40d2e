#include "teaching/statistics_store.h"

#include <cmath>

#include "db/like.h"

namespace xj::teaching {

namespace {

// The student's approved identity number at the course's school (identity_claim_user: user_id, id).
#define XJ_STUDENT_CARD                                                                                        \
    "COALESCE((SELECT ic.number FROM identity_claim ic WHERE ic.user_id = u.id AND ic.school_id = :school_id " \
    "AND ic.status = 2 ORDER BY ic.id DESC LIMIT 1), '') AS student_card"

// name or student number contains the keyword, or it is the whole mobile (lists mask the mobile: parts of it would
// reveal the hidden digits, issue 13).
constexpr std::string_view kKeyword =
    " AND (u.name LIKE :like ESCAPE '\\' OR u.mobile = :keyword OR EXISTS (SELECT 1 FROM identity_claim "
    "ic WHERE ic.user_id = u.id AND ic.school_id = :school_id AND ic.status = 2 AND ic.number LIKE :like ESCAPE '\\'))";
constexpr std::string_view kStatus = " AND e.status = :study_status";
constexpr std::string_view kOneStudent = " AND e.user_id = :user_id";

constexpr std::string_view kCourseName = "SELECT name FROM course WHERE id = :course_id";
constexpr std::string_view kCountStudents =
    "SELECT COUNT(*) AS n FROM enrolment e JOIN users u ON u.id = e.user_id WHERE e.course_id = :course_id";

// Questions, answers and study days of the course grouped per user (course_question_newest, course_answer_question,
// study_day_course_day), joined to the enrolments: one statement for any number of students.
// Graded attempts of the course's exams (exam_course, exam_attempt_exam): per student the average of the best
// percentage of each homework and unit test (types 1, 2), and the best final exam percentage (type 3). CROSS JOIN
// keeps SQLite's join order (the course's exams first; otherwise it may start from every graded attempt by status);
// PostgreSQL plans it as a plain join.
#define XJ_EXAM_BEST(types)                                                                             \
    "SELECT a.user_id, a.exam_id, MAX(a.score * 100.0 / x.total_score) AS pct FROM exam x "             \
    "CROSS JOIN exam_attempt a WHERE a.exam_id = x.id AND a.submit_status = 2 AND a.score IS NOT NULL " \
    "AND x.course_id = :course_id AND x.type IN " types " AND x.total_score > 0 GROUP BY a.user_id, a.exam_id"

// The best scores (out of 100) of the simulation practices the course counts in its assessment
// (simulation_assignment with in_assessment 1, docs/simulation.md "Assessment"): each is one more unit test of the
// trainee who finished it. The simulation domain writes these tables; teaching only reads them here.
#define XJ_SIMULATION_BEST                                                                            \
    "SELECT r.user_id, -r.practice_id AS exam_id, r.best_score AS pct FROM simulation_assignment sa " \
    "JOIN simulation_run r ON r.practice_id = sa.practice_id WHERE sa.course_id = :course_id "        \
    "AND sa.in_assessment = 1 AND r.best_score IS NOT NULL"

#define XJ_WEIGHTED_QA                                                                                                 \
    "(CASE WHEN (COALESCE(q.n, 0) + COALESCE(a.n, 0)) * 25 > 100 THEN 100 ELSE (COALESCE(q.n, 0) + COALESCE(a.n, 0)) " \
    "* 25 END)"
#define XJ_WEIGHTED_DAYS "(CASE WHEN COALESCE(d.n, 0) * 10 > 100 THEN 100 ELSE COALESCE(d.n, 0) * 10 END)"

// Questions, answers, study days and exam results of the course grouped per user (course_question_newest,
// course_answer_question, study_day_course_day, exam_course), joined to the enrolments: one statement for any number
// of students.
constexpr std::string_view kScores =
    "SELECT u.sign, u.name, " XJ_STUDENT_CARD ", e.progress, COALESCE(q.n, 0) + COALESCE(a.n, 0) AS qa, "
    "COALESCE(d.n, 0) AS days, COALESCE(ut.pct, 0) AS unit_pct, COALESCE(fe.pct, 0) AS final_pct, "
    "CAST(:w_watch AS BIGINT) * e.progress + CAST(:w_question AS BIGINT) * " XJ_WEIGHTED_QA
    " + CAST(:w_log AS BIGINT) * " XJ_WEIGHTED_DAYS
    " + CAST(:w_unit AS BIGINT) * COALESCE(ut.pct, 0) + CAST(:w_final AS BIGINT) * COALESCE(fe.pct, 0) AS weighted "
    "FROM enrolment e JOIN users u ON u.id = e.user_id "
    "LEFT JOIN (SELECT user_id, COUNT(*) AS n FROM course_question WHERE course_id = :course_id GROUP BY user_id) q "
    "ON q.user_id = e.user_id "
    "LEFT JOIN (SELECT a.user_id, COUNT(*) AS n FROM course_answer a JOIN course_question cq ON cq.id = a.question_id "
    "WHERE cq.course_id = :course_id GROUP BY a.user_id) a ON a.user_id = e.user_id "
    "LEFT JOIN (SELECT user_id, COUNT(*) AS n FROM study_day WHERE course_id = :course_id GROUP BY user_id) d "
    "ON d.user_id = e.user_id "
    "LEFT JOIN (SELECT b.user_id, AVG(b.pct) AS pct FROM (" XJ_EXAM_BEST("(1, 2)") " UNION ALL " XJ_SIMULATION_BEST
    ") b GROUP BY b.user_id) ut "
    "ON ut.user_id = e.user_id "
    "LEFT JOIN (SELECT f.user_id, MAX(f.pct) AS pct FROM (" XJ_EXAM_BEST("(3)") ") f GROUP BY f.user_id) fe "
    "ON fe.user_id = e.user_id "
    "WHERE e.course_id = :course_id";
constexpr std::string_view kScoresOrder = " ORDER BY weighted DESC, e.id LIMIT :limit OFFSET :offset";

constexpr std::string_view kProgress =
    "SELECT u.sign, u.name, " XJ_STUDENT_CARD
    ", e.progress, e.studied_seconds, e.status, e.created_at, "
    "e.last_studied_at FROM enrolment e JOIN users u ON u.id = e.user_id WHERE e.course_id = :course_id";
constexpr std::string_view kProgressOrder =
    " ORDER BY COALESCE(e.last_studied_at, -1) DESC, e.id DESC LIMIT :limit OFFSET :offset";

// Days of enrolled students only (a teacher's own watching is not a student's record).
constexpr std::string_view kCountRecords =
    "SELECT COUNT(*) AS n FROM study_day s JOIN enrolment e ON e.user_id = s.user_id AND e.course_id = s.course_id "
    "JOIN users u ON u.id = s.user_id WHERE s.course_id = :course_id";
constexpr std::string_view kRecords =
    "SELECT u.sign, u.name, " XJ_STUDENT_CARD
    ", s.day, s.seconds FROM study_day s "
    "JOIN enrolment e ON e.user_id = s.user_id AND e.course_id = s.course_id JOIN users u ON u.id = s.user_id "
    "WHERE s.course_id = :course_id";
constexpr std::string_view kRecordsOrder = " ORDER BY s.day DESC, s.seconds DESC, u.id LIMIT :limit OFFSET :offset";

// A school's teachers and admins (users_school), their courses and distinct students; the keyword is a part of the
// name or the whole mobile.
constexpr std::string_view kTeacherWhere =
    " FROM users u WHERE u.school_id = :school_id AND u.disabled = 0 AND EXISTS (SELECT 1 FROM user_role r "
    "WHERE r.user_id = u.id AND r.role IN ('teacher', 'schoolAdmin'))";
constexpr std::string_view kTeacherKeyword = " AND (u.name LIKE :like ESCAPE '\\' OR u.mobile = :keyword)";
constexpr std::string_view kTeacherColumns =
    "SELECT u.sign, u.name, u.mobile, " XJ_STUDENT_CARD
    ", "
    "(SELECT COUNT(*) FROM course_teacher ct JOIN course c ON c.id = ct.course_id "
    "WHERE ct.user_id = u.id AND c.offering = 1) AS course_count, "
    "(SELECT COUNT(DISTINCT e.user_id) FROM course_teacher ct JOIN course c ON c.id = ct.course_id "
    "JOIN enrolment e ON e.course_id = ct.course_id WHERE ct.user_id = u.id AND c.offering = 1) AS student_count";
constexpr std::string_view kTeacherOrder = " ORDER BY u.id LIMIT :limit OFFSET :offset";

constexpr std::string_view kStudyDays =
    "SELECT s.day, SUM(s.seconds) AS seconds, COUNT(*) AS learners FROM study_day s "
    "JOIN enrolment e ON e.user_id = s.user_id AND e.course_id = s.course_id "
    "WHERE s.course_id = :course_id AND s.day >= :from_day GROUP BY s.day ORDER BY s.day";
constexpr std::string_view kEnrolmentDays =
    "SELECT (created_at + 28800) / 86400 AS day_number, COUNT(*) AS n FROM enrolment "
    "WHERE course_id = :course_id AND created_at >= :from GROUP BY (created_at + 28800) / 86400 ORDER BY day_number";
constexpr std::string_view kTeaching =
    "SELECT c.sign, c.name, c.status, COUNT(e.id) AS students, "
    "COALESCE(SUM(CASE WHEN e.status = 1 THEN 1 ELSE 0 END), 0) AS studying, "
    "COALESCE(SUM(CASE WHEN e.status = 2 THEN 1 ELSE 0 END), 0) AS finished, "
    "COALESCE(SUM(CASE WHEN e.last_studied_at >= :since THEN 1 ELSE 0 END), 0) AS active, "
    "COALESCE(AVG(e.progress), 0) AS average "
    "FROM course_teacher t JOIN course c ON c.id = t.course_id LEFT JOIN enrolment e ON e.course_id = c.id "
    "WHERE t.user_id = :user_id AND c.offering = 1 GROUP BY c.id, c.sign, c.name, c.status "
    "ORDER BY students DESC, c.id DESC";
constexpr std::string_view kEnrolmentCounts =
    "SELECT COUNT(*) AS students, COALESCE(SUM(CASE WHEN status = 1 THEN 1 ELSE 0 END), 0) AS studying, "
    "COALESCE(SUM(CASE WHEN status = 2 THEN 1 ELSE 0 END), 0) AS finished, COALESCE(AVG(progress), 0) AS average, "
    "COALESCE(SUM(CASE WHEN progress < 20 THEN 1 ELSE 0 END), 0) AS b0, "
    "COALESCE(SUM(CASE WHEN progress >= 20 AND progress < 40 THEN 1 ELSE 0 END), 0) AS b1, "
    "COALESCE(SUM(CASE WHEN progress >= 40 AND progress < 60 THEN 1 ELSE 0 END), 0) AS b2, "
    "COALESCE(SUM(CASE WHEN progress >= 60 AND progress < 80 THEN 1 ELSE 0 END), 0) AS b3, "
    "COALESCE(SUM(CASE WHEN progress >= 80 THEN 1 ELSE 0 END), 0) AS b4 "
    "FROM enrolment WHERE course_id = :course_id";
constexpr std::string_view kStudySeconds =
    "SELECT COALESCE(SUM(s.seconds), 0) AS seconds FROM study_day s "
    "JOIN enrolment e ON e.user_id = s.user_id AND e.course_id = s.course_id WHERE s.course_id = :course_id";
constexpr std::string_view kQuestionCount = "SELECT COUNT(*) AS n FROM course_question WHERE course_id = :course_id";
constexpr std::string_view kAnswerCount =
    "SELECT COUNT(*) AS n FROM course_answer a JOIN course_question q ON q.id = a.question_id "
    "WHERE q.course_id = :course_id";
constexpr std::string_view kViewCount = "SELECT COUNT(*) AS n FROM course_view WHERE course_id = :course_id";
// Catalogue order (chapter_course, chapter_video_chapter); progress of enrolled students grouped per video
// (video_progress_course_video).
constexpr std::string_view kVideos =
    "SELECT v.sign, ch.name AS chapter_name, v.title, COALESCE(p.learners, 0) AS learners, "
    "COALESCE(p.completed, 0) AS completed FROM chapter ch JOIN chapter_video v ON v.chapter_id = ch.id "
    "LEFT JOIN (SELECT vp.video_id, COUNT(*) AS learners, SUM(CASE WHEN vp.completed = 1 THEN 1 ELSE 0 END) AS "
    "completed "
    "FROM video_progress vp JOIN enrolment e ON e.user_id = vp.user_id AND e.course_id = vp.course_id "
    "WHERE vp.course_id = :course_id GROUP BY vp.video_id) p ON p.video_id = v.id "
    "WHERE ch.course_id = :course_id ORDER BY ch.level, ch.id, v.level, v.id";

// with_card: the statement reads the student number (the keyword's filter does too).
db::Params student_params(const StatsFilter& f, bool with_card = true) {
    db::Params p{{"course_id", f.course_id}};
    if (with_card || !f.keyword.empty()) p.push_back({"school_id", f.school_id});
    if (!f.keyword.empty()) {
        p.push_back({"like", db::like_contains(f.keyword)});
        p.push_back({"keyword", f.keyword});
    }
    if (f.study_status) p.push_back({"study_status", static_cast<std::int64_t>(*f.study_status)});
    if (f.user_id != 0) p.push_back({"user_id", f.user_id});
    return p;
}

std::string student_where(const StatsFilter& f) {
    std::string sql;
    if (!f.keyword.empty()) sql += kKeyword;
    if (f.study_status) sql += kStatus;
    if (f.user_id != 0) sql += kOneStudent;
    return sql;
}

db::Params with_page(db::Params p, std::int64_t limit, std::int64_t offset) {
    p.push_back({"limit", limit < 0 ? std::int64_t{1} << 40 : limit});
    p.push_back({"offset", offset});
    return p;
}

std::int64_t whole_seconds(double seconds) { return static_cast<std::int64_t>(std::llround(seconds)); }

}  // namespace

std::string StatisticsStore::scores_sql(bool keyword) {
    return std::string(kScores) + (keyword ? std::string(kKeyword) : "") + std::string(kScoresOrder);
}
std::string StatisticsStore::progress_sql(bool keyword) {
    return std::string(kProgress) + (keyword ? std::string(kKeyword) : "") + std::string(kProgressOrder);
}
std::string StatisticsStore::records_sql(bool keyword) {
    return std::string(kRecords) + (keyword ? std::string(kKeyword) : "") + std::string(kRecordsOrder);
}
std::string StatisticsStore::teachers_sql(bool keyword) {
    return std::string(kTeacherColumns) + std::string(kTeacherWhere) + (keyword ? std::string(kTeacherKeyword) : "") +
           std::string(kTeacherOrder);
}
std::string StatisticsStore::study_days_sql() { return std::string(kStudyDays); }
std::string StatisticsStore::enrolment_days_sql() { return std::string(kEnrolmentDays); }
std::string StatisticsStore::videos_sql() { return std::string(kVideos); }

std::optional<std::string> StatisticsStore::course_name(db::Conn& conn, std::int64_t course_id) const {
    auto r = conn.query_one(kCourseName, {{"course_id", course_id}});
    if (!r) return std::nullopt;
    return r->text("name");
}

db::Params StatisticsStore::score_params(const StatsFilter& f, const ScoreWeights& w) const {
    db::Params p = student_params(f);
    p.push_back({"w_watch", static_cast<std::int64_t>(w.watch_video)});
    p.push_back({"w_question", static_cast<std::int64_t>(w.interactive_question)});
    p.push_back({"w_log", static_cast<std::int64_t>(w.log_sig)});
    p.push_back({"w_unit", static_cast<std::int64_t>(w.unit_testing)});
    p.push_back({"w_final", static_cast<std::int64_t>(w.final_exam)});
    return p;
}

std::int64_t StatisticsStore::count_students(db::Conn& conn, const StatsFilter& f) const {
    return conn.query_one(std::string(kCountStudents) + student_where(f), student_params(f, false))->integer("n");
}

std::vector<ScoreInput> StatisticsStore::scores(db::Conn& conn, const StatsFilter& f, const ScoreWeights& w,
                                                std::int64_t limit, std::int64_t offset) const {
    std::vector<ScoreInput> out;
    std::string sql = std::string(kScores) + student_where(f) + std::string(kScoresOrder);
    for (const auto& r : conn.query(sql, with_page(score_params(f, w), limit, offset)))
        out.push_back({r.text("sign"), r.text("name"), r.text("student_card"), static_cast<int>(r.integer("progress")),
                       r.integer("qa"), r.integer("days"), r.real("unit_pct"), r.real("final_pct")});
    return out;
}

std::vector<ProgressRow> StatisticsStore::progress(db::Conn& conn, const StatsFilter& f, std::int64_t limit,
                                                   std::int64_t offset) const {
    std::vector<ProgressRow> out;
    std::string sql = std::string(kProgress) + student_where(f) + std::string(kProgressOrder);
    for (const auto& r : conn.query(sql, with_page(student_params(f), limit, offset)))
        out.push_back({r.text("sign"), r.text("name"), r.text("student_card"), static_cast<int>(r.integer("progress")),
                       r.integer("studied_seconds"), static_cast<int>(r.integer("status")), r.integer("created_at"),
                       r.opt_integer("last_studied_at")});
    return out;
}

std::int64_t StatisticsStore::count_records(db::Conn& conn, const StatsFilter& f) const {
    StatsFilter g = f;
    g.study_status.reset();
    return conn.query_one(std::string(kCountRecords) + student_where(g), student_params(g, false))->integer("n");
}

std::vector<RecordRow> StatisticsStore::records(db::Conn& conn, const StatsFilter& f, std::int64_t limit,
                                                std::int64_t offset) const {
    StatsFilter g = f;
    g.study_status.reset();
    std::vector<RecordRow> out;
    std::string sql = std::string(kRecords) + student_where(g) + std::string(kRecordsOrder);
    for (const auto& r : conn.query(sql, with_page(student_params(g), limit, offset)))
        out.push_back(
            {r.text("sign"), r.text("name"), r.text("student_card"), r.text("day"), whole_seconds(r.real("seconds"))});
    return out;
}

std::int64_t StatisticsStore::count_teachers(db::Conn& conn, std::int64_t school_id, const std::string& keyword) const {
    db::Params p{{"school_id", school_id}};
    std::string sql = "SELECT COUNT(*) AS n" + std::string(kTeacherWhere);
    if (!keyword.empty()) {
        sql += kTeacherKeyword;
        p.push_back({"like", db::like_contains(keyword)});
        p.push_back({"keyword", keyword});
    }
    return conn.query_one(sql, p)->integer("n");
}

std::vector<TeacherRow> StatisticsStore::teachers(db::Conn& conn, std::int64_t school_id, const std::string& keyword,
                                                  std::int64_t limit, std::int64_t offset) const {
    db::Params p{{"school_id", school_id}};
    std::string sql = std::string(kTeacherColumns) + std::string(kTeacherWhere);
    if (!keyword.empty()) {
        sql += kTeacherKeyword;
        p.push_back({"like", db::like_contains(keyword)});
        p.push_back({"keyword", keyword});
    }
    sql += kTeacherOrder;
    std::vector<TeacherRow> out;
    for (const auto& r : conn.query(sql, with_page(std::move(p), limit, offset)))
        out.push_back({r.text("sign"), r.text("name"), r.text("mobile"), r.text("student_card"),
                       r.integer("course_count"), r.integer("student_count")});
    return out;
}

std::vector<DayFigure> StatisticsStore::study_days(db::Conn& conn, std::int64_t course_id,
                                                   const std::string& from_day) const {
    std::vector<DayFigure> out;
    for (const auto& r : conn.query(kStudyDays, {{"course_id", course_id}, {"from_day", from_day}}))
        out.push_back({r.text("day"), whole_seconds(r.real("seconds")), r.integer("learners")});
    return out;
}

std::vector<std::pair<std::int64_t, std::int64_t>> StatisticsStore::enrolment_days(db::Conn& conn,
                                                                                   std::int64_t course_id,
                                                                                   std::int64_t from_epoch) const {
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    for (const auto& r : conn.query(kEnrolmentDays, {{"course_id", course_id}, {"from", from_epoch}}))
        out.emplace_back(r.integer("day_number"), r.integer("n"));
    return out;
}

CourseCounts StatisticsStore::counts(db::Conn& conn, std::int64_t course_id) const {
    CourseCounts c;
    db::Params p{{"course_id", course_id}};
    auto e = conn.query_one(kEnrolmentCounts, p);
    c.students = e->integer("students");
    c.studying = static_cast<std::int64_t>(e->real("studying"));
    c.finished = static_cast<std::int64_t>(e->real("finished"));
    c.average_progress = e->real("average");
    c.study_seconds = whole_seconds(conn.query_one(kStudySeconds, p)->real("seconds"));
    c.questions = conn.query_one(kQuestionCount, p)->integer("n");
    c.answers = conn.query_one(kAnswerCount, p)->integer("n");
    c.views = conn.query_one(kViewCount, p)->integer("n");
    return c;
}

std::vector<TeachingFigure> StatisticsStore::teaching(db::Conn& conn, std::int64_t user_id,
                                                      std::int64_t active_since) const {
    std::vector<TeachingFigure> out;
    for (const auto& r : conn.query(kTeaching, {{"user_id", user_id}, {"since", active_since}})) {
        TeachingFigure f;
        f.sign = r.text("sign");
        f.name = r.text("name");
        f.status = static_cast<int>(r.integer("status"));
        f.students = r.integer("students");
        f.studying = static_cast<std::int64_t>(r.real("studying"));
        f.finished = static_cast<std::int64_t>(r.real("finished"));
        f.active = static_cast<std::int64_t>(r.real("active"));
        f.average_progress = r.real("average");
        out.push_back(std::move(f));
    }
    return out;
}

std::vector<std::int64_t> StatisticsStore::progress_buckets(db::Conn& conn, std::int64_t course_id) const {
    auto e = conn.query_one(kEnrolmentCounts, {{"course_id", course_id}});
    std::vector<std::int64_t> out;
    for (const char* b : {"b0", "b1", "b2", "b3", "b4"}) out.push_back(static_cast<std::int64_t>(e->real(b)));
    return out;
}

std::vector<VideoFigure> StatisticsStore::videos(db::Conn& conn, std::int64_t course_id) const {
    std::vector<VideoFigure> out;
    for (const auto& r : conn.query(kVideos, {{"course_id", course_id}}))
        out.push_back({r.text("sign"), r.text("chapter_name"), r.text("title"), r.integer("learners"),
                       static_cast<std::int64_t>(r.real("completed"))});
    return out;
}

}  // namespace xj::teaching
