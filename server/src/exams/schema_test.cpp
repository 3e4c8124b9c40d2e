// The exams schema (0015) on both databases: at most one attempt in progress per exam and user.
#include <gtest/gtest.h>

#include "db/test_support.h"

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
        std::int64_t school = id_of(c, "INSERT INTO school (sign, name, title, created_at) VALUES ('s1', 'S', 'S', 0) RETURNING id", {});
        std::int64_t user = id_of(c, "INSERT INTO users (sign, mobile, password_hash, created_at) "
                                     "VALUES ('u1', '13700000001', 'h', 0) RETURNING id", {});
        std::int64_t course = id_of(c, "INSERT INTO course (sign, school_id, name, created_at, updated_at) "
                                       "VALUES ('c1', :school, 'C', 0, 0) RETURNING id", {{"school", school}});
        std::int64_t exam = id_of(c, "INSERT INTO exam (sign, course_id, type, name, start_at, end_at, created_at, updated_at) "
                                     "VALUES ('e1', :course, 1, 'E', 0, 100, 0, 0) RETURNING id", {{"course", course}});
        constexpr std::string_view kStart =
            "INSERT INTO exam_attempt (sign, exam_id, user_id, started_at, deadline_at) "
            "VALUES (:sign, :exam, :user, 0, 100) ON CONFLICT DO NOTHING";
        EXPECT_EQ(c.exec(kStart, {{"sign", "a1"}, {"exam", exam}, {"user", user}}), 1);
        EXPECT_EQ(c.exec(kStart, {{"sign", "a2"}, {"exam", exam}, {"user", user}}), 0);
        EXPECT_EQ(c.exec("UPDATE exam_attempt SET submit_status = 1 WHERE sign = 'a1'"), 1);
        EXPECT_EQ(c.exec(kStart, {{"sign", "a3"}, {"exam", exam}, {"user", user}}), 1);
    });
}

XJ_INSTANTIATE_DB_TEST(ExamSchemaTest);

}  // namespace
}  // namespace xj::exams
