// Fixture rows of authoring's catalogue tables (see catalogue_rows.h), in the xj_testing library.
#include "testing/catalogue_rows.h"

namespace xj::testing {
namespace {

constexpr std::string_view kCourse =
    "INSERT INTO course (sign, school_id, name, price, type, kind, status, sort, type1_id, type2_id, type3_id, "
    "offering, created_at, updated_at) VALUES (:sign, :school, :name, :price, :type, :kind, :status, :sort, :t1, :t2, "
    ":t3, :offering, :at, :at) RETURNING id";
constexpr std::string_view kStatus = "UPDATE course SET status = :status, updated_at = :at WHERE id = :id";
constexpr std::string_view kTeacher =
    "INSERT INTO course_teacher (sign, course_id, user_id, master, created_at) VALUES (:sign, :course, :user, "
    ":master, :at)";
constexpr std::string_view kChapter =
    "INSERT INTO chapter (sign, course_id, level, name, created_at) VALUES (:sign, :course, :level, :name, :at) "
    "RETURNING id";
constexpr std::string_view kMedia =
    "INSERT INTO media (sign, path, mime, size, duration_ms, created_at) VALUES (:sign, :path, 'video/mp4', :size, "
    ":duration, :at) RETURNING id";
constexpr std::string_view kVideo =
    "INSERT INTO chapter_video (sign, chapter_id, course_id, level, title, media_id, created_at) VALUES (:sign, "
    ":chapter, :course, :level, :title, :media, :at) RETURNING id";

std::int64_t id_of(db::Conn& conn, std::string_view sql, const db::Params& params) {
    return conn.query_one(sql, params)->integer("id");
}

}  // namespace

std::int64_t insert_course(db::Conn& conn, const CourseRow& c, std::int64_t at) {
    return id_of(conn, kCourse,
                 {{"sign", c.sign},
                  {"school", c.school_id},
                  {"name", c.name},
                  {"price", c.price},
                  {"type", std::int64_t{c.type}},
                  {"kind", std::int64_t{c.kind}},
                  {"status", std::int64_t{c.status}},
                  {"sort", std::int64_t{c.sort}},
                  {"t1", db::nullable(c.type1_id)},
                  {"t2", db::nullable(c.type2_id)},
                  {"t3", db::nullable(c.type3_id)},
                  {"offering", std::int64_t{c.offering}},
                  {"at", at}});
}

void set_course_status(db::Conn& conn, std::int64_t course_id, int status, std::int64_t at) {
    conn.exec(kStatus, {{"status", std::int64_t{status}}, {"at", at}, {"id", course_id}});
}

void insert_course_teacher(db::Conn& conn, std::string_view sign, std::int64_t course_id, std::int64_t user_id,
                           bool master, std::int64_t at) {
    conn.exec(kTeacher, {{"sign", std::string(sign)},
                         {"course", course_id},
                         {"user", user_id},
                         {"master", std::int64_t{master ? 1 : 0}},
                         {"at", at}});
}

std::int64_t insert_chapter(db::Conn& conn, std::string_view sign, std::int64_t course_id, int level,
                            std::string_view name, std::int64_t at) {
    return id_of(conn, kChapter,
                 {{"sign", std::string(sign)},
                  {"course", course_id},
                  {"level", std::int64_t{level}},
                  {"name", std::string(name)},
                  {"at", at}});
}

std::int64_t insert_media(db::Conn& conn, std::string_view sign, std::string_view path, std::int64_t size,
                          std::int64_t duration_ms, std::int64_t at) {
    return id_of(conn, kMedia,
                 {{"sign", std::string(sign)},
                  {"path", std::string(path)},
                  {"size", size},
                  {"duration", duration_ms},
                  {"at", at}});
}

std::int64_t insert_video(db::Conn& conn, std::string_view sign, std::int64_t chapter_id, std::int64_t course_id,
                          int level, std::string_view title, std::optional<std::int64_t> media_id, std::int64_t at) {
    return id_of(conn, kVideo,
                 {{"sign", std::string(sign)},
                  {"chapter", chapter_id},
                  {"course", course_id},
                  {"level", std::int64_t{level}},
                  {"title", std::string(title)},
                  {"media", db::nullable(media_id)},
                  {"at", at}});
}

}  // namespace xj::testing
