// SimulationService and its store on both databases: a run saved after every decision and resumed, started over
// with its best score kept; the same decisions giving the same score for two students; a stale page refused with
// nothing written; concurrent advances playing the day once; another school's practice; a course's assignments,
// its trainees and its composite score.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "articles/news_service.h"
#include "simulation/market.h"
#include "simulation/seed.h"
#include "simulation/service.h"
#include "teaching/statistics_service.h"
#include "teaching/test_fixture.h"
#include "testing/request_support.h"

namespace xj::simulation {
namespace {

using core::testing::refusal;
using teaching::testing::kNow;
using teaching::testing::TeachingTest;

constexpr std::string_view kHost = "localhost";

class SimulationTest : public TeachingTest {
protected:
    void SetUp() override {
        TeachingTest::SetUp();
        if (!db_) return;
        audit_ = std::make_unique<audit::AuditService>(*db_, clock_);
        news_ = std::make_unique<articles::NewsService>(*db_, clock_, *courses_, *audit_);
        sim_ = std::make_unique<SimulationService>(*db_, clock_, *courses_, *news_);
        db_->with_conn([&](db::Conn& c) {
            sign_ = practice(c, school_, "亚马逊跨境店铺运营实训");
            far_sign_ = practice(c, school2_, "外校实训");
        });
    }

    std::string practice(db::Conn& c, std::int64_t school, std::string title) {
        Practice p;
        p.school_id = school;
        p.title = std::move(title);
        p.rules.marketplace = "amazon";
        p.rules.days = 5;
        p.rules.funds = 20'000'000;
        p.rules.target_revenue = 3'000'000;
        p.rules.target_profit = 600'000;
        std::int64_t id = sim_->add_practice(c, p);
        return c.query_one("SELECT sign FROM simulation_practice WHERE id = :id", {{"id", id}})->text("sign");
    }

    RunView decide(const core::AuthUser& u, const RunView& v,
                   std::function<void(const PracticeRules&, RunState&)> apply) {
        return sim_->decide(kHost, u, sign_, {v.run.state.stage, v.run.state.day, std::move(apply)});
    }

    std::unique_ptr<audit::AuditService> audit_;

    std::unique_ptr<articles::NewsService> news_;
    std::unique_ptr<SimulationService> sim_;
    std::string sign_, far_sign_;
};

TEST_P(SimulationTest, ARunIsSavedAfterEveryDecisionAndResumed) {
    EXPECT_FALSE(sim_->run(kHost, student_, sign_));
    EXPECT_EQ(refusal([&] {
                  sim_->decide(kHost, student_, sign_, {Stage::kCompany, 0, [](const PracticeRules&, RunState&) {}});
              }).what(),
              std::string("请先开始实训"));
    RunView v = sim_->start(kHost, student_, sign_);
    EXPECT_EQ(v.run.version, 1);
    EXPECT_EQ(v.run.state.funds, 20'000'000);
    v = decide(student_, v, [](const PracticeRules&, RunState& s) {
        register_company(s, {"杭州鲸创电子商务有限公司", {"电子产品销售"}, 100});
    });
    EXPECT_EQ(v.run.version, 2);

    // Another request (a new page) reads what was saved; a second start answers the same run.
    auto again = sim_->run(kHost, student_, sign_);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->run.state.stage, Stage::kShop);
    EXPECT_EQ(again->run.state.company->name, "杭州鲸创电子商务有限公司");
    EXPECT_EQ(sim_->start(kHost, student_, sign_).run.id, v.run.id);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM simulation_run"), 1);

