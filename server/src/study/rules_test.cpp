// The credit rule of verified progress (docs/study.md "Verified progress"), as a table of beats.
#include <gtest/gtest.h>

#include <vector>

#include "study/model.h"

namespace xj::study {
namespace {

constexpr double kDuration = 300;  // a 5-minute video

struct Step {
    std::int64_t at_ms;  // server clock of the beat
    double position;     // what the client claims
    double credit;       // expected credit of this beat
    double furthest;     // expected furthest after it
    double resume;       // expected resume after it
    bool completed;
};

struct Case {
    const char* name;
    std::vector<Step> steps;
};

const std::vector<Case> kCases = {
    {"first beat opens a segment and credits nothing", {{0, 120, 0, 0, 0, false}}},
    {"honest playback: every 30 s the position moves 30 s",
     {{0, 0, 0, 0, 0, false}, {30'000, 30, 30, 30, 30, false}, {60'000, 60, 30, 60, 60, false}}},
    {"fast-forward claim: 200 s after 10 s credits 2 × 10 s",
     {{0, 0, 0, 0, 0, false}, {10'000, 200, 20, 20, 20, false}}},
    {"one beat never credits more than 60 s, however long the pause",
     {{0, 0, 0, 0, 0, false}, {3'600'000, 290, 60, 60, 60, false}}},
    {"seek back: nothing credited, furthest kept, resume follows the position",
     {{0, 0, 0, 0, 0, false},
      {30'000, 30, 30, 30, 30, false},
      {60'000, 60, 30, 60, 60, false},
      {61'000, 10, 0, 60, 10, false}}},
    {"rewatching before furthest credits time but does not move furthest",
     {{0, 0, 0, 0, 0, false},
      {30'000, 30, 30, 30, 30, false},
      {31'000, 0, 0, 30, 0, false},
      {41'000, 10, 10, 30, 10, false}}},
    {"tiny intervals credit only the elapsed time (twice)",
     {{0, 0, 0, 0, 0, false}, {100, 30, 0.2, 0.2, 0.2, false}, {200, 30, 0.2, 0.4, 0.4, false}}},
    {"a second tab beating at the same instant adds nothing",
     {{0, 0, 0, 0, 0, false},
      {30'000, 30, 30, 30, 30, false},
      {30'000, 30, 0, 30, 30, false},
      {30'000, 60, 0, 30, 30, false}}},
    {"huge positions are clamped by the wall clock",
     {{0, 0, 0, 0, 0, false}, {1'000, 305, 2, 2, 2, false}, {2'000, 305, 2, 4, 4, false}}},
    {"a clock that goes backwards credits nothing", {{10'000, 0, 0, 0, 0, false}, {5'000, 30, 0, 0, 0, false}}},
    {"complete at 90 % of the duration, and for good",
     {{0, 0, 0, 0, 0, false},
      {30'000, 60, 60, 60, 60, false},
      {60'000, 120, 60, 120, 120, false},
      {90'000, 180, 60, 180, 180, false},
      {120'000, 240, 60, 240, 240, false},
      {150'000, 269, 29, 269, 269, false},
      {151'000, 270, 1, 270, 270, true},
      {152'000, 0, 0, 270, 0, true}}},
};

TEST(StudyCreditRule, Table) {
    for (const auto& c : kCases) {
        std::optional<VideoProgress> state;
        double total = 0;
        for (std::size_t i = 0; i < c.steps.size(); ++i) {
            const Step& s = c.steps[i];
            BeatStep step = apply_beat(state, Beat{s.position, s.at_ms, kDuration});
            EXPECT_NEAR(step.credit, s.credit, 1e-9) << c.name << " beat " << i;
            EXPECT_NEAR(step.next.furthest_seconds, s.furthest, 1e-9) << c.name << " beat " << i;
            EXPECT_NEAR(step.next.resume_seconds, s.resume, 1e-9) << c.name << " beat " << i;
            EXPECT_EQ(step.next.completed, s.completed) << c.name << " beat " << i;
            EXPECT_EQ(step.next.last_beat_ms, s.at_ms) << c.name << " beat " << i;
            total += step.credit;
            EXPECT_NEAR(step.next.credited_seconds, total, 1e-9) << c.name << " beat " << i;
            state = step.next;
        }
    }
}

TEST(StudyCreditRule, CreditNeverExceedsTwiceTheWallClock) {
    std::optional<VideoProgress> state;
    std::int64_t t = 0;
    for (int i = 0; i < 1000; ++i) {
        t += 7 + (i % 13) * 311;  // irregular intervals
        double position = (i % 3 == 0) ? 1e9 : (i % 3 == 1 ? 0 : state ? state->resume_seconds + 100 : 0);
        state = apply_beat(state, Beat{position, t, kDuration}).next;
        EXPECT_LE(state->credited_seconds, 2.0 * static_cast<double>(t) / 1000.0 + 1e-9);
        EXPECT_LE(state->furthest_seconds, state->credited_seconds + 1e-9);
        EXPECT_GE(state->resume_seconds, 0);
        EXPECT_LE(state->resume_seconds, state->furthest_seconds);
    }
}

}  // namespace
}  // namespace xj::study
