// Practical tasks on both databases (docs/training.md "Practical tasks"): the spec's gating (34 ← 33; 47 ← 44, 46,
// 48) enforced on start and hand-in, regrades closing a gate again, files judged by content, teachers' scores.
#include <gtest/gtest.h>

#include "training/practice_store.h"
#include "training/test_fixture.h"

namespace xj::training {
namespace {

using courses::testing::kNow;
using testing::kHost;

constexpr std::string_view kPdf = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

class PracticeTest : public testing::TrainingServiceTest {
protected:
    void SetUp() override {
        TrainingServiceTest::SetUp();
        if (!db_) return;
        db_->with_conn([&](db::Conn& c) {
            chapter_ = xj::testing::insert_chapter(c, "ch-p", running_, 1, "店铺运营实战", kNow);
            for (int n : {33, 34, 44, 46, 47, 48}) ids_[n] = task(c, n, n == 46 ? 70 : 60);
            practice_.require(c, ids_[34], ids_[33]);
            for (int n : {44, 46, 48}) practice_.require(c, ids_[47], ids_[n]);
        });
        service_->join(kHost, student_, "t-running");
    }

    std::int64_t task(db::Conn& c, int number, int pass_line) {
        PracticeTask t;
        t.sign = "task-" + std::to_string(number);
        t.course_id = running_;
        t.chapter_id = chapter_;
        t.number = number;
        t.title = "任务" + std::to_string(number);
        t.pass_line = pass_line;
        t.full_score = 100;
        t.sort = number;
        return practice_.insert_task(c, t, kNow);
    }

    PracticeItem submit(const core::AuthUser& user, int number, std::string_view bytes = kPdf) {
        return service_->submit_practice(kHost, user,
                                         {"task-" + std::to_string(number), "成果.pdf", std::string(bytes)});
    }

    // Hands the task in as student_ and scores it as lead_.
    void pass(int number, int score) {
        std::string record = submit(student_, number).result->sign;
        service_->score_practice(kHost, lead_, record, score, "");
    }

    const PracticeItem& item(const std::vector<PracticeItem>& items, int number) {
        for (const auto& i : items)
            if (i.task.number == number) return i;
        throw std::runtime_error("no task");
    }

