// SQL of the exams demo (exams/seed.cpp) that no other store has: the demo course of a teacher, a user by mobile,
// whether a course has questions yet. Every statement is a named constant in seed_store.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "db/db.h"

namespace xj::exams {

class SeedStore {
public:
    // The oldest course named `name` that the user with this mobile teaches.
    std::optional<std::int64_t> teacher_course(db::Conn& conn, std::string_view teacher_mobile,
                                               std::string_view name) const;
    std::optional<std::int64_t> user_by_mobile(db::Conn& conn, std::string_view mobile) const;
    bool has_questions(db::Conn& conn, std::int64_t course_id) const;
    // The sign of the course's exam named `name` (the oldest) and whether anyone has begun it.
    std::optional<std::string> exam_sign(db::Conn& conn, std::int64_t course_id, std::string_view name) const;
    bool has_attempts(db::Conn& conn, std::string_view exam_sign) const;
};

}  // namespace xj::exams
