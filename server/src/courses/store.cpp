#include "courses/store.h"

#include <map>

#include "accounts/crypto.h"

namespace xj::courses {

namespace {

// A course card: the course, its third-level type's name and its lead teacher's name.
#define XJ_CARD_COLUMNS                                                                                           \
    "c.id, c.sign, c.school_id, c.name, c.introduction, c.picture, c.price, c.credit, c.period, c.type, c.kind, " \
    "c.status, c.sort, c.student_count, c.created_at, COALESCE(t3.name, '') AS type_name, "                     \
    "COALESCE(lu.name, '') AS teacher_name "
#define XJ_CARD_JOINS                                                                                   \
    "LEFT JOIN course_type t3 ON t3.id = c.type3_id "                                                   \
    "LEFT JOIN course_teacher lt ON lt.course_id = c.id AND lt.master = 1 "                             \
    "LEFT JOIN users lu ON lu.id = lt.user_id "

constexpr std::string_view kListHead = "SELECT " XJ_CARD_COLUMNS "FROM course c " XJ_CARD_JOINS
                                       "WHERE c.school_id = :school_id AND c.status = 1";
constexpr std::string_view kCountHead = "SELECT COUNT(*) AS n FROM course c WHERE c.school_id = :school_id AND c.status = 1";
constexpr std::string_view kWhereType = " AND c.type = :type";
constexpr std::string_view kWhereKind = " AND c.kind = :kind";
constexpr std::string_view kWhereType1 = " AND c.type1_id = :type_id";
constexpr std::string_view kWhereType2 = " AND c.type2_id = :type_id";
constexpr std::string_view kWhereType3 = " AND c.type3_id = :type_id";
constexpr std::string_view kWhereFree = " AND c.price = 0";
constexpr std::string_view kWherePriced = " AND c.price > 0";
// Keywords: three or more characters through the trigram index, shorter ones with LIKE on the school's list.
constexpr std::string_view kWhereMatchSqlite =
    " AND c.id IN (SELECT rowid FROM course_search WHERE course_search MATCH :match)";
constexpr std::string_view kWhereLikeSqlite = " AND c.name LIKE :like ESCAPE '\\'";
constexpr std::string_view kWhereLikePostgres = " AND c.name ILIKE :like ESCAPE '\\'";
constexpr std::string_view kOrderBySort = " ORDER BY c.sort, c.id";
constexpr std::string_view kOrderByNew = " ORDER BY c.created_at DESC, c.id DESC";
constexpr std::string_view kOrderByHot = " ORDER BY c.student_count DESC, c.id DESC";
constexpr std::string_view kLimit = " LIMIT :limit OFFSET :offset";
constexpr std::string_view kTallyHead = "SELECT COALESCE(SUM(n), 0) AS n FROM course_tally WHERE school_id = :school_id";
constexpr std::string_view kTallyType = " AND type = :type";
constexpr std::string_view kTallyKind = " AND kind = :kind";
constexpr std::string_view kKindCounts =
    "SELECT kind, COALESCE(SUM(n), 0) AS n FROM course_tally WHERE school_id = :school_id GROUP BY kind";
constexpr std::string_view kSuggestHead =
    "SELECT c.name, c.sign FROM course c WHERE c.school_id = :school_id AND c.status = 1";
constexpr std::string_view kSuggestTail = " ORDER BY c.sort, c.id LIMIT :limit";

constexpr std::string_view kAllTypes =
    "SELECT t.id, t.sign, t.parent_id, t.level, t.name, COALESCE(p.sign, '') AS parent_sign "
    "FROM course_type t LEFT JOIN course_type p ON p.id = t.parent_id ORDER BY t.level, t.sort, t.id";
constexpr std::string_view kFindType = "SELECT id, level FROM course_type WHERE sign = :sign";
constexpr std::string_view kDistricts =
    "SELECT d.sign, d.name, d.address, "
    "(SELECT COUNT(*) FROM course c WHERE c.district_id = d.id AND c.status = 1) AS course_count "
    "FROM school_district d WHERE d.school_id = :school_id ORDER BY d.sort, d.id";

constexpr std::string_view kFindCourse =
    "SELECT " XJ_CARD_COLUMNS ", c.details, c.details_two, COALESCE(t1.sign, '') AS type1_sign, "
    "COALESCE(t2.sign, '') AS type2_sign, COALESCE(t3.sign, '') AS type3_sign, "
    "(SELECT COUNT(*) FROM chapter h WHERE h.course_id = c.id) AS chapter_count, "
    "(SELECT COUNT(*) FROM chapter_video v WHERE v.course_id = c.id) AS video_count, "
    "(SELECT COALESCE(SUM(m.duration_ms), 0) FROM chapter_video v JOIN media m ON m.id = v.media_id "
    "  WHERE v.course_id = c.id) AS duration_ms "
    "FROM course c " XJ_CARD_JOINS
    "LEFT JOIN course_type t1 ON t1.id = c.type1_id LEFT JOIN course_type t2 ON t2.id = c.type2_id "
    "WHERE c.sign = :sign AND c.school_id = :school_id";
constexpr std::string_view kCourseById =
    "SELECT " XJ_CARD_COLUMNS "FROM course c " XJ_CARD_JOINS "WHERE c.id = :id";
constexpr std::string_view kTeachers =
    "SELECT ct.sign, ct.user_id, ct.master, u.sign AS user_sign, u.name, u.photo FROM course_teacher ct "
    "JOIN users u ON u.id = ct.user_id WHERE ct.course_id = :course_id ORDER BY ct.master DESC, ct.id";
constexpr std::string_view kIsTeacher =
    "SELECT 1 AS yes FROM course_teacher WHERE course_id = :course_id AND user_id = :user_id";
constexpr std::string_view kChapters =
    "SELECT id, sign, level, name, synopsis FROM chapter WHERE course_id = :course_id ORDER BY level, id";
constexpr std::string_view kVideos =
    "SELECT v.id, v.sign, v.chapter_id, v.level, v.title, COALESCE(m.sign, '') AS media_sign, "
    "COALESCE(m.duration_ms, 0) AS duration_ms, COALESCE(p.completed, 0) AS completed, "
    "COALESCE(p.resume_seconds, 0) AS resume_seconds, COALESCE(p.furthest_seconds, 0) AS furthest_seconds, "
    "COALESCE(p.credited_seconds, 0) AS credited_seconds "
    "FROM chapter_video v LEFT JOIN media m ON m.id = v.media_id "
    "LEFT JOIN video_progress p ON p.video_id = v.id AND p.user_id = :user_id "
    "WHERE v.course_id = :course_id ORDER BY v.chapter_id, v.level, v.id";
constexpr std::string_view kStandard =
    "SELECT id, course_id, watch_video, interactive_question, unit_testing, final_exam, log_sig "
    "FROM assessment_standard WHERE course_id = :course_id";

#define XJ_ENROLMENT_COLUMNS                                                                                    \
    "e.id AS e_id, e.course_id AS e_course_id, e.user_id AS e_user_id, e.source AS e_source, "                 \
    "e.status AS e_status, e.progress AS e_progress, e.studied_seconds AS e_studied_seconds, "                 \
    "lv.sign AS e_last_video_sign, e.last_studied_at AS e_last_studied_at, e.created_at AS e_created_at "
constexpr std::string_view kFindEnrolment =
    "SELECT " XJ_ENROLMENT_COLUMNS "FROM enrolment e LEFT JOIN chapter_video lv ON lv.id = e.last_video_id "
    "WHERE e.user_id = :user_id AND e.course_id = :course_id";
constexpr std::string_view kEnrol =
    "INSERT INTO enrolment (course_id, user_id, source, status, progress, studied_seconds, created_at) "
    "VALUES (:course_id, :user_id, :source, 1, 0, 0, :now) ON CONFLICT (user_id, course_id) DO NOTHING";
constexpr std::string_view kCountStudent = "UPDATE course SET student_count = student_count + 1 WHERE id = :course_id";
constexpr std::string_view kMyCourses =
    "SELECT " XJ_CARD_COLUMNS ", " XJ_ENROLMENT_COLUMNS "FROM enrolment e JOIN course c ON c.id = e.course_id "
    XJ_CARD_JOINS "LEFT JOIN chapter_video lv ON lv.id = e.last_video_id WHERE e.user_id = :user_id";
constexpr std::string_view kMyCoursesCount = "SELECT COUNT(*) AS n FROM enrolment e WHERE e.user_id = :user_id";
constexpr std::string_view kWhereStudyStatus = " AND e.status = :status";
constexpr std::string_view kMyCoursesOrder =
    " ORDER BY COALESCE(e.last_studied_at, e.created_at) DESC, e.id DESC LIMIT :limit OFFSET :offset";

constexpr std::string_view kIsCollected =
    "SELECT 1 AS yes FROM course_collection WHERE user_id = :user_id AND course_id = :course_id";
constexpr std::string_view kCollect =
    "INSERT INTO course_collection (user_id, course_id, created_at) VALUES (:user_id, :course_id, :now) "
    "ON CONFLICT (user_id, course_id) DO NOTHING";
constexpr std::string_view kUncollect = "DELETE FROM course_collection WHERE user_id = :user_id AND course_id = :course_id";
constexpr std::string_view kCollections =
    "SELECT " XJ_CARD_COLUMNS ", k.created_at AS at FROM course_collection k JOIN course c ON c.id = k.course_id "
    XJ_CARD_JOINS "WHERE k.user_id = :user_id ORDER BY k.created_at DESC, c.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kCollectionsCount = "SELECT COUNT(*) AS n FROM course_collection WHERE user_id = :user_id";
constexpr std::string_view kRecordView =
    "INSERT INTO course_view (user_id, course_id, viewed_at) VALUES (:user_id, :course_id, :now) "
    "ON CONFLICT (user_id, course_id) DO UPDATE SET viewed_at = excluded.viewed_at";
constexpr std::string_view kViews =
    "SELECT " XJ_CARD_COLUMNS ", w.viewed_at AS at FROM course_view w JOIN course c ON c.id = w.course_id "
    XJ_CARD_JOINS "WHERE w.user_id = :user_id ORDER BY w.viewed_at DESC, c.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kViewsCount = "SELECT COUNT(*) AS n FROM course_view WHERE user_id = :user_id";

#define XJ_QUESTION_HEAD                                                                                    \
    "SELECT q.id, q.sign, q.course_id, q.user_id, q.content, q.answer_count, q.created_at, u.name AS user_name, " \
    "u.photo AS user_photo, CASE WHEN ct.user_id IS NULL THEN 0 ELSE 1 END AS is_teacher "                   \
    "FROM course_question q JOIN users u ON u.id = q.user_id "                                              \
    "LEFT JOIN course_teacher ct ON ct.course_id = q.course_id AND ct.user_id = q.user_id "                 \
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
    "SELECT " XJ_FILE_COLUMNS "FROM course_file f LEFT JOIN chapter h ON h.id = f.chapter_id "
    "WHERE f.course_id = :course_id ORDER BY CASE WHEN h.id IS NULL THEN 1 ELSE 0 END, h.level, f.id";
constexpr std::string_view kFindFile = "SELECT " XJ_FILE_COLUMNS "FROM course_file f WHERE f.sign = :sign";
constexpr std::string_view kInsertFile =
    "INSERT INTO course_file (sign, course_id, chapter_id, name, file_name, path, size, data_type, created_at) "
    "VALUES (:sign, :course_id, :chapter_id, :name, :file_name, :path, :size, :data_type, :now)";

constexpr std::string_view kFindCode =
    "SELECT id, code, course_id, used_by, expires_at FROM activation_code WHERE code = :code";
constexpr std::string_view kUseCode =
    "UPDATE activation_code SET used_by = :user_id, used_at = :now WHERE id = :id AND used_by IS NULL";
constexpr std::string_view kInsertCode =
    "INSERT INTO activation_code (code, course_id, expires_at, created_at) VALUES (:code, :course_id, :expires_at, :now)";

constexpr std::string_view kAnyCourse = "SELECT id FROM course LIMIT 1";
constexpr std::string_view kInsertType =
    "INSERT INTO course_type (sign, parent_id, level, name, sort) VALUES (:sign, :parent_id, :level, :name, :sort) "
    "RETURNING id";
constexpr std::string_view kInsertDistrict =
    "INSERT INTO school_district (sign, school_id, name, address, sort) "
    "VALUES (:sign, :school_id, :name, :address, :sort) RETURNING id";
constexpr std::string_view kInsertCourse =
    "INSERT INTO course (sign, school_id, name, introduction, details, details_two, picture, price, credit, period, "
    "type1_id, type2_id, type3_id, sort, type, kind, status, created_by, district_id, student_count, created_at, "
    "updated_at) VALUES (:sign, :school_id, :name, :introduction, :details, :details_two, :picture, :price, "
    ":credit, :period, :type1_id, :type2_id, :type3_id, :sort, :type, :kind, :status, :created_by, :district_id, 0, "
    ":now, :now) RETURNING id";
constexpr std::string_view kSetStatus = "UPDATE course SET status = :status, updated_at = :now WHERE id = :id";
constexpr std::string_view kAddTeacher =
    "INSERT INTO course_teacher (sign, course_id, user_id, master, created_at) "
    "VALUES (:sign, :course_id, :user_id, :master, :now) ON CONFLICT (course_id, user_id) DO NOTHING";
constexpr std::string_view kInsertChapter =
    "INSERT INTO chapter (sign, course_id, level, name, synopsis, created_at) "
    "VALUES (:sign, :course_id, :level, :name, :synopsis, :now) RETURNING id";
constexpr std::string_view kInsertMedia =
    "INSERT INTO media (sign, path, mime, size, duration_ms, width, height, created_at) "
    "VALUES (:sign, :path, :mime, :size, :duration_ms, :width, :height, :now) RETURNING id";
constexpr std::string_view kInsertVideo =
    "INSERT INTO chapter_video (sign, chapter_id, course_id, level, title, media_id, created_at) "
    "VALUES (:sign, :chapter_id, :course_id, :level, :title, :media_id, :now) RETURNING id";
constexpr std::string_view kInsertStandard =
    "INSERT INTO assessment_standard (course_id, watch_video, interactive_question, unit_testing, final_exam, log_sig, "
    "updated_at) VALUES (:course_id, :watch_video, :interactive_question, :unit_testing, :final_exam, :log_sig, :now)";
constexpr std::string_view kSetProgress =
    "UPDATE enrolment SET progress = :progress, studied_seconds = :studied, last_video_id = :last_video_id, "
    "last_studied_at = :at WHERE user_id = :user_id AND course_id = :course_id";
constexpr std::string_view kInsertProgress =
    "INSERT INTO video_progress (user_id, video_id, course_id, credited_seconds, furthest_seconds, resume_seconds, "
    "completed, last_beat_ms, updated_at) VALUES (:user_id, :video_id, :course_id, :seconds, :seconds, :resume, "
    ":completed, :beat_ms, :now) ON CONFLICT (user_id, video_id) DO NOTHING";
constexpr std::string_view kCoversUnder =
    "SELECT c.picture, c.name, c.kind, c.type FROM course c WHERE c.id IN "
    "(SELECT MIN(id) FROM course WHERE picture LIKE :prefix GROUP BY picture)";
constexpr std::string_view kFilesUnder =
    "SELECT f.path, f.file_name, c.name AS course_name FROM course_file f JOIN course c ON c.id = f.course_id "
    "WHERE f.path LIKE :prefix";
#undef XJ_CARD_COLUMNS
#undef XJ_CARD_JOINS
#undef XJ_ENROLMENT_COLUMNS
#undef XJ_FILE_COLUMNS

db::Value opt(const std::optional<std::int64_t>& v) {
    if (!v) return nullptr;
    return *v;
}

std::size_t code_points(std::string_view s) {
    std::size_t n = 0;
    for (unsigned char ch : s) n += (ch & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

// '%keyword%' with LIKE's wildcards escaped.
std::string like_pattern(std::string_view keyword) {
    std::string out = "%";
    for (char ch : keyword) {
        if (ch == '%' || ch == '_' || ch == '\\') out += '\\';
        out += ch;
    }
    return out + "%";
}

// An FTS5 phrase: the keyword in double quotes (quotes doubled), so no character is an operator.
std::string match_phrase(std::string_view keyword) {
    std::string out = "\"";
    for (char ch : keyword) {
        if (ch == '"') out += '"';
        out += ch;
    }
    return out + "\"";
}

std::string_view keyword_clause(db::Dialect dialect, std::string_view keyword) {
    if (dialect == db::Dialect::kPostgres) return kWhereLikePostgres;
    return trigram_keyword(keyword) ? kWhereMatchSqlite : kWhereLikeSqlite;
}

void bind_keyword(db::Dialect dialect, std::string_view keyword, db::Params& params) {
    if (dialect == db::Dialect::kSqlite && trigram_keyword(keyword)) params.push_back({"match", match_phrase(keyword)});
    else params.push_back({"like", like_pattern(keyword)});
}

// The WHERE clauses of a list filter beyond school and status, and their parameters.
std::string filter_clauses(db::Dialect dialect, const ListFilter& f) {
    std::string sql;
    if (f.type) sql += kWhereType;
    if (f.kind) sql += kWhereKind;
    if (f.course_type) sql += f.course_type->level == 1 ? kWhereType1 : f.course_type->level == 2 ? kWhereType2 : kWhereType3;
    if (f.free) sql += *f.free ? kWhereFree : kWherePriced;
    if (!f.keyword.empty()) sql += keyword_clause(dialect, f.keyword);
    return sql;
}

db::Params filter_params(db::Dialect dialect, const ListFilter& f) {
    db::Params params{{"school_id", f.school_id}};
    if (f.type) params.push_back({"type", static_cast<std::int64_t>(*f.type)});
    if (f.kind) params.push_back({"kind", static_cast<std::int64_t>(*f.kind)});
    if (f.course_type) params.push_back({"type_id", f.course_type->id});
    if (!f.keyword.empty()) bind_keyword(dialect, f.keyword, params);
    return params;
}

std::string_view order_clause(std::string_view order) {
    if (order == kOrderNew) return kOrderByNew;
    if (order == kOrderHot) return kOrderByHot;
    return kOrderBySort;
}

CourseCard card_from(const db::Row& r) {
    CourseCard c;
    c.id = r.integer("id");
    c.sign = r.text("sign");
    c.school_id = r.integer("school_id");
    c.name = r.text("name");
    c.introduction = r.text("introduction");
    c.picture = r.text("picture");
    c.price = r.integer("price");
    c.credit = r.real("credit");
    c.period = static_cast<int>(r.integer("period"));
    c.type = static_cast<int>(r.integer("type"));
    c.kind = static_cast<int>(r.integer("kind"));
    c.status = static_cast<int>(r.integer("status"));
    c.sort = static_cast<int>(r.integer("sort"));
    c.student_count = r.integer("student_count");
    c.created_at = r.integer("created_at");
    c.type_name = r.text("type_name");
    c.teacher_name = r.text("teacher_name");
    return c;
}

Enrolment enrolment_from(const db::Row& r) {
    Enrolment e;
    e.id = r.integer("e_id");
    e.course_id = r.integer("e_course_id");
    e.user_id = r.integer("e_user_id");
    e.source = r.text("e_source");
    e.status = static_cast<int>(r.integer("e_status"));
    e.progress = static_cast<int>(r.integer("e_progress"));
    e.studied_seconds = r.integer("e_studied_seconds");
    e.last_video_sign = r.opt_text("e_last_video_sign");
    e.last_studied_at = r.opt_integer("e_last_studied_at");
    e.created_at = r.integer("e_created_at");
    return e;
}

Question question_from(const db::Row& r) {
    return Question{r.integer("id"),      r.text("sign"),          r.integer("course_id"),
                    r.integer("user_id"), r.text("content"),       r.integer("answer_count"),
                    r.integer("created_at"), r.text("user_name"), r.text("user_photo"),
                    r.integer("is_teacher") == 1};
}

DataFile file_from(const db::Row& r) {
    return DataFile{r.integer("id"),   r.text("sign"),      r.integer("course_id"), r.opt_integer("chapter_id"),
                    r.text("name"),    r.text("file_name"), r.text("path"),         r.integer("size"),
                    r.text("data_type")};
}

std::int64_t count_of(db::Conn& conn, std::string_view sql, const db::Params& params) {
    return conn.query_one(sql, params)->integer("n");
}

db::Params paged(db::Params params, const Page& page) {
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    return params;
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

std::string new_sign() { return accounts::random_hex(12); }

bool trigram_keyword(std::string_view keyword) { return code_points(keyword) >= 3; }

std::string CourseStore::list_sql(db::Dialect dialect, const ListFilter& filter) {
    return std::string(kListHead) + filter_clauses(dialect, filter) + std::string(order_clause(filter.order)) +
           std::string(kLimit);
}

std::string_view CourseStore::enrolment_sql() { return kFindEnrolment; }

std::string CourseStore::suggest_sql(db::Dialect dialect, std::string_view keyword) {
    return std::string(kSuggestHead) + std::string(keyword_clause(dialect, keyword)) + std::string(kSuggestTail);
}

Paged<CourseCard> CourseStore::list_courses(db::Conn& conn, const ListFilter& f, const Page& page,
                                            bool with_total) const {
    Paged<CourseCard> out;
    db::Params params = filter_params(conn.dialect(), f);
    if (with_total) {
        if (!f.course_type && !f.free && f.keyword.empty()) {
            std::string sql(kTallyHead);
            db::Params tally{{"school_id", f.school_id}};
            if (f.type) {
                sql += kTallyType;
                tally.push_back({"type", static_cast<std::int64_t>(*f.type)});
            }
            if (f.kind) {
                sql += kTallyKind;
                tally.push_back({"kind", static_cast<std::int64_t>(*f.kind)});
            }
            out.total = static_cast<std::int64_t>(conn.query_one(sql, tally)->real("n"));
        } else {
            out.total = count_of(conn, std::string(kCountHead) + filter_clauses(conn.dialect(), f), params);
        }
    }
    for (const auto& r : conn.query(list_sql(conn.dialect(), f), paged(params, page))) out.list.push_back(card_from(r));
    return out;
}

std::vector<KindCount> CourseStore::kind_counts(db::Conn& conn, std::int64_t school_id) const {
    std::map<int, std::int64_t> counts{{kKindIntro, 0}, {kKindMiddle, 0}, {kKindHigh, 0}};
    for (const auto& r : conn.query(kKindCounts, {{"school_id", school_id}}))
        counts[static_cast<int>(r.integer("kind"))] = static_cast<std::int64_t>(r.real("n"));
    std::vector<KindCount> out;
    for (int kind : {kKindIntro, kKindMiddle, kKindHigh}) out.push_back({kind, counts[kind]});
    return out;
}

std::vector<Suggestion> CourseStore::suggest(db::Conn& conn, std::int64_t school_id, std::string_view keyword,
                                             int limit) const {
    db::Params params{{"school_id", school_id}, {"limit", static_cast<std::int64_t>(limit)}};
    bind_keyword(conn.dialect(), keyword, params);
    std::vector<Suggestion> out;
    for (const auto& r : conn.query(suggest_sql(conn.dialect(), keyword), params))
        out.push_back({r.text("name"), r.text("sign")});
    return out;
}

std::vector<TypeNode> CourseStore::all_types(db::Conn& conn) const {
    std::vector<TypeNode> out;
    for (const auto& r : conn.query(kAllTypes)) {
        TypeNode t;
        t.id = r.integer("id");
        t.sign = r.text("sign");
        t.parent_id = r.opt_integer("parent_id");
        t.parent_sign = r.text("parent_sign");
        t.level = static_cast<int>(r.integer("level"));
        t.name = r.text("name");
        out.push_back(std::move(t));
    }
    return out;
}

std::optional<TypeRef> CourseStore::find_type(db::Conn& conn, std::string_view sign) const {
    auto row = conn.query_one(kFindType, {{"sign", std::string(sign)}});
    if (!row) return std::nullopt;
    return TypeRef{row->integer("id"), static_cast<int>(row->integer("level"))};
}

std::vector<District> CourseStore::districts(db::Conn& conn, std::int64_t school_id) const {
    std::vector<District> out;
    for (const auto& r : conn.query(kDistricts, {{"school_id", school_id}}))
        out.push_back({r.text("sign"), r.text("name"), r.text("address"), r.integer("course_count")});
    return out;
}

std::optional<CourseInfo> CourseStore::find_course(db::Conn& conn, std::int64_t school_id, std::string_view sign) const {
    auto row = conn.query_one(kFindCourse, {{"sign", std::string(sign)}, {"school_id", school_id}});
    if (!row) return std::nullopt;
    CourseInfo info;
    info.card = card_from(*row);
    info.details = row->text("details");
    info.details_two = row->text("details_two");
    info.type1_sign = row->text("type1_sign");
    info.type2_sign = row->text("type2_sign");
    info.type3_sign = row->text("type3_sign");
    info.chapter_count = static_cast<int>(row->integer("chapter_count"));
    info.video_count = static_cast<int>(row->integer("video_count"));
    info.duration_seconds = static_cast<std::int64_t>(row->real("duration_ms")) / 1000;
    return info;
}

std::optional<CourseCard> CourseStore::course_by_id(db::Conn& conn, std::int64_t id) const {
    auto row = conn.query_one(kCourseById, {{"id", id}});
    if (!row) return std::nullopt;
    return card_from(*row);
}

std::vector<CourseTeacher> CourseStore::teachers(db::Conn& conn, std::int64_t course_id) const {
    std::vector<CourseTeacher> out;
    for (const auto& r : conn.query(kTeachers, {{"course_id", course_id}}))
        out.push_back({r.text("sign"), r.integer("user_id"), r.text("user_sign"), r.text("name"), r.text("photo"),
                       r.integer("master") == 1});
    return out;
}

bool CourseStore::is_teacher(db::Conn& conn, std::int64_t course_id, std::int64_t user_id) const {
    return conn.query_one(kIsTeacher, {{"course_id", course_id}, {"user_id", user_id}}).has_value();
}

std::vector<Chapter> CourseStore::chapters(db::Conn& conn, std::int64_t course_id, std::int64_t user_id) const {
    std::vector<Chapter> out;
    std::map<std::int64_t, std::size_t> at;
    for (const auto& r : conn.query(kChapters, {{"course_id", course_id}})) {
        at[r.integer("id")] = out.size();
        out.push_back({r.integer("id"), r.text("sign"), static_cast<int>(r.integer("level")), r.text("name"),
                       r.text("synopsis"), {}});
    }
    for (const auto& r : conn.query(kVideos, {{"course_id", course_id}, {"user_id", user_id}})) {
        auto found = at.find(r.integer("chapter_id"));
        if (found == at.end()) continue;
        VideoItem v;
        v.id = r.integer("id");
        v.sign = r.text("sign");
        v.chapter_id = r.integer("chapter_id");
        v.level = static_cast<int>(r.integer("level"));
        v.title = r.text("title");
        v.media_sign = r.text("media_sign");
        v.duration_ms = r.integer("duration_ms");
        v.completed = r.integer("completed") == 1;
        v.resume_seconds = r.real("resume_seconds");
        v.furthest_seconds = r.real("furthest_seconds");
        v.credited_seconds = r.real("credited_seconds");
        out[found->second].videos.push_back(std::move(v));
    }
    return out;
}

std::optional<Standard> CourseStore::standard(db::Conn& conn, std::int64_t course_id) const {
    auto r = conn.query_one(kStandard, {{"course_id", course_id}});
    if (!r) return std::nullopt;
    return Standard{r->integer("id"),
                    r->integer("course_id"),
                    static_cast<int>(r->integer("watch_video")),
                    static_cast<int>(r->integer("interactive_question")),
                    static_cast<int>(r->integer("unit_testing")),
                    static_cast<int>(r->integer("final_exam")),
                    static_cast<int>(r->integer("log_sig"))};
}

std::optional<Enrolment> CourseStore::find_enrolment(db::Conn& conn, std::int64_t user_id,
                                                     std::int64_t course_id) const {
    auto row = conn.query_one(kFindEnrolment, {{"user_id", user_id}, {"course_id", course_id}});
    if (!row) return std::nullopt;
    return enrolment_from(*row);
}

bool CourseStore::enrol(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::string_view source,
                        std::int64_t now) const {
    if (conn.exec(kEnrol, {{"course_id", course_id}, {"user_id", user_id}, {"source", std::string(source)}, {"now", now}}) ==
        0)
        return false;
    conn.exec(kCountStudent, {{"course_id", course_id}});
    return true;
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
    for (const auto& r : conn.query(std::string(kMyCourses) + filter + std::string(kMyCoursesOrder), paged(where, page)))
        out.list.push_back({card_from(r), enrolment_from(r)});
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
    std::string sign = new_sign();
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
    for (const auto& r :
         conn.query(kAnswers, paged({{"question_id", question_id}, {"course_id", course_id}}, page)))
        out.list.push_back({r.integer("id"), r.text("sign"), r.integer("user_id"), r.text("content"),
                            r.integer("created_at"), r.text("user_name"), r.text("user_photo"),
                            r.integer("is_teacher") == 1});
    return out;
}

std::string CourseStore::insert_answer(db::Conn& conn, std::int64_t question_id, std::int64_t user_id,
                                       std::string_view content, std::int64_t now) const {
    std::string sign = new_sign();
    conn.exec(kInsertAnswer, {{"sign", sign},
                              {"question_id", question_id},
                              {"user_id", user_id},
                              {"content", std::string(content)},
                              {"now", now}});
    conn.exec(kCountAnswer, {{"question_id", question_id}});
    return sign;
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

bool CourseStore::any_course(db::Conn& conn) const { return conn.query_one(kAnyCourse).has_value(); }

std::int64_t CourseStore::insert_type(db::Conn& conn, std::string_view sign, std::optional<std::int64_t> parent_id,
                                      int level, std::string_view name, int sort) const {
    return conn
        .query_one(kInsertType, {{"sign", std::string(sign)},
                                 {"parent_id", opt(parent_id)},
                                 {"level", static_cast<std::int64_t>(level)},
                                 {"name", std::string(name)},
                                 {"sort", static_cast<std::int64_t>(sort)}})
        ->integer("id");
}

std::int64_t CourseStore::insert_district(db::Conn& conn, std::string_view sign, std::int64_t school_id,
                                          std::string_view name, std::string_view address, int sort) const {
    return conn
        .query_one(kInsertDistrict, {{"sign", std::string(sign)},
                                     {"school_id", school_id},
                                     {"name", std::string(name)},
                                     {"address", std::string(address)},
                                     {"sort", static_cast<std::int64_t>(sort)}})
        ->integer("id");
}

std::int64_t CourseStore::insert_course(db::Conn& conn, const NewCourse& c, std::int64_t now) const {
    return conn
        .query_one(kInsertCourse, {{"sign", c.sign},
                                   {"school_id", c.school_id},
                                   {"name", c.name},
                                   {"introduction", c.introduction},
                                   {"details", c.details},
                                   {"details_two", c.details_two},
                                   {"picture", c.picture},
                                   {"price", c.price},
                                   {"credit", c.credit},
                                   {"period", static_cast<std::int64_t>(c.period)},
                                   {"type1_id", opt(c.type1_id)},
                                   {"type2_id", opt(c.type2_id)},
                                   {"type3_id", opt(c.type3_id)},
                                   {"sort", static_cast<std::int64_t>(c.sort)},
                                   {"type", static_cast<std::int64_t>(c.type)},
                                   {"kind", static_cast<std::int64_t>(c.kind)},
                                   {"status", static_cast<std::int64_t>(c.status)},
                                   {"created_by", opt(c.created_by)},
                                   {"district_id", opt(c.district_id)},
                                   {"now", now}})
        ->integer("id");
}

void CourseStore::set_status(db::Conn& conn, std::int64_t course_id, int status, std::int64_t now) const {
    conn.exec(kSetStatus, {{"status", static_cast<std::int64_t>(status)}, {"now", now}, {"id", course_id}});
}

void CourseStore::add_teacher(db::Conn& conn, std::string_view sign, std::int64_t course_id, std::int64_t user_id,
                              bool master, std::int64_t now) const {
    conn.exec(kAddTeacher, {{"sign", std::string(sign)},
                            {"course_id", course_id},
                            {"user_id", user_id},
                            {"master", static_cast<std::int64_t>(master ? 1 : 0)},
                            {"now", now}});
}

std::int64_t CourseStore::insert_chapter(db::Conn& conn, std::string_view sign, std::int64_t course_id, int level,
                                         std::string_view name, std::string_view synopsis, std::int64_t now) const {
    return conn
        .query_one(kInsertChapter, {{"sign", std::string(sign)},
                                    {"course_id", course_id},
                                    {"level", static_cast<std::int64_t>(level)},
                                    {"name", std::string(name)},
                                    {"synopsis", std::string(synopsis)},
                                    {"now", now}})
        ->integer("id");
}

std::int64_t CourseStore::insert_media(db::Conn& conn, std::string_view sign, std::string_view path,
                                       std::string_view mime, std::int64_t size, std::int64_t duration_ms, int width,
                                       int height, std::int64_t now) const {
    return conn
        .query_one(kInsertMedia, {{"sign", std::string(sign)},
                                  {"path", std::string(path)},
                                  {"mime", std::string(mime)},
                                  {"size", size},
                                  {"duration_ms", duration_ms},
                                  {"width", static_cast<std::int64_t>(width)},
                                  {"height", static_cast<std::int64_t>(height)},
                                  {"now", now}})
        ->integer("id");
}

std::int64_t CourseStore::insert_video(db::Conn& conn, std::string_view sign, std::int64_t chapter_id,
                                       std::int64_t course_id, int level, std::string_view title,
                                       std::optional<std::int64_t> media_id, std::int64_t now) const {
    return conn
        .query_one(kInsertVideo, {{"sign", std::string(sign)},
                                  {"chapter_id", chapter_id},
                                  {"course_id", course_id},
                                  {"level", static_cast<std::int64_t>(level)},
                                  {"title", std::string(title)},
                                  {"media_id", opt(media_id)},
                                  {"now", now}})
        ->integer("id");
}

void CourseStore::insert_file(db::Conn& conn, const DataFile& f, std::int64_t now) const {
    conn.exec(kInsertFile, {{"sign", f.sign},
                            {"course_id", f.course_id},
                            {"chapter_id", opt(f.chapter_id)},
                            {"name", f.name},
                            {"file_name", f.file_name},
                            {"path", f.path},
                            {"size", f.size},
                            {"data_type", f.data_type},
                            {"now", now}});
}

void CourseStore::insert_standard(db::Conn& conn, const Standard& s, std::int64_t now) const {
    conn.exec(kInsertStandard, {{"course_id", s.course_id},
                                {"watch_video", static_cast<std::int64_t>(s.watch_video)},
                                {"interactive_question", static_cast<std::int64_t>(s.interactive_question)},
                                {"unit_testing", static_cast<std::int64_t>(s.unit_testing)},
                                {"final_exam", static_cast<std::int64_t>(s.final_exam)},
                                {"log_sig", static_cast<std::int64_t>(s.log_sig)},
                                {"now", now}});
}

void CourseStore::insert_code(db::Conn& conn, std::string_view code, std::int64_t course_id,
                              std::optional<std::int64_t> expires_at, std::int64_t now) const {
    conn.exec(kInsertCode, {{"code", std::string(code)}, {"course_id", course_id}, {"expires_at", opt(expires_at)},
                            {"now", now}});
}

void CourseStore::set_enrolment_progress(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, int progress,
                                         std::int64_t studied_seconds, std::optional<std::int64_t> last_video_id,
                                         std::int64_t last_studied_at) const {
    conn.exec(kSetProgress, {{"progress", static_cast<std::int64_t>(progress)},
                             {"studied", studied_seconds},
                             {"last_video_id", opt(last_video_id)},
                             {"at", last_studied_at},
                             {"user_id", user_id},
                             {"course_id", course_id}});
}

void CourseStore::insert_video_progress(db::Conn& conn, std::int64_t user_id, std::int64_t video_id,
                                        std::int64_t course_id, double seconds, bool completed,
                                        std::int64_t now) const {
    conn.exec(kInsertProgress, {{"user_id", user_id},
                                {"video_id", video_id},
                                {"course_id", course_id},
                                {"seconds", seconds},
                                {"resume", completed ? 0.0 : seconds},
                                {"completed", static_cast<std::int64_t>(completed ? 1 : 0)},
                                {"beat_ms", now * 1000},
                                {"now", now}});
}

std::vector<CourseStore::StoredCover> CourseStore::covers_under(db::Conn& conn, std::string_view prefix) const {
    std::vector<StoredCover> out;
    for (const auto& r : conn.query(kCoversUnder, {{"prefix", std::string(prefix) + "%"}}))
        out.push_back({r.text("picture"), r.text("name"), static_cast<int>(r.integer("kind")),
                       static_cast<int>(r.integer("type"))});
    return out;
}

std::vector<CourseStore::StoredFile> CourseStore::files_under(db::Conn& conn, std::string_view prefix) const {
    std::vector<StoredFile> out;
    for (const auto& r : conn.query(kFilesUnder, {{"prefix", std::string(prefix) + "%"}}))
        out.push_back({r.text("path"), r.text("file_name"), r.text("course_name")});
    return out;
}

}  // namespace xj::courses
