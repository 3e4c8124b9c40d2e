// SQL of a course's data files as its teachers edit them (docs/course-management.md, Course data files). Every
// statement is a named constant in materials_store.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "courses/model.h"
#include "db/db.h"

namespace xj::teaching {

class MaterialStore {
public:
    // The chapter's id when it belongs to the course.
    std::optional<std::int64_t> chapter_of_course(db::Conn& conn, std::string_view chapter_sign,
                                                  std::int64_t course_id) const;
    void insert(db::Conn& conn, const courses::DataFile& file, std::int64_t created_by, std::int64_t now) const;
    std::optional<courses::DataFile> find(db::Conn& conn, std::string_view sign) const;
    void rename(db::Conn& conn, std::int64_t id, std::string_view name) const;
    // false when another call deleted it first.
    bool remove(db::Conn& conn, std::int64_t id) const;
};

}  // namespace xj::teaching
