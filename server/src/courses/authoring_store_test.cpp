// AuthoringStore on both databases: the paged lists of the teacher's side find their rows by index (a teacher's
// courses by course_teacher_user, a school's teachers by users_school), never by scanning the tables.
#include <gtest/gtest.h>

#include <regex>

#include "courses/authoring_store.h"
#include "db/test_support.h"

namespace xj::courses {
namespace {

using db::testing::SchemaTest;

class AuthoringStoreTest : public SchemaTest {
protected:
    // Every line of the plan of `sql` (SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN with seq scans off).
    std::string plan(std::string_view sql, const db::Params& params) {
        return db_->with_conn([&](db::Conn& c) {
            std::string out;
            if (is_postgres()) {
                c.exec("SET enable_seqscan = off");
                for (const auto& r : c.query("EXPLAIN " + std::string(sql), params)) out += r.text("QUERY PLAN") + "\n";
                c.exec("SET enable_seqscan = on");
            } else {
                for (const auto& r : c.query("EXPLAIN QUERY PLAN " + std::string(sql), params))
                    out += r.text("detail") + "\n";
            }
            return out;
        });
    }

    void expect_indexed(const std::string& text, const std::string& index) {
        EXPECT_NE(text.find(index), std::string::npos) << text;
        if (is_postgres()) {
            EXPECT_EQ(text.find("Seq Scan"), std::string::npos) << text;
        } else {
            EXPECT_FALSE(std::regex_search(text, std::regex(R"((^|\n)SCAN [a-z_]+(\n|$))"))) << text;
        }
    }
};

TEST_P(AuthoringStoreTest, MyCoursesFindTheTeachersRowsByIndex) {
    std::string text = plan(AuthoringStore::my_courses_sql(), {{"user_id", std::int64_t{1}}, {"limit", std::int64_t{10}},
                                                               {"offset", std::int64_t{0}}});
    expect_indexed(text, "course_teacher_user");
}

TEST_P(AuthoringStoreTest, SchoolTeachersFindTheSchoolsUsersByIndex) {
    std::string text = plan(AuthoringStore::school_teachers_sql(),
                            {{"school_id", std::int64_t{1}}, {"limit", std::int64_t{50}}, {"offset", std::int64_t{0}}});
    expect_indexed(text, "users_school");
}

XJ_INSTANTIATE_DB_TEST(AuthoringStoreTest);

}  // namespace
}  // namespace xj::courses
