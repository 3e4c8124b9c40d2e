// SQL of a course's students (docs/teaching.md, Students): enrolments as the teacher sees them, removing
// students with their progress, the import's lookups and writes, imported students and activation codes. Every
// statement is a named constant in trainees_store.cpp; lists of ids go in chunks of kInChunk parameters.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/page.h"
#include "courses/model.h"
#include "db/db.h"
#include "teaching/trainees_rules.h"

namespace xj::teaching {

inline constexpr std::string_view kSourceImport = "import";

struct StudentRow {
    std::string user_sign;
    std::string name;
    std::string mobile;
    std::string student_card;
    std::string source;  // enrolment.source as stored (free, teacher, code, order, import)
    int progress = 0;
    int study_status = 1;
    std::int64_t joined_at = 0;
};

struct ImportedRow {
    std::string user_sign;
    std::string name;
    std::string mobile;
    std::string student_card;
    std::string imported_by;
    std::int64_t imported_at = 0;
};

struct CodeRow {
    std::string code;
    int status = 0;  // 0 未使用, 1 已使用, 2 已过期
    std::string used_by;
    std::optional<std::int64_t> used_at;
    std::int64_t created_at = 0;
    std::optional<std::int64_t> expires_at;
};

// A page of a list, or every row (an export) when page is nullopt.
struct StudentFilter {
    std::int64_t course_id = 0;
    std::int64_t school_id = 0;
    std::string keyword;  // "" for none
};

class TraineeStore {
public:
    static constexpr std::size_t kInChunk = 500;
    // The paged lists' SQL and the number lookup's (with one value, :p0), for the plan tests.
    static std::string students_sql();
    static std::string imported_sql();
    static std::string codes_sql();
    static std::string by_card_sql();

    std::string course_name(db::Conn& conn, std::int64_t course_id) const;

    std::int64_t count_students(db::Conn& conn, const StudentFilter& f) const;
    std::vector<StudentRow> students(db::Conn& conn, const StudentFilter& f, std::optional<core::Page> page) const;

    // The ids of those of `user_signs` enrolled in the course.
    std::vector<std::int64_t> enrolled_by_sign(db::Conn& conn, std::int64_t course_id,
                                               const std::vector<std::string>& user_signs) const;
    // Deletes the users' import records of the course.
    void delete_imports(db::Conn& conn, std::int64_t course_id, const std::vector<std::int64_t>& users) const;

    // The import's lookups: the school's users by mobile, approved identity numbers at the school, and which of
    // `user_ids` are enrolled already.
    void find_by_mobile(db::Conn& conn, std::int64_t school_id, const std::vector<std::string>& mobiles,
                        ImportLookup& out) const;
    void find_by_card(db::Conn& conn, std::int64_t school_id, const std::vector<std::string>& cards,
                      ImportLookup& out) const;
    void find_enrolled(db::Conn& conn, std::int64_t course_id, const std::vector<std::int64_t>& user_ids,
                       ImportLookup& out) const;
    // Records who imported each of the users (with the student card of the imported row).
    void insert_imports(db::Conn& conn, std::int64_t course_id, std::int64_t imported_by,
                        const std::vector<std::pair<std::int64_t, std::string>>& users, std::int64_t now) const;

    std::int64_t count_imported(db::Conn& conn, std::int64_t course_id) const;
    std::vector<ImportedRow> imported(db::Conn& conn, std::int64_t course_id, std::int64_t school_id,
                                      std::optional<core::Page> page) const;

    std::int64_t count_codes(db::Conn& conn, std::int64_t course_id, std::optional<int> status, std::int64_t now) const;
    std::vector<CodeRow> codes(db::Conn& conn, std::int64_t course_id, std::optional<int> status, std::int64_t now,
                               std::optional<core::Page> page) const;
};

}  // namespace xj::teaching
