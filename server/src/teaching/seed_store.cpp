#include "teaching/seed_store.h"

#include <string>

namespace xj::teaching {

namespace {

constexpr std::string_view kTeacherCourse =
    "SELECT c.id, c.school_id FROM course_teacher ct JOIN course c ON c.id = ct.course_id WHERE ct.user_id = :user_id "
    "ORDER BY CASE WHEN c.name = :name THEN 0 ELSE 1 END, "
    "(SELECT COUNT(*) FROM chapter_video v WHERE v.course_id = c.id) DESC, c.id LIMIT 1";

}  // namespace

std::optional<SeedCourse> SeedStore::teacher_course(db::Conn& conn, std::int64_t user_id, std::string_view name) const {
    auto row = conn.query_one(kTeacherCourse, {{"user_id", user_id}, {"name", std::string(name)}});
    if (!row) return std::nullopt;
    return SeedCourse{row->integer("id"), row->integer("school_id")};
}

}  // namespace xj::teaching
