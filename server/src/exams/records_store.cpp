#include "exams/records_store.h"

#include <unordered_map>

#include "db/like.h"
#include "exams/bank_store.h"
#include "exams/store_rows.h"

namespace xj::exams {

namespace {

// The student's approved identity number at the course's school.
#define XJ_EXAM_STUDENT_CARD                                                                                   \
    "COALESCE((SELECT ic.number FROM identity_claim ic WHERE ic.user_id = u.id AND ic.school_id = :school_id " \
    "AND ic.status = 2 ORDER BY ic.id DESC LIMIT 1), '')"

constexpr std::string_view kRecordsFrom =
    " FROM exam_attempt a JOIN exam e ON e.id = a.exam_id JOIN users u ON u.id = a.user_id WHERE e.course_id = :course";
constexpr std::string_view kRecordsColumns =
    "SELECT a.sign AS record_sign, e.sign AS exam_sign, e.name AS exam_name, e.type AS exam_type, e.answer_mode, "
    "u.sign AS user_sign, "
    "u.name AS user_name, " XJ_EXAM_STUDENT_CARD
    " AS student_card, a.submit_status, a.score, e.total_score, "
    "a.leave_count, a.started_at, a.submitted_at, a.auto_submitted, "
    "CASE WHEN a.file_path IS NULL THEN 0 ELSE 1 END AS has_file";
constexpr std::string_view kRecordsCount = "SELECT COUNT(*) AS n";
constexpr std::string_view kByExam = " AND a.exam_id = :exam";
constexpr std::string_view kByExamName = " AND e.name LIKE :exam_name ESCAPE '\\'";
constexpr std::string_view kByStatus = " AND a.submit_status = :status";
constexpr std::string_view kByUserName = " AND u.name LIKE :user_name ESCAPE '\\'";
constexpr std::string_view kByStudentCard =
    " AND EXISTS (SELECT 1 FROM identity_claim k WHERE k.user_id = u.id AND k.school_id = :school_id AND k.status = 2 "
    "AND k.number LIKE :card ESCAPE '\\')";
constexpr std::string_view kGradedScores =
    "SELECT a.sign, e.name AS exam_name, c.name AS course_name, e.type, a.score, e.total_score, "
    "COALESCE(a.graded_at, a.submitted_at, a.started_at) AS graded_at FROM exam_attempt a "
    "JOIN exam e ON e.id = a.exam_id JOIN course c ON c.id = e.course_id "
    "WHERE a.user_id = :user AND a.submit_status = 2 AND a.score IS NOT NULL AND e.type IN (2, 3) "
    "ORDER BY graded_at DESC, a.id DESC LIMIT :limit";
constexpr std::string_view kRecordsOrder = " ORDER BY a.id DESC";

constexpr std::string_view kReleasedExams =
    "WHERE course_id = :course AND release_status = 1 AND type IN (:t1, :t2) ORDER BY start_at, id";
constexpr std::string_view kAttemptsOfCourse =
    "SELECT a.exam_id, a.id, a.sign, a.submit_status, a.score FROM exam_attempt a JOIN exam e ON e.id = a.exam_id "
    "WHERE e.course_id = :course AND a.user_id = :user ORDER BY a.exam_id, a.id";
constexpr std::string_view kChapterTasks =
    "SELECT sign, name, chapter_id, type, answer_mode FROM exam WHERE course_id = :course AND release_status = 1 "
    "AND chapter_id IS NOT NULL ORDER BY start_at, id";
// One row per open exam (a learner has a handful): the soonest due first, so the first training row of each kind
// names the training the small plate leads to.
constexpr std::string_view kPending =
    "SELECT e.sign, e.name, e.type, e.answer_mode, e.end_at, c.offering, c.sign AS course_sign, c.name AS course_name "
    "FROM enrolment en JOIN exam e ON e.course_id = en.course_id "
    "JOIN course c ON c.id = e.course_id "
    "WHERE en.user_id = :user AND e.release_status = 1 AND e.start_at <= :now AND e.end_at > :now "
    "AND NOT EXISTS (SELECT 1 FROM exam_attempt a WHERE a.exam_id = e.id AND a.user_id = :user "
    "AND a.submit_status > 0) ORDER BY e.end_at, e.id";

}  // namespace

RecordPage RecordsStore::find(db::Conn& conn, std::int64_t course_id, std::int64_t school_id, const RecordQuery& q,
                              std::int64_t exam_id) const {
    std::string where(kRecordsFrom);
    db::Params params{{"course", course_id}, {"school_id", school_id}};
    if (exam_id > 0) {
        where += kByExam;
        params.push_back({"exam", exam_id});
    }
    if (q.exam_name) {
        where += kByExamName;
        params.push_back({"exam_name", db::like_contains(*q.exam_name)});
    }
    if (q.submit_status) {
        where += kByStatus;
        params.push_back({"status", std::int64_t{*q.submit_status}});
    }
    if (q.user_name) {
        where += kByUserName;
        params.push_back({"user_name", db::like_contains(*q.user_name)});
    }
    if (q.student_card) {
        where += kByStudentCard;
        params.push_back({"card", db::like_contains(*q.student_card)});
    }
    RecordPage page;
    // COUNT reads no student card: bind only what it uses (PostgreSQL refuses unused untyped parameters).
    db::Params count_params;
    for (const auto& p : params)
        if (p.name != "school_id" || q.student_card) count_params.push_back(p);
    page.total = conn.query_one(std::string(kRecordsCount) + where, count_params)->integer("n");
    page_params(params, q.size, static_cast<std::int64_t>(q.page - 1) * q.size);
    for (const auto& r : conn.query(
             std::string(kRecordsColumns) + where + std::string(kRecordsOrder) + std::string(kLimitOffset), params)) {
        RecordRow row;
        row.record_sign = r.text("record_sign");
        row.exam_sign = r.text("exam_sign");
        row.exam_name = r.text("exam_name");
        row.exam_type = static_cast<int>(r.integer("exam_type"));
        row.answer_mode = static_cast<int>(r.integer("answer_mode"));
        row.user_sign = r.text("user_sign");
        row.user_name = r.text("user_name");
        row.student_card = r.text("student_card");
        row.submit_status = static_cast<int>(r.integer("submit_status"));
        row.score = r.opt_integer("score");
        row.total_score = static_cast<int>(r.integer("total_score"));
        row.leave_count = static_cast<int>(r.integer("leave_count"));
        row.started_at = r.integer("started_at");
        row.submitted_at = r.opt_integer("submitted_at");
        row.auto_submitted = r.integer("auto_submitted") != 0;
        row.has_file = r.integer("has_file") != 0;
        page.list.push_back(std::move(row));
    }
    return page;
}

std::vector<PaperExam> RecordsStore::released_exams(db::Conn& conn, std::int64_t course_id, bool homework) const {
    std::vector<PaperExam> out;
    db::Params params{
        {"course", course_id}, {"t1", std::int64_t{homework ? 1 : 2}}, {"t2", std::int64_t{homework ? 1 : 3}}};
    for (const auto& r : conn.query(std::string(kPaperExamSelect) + std::string(kReleasedExams), params))
        out.push_back(paper_exam_of(r));
    return out;
}

std::vector<LatestAttempt> RecordsStore::latest_attempts(db::Conn& conn, std::int64_t course_id,
                                                         std::int64_t user_id) const {
    std::vector<LatestAttempt> out;
    for (const auto& r : conn.query(kAttemptsOfCourse, {{"course", course_id}, {"user", user_id}})) {
        std::int64_t exam = r.integer("exam_id");
        if (out.empty() || out.back().exam_id != exam) out.push_back(LatestAttempt{exam});
        LatestAttempt& l = out.back();
        l.sign = r.text("sign");  // ordered by id: the last row is the latest
        l.submit_status = static_cast<int>(r.integer("submit_status"));
        l.score = r.opt_integer("score");
        l.count += 1;
        if (l.submit_status > 0) l.any_submitted = true;
        if (l.submit_status == kGraded) l.best_graded = l.score;
    }
    return out;
}

std::vector<courses::CatalogueTask> RecordsStore::chapter_tasks(db::Conn& conn, std::int64_t course_id) const {
    std::vector<courses::CatalogueTask> out;
    for (const auto& r : conn.query(kChapterTasks, {{"course", course_id}})) {
        bool exam = r.integer("type") != 1;
        bool online = r.integer("answer_mode") == 1;
        // spec 02 §4: 2 or 4 tasks, 3 or 5 exams (online work 4, user work 2, online exam 5, user exam 3)
        int resources_type = exam ? (online ? 5 : 3) : (online ? 4 : 2);
        out.push_back({r.integer("chapter_id"), r.text("sign"), r.text("name"), resources_type, exam});
    }
    return out;
}

std::vector<GradedScore> RecordsStore::graded(db::Conn& conn, std::int64_t user_id, int limit) const {
    std::vector<GradedScore> out;
    for (const auto& r : conn.query(kGradedScores, {{"user", user_id}, {"limit", static_cast<std::int64_t>(limit)}})) {
        GradedScore g;
        g.sign = r.text("sign");
        g.exam_name = r.text("exam_name");
        g.course_name = r.text("course_name");
        g.type = static_cast<int>(r.integer("type"));
        g.score = r.integer("score");
        g.total = r.integer("total_score");
        g.graded_at = r.integer("graded_at");
        out.push_back(std::move(g));
    }
    return out;
}

PendingCounts RecordsStore::pending(db::Conn& conn, std::int64_t user_id, std::int64_t now) const {
    PendingCounts c;
    for (const auto& r : conn.query(kPending, {{"user", user_id}, {"now", now}})) {
        bool work = r.integer("type") == 1;
        (work ? c.work : c.exam) += 1;
        std::optional<std::string>& training = work ? c.work_training : c.exam_training;
        if (!training && r.integer("offering") == courses::kOfferingTraining) training = r.text("course_sign");
    }
    return c;
}

std::vector<PendingItem> RecordsStore::pending_items(db::Conn& conn, std::int64_t user_id, std::int64_t now,
                                                     int limit) const {
    std::vector<PendingItem> out;
    std::string sql = std::string(kPending) + " LIMIT :limit";
    for (const auto& r :
         conn.query(sql, {{"user", user_id}, {"now", now}, {"limit", static_cast<std::int64_t>(limit)}})) {
        out.push_back({r.text("sign"), r.text("name"), static_cast<int>(r.integer("type")),
                       static_cast<int>(r.integer("answer_mode")), r.text("course_sign"), r.text("course_name"),
                       static_cast<int>(r.integer("offering")), r.integer("end_at")});
    }
    return out;
}

}  // namespace xj::exams
