// The resume service on both databases (docs/resume.md): one resume per user however many first calls race, the
// completeness rule, ownership of every entry, verified entries read from the courses' and exams' records, and the
// share link.
#include "certificates/service.h"
#include "resume/service.h"
#include "teaching/statistics_service.h"

#include <gtest/gtest.h>

#include <thread>

#include "core/api_error.h"
#include "courses/test_fixture.h"
#include "exams/paper_service.h"
#include "study/service.h"
#include "training/service.h"

namespace xj::resume {
namespace {

using courses::testing::kNow;

class ResumeServiceTest : public courses::testing::CourseTeamTest {
protected:
    void SetUp() override {
        CourseTeamTest::SetUp();
        if (!db_) return;
        papers_ = std::make_unique<exams::PaperService>(*db_, clock_, *courses_);
        study_ = std::make_unique<study::StudyService>(*db_, clock_, *courses_);
        authoring_ = std::make_unique<authoring::AuthoringService>(*db_, clock_, *courses_);
        training_ =
            std::make_unique<training::TrainingService>(*db_, clock_, *courses_, *authoring_, *study_, *papers_);
        stats_ = std::make_unique<teaching::StatisticsService>(*db_, clock_, *courses_, *authoring_);
        certificates_ =
            std::make_unique<certificates::CertificateService>(*db_, clock_, *accounts_, *site_, *courses_, *stats_);
        service_ = std::make_unique<ResumeService>(*db_, clock_, *courses_, *papers_, *training_, *certificates_);
    }

    static std::string refusal(const std::function<void()>& call) {
        try {
            call();
        } catch (const core::ApiError& e) {
            return std::to_string(static_cast<int>(e.code())) + " " + e.what();
        }
        return "accepted";
    }

    Entry education() const {
        Entry e;
        e.kind = Kind::kEducation;
        e.title = "深圳职业技术大学";
        e.role = "软件技术";
        e.level = "大专";
        e.start = "2021-09";
        e.end = "2024-06";
        return e;
    }

