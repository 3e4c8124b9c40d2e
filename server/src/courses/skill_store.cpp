// The courses store, the skills' side: the published courses and trainings that name some of a position's skills
// (the resume's course line), with the asking user's enrolment status in the same query.
#include "courses/store.h"
#include "courses/store_rows.h"
#include "db/like.h"

namespace xj::courses {

namespace {

constexpr std::string_view kSkillCoursesHead =
    "SELECT " XJ_CARD_COLUMNS ", COALESCE(e.status, 0) AS study_status FROM course c " XJ_CARD_JOINS
    "LEFT JOIN enrolment e ON e.course_id = c.id AND e.user_id = :user_id "
    "WHERE c.school_id = :school_id AND c.status = 1 AND (";
constexpr std::string_view kSkillCoursesTail = ") ORDER BY c.offering, c.sort, c.id LIMIT :limit";
#undef XJ_CARD_COLUMNS
#undef XJ_CARD_JOINS
#undef XJ_ENROLMENT_COLUMNS

// "c.name LIKE :k0 … OR …" for one keyword: name, introduction or the third-level type's name (ILIKE on PostgreSQL;
// SQLite's LIKE ignores ASCII case already).
std::string keyword_match(db::Dialect dialect, const std::string& name) {
    std::string like = dialect == db::Dialect::kPostgres ? " ILIKE :" : " LIKE :";
    std::string out;
    for (std::string_view column : {"c.name", "c.introduction", "t3.name"}) {
        if (!out.empty()) out += " OR ";
        out += std::string(column) + like + name + " ESCAPE '\\'";
    }
    return out;
}

}  // namespace

std::vector<SkillCourse> CourseStore::skill_courses(db::Conn& conn, std::int64_t school_id, std::int64_t user_id,
                                                    const std::vector<std::string>& keywords, int limit) const {
    std::vector<SkillCourse> out;
    if (keywords.empty()) return out;
    db::Params params{{"school_id", school_id}, {"user_id", user_id}, {"limit", static_cast<std::int64_t>(limit)}};
    std::string sql(kSkillCoursesHead);
    std::vector<std::string> names;  // a Param holds a view of its name
    names.reserve(keywords.size());
    for (std::size_t i = 0; i < keywords.size(); ++i) {
        names.push_back("k" + std::to_string(i));
        if (i > 0) sql += " OR ";
        sql += keyword_match(conn.dialect(), names.back());
        params.push_back({names.back(), db::like_contains(keywords[i])});
    }
    sql += kSkillCoursesTail;
    for (const auto& r : conn.query(sql, params))
        out.push_back({store_rows::card_from(r), {}, static_cast<int>(r.integer("study_status"))});
    return out;
}

}  // namespace xj::courses
