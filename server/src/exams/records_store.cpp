#include "exams/records_store.h"

#include <unordered_map>

#include "db/in_list.h"
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

// Across courses (docs/exams.md "Across courses").
constexpr std::string_view kMineFrom =
    " FROM enrolment en JOIN exam e ON e.course_id = en.course_id JOIN course c ON c.id = e.course_id "
    "WHERE en.user_id = :user AND e.release_status = 1";
#define XJ_EXAM_SUBMITTED \
    "EXISTS (SELECT 1 FROM exam_attempt a WHERE a.exam_id = e.id AND a.user_id = :user AND a.submit_status > 0)"
constexpr std::string_view kWhereTodo = " AND e.end_at > :now AND NOT " XJ_EXAM_SUBMITTED;
constexpr std::string_view kWhereSubmitted = " AND " XJ_EXAM_SUBMITTED;
constexpr std::string_view kWhereMissed = " AND e.end_at <= :now AND NOT " XJ_EXAM_SUBMITTED;
constexpr std::string_view kMineCounts =
    "SELECT COALESCE(SUM(CASE WHEN e.end_at > :now AND NOT " XJ_EXAM_SUBMITTED
    " THEN 1 ELSE 0 END), 0) AS todo, COALESCE(SUM(CASE WHEN " XJ_EXAM_SUBMITTED
    " THEN 1 ELSE 0 END), 0) AS submitted, COALESCE(SUM(CASE WHEN e.end_at <= :now AND NOT " XJ_EXAM_SUBMITTED
    " THEN 1 ELSE 0 END), 0) AS missed";
#undef XJ_EXAM_SUBMITTED
constexpr std::string_view kMineColumns =
    "SELECT e.id, e.sign, e.course_id, e.type, e.name, e.attention, e.start_at, e.end_at, e.exam_time, "
    "e.total_score, e.answer_mode, e.shuffle, e.attempt_limit, e.release_status, e.answers_released, "
    "c.sign AS course_sign, c.name AS course_name, c.offering";
constexpr std::string_view kAttemptsOfExams =
    "SELECT a.exam_id, a.id, a.sign, a.submit_status, a.score FROM exam_attempt a WHERE a.user_id = :user AND "
    "a.exam_id IN ";
// The courses a teacher is on the team of, or a school admin's school's.
constexpr std::string_view kManagedCourseIds =
    "e.course_id IN (SELECT mc.id FROM course mc WHERE EXISTS (SELECT 1 FROM course_teacher t WHERE t.course_id = "
    "mc.id AND t.user_id = :teacher_id) OR mc.school_id = :admin_school)";
constexpr std::string_view kQueueFrom =
    " FROM exam_attempt a JOIN exam e ON e.id = a.exam_id JOIN users u ON u.id = a.user_id JOIN course c ON c.id = "
    "e.course_id WHERE a.submit_status = 1";
constexpr std::string_view kQueueColumns =
    "SELECT a.sign AS record_sign, e.sign AS exam_sign, e.name AS exam_name, e.type AS exam_type, e.answer_mode, "
    "u.sign AS user_sign, u.name AS user_name, "
    "COALESCE((SELECT ic.number FROM identity_claim ic WHERE ic.user_id = u.id AND ic.school_id = c.school_id "
    "AND ic.status = 2 ORDER BY ic.id DESC LIMIT 1), '') AS student_card, a.submit_status, a.score, e.total_score, "
    "a.leave_count, a.started_at, a.submitted_at, a.auto_submitted, "
    "CASE WHEN a.file_path IS NULL THEN 0 ELSE 1 END AS has_file, c.sign AS course_sign, c.name AS course_name";
constexpr std::string_view kSubmittedAttempts =
    "SELECT user_id, submit_status, score FROM exam_attempt WHERE exam_id = :exam AND submit_status > 0 "
    "ORDER BY user_id, id";

RecordRow record_row_of(const db::Row& r) {
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
    return row;
}

