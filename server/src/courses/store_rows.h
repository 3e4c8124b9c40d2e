// Private to the course stores (courses/store.cpp, learner_store.cpp, store_writes.cpp, and the read-only joins of
// authoring/store.cpp, authoring/content_store.cpp and study/store.cpp): the column lists every course card and
// enrolment query shares, and the helpers that read their rows. Include nowhere else.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "courses/model.h"
#include "db/db.h"

// A course card: the course, its third-level type's name and its lead teacher's name.
#define XJ_CARD_COLUMNS                                                                                           \
    "c.id, c.sign, c.school_id, c.name, c.introduction, c.picture, c.price, c.credit, c.period, c.type, c.kind, " \
    "c.status, c.sort, c.student_count, c.created_at, c.offering, COALESCE(t3.name, '') AS type_name, "           \
    "COALESCE(lu.name, '') AS teacher_name "
#define XJ_CARD_JOINS                                                       \
    "LEFT JOIN course_type t3 ON t3.id = c.type3_id "                       \
    "LEFT JOIN course_teacher lt ON lt.course_id = c.id AND lt.master = 1 " \
    "LEFT JOIN users lu ON lu.id = lt.user_id "
#define XJ_ENROLMENT_COLUMNS                                                                   \
    "e.id AS e_id, e.course_id AS e_course_id, e.user_id AS e_user_id, e.source AS e_source, " \
    "e.status AS e_status, e.progress AS e_progress, e.studied_seconds AS e_studied_seconds, " \
    "lv.sign AS e_last_video_sign, e.last_studied_at AS e_last_studied_at, e.created_at AS e_created_at "

namespace xj::courses::store_rows {

inline CourseCard card_from(const db::Row& r) {
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
    c.offering = static_cast<int>(r.integer("offering"));
    c.type_name = r.text("type_name");
    c.teacher_name = r.text("teacher_name");
    return c;
}

inline Enrolment enrolment_from(const db::Row& r) {
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

inline std::int64_t count_of(db::Conn& conn, std::string_view sql, const db::Params& params) {
    return conn.query_one(sql, params)->integer("n");
}

inline db::Params paged(db::Params params, const Page& page) {
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    return params;
}

}  // namespace xj::courses::store_rows
