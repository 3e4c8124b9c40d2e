// AuthoringStore on both databases: the paged lists of the teacher's side find their rows by index (a teacher's
// courses by course_teacher_user, a school's teachers by users_school), never by scanning the tables.
#include <gtest/gtest.h>

#include "authoring/store.h"
#include "testing/db_test_support.h"

namespace xj::authoring {
namespace {

using db::testing::SchemaTest;

class AuthoringStoreTest : public SchemaTest {};

TEST_P(AuthoringStoreTest, MyCoursesFindTheTeachersRowsByIndex) {
    std::string text = plan(AuthoringStore::my_courses_sql(), {{"user_id", std::int64_t{1}},
                                                               {"offering", std::int64_t{1}},
                                                               {"limit", std::int64_t{10}},
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
}  // namespace xj::authoring
