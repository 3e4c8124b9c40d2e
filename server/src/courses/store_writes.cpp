// The courses store's writes beside the learner's (learner_store.cpp): the type tree and districts, data files and
// activation codes.
#include "courses/store.h"
#include "courses/store_rows.h"

namespace xj::courses {

namespace {

constexpr std::string_view kInsertFile =
    "INSERT INTO course_file (sign, course_id, chapter_id, name, file_name, path, size, data_type, created_by, "
    "created_at) VALUES (:sign, :course_id, :chapter_id, :name, :file_name, :path, :size, :data_type, :created_by, "
    ":now)";
constexpr std::string_view kRenameFile = "UPDATE course_file SET name = :name WHERE id = :id";
constexpr std::string_view kDeleteFile = "DELETE FROM course_file WHERE id = :id";
constexpr std::string_view kInsertCode =
    "INSERT INTO activation_code (code, course_id, expires_at, created_at) VALUES (:code, :course_id, :expires_at, "
    ":now) ON CONFLICT (code) DO NOTHING";
constexpr std::string_view kInsertType =
    "INSERT INTO course_type (sign, parent_id, level, name, sort) VALUES (:sign, :parent_id, :level, :name, :sort) "
    "RETURNING id";
constexpr std::string_view kInsertDistrict =
    "INSERT INTO school_district (sign, school_id, name, address, sort) "
    "VALUES (:sign, :school_id, :name, :address, :sort) RETURNING id";
#undef XJ_CARD_COLUMNS
#undef XJ_CARD_JOINS
#undef XJ_ENROLMENT_COLUMNS

}  // namespace

std::int64_t CourseStore::insert_type(db::Conn& conn, std::string_view sign, std::optional<std::int64_t> parent_id,
                                      int level, std::string_view name, int sort) const {
    return conn
        .query_one(kInsertType, {{"sign", std::string(sign)},
                                 {"parent_id", db::nullable(parent_id)},
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

void CourseStore::insert_file(db::Conn& conn, const DataFile& f, std::optional<std::int64_t> created_by,
                              std::int64_t now) const {
    conn.exec(kInsertFile, {{"sign", f.sign},
                            {"course_id", f.course_id},
                            {"chapter_id", db::nullable(f.chapter_id)},
                            {"name", f.name},
                            {"file_name", f.file_name},
                            {"path", f.path},
                            {"size", f.size},
                            {"data_type", f.data_type},
                            {"created_by", db::nullable(created_by)},
                            {"now", now}});
}

void CourseStore::rename_file(db::Conn& conn, std::int64_t file_id, std::string_view name) const {
    conn.exec(kRenameFile, {{"name", std::string(name)}, {"id", file_id}});
}

bool CourseStore::delete_file(db::Conn& conn, std::int64_t file_id) const {
    return conn.exec(kDeleteFile, {{"id", file_id}}) > 0;
}

bool CourseStore::insert_code(db::Conn& conn, std::string_view code, std::int64_t course_id,
                              std::optional<std::int64_t> expires_at, std::int64_t now) const {
    return conn.exec(kInsertCode, {{"code", std::string(code)},
                                   {"course_id", course_id},
                                   {"expires_at", db::nullable(expires_at)},
                                   {"now", now}}) == 1;
}

}  // namespace xj::courses
