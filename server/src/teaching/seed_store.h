// SQL of the teaching demo (teaching/seed.cpp) that no other store has: the demo teacher's course. Every statement
// is a named constant in seed_store.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "db/db.h"

namespace xj::teaching {

struct SeedCourse {
    std::int64_t id = 0;
    std::int64_t school_id = 0;
};

class SeedStore {
public:
    // The course named `name` among those the user teaches, else the one of them with most videos (then the oldest);
    // nullopt when the user teaches none.
    std::optional<SeedCourse> teacher_course(db::Conn& conn, std::int64_t user_id, std::string_view name) const;
};

}  // namespace xj::teaching
