// SQL of the demo catalogue (authoring/seed.cpp) that no other store has: whether any course exists, and the demo
// artwork and data files a later --demo start puts back. Every statement is a named constant in seed_store.cpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "courses/model.h"
#include "db/db.h"

namespace xj::authoring {

// One row per distinct picture under a prefix (its first course).
struct StoredCover {
    std::string picture;
    std::string course_name;
    int kind = courses::kKindIntro;
    int type = courses::kTypeCredit;
};

// A data file under a prefix and the name of its course (the file rows are courses', read here).
struct StoredFile {
    std::string path;
    std::string file_name;
    std::string course_name;
};

class SeedStore {
public:
    bool any_course(db::Conn& conn) const;
    std::vector<StoredCover> covers_under(db::Conn& conn, std::string_view prefix) const;
    std::vector<StoredFile> files_under(db::Conn& conn, std::string_view prefix) const;
};

}  // namespace xj::authoring
