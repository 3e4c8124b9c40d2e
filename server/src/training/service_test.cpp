// The training catalogue and page on both databases: who sees which training, the list's filters and orders, and a
// training never showing up as a course.
#include "training/service.h"

#include <gtest/gtest.h>

#include "core/api_error.h"
#include "testing/catalogue_rows.h"
#include "training/test_fixture.h"

namespace xj::training {
namespace {

using courses::testing::kNow;
using testing::kDay;
using testing::kHost;
using testing::TrainingServiceTest;

TEST_P(TrainingServiceTest, ListsThePublishedTrainingsOfTheSchoolInItsOrder) {
    if (!db_) GTEST_SKIP();
    Paged<TrainingCard> all = service_->list(kHost, ListQuery{Page{1, 12}});
    EXPECT_EQ(all.total, 3) << "the draft is not listed";
    EXPECT_EQ(names(all.list), (std::vector<std::string>{"跨境电商运营实训", "财务共享实训", "直播运营实训"}));
    EXPECT_EQ(all.list[0].enterprise_name, "海鲸跨境");
    EXPECT_EQ(all.list[0].teacher_name, "王丽华");
    EXPECT_EQ(all.list[0].hours, 48);
    ListQuery newest{Page{1, 12}};
    newest.order = "new";
    EXPECT_EQ(names(service_->list(kHost, newest).list),
              (std::vector<std::string>{"跨境电商运营实训", "财务共享实训", "直播运营实训"}));
    EXPECT_EQ(names(service_->recommended(kHost, 8)), std::vector<std::string>{"跨境电商运营实训"})
        << "recommended and published only";
}

TEST_P(TrainingServiceTest, FiltersByKeywordEnterpriseAndState) {
    if (!db_) GTEST_SKIP();
    ListQuery q{Page{1, 12}};
    q.keyword = "财务";
    EXPECT_EQ(names(service_->list(kHost, q).list), std::vector<std::string>{"财务共享实训"});
    q.keyword = "50%_";
    EXPECT_EQ(service_->list(kHost, q).total, 0) << "LIKE's wildcards are plain characters";
    q = ListQuery{Page{1, 12}};
    q.enterprise_sign = "e-1";
    EXPECT_EQ(names(service_->list(kHost, q).list), std::vector<std::string>{"跨境电商运营实训"});
    q = ListQuery{Page{1, 12}};
    for (auto [state, name] : {std::pair{kStateUpcoming, "财务共享实训"}, std::pair{kStateRunning, "跨境电商运营实训"},
                               std::pair{kStateEnded, "直播运营实训"}}) {
        q.state = state;
        EXPECT_EQ(names(service_->list(kHost, q).list), std::vector<std::string>{name}) << state;
    }
    clock_.advance(std::chrono::hours(24 * 6));
    q.state = kStateRunning;
    EXPECT_EQ(service_->list(kHost, q).total, 2) << "the upcoming one has started";
}

TEST_P(TrainingServiceTest, ADraftIsSeenByItsTeachersAndTheSchoolsAdminsOnly) {
    if (!db_) GTEST_SKIP();
    for (const OptUser& who : {OptUser{}, OptUser{student_}, OptUser{peer_}, OptUser{far_admin_}})
        EXPECT_EQ(refusal([&] { service_->header(kHost, who, "t-draft"); }), "培训项目不存在");
    EXPECT_EQ(refusal([&] { service_->header(kHost, std::nullopt, "nope"); }), "培训项目不存在");
    EXPECT_EQ(refusal([&] { service_->teachers(kHost, student_, "t-draft"); }), "培训项目不存在");
    EXPECT_TRUE(service_->header(kHost, lead_, "t-draft").can_manage);
    EXPECT_TRUE(service_->header(kHost, admin_, "t-draft").can_manage);
    TrainingHeader visitor = service_->header(kHost, std::nullopt, "t-running");
    EXPECT_FALSE(visitor.can_manage);
    EXPECT_FALSE(visitor.my_study);
    EXPECT_EQ(visitor.state, kStateRunning);
    ASSERT_EQ(visitor.partners.size(), 1u);
    EXPECT_EQ(visitor.partners[0].name, "海鲸跨境");
}

TEST_P(TrainingServiceTest, TheHeaderCarriesTheTraineesStudy) {
    if (!db_) GTEST_SKIP();
    db_->with_conn([&](db::Conn& c) { courses_->enrol(c, student_.id, running_, courses::kSourceFree, kNow); });
    TrainingHeader mine = service_->header(kHost, student_, "t-running");
    ASSERT_TRUE(mine.my_study);
    EXPECT_EQ(mine.my_study->progress, 0);
    EXPECT_EQ(mine.detail.card.student_count, 1);
    EXPECT_FALSE(service_->header(kHost, student2_, "t-running").my_study);
}

TEST_P(TrainingServiceTest, ATrainingIsNeverACourse) {
    if (!db_) GTEST_SKIP();
    courses::ListQuery all;
    all.page = Page{1, 50};
    EXPECT_EQ(courses_->list(kHost, all).total, 2) << "the fixture's two courses, no training";
    EXPECT_EQ(refusal([&] { courses_->course_page(kHost, std::nullopt, "t-running"); }), "课程不存在");
    EXPECT_EQ(refusal([&] { courses_->course_page(kHost, lead_, "t-draft"); }), "课程不存在");
    for (const auto& kind : courses_->kinds(kHost)) EXPECT_LE(kind.count, 2) << "the tally counts courses only";
}

TEST_P(TrainingServiceTest, ListsPartnerEnterprisesWithTheirPublishedTrainings) {
    if (!db_) GTEST_SKIP();
    Paged<Enterprise> partners = service_->enterprises(kHost, true, Page{1, 16});
    ASSERT_EQ(partners.total, 2);
    EXPECT_EQ(partners.list[0].name, "海鲸跨境");
    EXPECT_EQ(partners.list[0].training_count, 1) << "the draft is not counted";
    EXPECT_EQ(service_->enterprises(kHost, false, Page{1, 16}).total, 1);
    std::vector<QueryGroup> groups = service_->query_options(kHost);
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_EQ(groups[0].key, "enterpriseId");
    EXPECT_EQ(groups[0].options.size(), 2u);
    EXPECT_EQ(groups[1].options[2].label, "已结束");
    EXPECT_EQ(refusal([&] { service_->partners(kHost, std::nullopt, "t-draft"); }), "培训项目不存在");
}

TEST_P(TrainingServiceTest, AFreeTrainingIsJoinedOnceACodeOrAPriceIsNot) {
    if (!db_) GTEST_SKIP();
    MyStudy first = service_->join(kHost, student_, "t-running");
    MyStudy again = service_->join(kHost, student_, "t-running");
    EXPECT_EQ(first.joined_at, again.joined_at);
    EXPECT_EQ(service_->header(kHost, std::nullopt, "t-running").detail.card.student_count, 1);
    db_->with_conn([&](db::Conn& c) {
        c.exec("UPDATE training SET join_rule = 'code' WHERE course_id = " + std::to_string(upcoming_));
    });
    EXPECT_EQ(refusal([&] { service_->join(kHost, student_, "t-upcoming"); }), "请使用激活码参加培训");
    db_->with_conn([&](db::Conn& c) {
        c.exec("UPDATE training SET join_rule = 'order' WHERE course_id = " + std::to_string(upcoming_));
    });
    EXPECT_EQ(refusal([&] { service_->join(kHost, student_, "t-upcoming"); }), "该培训项目需购买后参加");
    EXPECT_EQ(refusal([&] { service_->join(kHost, admin_, "t-upcoming"); }), "该培训项目需购买后参加")
        << "the school's admin manages it, but joins by its rule";
    EXPECT_NO_THROW(service_->join(kHost, lead_, "t-upcoming")) << "its teacher joins whatever the rule";
    EXPECT_EQ(refusal([&] { service_->join(kHost, student_, "t-ended"); }), "该培训项目已结束");
    EXPECT_EQ(refusal([&] { service_->join(kHost, student_, "t-draft"); }), "培训项目不存在");
    Paged<MyTraining> mine = service_->mine(student_, std::nullopt, Page{1, 10});
    ASSERT_EQ(mine.total, 1);
    EXPECT_EQ(mine.list[0].card.name, "跨境电商运营实训");
    EXPECT_EQ(service_->mine(student_, 2, Page{1, 10}).total, 0);
}

TEST_P(TrainingServiceTest, TheTimetableIsPublicWhatATraineeStudiesIsTheTrainees) {
    if (!db_) GTEST_SKIP();
    db_->with_conn([&](db::Conn& c) {
        std::int64_t chapter = xj::testing::insert_chapter(c, "ch-1", running_, 1, "跨境电商认知", kNow);
        std::int64_t media = xj::testing::insert_media(c, "m-1", "videos/demo/x.mp4", 100, 60'000, kNow);
        xj::testing::insert_video(c, "v-1", chapter, running_, 1, "平台概览", media, kNow);
        xj::testing::insert_chapter(c, "ch-other", upcoming_, 1, "别的培训的章", kNow);
    });
    auto chapters = service_->timetable(kHost, std::nullopt, "t-running").chapters;
    ASSERT_EQ(chapters.size(), 1u);
    ASSERT_EQ(chapters[0].videos.size(), 1u);
    EXPECT_EQ(chapters[0].videos[0].title, "平台概览");
    EXPECT_EQ(refusal([&] { service_->progress(kHost, student_, "t-running"); }), "请先参加培训");
    EXPECT_EQ(refusal([&] { service_->resources(kHost, student_, "t-running"); }), "请先参加培训");
    EXPECT_EQ(refusal([&] { service_->watch_record(kHost, student_, "t-running"); }), "请先参加培训");
    EXPECT_NO_THROW(service_->resources(kHost, lead_, "t-running")) << "its teachers see the resources";
    EXPECT_NO_THROW(service_->resources(kHost, admin_, "t-running")) << "and its school's admins";
    EXPECT_EQ(refusal([&] { service_->progress(kHost, lead_, "t-running"); }), "请先参加培训")
        << "progress is a trainee's";
    service_->join(kHost, student_, "t-running");
    TrainingProgress p = service_->progress(kHost, student_, "t-running");
    EXPECT_EQ(p.video_count, 1);
    EXPECT_EQ(p.completed_videos, 0);
    EXPECT_EQ(p.duration_seconds, 60);
    EXPECT_TRUE(service_->watch_record(kHost, student_, "t-running").empty()) << "nothing watched yet";
    EXPECT_EQ(refusal([&] { service_->video_authority(kHost, student_, "v-1", "ch-other"); }), "视频不存在")
        << "the video is not that chapter's";
    EXPECT_EQ(refusal([&] { service_->video_authority(kHost, student2_, "v-1", "ch-1"); }), "请先加入学习");
    EXPECT_NE(service_->video_authority(kHost, student_, "v-1", "ch-1").url.find("x.mp4"), std::string::npos);
}

XJ_INSTANTIATE_DB_TEST(TrainingServiceTest);

}  // namespace
}  // namespace xj::training