    std::unique_ptr<exams::PaperService> papers_;
    std::unique_ptr<study::StudyService> study_;
    std::unique_ptr<authoring::AuthoringService> authoring_;
    std::unique_ptr<training::TrainingService> training_;
    std::unique_ptr<teaching::StatisticsService> stats_;
    std::unique_ptr<certificates::CertificateService> certificates_;
    std::unique_ptr<ResumeService> service_;
};

TEST_P(ResumeServiceTest, FirstCallsRacingMakeOneResume) {
    if (!db_) GTEST_SKIP();
    std::vector<std::thread> threads;
    std::vector<std::int64_t> ids(4);
    for (std::size_t i = 0; i < ids.size(); ++i)
        threads.emplace_back([&, i] { ids[i] = service_->detail(student_).resume.id; });
    for (auto& t : threads) t.join();
    for (std::int64_t id : ids) EXPECT_EQ(id, ids[0]);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM resume"), 1);
}

TEST_P(ResumeServiceTest, CompletenessAddsTheWeightsOfTheFilledParts) {
    if (!db_) GTEST_SKIP();
    EXPECT_EQ(service_->ratio(student_.id), 0);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM resume"), 0) << "the small plate makes no resume";
    Basics b;
    b.name = "张晓明";
    b.mobile = "13700000005";
    EXPECT_EQ(service_->update_basics(student_, b).ratio, 8);
    b.email = "x@example.com";
    b.sex = 1;
    b.birth = "2003-05";
    b.city = "4403";
    EXPECT_EQ(service_->update_basics(student_, b).ratio, 20);
    service_->add_entry(student_, education());
    Intention i;
    i.position = "0101";
    i.city = "11";
    service_->add_intention(student_, i);
    EXPECT_EQ(service_->ratio(student_.id), 50);
    Entry internship = education();
    internship.kind = Kind::kInternship;
    internship.title = "学鲸科技";
    internship.end = "2023-12";
    service_->add_entry(student_, internship);
    EXPECT_EQ(service_->ratio(student_.id), 65);
    service_->set_advantage(student_, "认真负责");
    Qualification q;
    q.category = 3;
    q.name = "大学英语四级";
    service_->add_qualification(student_, q);
    EXPECT_EQ(service_->ratio(student_.id), 80);
}

TEST_P(ResumeServiceTest, EntriesOfAnotherResumeOrSectionAreNotFound) {
    if (!db_) GTEST_SKIP();
    std::int64_t id = service_->add_entry(student_, education());
    Entry edited = education();
    edited.id = id;
    edited.title = "别人的学校";
    EXPECT_EQ(refusal([&] { service_->update_entry(student2_, {Kind::kEducation}, edited); }), "-1000 记录不存在");
    EXPECT_EQ(refusal([&] { service_->remove_entry(student2_, {Kind::kEducation}, id); }), "-1000 记录不存在");
    EXPECT_EQ(refusal([&] { service_->remove_entry(student_, {Kind::kProject}, id); }), "-1000 记录不存在");
    EXPECT_EQ(service_->entries(student_, {Kind::kEducation}).at(0).title, "深圳职业技术大学");
    std::int64_t theirs = service_->detail(student2_).resume.id;
    EXPECT_EQ(refusal([&] { service_->check_resume_id(student_, theirs); }), "-6 您没有权限访问!");
    service_->update_entry(student_, {Kind::kEducation}, edited);
    EXPECT_EQ(service_->entries(student_, {Kind::kEducation}).at(0).title, "别人的学校");
    for (int n = 1; n < kEntriesMax; ++n) service_->add_entry(student_, education());
    EXPECT_EQ(refusal([&] { service_->add_entry(student_, education()); }), "-1000 教育经历最多20条");
}

TEST_P(ResumeServiceTest, VerifiedEntriesSayWhatTheRecordsSayNow) {
    if (!db_) GTEST_SKIP();
    EXPECT_TRUE(service_->candidates(student_).empty());
    db_->with_conn([&](db::Conn& c) {
        courses_->enrol(c, student_.id, course_, "free", kNow);
        c.exec("UPDATE course SET period = 32, credit = 2 WHERE id = :id", {{"id", course_}});
        c.exec("UPDATE enrolment SET status = 2, progress = 100, finished_at = :at WHERE user_id = :u",
               {{"at", kNow + 100}, {"u", student_.id}});
    });
    auto candidates = service_->candidates(student_);
    ASSERT_EQ(candidates.size(), 1u);
    EXPECT_EQ(candidates[0].entry.title, "Python 入门");
    EXPECT_EQ(candidates[0].entry.detail, "已完成 · 32 学时 · 2 学分");
    EXPECT_FALSE(candidates[0].added);
    EXPECT_EQ(refusal([&] { service_->add_verified(student2_, VerifiedKind::kCourse, "course-a"); }),
              "-1000 平台记录不存在");
    EXPECT_EQ(refusal([&] { service_->add_verified(student_, VerifiedKind::kExam, "course-a"); }),
              "-1000 平台记录不存在");
    service_->add_verified(student_, VerifiedKind::kCourse, "course-a");
    EXPECT_EQ(refusal([&] { service_->add_verified(student_, VerifiedKind::kCourse, "course-a"); }), "-4 已添加到简历");
    // A cited record that exists is the last 5 points, in the small plate's short reading as in the whole resume.
    EXPECT_EQ(service_->ratio(student_.id), 5);
    EXPECT_EQ(service_->detail(student_).ratio, 5);

    // The course renamed: the entry follows; the enrolment gone: the owner sees it gone, a shared page leaves it out.
    db_->with_conn([&](db::Conn& c) {
        c.exec("UPDATE course SET name = 'Python 程序设计' WHERE id = :id", {{"id", course_}});
    });
    EXPECT_EQ(service_->detail(student_).verified.at(0).title, "Python 程序设计");
    db_->with_conn([&](db::Conn& c) { c.exec("DELETE FROM enrolment WHERE user_id = :u", {{"u", student_.id}}); });
    ResumeDetail mine = service_->detail(student_);
    ASSERT_EQ(mine.verified.size(), 1u);
    EXPECT_FALSE(mine.verified[0].found);
    EXPECT_EQ(mine.ratio, 0);
    EXPECT_EQ(service_->ratio(student_.id), 0);
    ResumeDetail shared = service_->set_share(student_, true, false);
    EXPECT_TRUE(service_->shared(shared.resume.share_token).detail.verified.empty());
}

TEST_P(ResumeServiceTest, AScoredPracticalTaskIsListedAndCitedWhileStartedWorkIsNot) {
    if (!db_) GTEST_SKIP();
    db_->with_conn([&](db::Conn& c) {  // fixture rows: the tasks and results are the training domain's
        c.exec(
            "INSERT INTO practice_task (sign, course_id, task_no, title, pass_line, full_score, created_at, "
            "updated_at) VALUES ('task-1', :course, 1, '目标市场调研报告', 60, 100, :now, :now), "
            "('task-2', :course, 2, '选品方案', 60, 100, :now, :now)",
            {{"course", course_}, {"now", kNow}});
        c.exec(
            "INSERT INTO practice_result (sign, task_id, user_id, status, score, started_at, scored_at) "
            "SELECT 'result-1', id, :user, 3, 85, :now, :at FROM practice_task WHERE sign = 'task-1'",
            {{"user", student_.id}, {"now", kNow}, {"at", kNow + 60}});
        c.exec(
            "INSERT INTO practice_result (sign, task_id, user_id, status, started_at) "
            "SELECT 'result-2', id, :user, 2, :now FROM practice_task WHERE sign = 'task-2'",
            {{"user", student_.id}, {"now", kNow}});
        c.exec(
            "INSERT INTO practice_task (sign, course_id, task_no, title, pass_line, full_score, created_at, "
            "updated_at) VALUES ('task-3', :course, 3, '店铺装修', 60, 100, :now, :now)",
            {{"course", course_}, {"now", kNow}});
        c.exec(
            "INSERT INTO practice_result (sign, task_id, user_id, status, score, started_at, scored_at) "
            "SELECT 'result-3', id, :user, 3, 45, :now, :at FROM practice_task WHERE sign = 'task-3'",
            {{"user", student_.id}, {"now", kNow}, {"at", kNow + 30}});
    });
    auto practice = service_->practice(student_);
    ASSERT_EQ(practice.size(), 2u) << "handed in but not scored is not a record yet";
    EXPECT_EQ(practice[0].task_title, "目标市场调研报告");  // last scored first
    EXPECT_TRUE(practice[0].passed());
    EXPECT_FALSE(practice[1].passed());
    EXPECT_TRUE(service_->practice(student2_).empty());

    auto candidates = service_->candidates(student_);
    ASSERT_EQ(candidates.size(), 1u) << "a score below the pass line is listed, not cited";
    EXPECT_EQ(candidates[0].entry.kind, VerifiedKind::kPractice);
    EXPECT_EQ(candidates[0].entry.detail, "Python 入门 · 实训任务 1 · 85 / 100 分 · 已通过");
    EXPECT_EQ(refusal([&] { service_->add_verified(student2_, VerifiedKind::kPractice, "result-1"); }),
              "-1000 平台记录不存在");
    EXPECT_EQ(refusal([&] { service_->add_verified(student_, VerifiedKind::kPractice, "result-3"); }),
              "-1000 平台记录不存在");
    service_->add_verified(student_, VerifiedKind::kPractice, "result-1");
    EXPECT_EQ(service_->detail(student_).verified.at(0).title, "目标市场调研报告");
}

TEST_P(ResumeServiceTest, TheCourseLineHoldsThePublishedCoursesNamingThePositionsSkills) {
    if (!db_) GTEST_SKIP();
    db_->with_conn([&](db::Conn& c) {
        courses_->enrol(c, student_.id, course_, "free", kNow);
        c.exec("UPDATE course SET introduction = '从零学 python，兼顾 SQL 与数据分析。' WHERE id = :id",
               {{"id", course_}});
    });
    CourseLine line = service_->course_line("localhost", student_, "0103");
    EXPECT_EQ(line.name, "Python开发工程师");
    ASSERT_EQ(line.courses.size(), 2u);
    EXPECT_EQ(line.courses[0].card.name, "Python 入门");  // names Python, SQL and 数据分析
    EXPECT_EQ(line.courses[0].skills, (std::vector<std::string>{"Python", "SQL", "数据分析"}));
    EXPECT_EQ(line.courses[0].study_status, courses::kStudyInProgress);
    EXPECT_EQ(line.courses[1].card.name, "数据分析");
    EXPECT_EQ(line.courses[1].study_status, 0);
    EXPECT_EQ(line.total, 2);
    EXPECT_EQ(line.studying, 1);
    EXPECT_EQ(line.finished, 0);

    // Unpublished: off the line.
    db_->with_conn([&](db::Conn& c) {
        c.exec("UPDATE course SET status = 0 WHERE id = :id", {{"id", other_course_}});
    });
    EXPECT_EQ(service_->course_line("localhost", student_, "0103").courses.size(), 1u);
    EXPECT_EQ(refusal([&] { service_->course_line("localhost", student_, "9999"); }), "-1000 职位不存在");
}

TEST_P(ResumeServiceTest, TheShareLinkIsOffUntilTurnedOnAndARenewedLinkReplacesTheOld) {
    if (!db_) GTEST_SKIP();
    std::string token = service_->detail(student_).resume.share_token;
    EXPECT_EQ(token.size(), 24u);
    EXPECT_EQ(refusal([&] { service_->shared(token); }), "-1000 简历不存在或未公开");
    service_->set_share(student_, true, false);
    EXPECT_EQ(service_->shared(token).views, 1);
    EXPECT_EQ(service_->shared(token).views, 2);
    std::string renewed = service_->set_share(student_, true, true).resume.share_token;
    EXPECT_NE(renewed, token);
    EXPECT_EQ(refusal([&] { service_->shared(token); }), "-1000 简历不存在或未公开");
    EXPECT_EQ(service_->shared(renewed).views, 1);
    service_->set_share(student_, false, false);
    EXPECT_EQ(refusal([&] { service_->shared(renewed); }), "-1000 简历不存在或未公开");
}

XJ_INSTANTIATE_DB_TEST(ResumeServiceTest);

}  // namespace
}  // namespace xj::resume
