#include "authoring/seed_store.h"

namespace xj::authoring {

namespace {

constexpr std::string_view kAnyCourse = "SELECT id FROM course LIMIT 1";
constexpr std::string_view kCoversUnder =
    "SELECT c.picture, c.name, c.kind, c.type FROM course c WHERE c.id IN "
    "(SELECT MIN(id) FROM course WHERE picture LIKE :prefix GROUP BY picture)";
constexpr std::string_view kFilesUnder =
    "SELECT f.path, f.file_name, c.name AS course_name FROM course_file f JOIN course c ON c.id = f.course_id "
    "WHERE f.path LIKE :prefix";

}  // namespace

bool SeedStore::any_course(db::Conn& conn) const { return conn.query_one(kAnyCourse).has_value(); }

std::vector<StoredCover> SeedStore::covers_under(db::Conn& conn, std::string_view prefix) const {
    std::vector<StoredCover> out;
    for (const auto& r : conn.query(kCoversUnder, {{"prefix", std::string(prefix) + "%"}}))
        out.push_back({r.text("picture"), r.text("name"), static_cast<int>(r.integer("kind")),
                       static_cast<int>(r.integer("type"))});
    return out;
}

std::vector<StoredFile> SeedStore::files_under(db::Conn& conn, std::string_view prefix) const {
    std::vector<StoredFile> out;
    for (const auto& r : conn.query(kFilesUnder, {{"prefix", std::string(prefix) + "%"}}))
        out.push_back({r.text("path"), r.text("file_name"), r.text("course_name")});
    return out;
}

}  // namespace xj::authoring
