// Fixture rows of the catalogue tables the authoring domain owns (course, course_teacher, chapter, chapter_video,
// media: docs/database.md, "Tables and their owners"), for the tests of the domains below authoring that may not call
// it (courses, exams) and of those that want a course without authoring's rules (teaching). Plain inserts of the
// columns tests set, nothing more: the server writes these rows only through authoring's stores, and authoring's own
// tests use those.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "db/db.h"

namespace xj::testing {

struct CourseRow {
    std::string sign;
    std::int64_t school_id = 0;
    std::string name;
    std::int64_t price = 0;  // fen
    int type = 1;            // courses::kTypeCredit
    int kind = 1;            // courses::kKindIntro
    int status = 1;          // courses::kStatusPublished
    int sort = 0;
    std::optional<std::int64_t> type1_id, type2_id, type3_id;
    int offering = 1;  // courses::kOfferingCourse; 2 for a training's row
};

// The new course's id; created_at and updated_at are `at`, student_count 0.
std::int64_t insert_course(db::Conn& conn, const CourseRow& course, std::int64_t at);
void set_course_status(db::Conn& conn, std::int64_t course_id, int status, std::int64_t at);
void insert_course_teacher(db::Conn& conn, std::string_view sign, std::int64_t course_id, std::int64_t user_id,
                           bool master, std::int64_t at);
std::int64_t insert_chapter(db::Conn& conn, std::string_view sign, std::int64_t course_id, int level,
                            std::string_view name, std::int64_t at);
// A demo-like clip (no uploader).
std::int64_t insert_media(db::Conn& conn, std::string_view sign, std::string_view path, std::int64_t size,
                          std::int64_t duration_ms, std::int64_t at);
std::int64_t insert_video(db::Conn& conn, std::string_view sign, std::int64_t chapter_id, std::int64_t course_id,
                          int level, std::string_view title, std::optional<std::int64_t> media_id, std::int64_t at);

}  // namespace xj::testing
