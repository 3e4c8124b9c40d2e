#include "exams/exam_store.h"

#include "db/like.h"
#include "exams/store_rows.h"

namespace xj::exams {

namespace {

constexpr std::string_view kSelect =
    "SELECT e.id, e.sign, e.course_id, c.sign AS course_sign, c.name AS course_name, e.chapter_id, ch.sign AS "
    "chapter_sign, "
    "e.type, e.name, e.attention, e.start_at, e.end_at, e.exam_time, e.total_score, e.answer_mode, e.shuffle, "
    "e.attempt_limit, e.release_status, e.answers_released, e.created_at, e.updated_at, "
    "(SELECT COUNT(*) FROM exam_subject s WHERE s.exam_id = e.id) AS subject_count, "
    "(SELECT COUNT(*) FROM exam_attempt a WHERE a.exam_id = e.id) AS attempt_count, "
    "(SELECT COUNT(*) FROM exam_attempt a WHERE a.exam_id = e.id AND a.submit_status = 2) AS graded_count, "
    "(SELECT COUNT(*) FROM exam_attempt a WHERE a.exam_id = e.id AND a.submit_status = 1) AS pending_count "
    "FROM exam e JOIN course c ON c.id = e.course_id LEFT JOIN chapter ch ON ch.id = e.chapter_id";
constexpr std::string_view kWhereCourse = " WHERE e.course_id = :course_id";
constexpr std::string_view kWhereManaged =
    " WHERE e.course_id IN (SELECT mc.id FROM course mc WHERE EXISTS (SELECT 1 FROM course_teacher t WHERE "
    "t.course_id = mc.id AND t.user_id = :teacher_id) OR mc.school_id = :admin_school)";
constexpr std::string_view kWhereType = " AND e.type = :type";
constexpr std::string_view kWhereName = " AND e.name LIKE :like ESCAPE '\\'";
constexpr std::string_view kOrder = " ORDER BY e.id DESC";
constexpr std::string_view kChapter = "SELECT id FROM chapter WHERE sign = :sign AND course_id = :course_id";
constexpr std::string_view kInsert =
    "INSERT INTO exam (sign, course_id, chapter_id, type, name, attention, start_at, end_at, exam_time, total_score, "
    "answer_mode, shuffle, attempt_limit, release_status, answers_released, created_by, created_at, updated_at) VALUES "
    "(:sign, :course_id, :chapter_id, :type, :name, :attention, :start_at, :end_at, :exam_time, 0, :answer_mode, "
    ":shuffle, :attempt_limit, 0, 0, :user_id, :now, :now) RETURNING id";
constexpr std::string_view kUpdate =
    "UPDATE exam SET chapter_id = :chapter_id, type = :type, name = :name, attention = :attention, start_at = "
    ":start_at, "
    "end_at = :end_at, exam_time = :exam_time, answer_mode = :answer_mode, shuffle = :shuffle, "
    "attempt_limit = :attempt_limit, updated_at = :now WHERE id = :id";
constexpr std::string_view kDelete = "DELETE FROM exam WHERE id = :id";
// PostgreSQL: FOR UPDATE, which (unlike the NO KEY UPDATE lock of an UPDATE, the no-op update used before) conflicts
// with the KEY SHARE lock of a start (PaperStore::exam_for_attempt) and of an attempt's foreign key. SQLite needs no
// statement: the write transaction (BEGIN IMMEDIATE) already excludes every other writer.
constexpr std::string_view kLockPg = "SELECT id FROM exam WHERE id = :id FOR UPDATE";
constexpr std::string_view kRelease = "UPDATE exam SET release_status = :status, updated_at = :now WHERE id = :id";
constexpr std::string_view kReleaseAnswers = "UPDATE exam SET answers_released = 1, updated_at = :now WHERE id = :id";
constexpr std::string_view kHasAttempts = "SELECT 1 AS x FROM exam_attempt WHERE exam_id = :id LIMIT 1";
constexpr std::string_view kSubjectCount = "SELECT COUNT(*) AS n FROM exam_subject WHERE exam_id = :id";
constexpr std::string_view kSubjectIds = "SELECT question_id FROM exam_subject WHERE exam_id = :id";
constexpr std::string_view kMaxSerial = "SELECT COALESCE(MAX(serial), 0) AS m FROM exam_subject WHERE exam_id = :id";
constexpr std::string_view kAddSubject =
    "INSERT INTO exam_subject (exam_id, question_id, serial, created_at) VALUES (:exam_id, :question_id, :serial, "
    ":now) "
    "ON CONFLICT DO NOTHING";
constexpr std::string_view kFindSubject =
    "SELECT serial FROM exam_subject WHERE exam_id = :exam_id AND question_id = :question_id";
constexpr std::string_view kDeleteSubject =
    "DELETE FROM exam_subject WHERE exam_id = :exam_id AND question_id = :question_id";
constexpr std::string_view kCloseGap =
    "UPDATE exam_subject SET serial = serial - 1 WHERE exam_id = :exam_id AND serial > :serial";
constexpr std::string_view kRefreshTotal =
    "UPDATE exam SET total_score = COALESCE((SELECT SUM(q.score) FROM exam_subject s JOIN question q ON q.id = "
    "s.question_id WHERE s.exam_id = :id), 0), updated_at = :now WHERE id = :id";
constexpr std::string_view kAttemptOfExam = "SELECT id FROM exam_attempt WHERE sign = :sign AND exam_id = :exam_id";
constexpr std::string_view kRecordAnswers =
    "SELECT q.sign AS subject_sign, aa.answer, aa.got_score, aa.comment FROM attempt_answer aa "
    "JOIN question q ON q.id = aa.question_id WHERE aa.attempt_id = :id ORDER BY aa.id";
constexpr std::string_view kManagedCourses =
    "SELECT c.sign, c.name FROM course c WHERE (EXISTS (SELECT 1 FROM course_teacher t WHERE t.course_id = c.id AND "
    "t.user_id = :teacher_id) OR c.school_id = :admin_school) AND c.name LIKE :like ESCAPE '\\' "
    "ORDER BY c.id DESC LIMIT :limit";

ExamRow exam_of(const db::Row& r) {
    ExamRow e;
    e.id = r.integer("id");
    e.sign = r.text("sign");
    e.course_id = r.integer("course_id");
    e.course_sign = r.text("course_sign");
    e.course_name = r.text("course_name");
    e.chapter_id = r.opt_integer("chapter_id");
    e.chapter_sign = r.text("chapter_sign");
    e.type = static_cast<int>(r.integer("type"));
    e.name = r.text("name");
    e.attention = r.text("attention");
    e.start_at = r.integer("start_at");
    e.end_at = r.integer("end_at");
    e.exam_time = static_cast<int>(r.integer("exam_time"));
    e.total_score = static_cast<int>(r.integer("total_score"));
    e.answer_mode = static_cast<int>(r.integer("answer_mode"));
    e.shuffle = r.integer("shuffle") != 0;
    e.attempt_limit = static_cast<int>(r.integer("attempt_limit"));
    e.release_status = static_cast<int>(r.integer("release_status"));
    e.answers_released = r.integer("answers_released") != 0;
    e.created_at = r.integer("created_at");
    e.updated_at = r.integer("updated_at");
    e.subject_count = r.integer("subject_count");
    e.attempt_count = r.integer("attempt_count");
    e.graded_count = r.integer("graded_count");
    e.pending_count = r.integer("pending_count");
    return e;
}

db::Params exam_params(std::optional<std::int64_t> chapter_id, const CheckedExam& e, std::int64_t now) {
    return {{"chapter_id", db::nullable(chapter_id)},
            {"type", static_cast<std::int64_t>(e.type)},
            {"name", e.name},
            {"attention", e.attention},
            {"start_at", e.start_at},
            {"end_at", e.end_at},
            {"exam_time", static_cast<std::int64_t>(e.exam_time)},
            {"answer_mode", static_cast<std::int64_t>(e.answer_mode)},
            {"shuffle", static_cast<std::int64_t>(e.shuffle ? 1 : 0)},
            {"attempt_limit", static_cast<std::int64_t>(e.attempt_limit)},
            {"now", now}};
}

void exam_where(const ExamFilter& f, std::string& sql, db::Params& params, std::string& like) {
    if (f.course_id > 0) {
        sql += kWhereCourse;
        params.push_back({"course_id", f.course_id});
    } else {
        sql += kWhereManaged;
        params.push_back({"teacher_id", f.teacher_id.value_or(-1)});
        params.push_back({"admin_school", f.admin_school.value_or(-1)});
    }
    if (f.type) {
        sql += kWhereType;
        params.push_back({"type", static_cast<std::int64_t>(*f.type)});
    }
    if (!f.keyword.empty()) {
        sql += kWhereName;
        like = db::like_contains(f.keyword);
        params.push_back({"like", like});
    }
}

}  // namespace

std::int64_t ExamStore::count(db::Conn& c, const ExamFilter& f) const {
    std::string sql = "SELECT COUNT(*) AS n FROM exam e";
    db::Params params;
    std::string like;
    exam_where(f, sql, params, like);
    return c.query_one(sql, params)->integer("n");
}

std::string ExamStore::list_sql(const ExamFilter& f) {
    std::string sql(kSelect);
    db::Params params;
    std::string like;
    exam_where(f, sql, params, like);
    return sql + std::string(kOrder) + std::string(kLimitOffset);
}

std::string ExamStore::subjects_sql() {
    return "SELECT s.serial, " + std::string(kQuestionColumns) +
           " FROM exam_subject s JOIN question q ON q.id = s.question_id JOIN course c ON c.id = q.course_id "
           "WHERE s.exam_id = :exam_id ORDER BY s.serial, s.id" +
           std::string(kLimitOffset);
}

std::vector<ExamRow> ExamStore::list(db::Conn& c, const ExamFilter& f, const core::Page& page) const {
    std::string sql = list_sql(f);
    db::Params params;
    std::string like, ignored;
    exam_where(f, ignored, params, like);
    page_params(params, page.size, page.offset());
    std::vector<ExamRow> out;
    for (const auto& r : c.query(sql, params)) out.push_back(exam_of(r));
    return out;
}

std::optional<ExamRow> ExamStore::find(db::Conn& c, const std::string& sign) const {
    auto r = c.query_one(std::string(kSelect) + " WHERE e.sign = :sign", {{"sign", sign}});
    if (!r) return std::nullopt;
    return exam_of(*r);
}

std::optional<std::int64_t> ExamStore::chapter_of_course(db::Conn& c, std::int64_t course_id,
                                                         const std::string& chapter_sign) const {
    auto r = c.query_one(kChapter, {{"sign", chapter_sign}, {"course_id", course_id}});
    if (!r) return std::nullopt;
    return r->integer("id");
}

std::int64_t ExamStore::insert(db::Conn& c, const std::string& sign, std::int64_t course_id,
                               std::optional<std::int64_t> chapter_id, const CheckedExam& e, std::int64_t user_id,
                               std::int64_t now) const {
    db::Params params = exam_params(chapter_id, e, now);
    params.push_back({"sign", sign});
    params.push_back({"course_id", course_id});
    params.push_back({"user_id", user_id});
    return c.query_one(kInsert, params)->integer("id");
}

void ExamStore::update(db::Conn& c, std::int64_t id, std::optional<std::int64_t> chapter_id, const CheckedExam& e,
                       std::int64_t now) const {
    db::Params params = exam_params(chapter_id, e, now);
    params.push_back({"id", id});
    c.exec(kUpdate, params);
}

void ExamStore::remove(db::Conn& c, std::int64_t id) const { c.exec(kDelete, {{"id", id}}); }

void ExamStore::lock(db::Conn& c, std::int64_t id) const {
    if (c.dialect() == db::Dialect::kPostgres) c.query(kLockPg, {{"id", id}});
}

void ExamStore::set_release(db::Conn& c, std::int64_t id, int status, std::int64_t now) const {
    c.exec(kRelease, {{"status", static_cast<std::int64_t>(status)}, {"now", now}, {"id", id}});
}

void ExamStore::release_answers(db::Conn& c, std::int64_t id, std::int64_t now) const {
    c.exec(kReleaseAnswers, {{"now", now}, {"id", id}});
}

bool ExamStore::has_attempts(db::Conn& c, std::int64_t id) const {
    return c.query_one(kHasAttempts, {{"id", id}}).has_value();
}

std::int64_t ExamStore::subject_count(db::Conn& c, std::int64_t exam_id) const {
    return c.query_one(kSubjectCount, {{"id", exam_id}})->integer("n");
}

std::vector<ExamSubject> ExamStore::subjects(db::Conn& c, const BankStore& bank, std::int64_t exam_id,
                                             const core::Page& page) const {
    std::string sql = subjects_sql();
    std::vector<QuestionRow> questions;
    std::vector<int> serials;
    db::Params params{{"exam_id", exam_id}};
    page_params(params, page.size, page.offset());
    for (const auto& r : c.query(sql, params)) {
        serials.push_back(static_cast<int>(r.integer("serial")));
        questions.push_back(question_row_of(r));
    }
    bank.fill_options(c, questions);
    std::vector<ExamSubject> out;
    for (std::size_t i = 0; i < questions.size(); ++i) out.push_back({serials[i], std::move(questions[i])});
    return out;
}

std::vector<std::int64_t> ExamStore::subject_question_ids(db::Conn& c, std::int64_t exam_id) const {
    std::vector<std::int64_t> out;
    for (const auto& r : c.query(kSubjectIds, {{"id", exam_id}})) out.push_back(r.integer("question_id"));
    return out;
}

int ExamStore::add_subjects(db::Conn& c, std::int64_t exam_id, const std::vector<std::int64_t>& question_ids,
                            std::int64_t now) const {
    std::int64_t serial = c.query_one(kMaxSerial, {{"id", exam_id}})->integer("m");
    int added = 0;
    for (std::int64_t q : question_ids) {
        if (c.exec(kAddSubject, {{"exam_id", exam_id}, {"question_id", q}, {"serial", serial + 1}, {"now", now}}) > 0) {
            ++serial;
            ++added;
        }
    }
    return added;
}

bool ExamStore::remove_subject(db::Conn& c, std::int64_t exam_id, std::int64_t question_id) const {
    auto r = c.query_one(kFindSubject, {{"exam_id", exam_id}, {"question_id", question_id}});
    if (!r) return false;
    c.exec(kDeleteSubject, {{"exam_id", exam_id}, {"question_id", question_id}});
    c.exec(kCloseGap, {{"exam_id", exam_id}, {"serial", r->integer("serial")}});
    return true;
}

void ExamStore::refresh_total(db::Conn& c, std::int64_t exam_id, std::int64_t now) const {
    c.exec(kRefreshTotal, {{"id", exam_id}, {"now", now}});
}

std::optional<std::int64_t> ExamStore::attempt_of_exam(db::Conn& c, std::int64_t exam_id,
                                                       const std::string& record_sign) const {
    auto r = c.query_one(kAttemptOfExam, {{"sign", record_sign}, {"exam_id", exam_id}});
    if (!r) return std::nullopt;
    return r->integer("id");
}

std::vector<RecordAnswer> ExamStore::record_answers(db::Conn& c, std::int64_t attempt_id) const {
    std::vector<RecordAnswer> out;
    for (const auto& r : c.query(kRecordAnswers, {{"id", attempt_id}}))
        out.push_back({r.text("subject_sign"), r.opt_text("answer"), r.opt_integer("got_score"), r.text("comment")});
    return out;
}

std::vector<ManagedCourseName> ExamStore::managed_courses(db::Conn& c, std::optional<std::int64_t> teacher_id,
                                                          std::optional<std::int64_t> admin_school,
                                                          const std::string& keyword, int limit) const {
    std::string like = db::like_contains(keyword);
    std::vector<ManagedCourseName> out;
    for (const auto& r : c.query(kManagedCourses, {{"teacher_id", teacher_id.value_or(-1)},
                                                   {"admin_school", admin_school.value_or(-1)},
                                                   {"like", like},
                                                   {"limit", static_cast<std::int64_t>(limit)}}))
        out.push_back({r.text("sign"), r.text("name")});
    return out;
}

}  // namespace xj::exams