    // Played to the end: scored, and the best score stays through 重新开始.
    RunView done = play(*sim_, kHost, student_, sign_, Strategy{});
    ASSERT_EQ(done.run.state.stage, Stage::kFinished);
    ASSERT_TRUE(done.run.score);
    EXPECT_EQ(*done.run.score, score_of(done.practice.rules, done.run.state).total);
    EXPECT_EQ(done.run.finished_at, kNow);
    RunView fresh = sim_->restart(kHost, student_, sign_);
    EXPECT_EQ(fresh.run.state.stage, Stage::kCompany);
    EXPECT_FALSE(fresh.run.score);
    EXPECT_EQ(fresh.run.best_score, done.run.score);
    Strategy worse;
    worse.reply = 2;
    RunView second = play(*sim_, kHost, student_, sign_, worse);
    EXPECT_LT(*second.run.score, *done.run.score);
    EXPECT_EQ(second.run.best_score, done.run.score);
    auto cards = sim_->practices(kHost, student_, 0, {1, 10});
    ASSERT_EQ(cards.total, 1);
    EXPECT_EQ(cards.list[0].my_stage, Stage::kFinished);
    EXPECT_EQ(cards.list[0].my_best, done.run.score);
    EXPECT_EQ(cards.list[0].practice.players, 1);
}

TEST_P(SimulationTest, TheSameDecisionsGiveTwoStudentsTheSameScore) {
    RunView a = play(*sim_, kHost, student_, sign_, Strategy{});
    RunView b = play(*sim_, kHost, student2_, sign_, Strategy{});
    ASSERT_TRUE(a.run.score && b.run.score);
    EXPECT_EQ(*a.run.score, *b.run.score);
    ASSERT_EQ(a.run.state.history.size(), 5U);
    for (std::size_t i = 0; i < a.run.state.history.size(); ++i)
        EXPECT_EQ(a.run.state.history[i].revenue, b.run.state.history[i].revenue) << i;
}

TEST_P(SimulationTest, AStalePageIsRefusedAndNothingIsWritten) {
    RunView v = play(*sim_, kHost, student_, sign_, Strategy{}, 2);
    ASSERT_EQ(v.run.state.day, 2);
    auto before = count("SELECT version AS n FROM simulation_run");
    // The page still shows day 1, or the company form.
    EXPECT_EQ(refusal([&] {
                  sim_->decide(kHost, student_, sign_,
                               {Stage::kOperate, 1, [](const PracticeRules& r, RunState& s) { reply(r, s, 0); }});
              }).what(),
              std::string("页面已过期，请刷新后重试"));
    EXPECT_EQ(refusal([&] {
                  sim_->decide(kHost, student_, sign_,
                               {Stage::kCompany, 0, [](const PracticeRules&, RunState& s) {
                                    register_company(s, {"杭州鲸创电子商务有限公司", {"电子产品销售"}, 100});
                                }});
              }).what(),
              std::string("页面已过期，请刷新后重试"));
    // A refused input writes nothing either.
    EXPECT_EQ(
        refusal([&] { decide(student_, v, [](const PracticeRules&, RunState& s) { set_advertising(s, -1); }); }).code(),
        core::ApiCode::kInvalid);
    EXPECT_EQ(count("SELECT version AS n FROM simulation_run"), before);
}

TEST_P(SimulationTest, ConcurrentAdvancesPlayTheDayOnce) {
    RunView v = play(*sim_, kHost, student_, sign_, Strategy{}, 2);
    v = decide(student_, v, [](const PracticeRules& r, RunState& s) { reply(r, s, 0); });
    std::atomic<int> played{0}, stale{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; ++i)
        threads.emplace_back([&] {
            try {
                sim_->decide(kHost, student_, sign_,
                             {Stage::kOperate, 2, [](const PracticeRules& r, RunState& s) { advance(r, s); }});
                ++played;
            } catch (const core::ApiError& e) {
                if (std::string(e.what()) == "页面已过期，请刷新后重试") ++stale;
            }
        });
    for (auto& t : threads) t.join();
    EXPECT_EQ(played, 1);
    EXPECT_EQ(stale, 3);
    auto after = sim_->run(kHost, student_, sign_);
    EXPECT_EQ(after->run.state.day, 3);
    EXPECT_EQ(after->run.state.history.size(), 2U);
}

TEST_P(SimulationTest, AnotherSchoolsPracticeDoesNotExist) {
    EXPECT_EQ(refusal([&] { sim_->start(kHost, student_, far_sign_); }).what(), std::string("实训项目不存在"));
    EXPECT_EQ(refusal([&] { sim_->detail(kHost, student_, "nope"); }).what(), std::string("实训项目不存在"));
    EXPECT_EQ(refusal([&] { sim_->assign(lead_, "course-a", far_sign_, false); }).what(),
              std::string("实训项目不存在"));
}

TEST_P(SimulationTest, ACoursesTeachersAssignSeeTheirTraineesAndCountTheScore) {
    db_->with_conn([&](db::Conn& c) {
        courses_->enrol(c, student_.id, course_, "join", kNow);
        courses_->enrol(c, student2_.id, course_, "join", kNow);
    });
    EXPECT_EQ(refusal([&] { sim_->assign(peer_, "course-a", sign_, true); }).code(), core::ApiCode::kNoPermission);
    EXPECT_EQ(refusal([&] { sim_->assign(far_admin_, "course-a", sign_, true); }).code(), core::ApiCode::kNoPermission);
    EXPECT_EQ(refusal([&] {
                  sim_->trainees(lead_, "course-a", sign_, "", {1, 10});
              }).what(),
              std::string("该实训未添加到本课程"));
    Assignment a = sim_->assign(lead_, "course-a", sign_, false);
    EXPECT_FALSE(a.in_assessment);
    EXPECT_EQ(a.trainees, 2);
    EXPECT_EQ(a.started, 0);
    EXPECT_EQ(refusal([&] { sim_->assign(admin_, "course-a", sign_, true); }).what(),
              std::string("该实训已添加到本课程"));

    teaching::StatisticsService stats(*db_, clock_, *courses_, *authoring_);
    auto unit_of = [&](const core::AuthUser& u) {
        for (const auto& row : stats.scores(lead_, "course-a", "", {}).list)
            if (row.student.name == u.name) return row.parts.unit_testing;
        return -1.0;
    };
    RunView done = play(*sim_, kHost, student_, sign_, Strategy{});
    clock_.advance(std::chrono::minutes(5));
    play(*sim_, kHost, student2_, sign_, Strategy{}, 3);
    EXPECT_EQ(unit_of(student_), 0);  // not counted yet
    a = sim_->set_assessment(lead_, "course-a", sign_, true);
    EXPECT_TRUE(a.in_assessment);
    EXPECT_EQ(a.started, 2);
    EXPECT_EQ(a.finished, 1);
    EXPECT_EQ(a.average_score, done.run.best_score);
    EXPECT_NEAR(unit_of(student_), *done.run.best_score, 0.01);  // the only unit test of the course
    EXPECT_EQ(unit_of(student2_), 0);                            // not finished: nothing counted

    auto page = sim_->trainees(lead_, "course-a", sign_, "", {1, 10});
    ASSERT_EQ(page.total, 2);
    EXPECT_EQ(page.list[0].name, "李小红");  // who played last first
    auto zhang = sim_->trainees(lead_, "course-a", sign_, "张", {1, 10});
    ASSERT_EQ(zhang.total, 1);
    EXPECT_EQ(zhang.list[0].stage, Stage::kFinished);
    EXPECT_EQ(zhang.list[0].score, done.run.best_score);
    EXPECT_EQ(sim_->trainees_export(lead_, "course-a", sign_, "").rows.size(), 2U);
    EXPECT_EQ(refusal([&] {
                  sim_->trainees(student_, "course-a", sign_, "", {1, 10});
              }).code(),
              core::ApiCode::kNoPermission);

    sim_->unassign(lead_, "course-a", sign_);
    EXPECT_EQ(unit_of(student_), 0);
    EXPECT_EQ(refusal([&] { sim_->unassign(lead_, "course-a", sign_); }).what(), std::string("该实训未添加到本课程"));
    EXPECT_TRUE(sim_->run(kHost, student_, sign_));  // the trainee's run stays
}

XJ_INSTANTIATE_DB_TEST(SimulationTest);

}  // namespace
}  // namespace xj::simulation
