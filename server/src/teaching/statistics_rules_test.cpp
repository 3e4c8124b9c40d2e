// The score rule (docs/teaching.md, Statistics): parts, weights, rounding, pass mark, bucket edges.
#include <gtest/gtest.h>

#include "teaching/statistics_rules.h"
#include "teaching/statistics_service.h"

namespace xj::teaching {
namespace {

TEST(ScoreRule, PartsAreCappedAtOneHundred) {
    EXPECT_EQ(question_part(0), 0);
    EXPECT_EQ(question_part(3), 75);
    EXPECT_EQ(question_part(4), 100);
    EXPECT_EQ(question_part(40), 100);
    EXPECT_EQ(log_part(0), 0);
    EXPECT_EQ(log_part(7), 70);
    EXPECT_EQ(log_part(10), 100);
    EXPECT_EQ(log_part(31), 100);
}

TEST(ScoreRule, WeightedSumRoundedToOneDecimal) {
    ScoreWeights defaults;  // 40/10/20/20/10
    EXPECT_EQ(course_score(defaults, {100, 100, 100, 100, 100}), 100);
    EXPECT_EQ(course_score(defaults, {100, 100, 0, 0, 100}), 60);
    EXPECT_EQ(course_score(defaults, {50, 25, 0, 0, 20}), 24.5);
    EXPECT_EQ(course_score(defaults, {0, 0, 0, 0, 0}), 0);
    ScoreWeights odd{33, 33, 0, 0, 34};
    EXPECT_EQ(course_score(odd, {1, 0, 0, 0, 0}), 0.3);  // 0.33 → 0.3
    EXPECT_EQ(course_score(odd, {5, 0, 0, 0, 0}), 1.7);  // 1.65 → 1.7 (half up)
    EXPECT_EQ(course_score(odd, {99, 99, 0, 0, 99}), 99);
}

TEST(ScoreRule, ExamPartsHaveOneDecimal) {
    EXPECT_EQ(exam_part(82.5), 82.5);
    EXPECT_EQ(exam_part(2.0 / 3.0 * 100), 66.7);
    EXPECT_EQ(exam_part(-1), 0);
    EXPECT_EQ(exam_part(120), 100);
    ScoreWeights defaults;
    EXPECT_EQ(course_score(defaults, {100, 100, 82.5, 81, 100}), 92.7);
    EXPECT_EQ(course_score(defaults, {0, 0, 66.7, 0, 0}), 13.3);  // 20 × 66.7 = 1334 → 13.34 → 13.3
    EXPECT_EQ(course_score(defaults, {0, 0, 0.3, 0, 0}), 0.1);    // 0.06 → 0.1
}

TEST(ScoreRule, PassMarkIsSixty) {
    EXPECT_FALSE(passed(59.9));
    EXPECT_TRUE(passed(60));
    EXPECT_TRUE(passed(100));
}

TEST(ScoreRule, BucketEdges) {
    EXPECT_EQ(score_bucket(0), 0);
    EXPECT_EQ(score_bucket(9.9), 0);
    EXPECT_EQ(score_bucket(10), 1);
    EXPECT_EQ(score_bucket(19.9), 1);
    EXPECT_EQ(score_bucket(89.9), 8);
    EXPECT_EQ(score_bucket(90), 9);
    EXPECT_EQ(score_bucket(100), 9);
    EXPECT_EQ(kBucketNames[0], "one");
    EXPECT_EQ(kBucketNames[9], "ten");
}

TEST(ScoreRule, ProgressBuckets) {
    EXPECT_EQ(progress_bucket(0), 0);
    EXPECT_EQ(progress_bucket(19), 0);
    EXPECT_EQ(progress_bucket(20), 1);
    EXPECT_EQ(progress_bucket(79), 3);
    EXPECT_EQ(progress_bucket(80), 4);
    EXPECT_EQ(progress_bucket(100), 4);
}

TEST(ScoreRule, SumsAndCountsOfRows) {
    ScoreWeights w;
    std::vector<ScoreRow> rows{score_row({"a", "甲", "", 100, 4, 10}, w), score_row({"b", "乙", "", 50, 1, 2}, w),
                               score_row({"c", "丙", "", 0, 0, 0}, w)};
    ScoreSum s = score_sum_of(rows);
    EXPECT_EQ(s.student_count, 3);
    EXPECT_EQ(s.average, 28.2);
    EXPECT_EQ(s.highest, 60);
    EXPECT_EQ(s.lowest, 0);
    EXPECT_EQ(s.pass_count, 1);
    EXPECT_EQ(s.pass_rate, 33.3);
    auto counts = score_counts_of(rows);
    EXPECT_EQ(counts[0], 1);
    EXPECT_EQ(counts[2], 1);
    EXPECT_EQ(counts[6], 1);
    ScoreSum none = score_sum_of({});
    EXPECT_EQ(none.student_count, 0);
    EXPECT_EQ(none.average, 0);
    EXPECT_EQ(none.pass_rate, 0);
}

TEST(Statistics, Percent) {
    EXPECT_EQ(percent_of(1, 3), 33.3);
    EXPECT_EQ(percent_of(2, 3), 66.7);
    EXPECT_EQ(percent_of(0, 0), 0);
}

TEST(Statistics, ChinaDateRollsOverAtSixteenUtc) {
    EXPECT_EQ(china_date(1'800'000'000), "2027-01-15");  // 08:00 UTC, 16:00 China time
    EXPECT_EQ(china_date(1'800'000'000 + 8 * 3600 - 1), "2027-01-15");
    EXPECT_EQ(china_date(1'800'000'000 + 8 * 3600), "2027-01-16");
}

}  // namespace
}  // namespace xj::teaching