    PracticeStore practice_;
    std::int64_t chapter_ = 0;
    std::map<int, std::int64_t> ids_;
};

TEST_P(PracticeTest, Task34OpensOnlyWhen33ReachesItsPassLine) {
    if (!db_) GTEST_SKIP();
    auto items = service_->practice_tasks(kHost, student_, "t-running");
    EXPECT_TRUE(item(items, 34).disabled);
    EXPECT_EQ(item(items, 34).reason, "请先通过前置任务：33 任务33");
    EXPECT_FALSE(item(items, 33).disabled);
    EXPECT_EQ(refusal([&] { service_->start_practice(kHost, student_, "task-34"); }), "请先通过前置任务：33 任务33");
    EXPECT_EQ(refusal([&] { submit(student_, 34); }), "请先通过前置任务：33 任务33") << "nor handed in";

    EXPECT_EQ(service_->start_practice(kHost, student_, "task-33").result->status, kPracticeStarted);
    std::string record = submit(student_, 33).result->sign;
    EXPECT_TRUE(item(service_->practice_tasks(kHost, student_, "t-running"), 34).disabled) << "handed in, no score";
    service_->score_practice(kHost, lead_, record, 59, "差一点");
    EXPECT_EQ(refusal([&] { service_->start_practice(kHost, student_, "task-34"); }), "请先通过前置任务：33 任务33");
    service_->score_practice(kHost, lead_, record, 60, "");
    EXPECT_FALSE(item(service_->practice_tasks(kHost, student_, "t-running"), 34).disabled);
    EXPECT_EQ(service_->start_practice(kHost, student_, "task-34").result->status, kPracticeStarted);

    // A regrade below the pass line closes it again; a second start of 33 keeps the first.
    service_->score_practice(kHost, lead_, record, 30, "");
    EXPECT_EQ(refusal([&] { submit(student_, 34); }), "请先通过前置任务：33 任务33");
    EXPECT_EQ(refusal([&] { service_->practice_tasks(kHost, student2_, "t-running"); }), "请先参加培训");
    service_->join(kHost, student2_, "t-running");
    auto theirs = service_->practice_tasks(kHost, student2_, "t-running");
    EXPECT_FALSE(item(theirs, 33).result) << "each trainee's own work";
    EXPECT_TRUE(item(theirs, 34).disabled);
}

TEST_P(PracticeTest, Task47WaitsForEachOf44_46And48) {
    if (!db_) GTEST_SKIP();
    pass(44, 90);
    pass(46, 69);  // 46's pass line is 70
    EXPECT_EQ(refusal([&] { service_->start_practice(kHost, student_, "task-47"); }),
              "请先通过前置任务：46 任务46、48 任务48");
    pass(48, 60);
    EXPECT_EQ(refusal([&] { service_->start_practice(kHost, student_, "task-47"); }), "请先通过前置任务：46 任务46");
    pass(46, 70);
    EXPECT_EQ(submit(student_, 47).result->status, kPracticeSubmitted);
}

TEST_P(PracticeTest, HandInsAreJudgedByContentAndStopOncePassed) {
    if (!db_) GTEST_SKIP();
    EXPECT_EQ(refusal([&] { submit(student_, 33, "这不是 PDF"); }), "只能上传PDF、Office文档、图片或ZIP文件");
    EXPECT_EQ(refusal([&] { submit(student_, 33, ""); }), "请选择要上传的文件");
    EXPECT_EQ(refusal([&] { submit(student2_, 33); }), "请先参加培训");
    std::string record = submit(student_, 33).result->sign;
    EXPECT_EQ(submit(student_, 33).result->sign, record) << "handed in again: the same record";
    service_->score_practice(kHost, lead_, record, 40, "");
    EXPECT_EQ(submit(student_, 33).result->status, kPracticeSubmitted) << "a fail may try again";
    service_->score_practice(kHost, lead_, record, 80, "");
    EXPECT_EQ(refusal([&] { submit(student_, 33); }), "任务已通过，不能再提交");
    auto [path, r] = service_->practice_file(kHost, student_, record);
    EXPECT_TRUE(std::filesystem::exists(path));
    EXPECT_EQ(r.result.file_name, "成果.pdf");
}

TEST_P(PracticeTest, ScoresAreTheTrainingsTeachersAndInRange) {
    if (!db_) GTEST_SKIP();
    std::string started = service_->start_practice(kHost, student_, "task-44").result->sign;
    EXPECT_EQ(refusal([&] { service_->score_practice(kHost, lead_, started, 50, ""); }), "任务尚未提交");
    std::string record = submit(student_, 33).result->sign;
    EXPECT_EQ(refusal([&] { service_->score_practice(kHost, lead_, record, 101, ""); }), "得分必须在0到100之间");
    EXPECT_EQ(refusal([&] { service_->score_practice(kHost, student_, record, 100, ""); }), "实训记录不存在");
    EXPECT_EQ(refusal([&] { service_->score_practice(kHost, far_admin_, record, 100, ""); }), "实训记录不存在");
    EXPECT_EQ(refusal([&] { service_->practice_file(kHost, student2_, record); }), "实训记录不存在");
    EXPECT_EQ(service_->score_practice(kHost, admin_, record, 75, "好").result.score, 75) << "its school's admin";
    PracticeRecordQuery q;
    q.train_sign = "t-running";
    q.page = Page{1, 10};
    EXPECT_EQ(service_->practice_records(kHost, lead_, q).total, 2);
    q.status = kPracticeScored;
    EXPECT_EQ(service_->practice_records(kHost, lead_, q).total, 1);
}

TEST_P(PracticeTest, AVisitorSeesTheTimetableWithEveryGatedTaskClosed) {
    if (!db_) GTEST_SKIP();
    Timetable t = service_->timetable(kHost, std::nullopt, "t-running");
    ASSERT_EQ(t.tasks.size(), 6u);
    EXPECT_EQ(t.tasks[0].chapter_sign, "ch-p");
    EXPECT_TRUE(item(t.tasks, 47).disabled);
    EXPECT_FALSE(item(t.tasks, 44).disabled);
    EXPECT_EQ(item(t.tasks, 47).requires_numbers, (std::vector<int>{44, 46, 48}));
}

XJ_INSTANTIATE_DB_TEST(PracticeTest);

}  // namespace
}  // namespace xj::training
