// The courses store, writing the catalogue (demo seed, tests, the teacher side later) and the demo's
// progress and files.
#include "courses/store.h"
#include "courses/store_rows.h"

namespace xj::courses {

namespace {

using store_rows::opt;

constexpr std::string_view kInsertFile =
    "INSERT INTO course_file (sign, course_id, chapter_id, name, file_name, path, size, data_type, created_by, "
    "created_at) VALUES (:sign, :course_id, :chapter_id, :name, :file_name, :path, :size, :data_type, :created_by, "
    ":now)";
constexpr std::string_view kRenameFile = "UPDATE course_file SET name = :name WHERE id = :id";
constexpr std::string_view kDeleteFile = "DELETE FROM course_file WHERE id = :id";
constexpr std::string_view kInsertCode =
    "INSERT INTO activation_code (code, course_id, expires_at, created_at) VALUES (:code, :course_id, :expires_at, "
    ":now) ON CONFLICT (code) DO NOTHING";
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
constexpr std::string_view kCoversUnder =
    "SELECT c.picture, c.name, c.kind, c.type FROM course c WHERE c.id IN "
    "(SELECT MIN(id) FROM course WHERE picture LIKE :prefix GROUP BY picture)";
constexpr std::string_view kFilesUnder =
    "SELECT f.path, f.file_name, c.name AS course_name FROM course_file f JOIN course c ON c.id = f.course_id "
    "WHERE f.path LIKE :prefix";
#undef XJ_CARD_COLUMNS
#undef XJ_CARD_JOINS
#undef XJ_ENROLMENT_COLUMNS

}  // namespace

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

void CourseStore::insert_file(db::Conn& conn, const DataFile& f, std::optional<std::int64_t> created_by,
                              std::int64_t now) const {
    conn.exec(kInsertFile, {{"sign", f.sign},
                            {"course_id", f.course_id},
                            {"chapter_id", opt(f.chapter_id)},
                            {"name", f.name},
                            {"file_name", f.file_name},
                            {"path", f.path},
                            {"size", f.size},
                            {"data_type", f.data_type},
                            {"created_by", opt(created_by)},
                            {"now", now}});
}

void CourseStore::rename_file(db::Conn& conn, std::int64_t file_id, std::string_view name) const {
    conn.exec(kRenameFile, {{"name", std::string(name)}, {"id", file_id}});
}

bool CourseStore::delete_file(db::Conn& conn, std::int64_t file_id) const {
    return conn.exec(kDeleteFile, {{"id", file_id}}) > 0;
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

bool CourseStore::insert_code(db::Conn& conn, std::string_view code, std::int64_t course_id,
                              std::optional<std::int64_t> expires_at, std::int64_t now) const {
    return conn.exec(kInsertCode, {{"code", std::string(code)},
                                   {"course_id", course_id},
                                   {"expires_at", opt(expires_at)},
                                   {"now", now}}) == 1;
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
