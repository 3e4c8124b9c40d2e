#include "exams/seed_store.h"

#include <string>

namespace xj::exams {

namespace {

constexpr std::string_view kTeacherCourse =
    "SELECT c.id FROM course c JOIN course_teacher ct ON ct.course_id = c.id JOIN users u ON u.id = ct.user_id "
    "WHERE u.mobile = :mobile AND c.name = :name ORDER BY c.id LIMIT 1";
constexpr std::string_view kUser = "SELECT id FROM users WHERE mobile = :mobile";
constexpr std::string_view kHasQuestions = "SELECT 1 AS x FROM question WHERE course_id = :course_id LIMIT 1";
constexpr std::string_view kExamSign =
    "SELECT sign FROM exam WHERE course_id = :course_id AND name = :name ORDER BY id LIMIT 1";
constexpr std::string_view kHasAttempts =
    "SELECT 1 AS x FROM exam_attempt a JOIN exam e ON e.id = a.exam_id WHERE e.sign = :sign LIMIT 1";

}  // namespace

std::optional<std::int64_t> SeedStore::teacher_course(db::Conn& conn, std::string_view teacher_mobile,
                                                      std::string_view name) const {
    auto row = conn.query_one(kTeacherCourse, {{"mobile", std::string(teacher_mobile)}, {"name", std::string(name)}});
    if (!row) return std::nullopt;
    return row->integer("id");
}

std::optional<std::int64_t> SeedStore::user_by_mobile(db::Conn& conn, std::string_view mobile) const {
    auto row = conn.query_one(kUser, {{"mobile", std::string(mobile)}});
    if (!row) return std::nullopt;
    return row->integer("id");
}

bool SeedStore::has_questions(db::Conn& conn, std::int64_t course_id) const {
    return conn.query_one(kHasQuestions, {{"course_id", course_id}}).has_value();
}

std::optional<std::string> SeedStore::exam_sign(db::Conn& conn, std::int64_t course_id, std::string_view name) const {
    auto row = conn.query_one(kExamSign, {{"course_id", course_id}, {"name", std::string(name)}});
    if (!row) return std::nullopt;
    return row->text("sign");
}

bool SeedStore::has_attempts(db::Conn& conn, std::string_view exam_sign) const {
    return conn.query_one(kHasAttempts, {{"sign", std::string(exam_sign)}}).has_value();
}

}  // namespace xj::exams
