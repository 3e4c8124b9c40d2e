// CourseService::managed_course, the one "may manage this course" rule of the teaching domain (and of authoring and
// content): a teacher on the team or an admin of the course's school; -6 for anyone else, -1000 课程不存在.
#include <gtest/gtest.h>

#include "core/api_error.h"
#include "teaching/test_fixture.h"
#include "testing/request_support.h"

namespace xj::teaching {
namespace {

using core::testing::refusal;
using testing::TeachingTest;

class ManagedCourseTest : public TeachingTest {};

TEST_P(ManagedCourseTest, TeamTeachersAndTheSchoolsAdminsManageTheCourse) {
    db_->with_conn([&](db::Conn& c) {
        courses::ManagedCourse m = courses_->managed_course(c, lead_, "course-a");
        EXPECT_EQ(m.id, course_);
        EXPECT_EQ(m.sign, "course-a");
        EXPECT_EQ(m.school_id, school_);
        EXPECT_EQ(courses_->managed_course(c, admin_, "course-a").id, course_);
        EXPECT_EQ(courses_->managed_course(c, lead_, course_).sign, "course-a");
    });
}

TEST_P(ManagedCourseTest, EveryoneElseIsRefused) {
    db_->with_conn([&](db::Conn& c) {
        for (const auto* u : {&peer_, &far_admin_, &student_}) {
            auto e = refusal([&] { courses_->managed_course(c, *u, "course-a"); });
            EXPECT_EQ(e.code(), core::ApiCode::kNoPermission) << u->name;
        }
        auto e = refusal([&] { courses_->managed_course(c, lead_, "course-b"); });
        EXPECT_EQ(e.code(), core::ApiCode::kNoPermission);
    });
}

TEST_P(ManagedCourseTest, ATeamMemberWithoutTheTeacherRoleIsRefused) {
    db_->with_conn([&](db::Conn& c) {
        xj::testing::insert_course_teacher(c, "ct-student", course_, student_.id, false, testing::kNow);
        auto e = refusal([&] { courses_->managed_course(c, student_, "course-a"); });
        EXPECT_EQ(e.code(), core::ApiCode::kNoPermission);
    });
}

TEST_P(ManagedCourseTest, AnUnknownCourseIsNotFound) {
    db_->with_conn([&](db::Conn& c) {
        auto e = refusal([&] { courses_->managed_course(c, lead_, "no-such-course"); });
        EXPECT_EQ(e.code(), core::ApiCode::kBusiness);
        EXPECT_EQ(std::string(e.what()), "课程不存在");
        auto e2 = refusal([&] { courses_->managed_course(c, lead_, std::int64_t{987654}); });
        EXPECT_EQ(std::string(e2.what()), "课程不存在");
    });
}

XJ_INSTANTIATE_DB_TEST(ManagedCourseTest);

}  // namespace
}  // namespace xj::teaching
