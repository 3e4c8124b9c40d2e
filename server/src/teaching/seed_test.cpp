// The teaching demo seed on both databases: students, enrolments, study through the heartbeat rules, Q&A, a
// standard and codes in 王丽华's course — and a second run adds nothing.
#include <gtest/gtest.h>

#include "study/service.h"
#include "teaching/seed.h"
#include "teaching/statistics_service.h"
#include "teaching/test_fixture.h"

namespace xj::teaching {
namespace {

using testing::kNow;
using testing::TeachingTest;

class TeachingSeedTest : public TeachingTest {
protected:
    void SetUp() override {
        TeachingTest::SetUp();
        if (!db_) return;
        study_ = std::make_unique<study::StudyService>(*db_, clock_, *courses_);
        audit_ = std::make_unique<audit::AuditService>(*db_, clock_);
        identity_ = std::make_unique<identity::IdentityService>(*db_, clock_, *accounts_, *site_, *audit_);
        db_->with_conn([&](db::Conn& c) {
            wang_ = user(c, "13800000002", "王丽华", core::Role::kTeacher, school_);
            std::int64_t python = course(c, "course-py", "Python 程序设计", wang_);
            std::int64_t chapter = xj::testing::insert_chapter(c, "ch-py", python, 1, "第一章", kNow);
            for (int i = 1; i <= 4; ++i) {
                std::string n = std::to_string(i);
                std::int64_t media =
                    xj::testing::insert_media(c, "m-py" + n, "videos/demo/py" + n + ".mp4", 10, 30'000, kNow);
                xj::testing::insert_video(c, "v-py" + n, chapter, python, i, "第" + n + "节", media, kNow);
            }
        });
    }
    std::unique_ptr<study::StudyService> study_;
    std::unique_ptr<audit::AuditService> audit_;
    std::unique_ptr<identity::IdentityService> identity_;
    core::AuthUser wang_;
};

TEST_P(TeachingSeedTest, SeedsStudentsWithStudyOnceOnly) {
    ASSERT_TRUE(seed_teaching_demo(*db_, clock_, {*site_, *accounts_, *identity_, *courses_, *authoring_, *study_}));
    EXPECT_EQ(
        count("SELECT COUNT(*) AS n FROM enrolment e JOIN course c ON c.id = e.course_id WHERE c.sign = 'course-py'"),
        kDemoStudents);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM users WHERE mobile LIKE '1390001%'"), kDemoStudents);
    std::int64_t days = count("SELECT COUNT(DISTINCT day) AS n FROM study_day");
    EXPECT_GE(days, 10);                                                          // spread over the month
    EXPECT_GT(count("SELECT COUNT(*) AS n FROM enrolment WHERE status = 2"), 0);  // some finished
    EXPECT_GT(count("SELECT COUNT(*) AS n FROM enrolment WHERE progress > 0 AND progress < 100"), 0);
    EXPECT_GT(count("SELECT COUNT(*) AS n FROM course_question"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM activation_code"), 6);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM assessment_standard"), 1);
    // The statistics see them, with their approved student numbers.
    StatisticsService stats(*db_, clock_, *courses_, *authoring_);
    auto scores = stats.scores(wang_, "course-py", "", Window{50, 0, false});
    EXPECT_EQ(scores.total, kDemoStudents);
    EXPECT_EQ(scores.list.front().student.student_card.size(), 10U);
    EXPECT_GT(scores.list.front().score, scores.list.back().score);

    std::int64_t rows = count("SELECT COUNT(*) AS n FROM study_day") + count("SELECT COUNT(*) AS n FROM users") +
                        count("SELECT COUNT(*) AS n FROM course_question") +
                        count("SELECT COUNT(*) AS n FROM activation_code");
    EXPECT_FALSE(seed_teaching_demo(*db_, clock_, {*site_, *accounts_, *identity_, *courses_, *authoring_, *study_}));
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM study_day") + count("SELECT COUNT(*) AS n FROM users") +
                  count("SELECT COUNT(*) AS n FROM course_question") +
                  count("SELECT COUNT(*) AS n FROM activation_code"),
              rows);
}

TEST_P(TeachingSeedTest, NothingWithoutTheDemoTeacher) {
    db_->with_conn([&](db::Conn& c) { c.exec("DELETE FROM users WHERE mobile = '13800000002'"); });
    EXPECT_FALSE(seed_teaching_demo(*db_, clock_, {*site_, *accounts_, *identity_, *courses_, *authoring_, *study_}));
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM users WHERE mobile LIKE '1390001%'"), 0);
}

XJ_INSTANTIATE_DB_TEST(TeachingSeedTest);

}  // namespace
}  // namespace xj::teaching
