// The exams schema (0015, 0016) on both databases: at most one attempt in progress per exam and user; migration
// 0016 moves the live duplicates of a bank's serial numbers after its largest before the unique index.
#include <gtest/gtest.h>

#include "db/migrate.h"
#include "testing/db_test_support.h"

namespace xj::exams {
namespace {

using db::DbError;

class ExamSchemaTest : public db::testing::SchemaTest {
protected:
    std::int64_t id_of(db::Conn& c, std::string_view sql, const db::Params& params) {
        return c.query_one(sql, params)->integer("id");
    }
};

TEST_P(ExamSchemaTest, OneAttemptInProgressPerExamAndUser) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    db_->with_conn([&](db::Conn& c) {
        std::int64_t school =
            id_of(c, "INSERT INTO school (sign, name, title, created_at) VALUES ('s1', 'S', 'S', 0) RETURNING id", {});
        std::int64_t user = id_of(c,
                                  "INSERT INTO users (sign, mobile, password_hash, created_at) "
                                  "VALUES ('u1', '13700000001', 'h', 0) RETURNING id",
                                  {});
        std::int64_t course = id_of(c,
                                    "INSERT INTO course (sign, school_id, name, created_at, updated_at) "
                                    "VALUES ('c1', :school, 'C', 0, 0) RETURNING id",
                                    {{"school", school}});
        std::int64_t exam =
            id_of(c,
                  "INSERT INTO exam (sign, course_id, type, name, start_at, end_at, created_at, updated_at) "
                  "VALUES ('e1', :course, 1, 'E', 0, 100, 0, 0) RETURNING id",
                  {{"course", course}});
        constexpr std::string_view kStart =
            "INSERT INTO exam_attempt (sign, exam_id, user_id, started_at, deadline_at) "
            "VALUES (:sign, :exam, :user, 0, 100) ON CONFLICT DO NOTHING";
        EXPECT_EQ(c.exec(kStart, {{"sign", "a1"}, {"exam", exam}, {"user", user}}), 1);
        EXPECT_EQ(c.exec(kStart, {{"sign", "a2"}, {"exam", exam}, {"user", user}}), 0);
        EXPECT_EQ(c.exec("UPDATE exam_attempt SET submit_status = 1 WHERE sign = 'a1'"), 1);
        EXPECT_EQ(c.exec(kStart, {{"sign", "a3"}, {"exam", exam}, {"user", user}}), 1);
    });
}

TEST_P(ExamSchemaTest, Migration0016MovesLiveDuplicateSerialsAfterTheLargest) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string_view sql;
    for (const auto& m : db::embedded_migrations())
        if (m.name.starts_with("0016_")) sql = m.sql;
    ASSERT_FALSE(sql.empty());
    db_->with_conn([&](db::Conn& c) {
        // The bank as it could be before 0016: the index dropped, duplicates written.
        c.exec("DROP INDEX question_serial");
        std::int64_t school =
            id_of(c, "INSERT INTO school (sign, name, title, created_at) VALUES ('s1', 'S', 'S', 0) RETURNING id", {});
        std::int64_t a = id_of(c,
                               "INSERT INTO course (sign, school_id, name, created_at, updated_at) "
                               "VALUES ('ca', :school, 'A', 0, 0) RETURNING id",
                               {{"school", school}});
        std::int64_t b = id_of(c,
                               "INSERT INTO course (sign, school_id, name, created_at, updated_at) "
                               "VALUES ('cb', :school, 'B', 0, 0) RETURNING id",
                               {{"school", school}});
        auto question = [&](const std::string& sign, std::int64_t course, int serial, int status) {
            c.exec(
                "INSERT INTO question (sign, course_id, type, subject_name, serial_number, score, status, created_at, "
                "updated_at) VALUES (:sign, :course, 3, '题', :serial, 5, :status, 0, 0)",
                {{"sign", sign},
                 {"course", course},
                 {"serial", std::int64_t{serial}},
                 {"status", std::int64_t{status}}});
        };
        question("a1", a, 1, 0);
        question("a1-deleted", a, 1, 1);
        question("a1-again", a, 1, 0);
        question("a2", a, 2, 0);
        question("a2-again", a, 2, 0);
        question("a2-third", a, 2, 0);
        question("b1", b, 1, 0);
        question("b1-again", b, 1, 0);
        c.begin(true);
        c.exec_script(db::render_migration(sql, c.dialect()));
        c.commit();
        auto serial = [&](const std::string& sign) {
            return c.query_one("SELECT serial_number FROM question WHERE sign = :sign", {{"sign", sign}})
                ->integer("serial_number");
        };
        EXPECT_EQ(serial("a1"), 1);
        EXPECT_EQ(serial("a1-deleted"), 1) << "a deleted question keeps its number";
        EXPECT_EQ(serial("a2"), 2);
        EXPECT_EQ(serial("a1-again"), 3);
        EXPECT_EQ(serial("a2-again"), 4);
        EXPECT_EQ(serial("a2-third"), 5);
        EXPECT_EQ(serial("b1"), 1);
        EXPECT_EQ(serial("b1-again"), 2);
        // The index is back: a second live number 1 in course b is refused, a deleted one is not.
        EXPECT_THROW(question("b1-third", b, 1, 0), DbError);
        question("b1-deleted", b, 1, 1);
    });
}

XJ_INSTANTIATE_DB_TEST(ExamSchemaTest);

}  // namespace
}  // namespace xj::exams
