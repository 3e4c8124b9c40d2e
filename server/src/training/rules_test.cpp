#include "training/rules.h"

#include <gtest/gtest.h>

#include "training/model.h"

namespace xj::training {
namespace {

TEST(TrainingState, FollowsTheDates) {
    EXPECT_EQ(state_at(100, 200, 99), kStateUpcoming);
    EXPECT_EQ(state_at(100, 200, 100), kStateRunning);  // the start instant has started
    EXPECT_EQ(state_at(100, 200, 200), kStateRunning);  // the end instant has not ended
    EXPECT_EQ(state_at(100, 200, 201), kStateEnded);
}

TEST(TrainingState, OpenDatesNeverEndOrWait) {
    EXPECT_EQ(state_at(std::nullopt, std::nullopt, 0), kStateRunning);
    EXPECT_EQ(state_at(std::nullopt, 200, 201), kStateEnded);
    EXPECT_EQ(state_at(100, std::nullopt, 1'000'000), kStateRunning);
}

TEST(TrainingState, Names) {
    EXPECT_EQ(state_name(kStateUpcoming), "报名中");
    EXPECT_EQ(state_name(kStateRunning), "进行中");
    EXPECT_EQ(state_name(kStateEnded), "已结束");
    EXPECT_EQ(state_name(9), "");
}

}  // namespace
}  // namespace xj::training
