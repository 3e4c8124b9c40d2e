#include "training/practice_rules.h"

#include <gtest/gtest.h>

namespace xj::training {
namespace {

PracticeTask task(std::int64_t id, int number, int pass_line, std::vector<std::int64_t> requires_ids = {}) {
    PracticeTask t;
    t.id = id;
    t.number = number;
    t.title = "任务" + std::to_string(number);
    t.pass_line = pass_line;
    t.full_score = 100;
    t.requires_ids = std::move(requires_ids);
    return t;
}

// The spec's two rules: 34 ← 33; 47 ← 44, 46, 48.
std::map<std::int64_t, PracticeTask> spec_tasks() {
    std::map<std::int64_t, PracticeTask> tasks;
    for (auto t : {task(1, 33, 60), task(2, 34, 60, {1}), task(3, 44, 60), task(4, 46, 70), task(5, 48, 60),
                   task(6, 47, 60, {3, 4, 5})})
        tasks.emplace(t.id, t);
    return tasks;
}

std::vector<int> numbers(const std::vector<const PracticeTask*>& unmet) {
    std::vector<int> out;
    for (const auto* t : unmet) out.push_back(t->number);
    return out;
}

TEST(PracticeGate, AScoreAtThePassLineReachesItAMissingOneIsAFail) {
    EXPECT_TRUE(reached_pass_line(60, 60));
    EXPECT_TRUE(reached_pass_line(61, 60));
    EXPECT_FALSE(reached_pass_line(59, 60));
    EXPECT_FALSE(reached_pass_line(std::nullopt, 60));
    EXPECT_FALSE(reached_pass_line(std::nullopt, 0));
}

TEST(PracticeGate, Task34WaitsFor33) {
    auto tasks = spec_tasks();
    std::map<std::int64_t, std::optional<int>> scores;
    EXPECT_EQ(numbers(unmet_requirements(tasks.at(2), tasks, scores)), std::vector<int>{33});
    scores[1] = std::nullopt;  // handed in, not scored yet
    EXPECT_EQ(numbers(unmet_requirements(tasks.at(2), tasks, scores)), std::vector<int>{33});
    scores[1] = 59;
    EXPECT_EQ(numbers(unmet_requirements(tasks.at(2), tasks, scores)), std::vector<int>{33});
    scores[1] = 60;
    EXPECT_TRUE(unmet_requirements(tasks.at(2), tasks, scores).empty());
    EXPECT_TRUE(unmet_requirements(tasks.at(1), tasks, scores).empty());  // 33 requires nothing
}

TEST(PracticeGate, Task47WaitsForEachOf44_46_48) {
    auto tasks = spec_tasks();
    std::map<std::int64_t, std::optional<int>> scores{{3, 90}, {4, 69}};
    EXPECT_EQ(numbers(unmet_requirements(tasks.at(6), tasks, scores)), (std::vector<int>{46, 48}));
    scores[4] = 70;  // 46's own pass line is 70
    scores[5] = 60;
    EXPECT_TRUE(unmet_requirements(tasks.at(6), tasks, scores).empty());
    scores[3] = 10;  // regraded below
    EXPECT_EQ(numbers(unmet_requirements(tasks.at(6), tasks, scores)), std::vector<int>{44});
}

TEST(PracticeGate, TheReasonNamesTheTasksInOrder) {
    auto tasks = spec_tasks();
    EXPECT_EQ(gate_reason(unmet_requirements(tasks.at(6), tasks, {})),
              "请先通过前置任务：44 任务44、46 任务46、48 任务48");
    EXPECT_EQ(gate_reason({}), "");
}

TEST(PracticeGate, RequirementsNeverCloseACycle) {
    std::map<std::int64_t, std::vector<std::int64_t>> requirements{{2, {1}}, {6, {3, 4, 5}}};
    EXPECT_TRUE(closes_cycle(1, 1, requirements));   // itself
    EXPECT_TRUE(closes_cycle(1, 2, requirements));   // 1 ← 2 ← 1
    EXPECT_FALSE(closes_cycle(2, 3, requirements));  // 2 ← 3 is new and safe
    requirements[3] = {2};
    EXPECT_TRUE(closes_cycle(1, 3, requirements));  // 1 ← 3 ← 2 ← 1
    EXPECT_FALSE(closes_cycle(6, 2, requirements));
}

TEST(PracticeGate, StatusNames) {
    EXPECT_EQ(practice_status_name(kPracticeNone), "未开始");
    EXPECT_EQ(practice_status_name(kPracticeStarted), "进行中");
    EXPECT_EQ(practice_status_name(kPracticeSubmitted), "待评分");
    EXPECT_EQ(practice_status_name(kPracticeScored), "已评分");
}

}  // namespace
}  // namespace xj::training
