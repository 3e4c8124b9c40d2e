// SQL of a course's data files as its teachers see them (docs/teaching.md, Course data files); the rows
// belong to courses, which writes them (CourseService::add_file, rename_file, remove_file). Every statement is a
// named constant in materials_store.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "courses/model.h"
#include "db/db.h"

namespace xj::teaching {

// A data file as its export lists it (docs/teaching.md, Exports).
struct FileExportRow {
    courses::DataFile file;
    std::optional<int> chapter_level;  // nullopt: a file of the whole course
    std::string chapter_name;
    std::int64_t created_at = 0;
};

class MaterialStore {
public:
    // The chapter's id when it belongs to the course.
    std::optional<std::int64_t> chapter_of_course(db::Conn& conn, std::string_view chapter_sign,
                                                  std::int64_t course_id) const;
    std::optional<courses::DataFile> find(db::Conn& conn, std::string_view sign) const;
    // The course's files in downList's order (chapter level, then id; files without a chapter last), at most
    // `limit`, with their chapter and upload time.
    std::vector<FileExportRow> export_rows(db::Conn& conn, std::int64_t course_id, std::int64_t limit) const;
    std::int64_t count(db::Conn& conn, std::int64_t course_id) const;
};

}  // namespace xj::teaching
