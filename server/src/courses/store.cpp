// The courses store, the catalogue and course pages: the school list with its filters, orders, search and
// totals, kinds, suggestions, types, districts, a course with its teachers, chapters, videos and standard.
#include "courses/store.h"

#include <map>

#include "courses/store_rows.h"
#include "db/like.h"

namespace xj::courses {

namespace {

using store_rows::card_from;
using store_rows::count_of;
using store_rows::enrolment_from;
using store_rows::paged;

constexpr std::string_view kListHead = "SELECT " XJ_CARD_COLUMNS "FROM course c " XJ_CARD_JOINS
                                       "WHERE c.school_id = :school_id AND c.status = 1 AND c.offering = 1";
constexpr std::string_view kCountHead =
    "SELECT COUNT(*) AS n FROM course c WHERE c.school_id = :school_id AND c.status = 1 AND c.offering = 1";
constexpr std::string_view kWhereType = " AND c.type = :type";
constexpr std::string_view kWhereKind = " AND c.kind = :kind";
constexpr std::string_view kWhereType1 = " AND c.type1_id = :type_id";
constexpr std::string_view kWhereType2 = " AND c.type2_id = :type_id";
constexpr std::string_view kWhereType3 = " AND c.type3_id = :type_id";
constexpr std::string_view kWhereFree = " AND c.price = 0";
constexpr std::string_view kWherePriced = " AND c.price > 0";
// Keywords: three or more characters through the trigram index, shorter ones with LIKE on the school's list.
std::string keyword_clause(db::Dialect dialect, std::string_view keyword) {
    return db::keyword_clause(dialect, keyword, "c.id", "course_search", "c.name");
}
constexpr std::string_view kOrderBySort = " ORDER BY c.sort, c.id";
constexpr std::string_view kOrderByNew = " ORDER BY c.created_at DESC, c.id DESC";
constexpr std::string_view kOrderByHot = " ORDER BY c.student_count DESC, c.id DESC";
constexpr std::string_view kLimit = " LIMIT :limit OFFSET :offset";
constexpr std::string_view kTallyHead =
    "SELECT COALESCE(SUM(n), 0) AS n FROM course_tally WHERE school_id = :school_id";
constexpr std::string_view kTallyType = " AND type = :type";
constexpr std::string_view kTallyKind = " AND kind = :kind";
constexpr std::string_view kKindCounts =
    "SELECT kind, COALESCE(SUM(n), 0) AS n FROM course_tally WHERE school_id = :school_id GROUP BY kind";
constexpr std::string_view kSuggestHead =
    "SELECT c.name, c.sign FROM course c WHERE c.school_id = :school_id AND c.status = 1 AND c.offering = 1";
constexpr std::string_view kSuggestTail = " ORDER BY c.sort, c.id LIMIT :limit";

constexpr std::string_view kAllTypes =
    "SELECT t.id, t.sign, t.parent_id, t.level, t.name, COALESCE(p.sign, '') AS parent_sign "
    "FROM course_type t LEFT JOIN course_type p ON p.id = t.parent_id ORDER BY t.level, t.sort, t.id";
constexpr std::string_view kFindType = "SELECT id, level FROM course_type WHERE sign = :sign";
constexpr std::string_view kDistricts =
    "SELECT d.sign, d.name, d.address, "
    "(SELECT COUNT(*) FROM course c WHERE c.district_id = d.id AND c.status = 1 AND c.offering = 1) AS course_count "
    "FROM school_district d WHERE d.school_id = :school_id ORDER BY d.sort, d.id";

constexpr std::string_view kFindCourse =
    "SELECT " XJ_CARD_COLUMNS
    ", c.details, c.details_two, COALESCE(t1.sign, '') AS type1_sign, "
    "COALESCE(t2.sign, '') AS type2_sign, COALESCE(t3.sign, '') AS type3_sign, "
    "(SELECT COUNT(*) FROM chapter h WHERE h.course_id = c.id) AS chapter_count, "
    "(SELECT COUNT(*) FROM chapter_video v WHERE v.course_id = c.id) AS video_count, "
    "(SELECT COALESCE(SUM(m.duration_ms), 0) FROM chapter_video v JOIN media m ON m.id = v.media_id "
    "  WHERE v.course_id = c.id) AS duration_ms "
    "FROM course c " XJ_CARD_JOINS
    "LEFT JOIN course_type t1 ON t1.id = c.type1_id LEFT JOIN course_type t2 ON t2.id = c.type2_id "
    "WHERE c.sign = :sign AND c.school_id = :school_id";
constexpr std::string_view kCourseById = "SELECT " XJ_CARD_COLUMNS "FROM course c " XJ_CARD_JOINS "WHERE c.id = :id";
constexpr std::string_view kTeachers =
    "SELECT ct.sign, ct.user_id, ct.master, u.sign AS user_sign, u.name, u.photo FROM course_teacher ct "
    "JOIN users u ON u.id = ct.user_id WHERE ct.course_id = :course_id ORDER BY ct.master DESC, ct.id";
constexpr std::string_view kIsTeacher =
    "SELECT 1 AS yes FROM course_teacher WHERE course_id = :course_id AND user_id = :user_id";
constexpr std::string_view kManagedBySign = "SELECT id, sign, school_id FROM course WHERE sign = :sign";
constexpr std::string_view kManagedById = "SELECT id, sign, school_id FROM course WHERE id = :id";
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
#undef XJ_CARD_COLUMNS
#undef XJ_CARD_JOINS
#undef XJ_ENROLMENT_COLUMNS

// The WHERE clauses of a list filter beyond school and status, and their parameters.
std::string filter_clauses(db::Dialect dialect, const ListFilter& f) {
    std::string sql;
    if (f.type) sql += kWhereType;
    if (f.kind) sql += kWhereKind;
    if (f.course_type)
        sql += f.course_type->level == 1 ? kWhereType1 : f.course_type->level == 2 ? kWhereType2 : kWhereType3;
    if (f.free) sql += *f.free ? kWhereFree : kWherePriced;
    if (!f.keyword.empty()) sql += keyword_clause(dialect, f.keyword);
    return sql;
}

db::Params filter_params(db::Dialect dialect, const ListFilter& f) {
    db::Params params{{"school_id", f.school_id}};
    if (f.type) params.push_back({"type", static_cast<std::int64_t>(*f.type)});
    if (f.kind) params.push_back({"kind", static_cast<std::int64_t>(*f.kind)});
    if (f.course_type) params.push_back({"type_id", f.course_type->id});
    if (!f.keyword.empty()) db::bind_keyword(dialect, f.keyword, params);
    return params;
}

std::string_view order_clause(std::string_view order) {
    if (order == kOrderNew) return kOrderByNew;
    if (order == kOrderHot) return kOrderByHot;
    return kOrderBySort;
}

}  // namespace

std::string CourseStore::list_sql(db::Dialect dialect, const ListFilter& filter) {
    return std::string(kListHead) + filter_clauses(dialect, filter) + std::string(order_clause(filter.order)) +
           std::string(kLimit);
}

std::string CourseStore::suggest_sql(db::Dialect dialect, std::string_view keyword) {
    return std::string(kSuggestHead) + keyword_clause(dialect, keyword) + std::string(kSuggestTail);
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
    db::bind_keyword(conn.dialect(), keyword, params);
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

std::optional<CourseInfo> CourseStore::find_course(db::Conn& conn, std::int64_t school_id,
                                                   std::string_view sign) const {
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

std::optional<ManagedCourse> CourseStore::managed_by_sign(db::Conn& conn, std::string_view sign) const {
    auto r = conn.query_one(kManagedBySign, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return ManagedCourse{r->integer("id"), r->text("sign"), r->integer("school_id")};
}

std::optional<ManagedCourse> CourseStore::managed_by_id(db::Conn& conn, std::int64_t id) const {
    auto r = conn.query_one(kManagedById, {{"id", id}});
    if (!r) return std::nullopt;
    return ManagedCourse{r->integer("id"), r->text("sign"), r->integer("school_id")};
}

std::vector<Chapter> CourseStore::chapters(db::Conn& conn, std::int64_t course_id, std::int64_t user_id) const {
    std::vector<Chapter> out;
    std::map<std::int64_t, std::size_t> at;
    for (const auto& r : conn.query(kChapters, {{"course_id", course_id}})) {
        at[r.integer("id")] = out.size();
        out.push_back({r.integer("id"),
                       r.text("sign"),
                       static_cast<int>(r.integer("level")),
                       r.text("name"),
                       r.text("synopsis"),
                       {}});
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

}  // namespace xj::courses
