#include "exams/paper_store.h"

#include "exams/store_rows.h"

#include <unordered_map>

namespace xj::exams {

namespace {

constexpr std::string_view kExamColumns = kPaperExamSelect;
constexpr std::string_view kExamBySign = "WHERE sign = :sign";
constexpr std::string_view kExamById = "WHERE id = :id";
// A start or an offline upload holds the exam row until it commits (PostgreSQL; SQLite's write transactions are
// serial): a teacher's delete, release change or subject change (ExamStore::lock, FOR UPDATE) waits for the new
// attempt, or the start waits for them and reads the exam as they left it. KEY SHARE is the lock the attempt's
// foreign key takes anyway, so a question's score change (a plain UPDATE of exam totals) does not wait on starts.
constexpr std::string_view kExamBySignLockedPg = "WHERE sign = :sign FOR KEY SHARE";

constexpr std::string_view kQuestionsOfExam =
    "SELECT q.id, q.sign, q.type, q.subject_name, q.score, q.answer, q.analysis, s.serial "
    "FROM exam_subject s JOIN question q ON q.id = s.question_id WHERE s.exam_id = :exam ORDER BY s.serial, s.id";
constexpr std::string_view kOptionsOfExam =
    "SELECT o.question_id, o.option_name, o.option_content FROM exam_subject s "
    "JOIN question_option o ON o.question_id = s.question_id WHERE s.exam_id = :exam "
    "ORDER BY o.question_id, o.option_name, o.id";

constexpr std::string_view kAttemptColumns =
    "SELECT id, sign, exam_id, user_id, submit_status, started_at, deadline_at, submitted_at, auto_submitted, score, "
    "leave_count, save_seq, saved_at, count_down, seed, comment, file_path, file_name, file_size, file_mime "
    "FROM exam_attempt ";
constexpr std::string_view kAttemptBySign = "WHERE sign = :sign";
constexpr std::string_view kAttemptById = "WHERE id = :id";
constexpr std::string_view kInProgressWhere = "WHERE exam_id = :exam AND user_id = :user AND submit_status = 0";
constexpr std::string_view kLatest = "WHERE exam_id = :exam AND user_id = :user ORDER BY id DESC LIMIT 1";
constexpr std::string_view kAttemptCount =
    "SELECT COUNT(*) AS n FROM exam_attempt WHERE exam_id = :exam AND user_id = :user";
constexpr std::string_view kInsertAttempt =
    "INSERT INTO exam_attempt (sign, exam_id, user_id, submit_status, started_at, deadline_at, seed) "
    "VALUES (:sign, :exam, :user, 0, :started, :deadline, :seed) ON CONFLICT DO NOTHING RETURNING id";

constexpr std::string_view kAnswers =
    "SELECT question_id, answer, got_score, comment FROM attempt_answer WHERE attempt_id = :attempt "
    "ORDER BY question_id";
constexpr std::string_view kClaimSave =
    "UPDATE exam_attempt SET save_seq = :seq, saved_at = :now, count_down = :count_down, "
    "leave_count = CASE WHEN CAST(:has_leave AS INTEGER) = 1 THEN CAST(:leave AS INTEGER) ELSE leave_count END "
    "WHERE id = :id AND submit_status = 0 AND save_seq < :seq AND deadline_at > :now";
constexpr std::string_view kUpsertAnswer =
    "INSERT INTO attempt_answer (attempt_id, question_id, answer, updated_at) VALUES (:attempt, :question, :answer, "
    ":now) ON CONFLICT (attempt_id, question_id) DO UPDATE SET answer = excluded.answer, updated_at = "
    "excluded.updated_at";
constexpr std::string_view kMarkSubmitted =
    "UPDATE exam_attempt SET submit_status = 1, submitted_at = :now, auto_submitted = :auto "
    "WHERE id = :id AND submit_status = 0";
constexpr std::string_view kSetAnswerScore =
    "INSERT INTO attempt_answer (attempt_id, question_id, answer, got_score, comment, graded_by, graded_at, "
    "updated_at) "
    "VALUES (:attempt, :question, NULL, :score, :comment, :by, :now, :now) ON CONFLICT (attempt_id, question_id) "
    "DO UPDATE SET got_score = excluded.got_score, comment = excluded.comment, graded_by = excluded.graded_by, "
    "graded_at = excluded.graded_at";
constexpr std::string_view kAnswerSums =
    "SELECT COUNT(*) AS n, CAST(COALESCE(SUM(CASE WHEN got_score IS NULL THEN 1 ELSE 0 END), 0) AS BIGINT) AS "
    "ungraded, "
    "CAST(COALESCE(SUM(got_score), 0) AS BIGINT) AS total FROM attempt_answer WHERE attempt_id = :attempt";
constexpr std::string_view kSettleGraded =
    "UPDATE exam_attempt SET submit_status = 2, score = :score WHERE id = :id AND submit_status > 0";
constexpr std::string_view kSettleUngraded =
    "UPDATE exam_attempt SET submit_status = 1, score = NULL WHERE id = :id AND submit_status > 0";
constexpr std::string_view kSetRecordScore =
    "UPDATE exam_attempt SET submit_status = 2, score = :score, comment = :comment, graded_by = :by, graded_at = :now "
    "WHERE id = :id AND submit_status > 0";
constexpr std::string_view kSetFile =
    "UPDATE exam_attempt SET file_path = :path, file_name = :name, file_size = :size, file_mime = :mime, "
    "file_uploaded_at = :now WHERE id = :id";
constexpr std::string_view kOverdue =
    "SELECT id FROM exam_attempt WHERE submit_status = 0 AND deadline_at <= :now ORDER BY deadline_at LIMIT :limit";

Attempt attempt_of(const db::Row& r) {
    Attempt a;
    a.id = r.integer("id");
    a.sign = r.text("sign");
    a.exam_id = r.integer("exam_id");
    a.user_id = r.integer("user_id");
    a.submit_status = static_cast<int>(r.integer("submit_status"));
    a.started_at = r.integer("started_at");
    a.deadline_at = r.integer("deadline_at");
    a.submitted_at = r.opt_integer("submitted_at");
    a.auto_submitted = r.integer("auto_submitted") != 0;
    a.score = r.opt_integer("score");
    a.leave_count = static_cast<int>(r.integer("leave_count"));
    a.save_seq = r.integer("save_seq");
    a.saved_at = r.opt_integer("saved_at");
    a.count_down = r.integer("count_down");
    a.seed = r.integer("seed");
    a.comment = r.text("comment");
    a.file_path = r.opt_text("file_path");
    a.file_name = r.opt_text("file_name");
    a.file_size = r.opt_integer("file_size");
    a.file_mime = r.opt_text("file_mime");
    return a;
}

std::string cat(std::string_view a, std::string_view b) { return std::string(a) + std::string(b); }

// Namespace 8 of the advisory locks (6: a course's bank, 7: the login guard's subjects).
constexpr std::string_view kLockStudentExamPg = "SELECT pg_advisory_xact_lock(8, hashtext(:key))";

}  // namespace

std::optional<PaperExam> PaperStore::exam_by_sign(db::Conn& conn, std::string_view sign) const {
    auto r = conn.query_one(cat(kExamColumns, kExamBySign), {{"sign", std::string(sign)}});
    return r ? std::optional(paper_exam_of(*r)) : std::nullopt;
}

std::optional<PaperExam> PaperStore::exam_for_attempt(db::Conn& conn, std::string_view sign) const {
    auto where = conn.dialect() == db::Dialect::kPostgres ? kExamBySignLockedPg : kExamBySign;
    auto r = conn.query_one(cat(kExamColumns, where), {{"sign", std::string(sign)}});
    return r ? std::optional(paper_exam_of(*r)) : std::nullopt;
}

std::optional<PaperExam> PaperStore::exam_by_id(db::Conn& conn, std::int64_t id) const {
    auto r = conn.query_one(cat(kExamColumns, kExamById), {{"id", id}});
    return r ? std::optional(paper_exam_of(*r)) : std::nullopt;
}

std::vector<PaperQuestion> PaperStore::questions(db::Conn& conn, std::int64_t exam_id) const {
    std::vector<PaperQuestion> out;
    std::unordered_map<std::int64_t, std::size_t> at;
    for (const auto& r : conn.query(kQuestionsOfExam, {{"exam", exam_id}})) {
        PaperQuestion q;
        q.id = r.integer("id");
        q.sign = r.text("sign");
        q.type = static_cast<int>(r.integer("type"));
        q.subject_name = r.text("subject_name");
        q.score = static_cast<int>(r.integer("score"));
        q.answer = r.text("answer");
        q.analysis = r.text("analysis");
        q.serial = static_cast<int>(r.integer("serial"));
        at[q.id] = out.size();
        out.push_back(std::move(q));
    }
    for (const auto& r : conn.query(kOptionsOfExam, {{"exam", exam_id}})) {
        auto it = at.find(r.integer("question_id"));
        if (it == at.end()) continue;
        out[it->second].options.push_back({it->first, r.text("option_name"), r.text("option_content")});
    }
    return out;
}

std::optional<Attempt> PaperStore::attempt_by_sign(db::Conn& conn, std::string_view sign) const {
    auto r = conn.query_one(cat(kAttemptColumns, kAttemptBySign), {{"sign", std::string(sign)}});
    return r ? std::optional(attempt_of(*r)) : std::nullopt;
}

std::optional<Attempt> PaperStore::attempt_by_id(db::Conn& conn, std::int64_t id) const {
    auto r = conn.query_one(cat(kAttemptColumns, kAttemptById), {{"id", id}});
    return r ? std::optional(attempt_of(*r)) : std::nullopt;
}

std::optional<Attempt> PaperStore::in_progress(db::Conn& conn, std::int64_t exam_id, std::int64_t user_id) const {
    auto r = conn.query_one(cat(kAttemptColumns, kInProgressWhere), {{"exam", exam_id}, {"user", user_id}});
    return r ? std::optional(attempt_of(*r)) : std::nullopt;
}

std::optional<Attempt> PaperStore::latest(db::Conn& conn, std::int64_t exam_id, std::int64_t user_id) const {
    auto r = conn.query_one(cat(kAttemptColumns, kLatest), {{"exam", exam_id}, {"user", user_id}});
    return r ? std::optional(attempt_of(*r)) : std::nullopt;
}

std::int64_t PaperStore::attempt_count(db::Conn& conn, std::int64_t exam_id, std::int64_t user_id) const {
    return conn.query_one(kAttemptCount, {{"exam", exam_id}, {"user", user_id}})->integer("n");
}

void PaperStore::lock_student_exam(db::Conn& conn, std::int64_t exam_id, std::int64_t user_id) const {
    if (conn.dialect() == db::Dialect::kPostgres)
        conn.query(kLockStudentExamPg, {{"key", std::to_string(exam_id) + ":" + std::to_string(user_id)}});
}

bool PaperStore::insert_attempt(db::Conn& conn, Attempt& a) const {
    auto r = conn.query_one(kInsertAttempt, {{"sign", a.sign},
                                             {"exam", a.exam_id},
                                             {"user", a.user_id},
                                             {"started", a.started_at},
                                             {"deadline", a.deadline_at},
                                             {"seed", a.seed}});
    if (!r) return false;
    a.id = r->integer("id");
    return true;
}

std::tuple<std::string, std::string, std::string> PaperStore::record_header(db::Conn& conn, std::int64_t user_id,
                                                                            std::int64_t course_id) const {
    auto r = conn.query_one(
        "SELECT (SELECT u.name FROM users u WHERE u.id = :user) AS user_name, c.sign, c.name FROM course c "
        "WHERE c.id = :course",
        {{"user", user_id}, {"course", course_id}});
    if (!r) return {};
    return {r->text("user_name"), r->text("sign"), r->text("name")};
}

std::vector<SavedAnswer> PaperStore::answers(db::Conn& conn, std::int64_t attempt_id) const {
    std::vector<SavedAnswer> out;
    for (const auto& r : conn.query(kAnswers, {{"attempt", attempt_id}}))
        out.push_back({r.integer("question_id"), r.opt_text("answer"), r.opt_integer("got_score"), r.text("comment")});
    return out;
}

bool PaperStore::claim_save(db::Conn& conn, std::int64_t attempt_id, std::int64_t seq, std::int64_t now,
                            std::int64_t count_down, std::optional<int> leave_count) const {
    return conn.exec(kClaimSave, {{"seq", seq},
                                  {"now", now},
                                  {"count_down", count_down},
                                  {"has_leave", std::int64_t{leave_count ? 1 : 0}},
                                  {"leave", std::int64_t{leave_count.value_or(0)}},
                                  {"id", attempt_id}}) == 1;
}

void PaperStore::upsert_answer(db::Conn& conn, std::int64_t attempt_id, std::int64_t question_id,
                               const std::optional<std::string>& answer, std::int64_t now) const {
    conn.exec(kUpsertAnswer,
              {{"attempt", attempt_id}, {"question", question_id}, {"answer", db::nullable(answer)}, {"now", now}});
}

bool PaperStore::mark_submitted(db::Conn& conn, std::int64_t attempt_id, std::int64_t now, bool automatic) const {
    return conn.exec(kMarkSubmitted, {{"now", now}, {"auto", std::int64_t{automatic ? 1 : 0}}, {"id", attempt_id}}) ==
           1;
}

void PaperStore::set_answer_score(db::Conn& conn, std::int64_t attempt_id, std::int64_t question_id,
                                  std::optional<std::int64_t> score, const std::string& comment,
                                  std::optional<std::int64_t> graded_by, std::int64_t now) const {
    conn.exec(kSetAnswerScore, {{"attempt", attempt_id},
                                {"question", question_id},
                                {"score", db::nullable(score)},
                                {"comment", comment},
                                {"by", db::nullable(graded_by)},
                                {"now", now}});
}

void PaperStore::settle(db::Conn& conn, std::int64_t attempt_id) const {
    auto r = conn.query_one(kAnswerSums, {{"attempt", attempt_id}});
    if (r->integer("ungraded") > 0) conn.exec(kSettleUngraded, {{"id", attempt_id}});
    else conn.exec(kSettleGraded, {{"score", r->integer("total")}, {"id", attempt_id}});
}

void PaperStore::set_record_score(db::Conn& conn, std::int64_t attempt_id, std::int64_t score,
                                  const std::string& comment, std::int64_t graded_by, std::int64_t now) const {
    conn.exec(kSetRecordScore,
              {{"score", score}, {"comment", comment}, {"by", graded_by}, {"now", now}, {"id", attempt_id}});
}

void PaperStore::set_file(db::Conn& conn, std::int64_t attempt_id, const AnswerFile& file, std::int64_t now) const {
    conn.exec(kSetFile, {{"path", file.path},
                         {"name", file.name},
                         {"size", file.size},
                         {"mime", file.mime},
                         {"now", now},
                         {"id", attempt_id}});
}

std::vector<std::int64_t> PaperStore::overdue(db::Conn& conn, std::int64_t now, int limit) const {
    std::vector<std::int64_t> out;
    for (const auto& r : conn.query(kOverdue, {{"now", now}, {"limit", std::int64_t{limit}}}))
        out.push_back(r.integer("id"));
    return out;
}

}  // namespace xj::exams
