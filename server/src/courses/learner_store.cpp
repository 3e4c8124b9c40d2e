// The courses store, the learner's side: enrolments and my courses, collections and history, questions and
// answers, data files and activation codes.
#include "core/sign.h"
#include "courses/store.h"
#include "courses/store_rows.h"

namespace xj::courses {

namespace {

using store_rows::card_from;
using store_rows::count_of;
using store_rows::enrolment_from;
using store_rows::paged;

constexpr std::string_view kFilePathsUnder = "SELECT path FROM course_file WHERE path LIKE :prefix";
constexpr std::string_view kFindEnrolment = "SELECT " XJ_ENROLMENT_COLUMNS
                                            "FROM enrolment e LEFT JOIN chapter_video lv ON lv.id = e.last_video_id "
                                            "WHERE e.user_id = :user_id AND e.course_id = :course_id";
constexpr std::string_view kEnrol =
    "INSERT INTO enrolment (course_id, user_id, source, status, progress, studied_seconds, created_at) "
    "VALUES (:course_id, :user_id, :source, 1, 0, 0, :now) ON CONFLICT (user_id, course_id) DO NOTHING";
constexpr std::string_view kCountStudent = "UPDATE course SET student_count = student_count + 1 WHERE id = :course_id";
constexpr std::string_view kUpdateProgress =
    "UPDATE enrolment SET progress = :progress, status = :status, finished_at = :finished_at, "
    "studied_seconds = :studied, last_video_id = :video_id, last_studied_at = :now WHERE id = :id";
constexpr std::string_view kCountStudents =
    "UPDATE course SET student_count = student_count + :n WHERE id = :course_id";
constexpr std::string_view kUnenrol = "DELETE FROM enrolment WHERE course_id = :course_id AND user_id = :user_id";
constexpr std::string_view kUncountStudents =
    "UPDATE course SET student_count = CASE WHEN student_count > :n THEN student_count - :n ELSE 0 END "
    "WHERE id = :course_id";
constexpr std::string_view kMyCourses =
    "SELECT " XJ_CARD_COLUMNS ", " XJ_ENROLMENT_COLUMNS
    "FROM enrolment e JOIN course c ON c.id = e.course_id " XJ_CARD_JOINS
    "LEFT JOIN chapter_video lv ON lv.id = e.last_video_id WHERE e.user_id = :user_id AND c.offering = 1";
constexpr std::string_view kMyCoursesCount =
    "SELECT COUNT(*) AS n FROM enrolment e JOIN course c ON c.id = e.course_id "
    "WHERE e.user_id = :user_id AND c.offering = 1";
constexpr std::string_view kFinished =
    "SELECT c.sign, c.name, c.offering, c.period, c.credit, e.studied_seconds, COALESCE(e.finished_at, "
    "e.last_studied_at, e.created_at) AS finished_at FROM enrolment e JOIN course c ON c.id = e.course_id "
    "WHERE e.user_id = :user_id AND e.status = 2 ORDER BY finished_at DESC, e.id DESC LIMIT :limit";
constexpr std::string_view kWhereStudyStatus = " AND e.status = :status";
constexpr std::string_view kMyCoursesOrder =
    " ORDER BY COALESCE(e.last_studied_at, e.created_at) DESC, e.id DESC LIMIT :limit OFFSET :offset";

// The user's interests: how many of the courses they joined or collected fall in each second-level type.
constexpr std::string_view kCoursesFor =
    "WITH interest AS (SELECT ic.type2_id AS type_id, COUNT(*) AS hits FROM course ic "
    "WHERE ic.type2_id IS NOT NULL AND (ic.id IN (SELECT course_id FROM enrolment WHERE user_id = :user_id) "
    "OR ic.id IN (SELECT course_id FROM course_collection WHERE user_id = :user_id)) GROUP BY ic.type2_id) "
    "SELECT " XJ_CARD_COLUMNS
    ", COALESCE(i.hits, 0) AS hits, CASE WHEN i.hits IS NULL THEN '' ELSE COALESCE(t2.name, '') END AS match_name "
    "FROM course c " XJ_CARD_JOINS
    "LEFT JOIN interest i ON i.type_id = c.type2_id LEFT JOIN course_type t2 ON t2.id = c.type2_id ";
constexpr std::string_view kCoursesForCount = "SELECT COUNT(*) AS n FROM course c ";
constexpr std::string_view kCoursesForWhere =
    "WHERE c.school_id = :school_id AND c.status = 1 AND c.offering = 1 "
    "AND NOT EXISTS (SELECT 1 FROM enrolment x WHERE x.user_id = :user_id AND x.course_id = c.id)";
constexpr std::string_view kCoursesForKind = " AND c.kind = :kind";
constexpr std::string_view kCoursesForOrder =
    " ORDER BY hits DESC, c.student_count DESC, c.id DESC LIMIT :limit OFFSET :offset";

constexpr std::string_view kIsCollected =
    "SELECT 1 AS yes FROM course_collection WHERE user_id = :user_id AND course_id = :course_id";
constexpr std::string_view kCollect =
    "INSERT INTO course_collection (user_id, course_id, created_at) VALUES (:user_id, :course_id, :now) "
    "ON CONFLICT (user_id, course_id) DO NOTHING";
constexpr std::string_view kUncollect =
    "DELETE FROM course_collection WHERE user_id = :user_id AND course_id = :course_id";
constexpr std::string_view kCollections =
    "SELECT " XJ_CARD_COLUMNS
    ", k.created_at AS at FROM course_collection k JOIN course c ON c.id = k.course_id " XJ_CARD_JOINS
    "WHERE k.user_id = :user_id ORDER BY k.created_at DESC, c.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kCollectionsCount = "SELECT COUNT(*) AS n FROM course_collection WHERE user_id = :user_id";
constexpr std::string_view kRecordView =
    "INSERT INTO course_view (user_id, course_id, viewed_at) VALUES (:user_id, :course_id, :now) "
    "ON CONFLICT (user_id, course_id) DO UPDATE SET viewed_at = excluded.viewed_at";
constexpr std::string_view kViews =
    "SELECT " XJ_CARD_COLUMNS
    ", w.viewed_at AS at FROM course_view w JOIN course c ON c.id = w.course_id " XJ_CARD_JOINS
    "WHERE w.user_id = :user_id ORDER BY w.viewed_at DESC, c.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kViewsCount = "SELECT COUNT(*) AS n FROM course_view WHERE user_id = :user_id";

#define XJ_QUESTION_HEAD                                                                                          \
    "SELECT q.id, q.sign, q.course_id, q.user_id, q.content, q.answer_count, q.created_at, u.name AS user_name, " \
    "u.photo AS user_photo, CASE WHEN ct.user_id IS NULL THEN 0 ELSE 1 END AS is_teacher "                        \
    "FROM course_question q JOIN users u ON u.id = q.user_id "                                                    \
    "LEFT JOIN course_teacher ct ON ct.course_id = q.course_id AND ct.user_id = q.user_id "                       \
    "WHERE q.course_id = :course_id "
constexpr std::string_view kQuestionsNewest =
    XJ_QUESTION_HEAD "ORDER BY q.created_at DESC, q.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kQuestionsAnswered =
    XJ_QUESTION_HEAD "ORDER BY q.answer_count DESC, q.id DESC LIMIT :limit OFFSET :offset";
#undef XJ_QUESTION_HEAD
constexpr std::string_view kQuestionsCount = "SELECT COUNT(*) AS n FROM course_question WHERE course_id = :course_id";
constexpr std::string_view kFindQuestion =
    "SELECT q.id, q.sign, q.course_id, q.user_id, q.content, q.answer_count, q.created_at, '' AS user_name, "
    "'' AS user_photo, 0 AS is_teacher FROM course_question q WHERE q.sign = :sign";
constexpr std::string_view kInsertQuestion =
    "INSERT INTO course_question (sign, course_id, user_id, content, answer_count, created_at) "
    "VALUES (:sign, :course_id, :user_id, :content, 0, :now)";
constexpr std::string_view kAnswers =
    "SELECT a.id, a.sign, a.user_id, a.content, a.created_at, u.name AS user_name, u.photo AS user_photo, "
    "CASE WHEN ct.user_id IS NULL THEN 0 ELSE 1 END AS is_teacher FROM course_answer a "
    "JOIN users u ON u.id = a.user_id "
    "LEFT JOIN course_teacher ct ON ct.course_id = :course_id AND ct.user_id = a.user_id "
    "WHERE a.question_id = :question_id ORDER BY a.created_at, a.id LIMIT :limit OFFSET :offset";
constexpr std::string_view kAnswersCount = "SELECT COUNT(*) AS n FROM course_answer WHERE question_id = :question_id";
constexpr std::string_view kInsertAnswer =
    "INSERT INTO course_answer (sign, question_id, user_id, content, created_at) "
    "VALUES (:sign, :question_id, :user_id, :content, :now)";
constexpr std::string_view kCountAnswer =
    "UPDATE course_question SET answer_count = answer_count + 1 WHERE id = :question_id";

#define XJ_FILE_COLUMNS "f.id, f.sign, f.course_id, f.chapter_id, f.name, f.file_name, f.path, f.size, f.data_type "
constexpr std::string_view kFiles =
    "SELECT " XJ_FILE_COLUMNS
    "FROM course_file f LEFT JOIN chapter h ON h.id = f.chapter_id "
    "WHERE f.course_id = :course_id ORDER BY CASE WHEN h.id IS NULL THEN 1 ELSE 0 END, h.level, f.id";
constexpr std::string_view kFindFile = "SELECT " XJ_FILE_COLUMNS "FROM course_file f WHERE f.sign = :sign";

constexpr std::string_view kFindCode =
    "SELECT id, code, course_id, used_by, expires_at FROM activation_code WHERE code = :code";
constexpr std::string_view kUseCode =
    "UPDATE activation_code SET used_by = :user_id, used_at = :now WHERE id = :id AND used_by IS NULL";
#undef XJ_CARD_COLUMNS
#undef XJ_CARD_JOINS
#undef XJ_ENROLMENT_COLUMNS
#undef XJ_FILE_COLUMNS

Question question_from(const db::Row& r) {
    return Question{r.integer("id"),         r.text("sign"),
                    r.integer("course_id"),  r.integer("user_id"),
                    r.text("content"),       r.integer("answer_count"),
                    r.integer("created_at"), r.text("user_name"),
                    r.text("user_photo"),    r.integer("is_teacher") == 1};
}

DataFile file_from(const db::Row& r) {
    return DataFile{r.integer("id"),    r.text("sign"),      r.integer("course_id"), r.opt_integer("chapter_id"),
                    r.text("name"),     r.text("file_name"), r.text("path"),         r.integer("size"),
                    r.text("data_type")};
}

Paged<DatedCard> dated_cards(db::Conn& conn, std::string_view list_sql, std::string_view count_sql,
                             std::int64_t user_id, const Page& page) {
    Paged<DatedCard> out;
    db::Params where{{"user_id", user_id}};
    out.total = count_of(conn, count_sql, where);
    for (const auto& r : conn.query(list_sql, paged(where, page))) out.list.push_back({card_from(r), r.integer("at")});
    return out;
}

}  // namespace

std::string_view CourseStore::enrolment_sql() { return kFindEnrolment; }

std::optional<Enrolment> CourseStore::find_enrolment(db::Conn& conn, std::int64_t user_id,
                                                     std::int64_t course_id) const {
    auto row = conn.query_one(kFindEnrolment, {{"user_id", user_id}, {"course_id", course_id}});
    if (!row) return std::nullopt;
    return enrolment_from(*row);
}

bool CourseStore::enrol(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::string_view source,
                        std::int64_t now) const {
    if (conn.exec(kEnrol,
                  {{"course_id", course_id}, {"user_id", user_id}, {"source", std::string(source)}, {"now", now}}) == 0)
        return false;
    conn.exec(kCountStudent, {{"course_id", course_id}});
    return true;
}

void CourseStore::update_progress(db::Conn& conn, std::int64_t enrolment_id, const EnrolmentProgress& p) const {
    conn.exec(kUpdateProgress, {{"progress", static_cast<std::int64_t>(p.progress)},
                                {"status", static_cast<std::int64_t>(p.status)},
                                {"finished_at", db::nullable(p.finished_at)},
                                {"studied", p.studied_seconds},
                                {"video_id", p.last_video_id},
                                {"now", p.at},
                                {"id", enrolment_id}});
}

std::vector<std::int64_t> CourseStore::enrol_all(db::Conn& conn, std::int64_t course_id,
                                                 const std::vector<std::int64_t>& users, std::string_view source,
                                                 std::int64_t now) const {
    std::vector<std::int64_t> added;
    for (std::int64_t user_id : users) {
        db::Params params{
            {"course_id", course_id}, {"user_id", user_id}, {"source", std::string(source)}, {"now", now}};
        if (conn.exec(kEnrol, params) > 0) added.push_back(user_id);
    }
    if (!added.empty())
        conn.exec(kCountStudents, {{"n", static_cast<std::int64_t>(added.size())}, {"course_id", course_id}});
    return added;
}

std::int64_t CourseStore::unenrol(db::Conn& conn, std::int64_t course_id,
                                  const std::vector<std::int64_t>& users) const {
    std::int64_t removed = 0;
    for (std::int64_t user_id : users) removed += conn.exec(kUnenrol, {{"course_id", course_id}, {"user_id", user_id}});
    if (removed > 0) conn.exec(kUncountStudents, {{"n", removed}, {"course_id", course_id}});
    return removed;
}

Paged<StudyRow> CourseStore::my_courses(db::Conn& conn, std::int64_t user_id, std::optional<int> status,
                                        const Page& page) const {
    Paged<StudyRow> out;
    db::Params where{{"user_id", user_id}};
    std::string filter;
    if (status) {
        filter = kWhereStudyStatus;
        where.push_back({"status", static_cast<std::int64_t>(*status)});
    }
    out.total = count_of(conn, std::string(kMyCoursesCount) + filter, where);
    for (const auto& r :
         conn.query(std::string(kMyCourses) + filter + std::string(kMyCoursesOrder), paged(where, page)))
        out.list.push_back({card_from(r), enrolment_from(r)});
    return out;
}

std::vector<FinishedStudy> CourseStore::finished(db::Conn& conn, std::int64_t user_id, int limit) const {
    std::vector<FinishedStudy> out;
    for (const auto& r : conn.query(kFinished, {{"user_id", user_id}, {"limit", static_cast<std::int64_t>(limit)}})) {
        FinishedStudy f;
        f.sign = r.text("sign");
        f.name = r.text("name");
        f.offering = static_cast<int>(r.integer("offering"));
        f.period = static_cast<int>(r.integer("period"));
        f.credit = r.real("credit");
        f.studied_seconds = r.integer("studied_seconds");
        f.finished_at = r.integer("finished_at");
        out.push_back(std::move(f));
    }
    return out;
}

Paged<SuggestedCourse> CourseStore::courses_for(db::Conn& conn, std::int64_t school_id, std::int64_t user_id,
                                                std::optional<int> kind, const Page& page) const {
    db::Params where{{"school_id", school_id}, {"user_id", user_id}};
    std::string filter(kCoursesForWhere);
    if (kind) {
        filter += kCoursesForKind;
        where.push_back({"kind", static_cast<std::int64_t>(*kind)});
    }
    Paged<SuggestedCourse> out;
    out.total = count_of(conn, std::string(kCoursesForCount) + filter, where);
    if (out.total == 0) return out;
    for (const auto& r :
         conn.query(std::string(kCoursesFor) + filter + std::string(kCoursesForOrder), paged(where, page)))
        out.list.push_back({card_from(r), r.text("match_name")});
    return out;
}

bool CourseStore::is_collected(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const {
    return conn.query_one(kIsCollected, {{"user_id", user_id}, {"course_id", course_id}}).has_value();
}

void CourseStore::collect(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::int64_t now) const {
    conn.exec(kCollect, {{"user_id", user_id}, {"course_id", course_id}, {"now", now}});
}

void CourseStore::uncollect(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const {
    conn.exec(kUncollect, {{"user_id", user_id}, {"course_id", course_id}});
}

Paged<DatedCard> CourseStore::collections(db::Conn& conn, std::int64_t user_id, const Page& page) const {
    return dated_cards(conn, kCollections, kCollectionsCount, user_id, page);
}

void CourseStore::record_view(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::int64_t now) const {
    conn.exec(kRecordView, {{"user_id", user_id}, {"course_id", course_id}, {"now", now}});
}

Paged<DatedCard> CourseStore::views(db::Conn& conn, std::int64_t user_id, const Page& page) const {
    return dated_cards(conn, kViews, kViewsCount, user_id, page);
}

Paged<Question> CourseStore::questions(db::Conn& conn, std::int64_t course_id, int sort_type, const Page& page) const {
    Paged<Question> out;
    db::Params where{{"course_id", course_id}};
    out.total = count_of(conn, kQuestionsCount, where);
    for (const auto& r : conn.query(sort_type == 1 ? kQuestionsAnswered : kQuestionsNewest, paged(where, page)))
        out.list.push_back(question_from(r));
    return out;
}

std::optional<Question> CourseStore::find_question(db::Conn& conn, std::string_view sign) const {
    auto row = conn.query_one(kFindQuestion, {{"sign", std::string(sign)}});
    if (!row) return std::nullopt;
    return question_from(*row);
}

std::string CourseStore::insert_question(db::Conn& conn, std::int64_t course_id, std::int64_t user_id,
                                         std::string_view content, std::int64_t now) const {
    std::string sign = core::make_sign();
    conn.exec(kInsertQuestion, {{"sign", sign},
                                {"course_id", course_id},
                                {"user_id", user_id},
                                {"content", std::string(content)},
                                {"now", now}});
    return sign;
}

Paged<Answer> CourseStore::answers(db::Conn& conn, std::int64_t question_id, std::int64_t course_id,
                                   const Page& page) const {
    Paged<Answer> out;
    out.total = count_of(conn, kAnswersCount, {{"question_id", question_id}});
    for (const auto& r : conn.query(kAnswers, paged({{"question_id", question_id}, {"course_id", course_id}}, page)))
        out.list.push_back({r.integer("id"), r.text("sign"), r.integer("user_id"), r.text("content"),
                            r.integer("created_at"), r.text("user_name"), r.text("user_photo"),
                            r.integer("is_teacher") == 1});
    return out;
}

std::string CourseStore::insert_answer(db::Conn& conn, std::int64_t question_id, std::int64_t user_id,
                                       std::string_view content, std::int64_t now) const {
    std::string sign = core::make_sign();
    conn.exec(kInsertAnswer, {{"sign", sign},
                              {"question_id", question_id},
                              {"user_id", user_id},
                              {"content", std::string(content)},
                              {"now", now}});
    conn.exec(kCountAnswer, {{"question_id", question_id}});
    return sign;
}

std::vector<std::string> CourseStore::file_paths_under(db::Conn& conn, std::string_view prefix) const {
    std::vector<std::string> out;
    for (const auto& r : conn.query(kFilePathsUnder, {{"prefix", std::string(prefix) + "/%"}}))
        out.push_back(r.text("path"));
    return out;
}

std::vector<DataFile> CourseStore::files(db::Conn& conn, std::int64_t course_id) const {
    std::vector<DataFile> out;
    for (const auto& r : conn.query(kFiles, {{"course_id", course_id}})) out.push_back(file_from(r));
    return out;
}

std::optional<DataFile> CourseStore::find_file(db::Conn& conn, std::string_view sign) const {
    auto row = conn.query_one(kFindFile, {{"sign", std::string(sign)}});
    if (!row) return std::nullopt;
    return file_from(*row);
}

std::optional<ActivationCode> CourseStore::find_code(db::Conn& conn, std::string_view code) const {
    auto r = conn.query_one(kFindCode, {{"code", std::string(code)}});
    if (!r) return std::nullopt;
    return ActivationCode{r->integer("id"), r->text("code"), r->integer("course_id"), r->opt_integer("used_by"),
                          r->opt_integer("expires_at")};
}

bool CourseStore::use_code(db::Conn& conn, std::int64_t code_id, std::int64_t user_id, std::int64_t now) const {
    return conn.exec(kUseCode, {{"user_id", user_id}, {"now", now}, {"id", code_id}}) == 1;
}

}  // namespace xj::courses
