// SchoolCourseStore: the SQL of 课程管理 (docs/admin.md), and only SQL.
#include "authoring/school_courses.h"

#include "courses/store_rows.h"
#include "db/like.h"

namespace xj::authoring {

namespace {

using courses::store_rows::card_from;
using courses::store_rows::count_of;
using courses::store_rows::paged;

// course_by_school_change (school_id, updated_at, id) walks the page; the filters are checked on its rows.
constexpr std::string_view kSelect =
    "SELECT " XJ_CARD_COLUMNS ", c.updated_at FROM course c " XJ_CARD_JOINS "WHERE c.school_id = :school_id";
constexpr std::string_view kCount = "SELECT COUNT(*) AS n FROM course c WHERE c.school_id = :school_id";
constexpr std::string_view kOrder = " ORDER BY c.updated_at DESC, c.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kSetStatus = "UPDATE course SET status = :status, updated_at = :now WHERE id = :id";

std::string filtered(std::string_view base, const SchoolCourseFilter& f, db::Params& params) {
    std::string sql(base);
    if (!f.keyword.empty()) {
        sql += " AND c.name LIKE :like ESCAPE '\\'";
        params.push_back({"like", db::like_contains(f.keyword)});
    }
    if (f.status) {
        sql += " AND c.status = :status";
        params.push_back({"status", static_cast<std::int64_t>(*f.status)});
    }
    if (f.offering) {
        sql += " AND c.offering = :offering";
        params.push_back({"offering", static_cast<std::int64_t>(*f.offering)});
    }
    return sql;
}

TeachingCourse row_from(const db::Row& r) {
    return {card_from(r), r.integer("updated_at"), false, static_cast<int>(r.integer("offering"))};
}

}  // namespace

core::Paged<TeachingCourse> SchoolCourseStore::list(db::Conn& conn, std::int64_t school_id,
                                                    const SchoolCourseFilter& filter, const core::Page& page) const {
    core::Paged<TeachingCourse> out;
    db::Params count_params{{"school_id", school_id}};
    std::string count_sql = filtered(kCount, filter, count_params);
    out.total = count_of(conn, count_sql, count_params);
    if (out.total <= page.offset()) return out;
    db::Params params{{"school_id", school_id}};
    std::string sql = filtered(kSelect, filter, params) + std::string(kOrder);
    for (const auto& r : conn.query(sql, paged(params, page))) out.list.push_back(row_from(r));
    return out;
}

std::optional<TeachingCourse> SchoolCourseStore::find_for_update(db::Conn& conn, std::int64_t school_id,
                                                                 std::string_view sign) const {
    std::string sql = std::string(kSelect) + " AND c.sign = :sign";
    if (conn.dialect() == db::Dialect::kPostgres) sql += " FOR UPDATE OF c";
    auto r = conn.query_one(sql, {{"school_id", school_id}, {"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return row_from(*r);
}

void SchoolCourseStore::set_status(db::Conn& conn, std::int64_t course_id, int status, std::int64_t now) const {
    conn.exec(kSetStatus, {{"status", static_cast<std::int64_t>(status)}, {"now", now}, {"id", course_id}});
}

std::string_view SchoolCourseStore::list_sql() {
    static const std::string sql = std::string(kSelect) + std::string(kOrder);
    return sql;
}

}  // namespace xj::authoring
