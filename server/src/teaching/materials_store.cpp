#include "teaching/materials_store.h"

namespace xj::teaching {

namespace {

constexpr std::string_view kChapterOfCourse = "SELECT id FROM chapter WHERE sign = :sign AND course_id = :course_id";
constexpr std::string_view kFind =
    "SELECT id, sign, course_id, chapter_id, name, file_name, path, size, data_type FROM course_file WHERE sign = "
    ":sign";
constexpr std::string_view kExportRows =
    "SELECT f.id, f.sign, f.course_id, f.chapter_id, f.name, f.file_name, f.path, f.size, f.data_type, f.created_at, "
    "h.level AS chapter_level, h.name AS chapter_name FROM course_file f LEFT JOIN chapter h ON h.id = f.chapter_id "
    "WHERE f.course_id = :course_id ORDER BY CASE WHEN h.id IS NULL THEN 1 ELSE 0 END, h.level, f.id LIMIT :limit";
constexpr std::string_view kCount = "SELECT COUNT(*) AS n FROM course_file WHERE course_id = :course_id";

}  // namespace

std::optional<std::int64_t> MaterialStore::chapter_of_course(db::Conn& conn, std::string_view chapter_sign,
                                                             std::int64_t course_id) const {
    auto r = conn.query_one(kChapterOfCourse, {{"sign", std::string(chapter_sign)}, {"course_id", course_id}});
    if (!r) return std::nullopt;
    return r->integer("id");
}

std::optional<courses::DataFile> MaterialStore::find(db::Conn& conn, std::string_view sign) const {
    auto r = conn.query_one(kFind, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return courses::DataFile{
        r->integer("id"),     r->text("sign"), r->integer("course_id"), r->opt_integer("chapter_id"), r->text("name"),
        r->text("file_name"), r->text("path"), r->integer("size"),      r->text("data_type")};
}

std::vector<FileExportRow> MaterialStore::export_rows(db::Conn& conn, std::int64_t course_id,
                                                      std::int64_t limit) const {
    std::vector<FileExportRow> out;
    for (const auto& r : conn.query(kExportRows, {{"course_id", course_id}, {"limit", limit}})) {
        FileExportRow row;
        row.file = courses::DataFile{
            r.integer("id"),     r.text("sign"), r.integer("course_id"), r.opt_integer("chapter_id"), r.text("name"),
            r.text("file_name"), r.text("path"), r.integer("size"),      r.text("data_type")};
        if (auto level = r.opt_integer("chapter_level")) {
            row.chapter_level = static_cast<int>(*level);
            row.chapter_name = r.text("chapter_name");
        }
        row.created_at = r.integer("created_at");
        out.push_back(std::move(row));
    }
    return out;
}

std::int64_t MaterialStore::count(db::Conn& conn, std::int64_t course_id) const {
    auto r = conn.query_one(kCount, {{"course_id", course_id}});
    return r ? r->integer("n") : 0;
}

}  // namespace xj::teaching