// Folds attempt rows ordered by exam, then id, into each exam's latest attempt and counts.
std::vector<LatestAttempt> fold_attempts(const db::Result& rows) {
    std::vector<LatestAttempt> out;
    for (const auto& r : rows) {
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
        page.list.push_back(record_row_of(r));
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
    return fold_attempts(conn.query(kAttemptsOfCourse, {{"course", course_id}, {"user", user_id}}));
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

MinePage RecordsStore::mine(db::Conn& conn, std::int64_t user_id, std::int64_t now, const MineQuery& q) const {
    std::string where(kMineFrom);
    if (q.homework) where += *q.homework ? " AND e.type = 1" : " AND e.type IN (2, 3)";
    db::Params counts_params{{"user", user_id}, {"now", now}};
    MinePage out;
    auto counts = conn.query_one(std::string(kMineCounts) + where, counts_params);
    out.counts = {counts->integer("todo"), counts->integer("submitted"), counts->integer("missed")};
    std::string order = " ORDER BY e.end_at DESC, e.id DESC";
    if (q.status == kMineTodo) {
        where += kWhereTodo;
        order = " ORDER BY e.end_at, e.id";
        out.total = out.counts.todo;
    } else if (q.status == kMineSubmitted) {
        where += kWhereSubmitted;
        out.total = out.counts.submitted;
    } else if (q.status == kMineMissed) {
        where += kWhereMissed;
        out.total = out.counts.missed;
    } else {
        out.total = out.counts.todo + out.counts.submitted + out.counts.missed;
    }
    if (out.total <= static_cast<std::int64_t>(q.page - 1) * q.size) return out;
    // Every condition names :user; only the status conditions name :now.
    db::Params params{{"user", user_id}};
    if (q.status == kMineTodo || q.status == kMineMissed) params.push_back({"now", now});
    page_params(params, q.size, static_cast<std::int64_t>(q.page - 1) * q.size);
    for (const auto& r : conn.query(std::string(kMineColumns) + where + order + std::string(kLimitOffset), params)) {
        MineItem m;
        m.item.exam = paper_exam_of(r);
        m.course_sign = r.text("course_sign");
        m.course_name = r.text("course_name");
        m.offering = static_cast<int>(r.integer("offering"));
        out.list.push_back(std::move(m));
    }
    return out;
}

std::vector<LatestAttempt> RecordsStore::latest_attempts_of(db::Conn& conn, std::int64_t user_id,
                                                            const std::vector<std::int64_t>& exam_ids) const {
    if (exam_ids.empty()) return {};
    std::vector<std::string> names;
    std::string sql =
        std::string(kAttemptsOfExams) + db::in_list(exam_ids.size(), names, "e") + " ORDER BY a.exam_id, a.id";
    db::Params params{{"user", user_id}};
    for (std::size_t i = 0; i < exam_ids.size(); ++i) params.push_back({names[i], exam_ids[i]});
    return fold_attempts(conn.query(sql, params));
}

core::Paged<QueueRow> RecordsStore::queue(db::Conn& conn, std::optional<std::int64_t> teacher_id,
                                          std::optional<std::int64_t> admin_school,
                                          std::optional<std::int64_t> course_id, const core::Page& page) const {
    std::string where = std::string(kQueueFrom) + " AND " + std::string(kManagedCourseIds);
    db::Params params{{"teacher_id", teacher_id.value_or(-1)}, {"admin_school", admin_school.value_or(-1)}};
    if (course_id) {
        where += " AND e.course_id = :course";
        params.push_back({"course", *course_id});
    }
    core::Paged<QueueRow> out;
    out.total = conn.query_one("SELECT COUNT(*) AS n" + where, params)->integer("n");
    if (out.total <= page.offset()) return out;
    page_params(params, page.size, page.offset());
    for (const auto& r : conn.query(
             std::string(kQueueColumns) + where + " ORDER BY a.submitted_at, a.id" + std::string(kLimitOffset), params))
        out.list.push_back({record_row_of(r), r.text("course_sign"), r.text("course_name")});
    return out;
}

std::vector<RecordsStore::SubmittedAttempt> RecordsStore::submitted_attempts(db::Conn& conn,
                                                                             std::int64_t exam_id) const {
    std::vector<SubmittedAttempt> out;
    for (const auto& r : conn.query(kSubmittedAttempts, {{"exam", exam_id}}))
        out.push_back({r.integer("user_id"), static_cast<int>(r.integer("submit_status")), r.opt_integer("score")});
    return out;
}

std::vector<core::UploadedFile> RecordsStore::answer_files(db::Conn& conn, std::int64_t user_id, int limit) const {
    std::vector<core::UploadedFile> out;
    for (const auto& r : conn.query(
             "SELECT a.file_name, a.file_size, a.file_uploaded_at, e.name AS exam_name, c.name AS course_name FROM "
             "exam_attempt a JOIN exam e ON e.id = a.exam_id JOIN course c ON c.id = e.course_id WHERE a.user_id = "
             ":user AND a.file_path IS NOT NULL ORDER BY a.file_uploaded_at DESC, a.id DESC LIMIT :limit",
             {{"user", user_id}, {"limit", std::int64_t{limit}}}))
        out.push_back({"answer", r.text("file_name"), r.opt_integer("file_size").value_or(0),
                       r.opt_integer("file_uploaded_at").value_or(0),
                       r.text("exam_name") + " · " + r.text("course_name")});
    return out;
}

}  // namespace xj::exams
