#include "exams/grading_rules.h"

#include <algorithm>
#include <set>

#include <gtest/gtest.h>

namespace xj::exams {
namespace {

TEST(GradingRules, SingleChoiceScoresOnlyTheExactOption) {
    EXPECT_EQ(auto_score(kTypeSingle, "B", std::string("B"), 5), 5);
    EXPECT_EQ(auto_score(kTypeSingle, "B", std::string(" B "), 5), 5);
    EXPECT_EQ(auto_score(kTypeSingle, "B", std::string("A"), 5), 0);
    EXPECT_EQ(auto_score(kTypeSingle, "B", std::string("b"), 5), 0);
    EXPECT_EQ(auto_score(kTypeSingle, "B", std::nullopt, 5), 0);
    EXPECT_EQ(auto_score(kTypeSingle, "B", std::string(""), 5), 0);
}

TEST(GradingRules, MultipleChoiceNeedsTheExactSetWithoutPartMarks) {
    EXPECT_EQ(auto_score(kTypeMultiple, "A,C", std::string("A,C"), 4), 4);
    EXPECT_EQ(auto_score(kTypeMultiple, "A,C", std::string("C,A"), 4), 4);
    EXPECT_EQ(auto_score(kTypeMultiple, "A,C", std::string("C,A,A"), 4), 4);
    EXPECT_EQ(auto_score(kTypeMultiple, "A,C", std::string("A"), 4), 0);
    EXPECT_EQ(auto_score(kTypeMultiple, "A,C", std::string("A,B,C"), 4), 0);
    EXPECT_EQ(auto_score(kTypeMultiple, "A,C", std::nullopt, 4), 0);
}

TEST(GradingRules, JudgmentMatchesOneOrZero) {
    EXPECT_EQ(auto_score(kTypeJudgment, "1", std::string("1"), 2), 2);
    EXPECT_EQ(auto_score(kTypeJudgment, "1", std::string("0"), 2), 0);
    EXPECT_EQ(auto_score(kTypeJudgment, "0", std::string("0"), 2), 2);
}

TEST(GradingRules, FillInAcceptsAnyAnswerAfterNormalisation) {
    EXPECT_EQ(auto_score(kTypeFillIn, "北京|北京市", std::string("北京市"), 3), 3);
    EXPECT_EQ(auto_score(kTypeFillIn, "北京|北京市", std::string("  北京 "), 3), 3);
    EXPECT_EQ(auto_score(kTypeFillIn, "北京|北京市", std::string("上海"), 3), 0);
    EXPECT_EQ(auto_score(kTypeFillIn, "Hello World", std::string("hello   WORLD"), 3), 3);
    EXPECT_EQ(auto_score(kTypeFillIn, "TCP/IP 4", std::string("ＴＣＰ／ＩＰ\u3000４"), 3), 3);
    EXPECT_EQ(auto_score(kTypeFillIn, "北京", std::string("   "), 3), 0);
    EXPECT_EQ(auto_score(kTypeFillIn, "北京", std::nullopt, 3), 0);
}

TEST(GradingRules, AnnotationWaitsForATeacher) {
    EXPECT_EQ(auto_score(kTypeAnnotation, "参考答案", std::string("参考答案"), 10), std::nullopt);
    EXPECT_EQ(auto_score(kTypeAnnotation, "", std::nullopt, 10), std::nullopt);
}

TEST(GradingRules, NormalisationTrimsCollapsesWidensAndLowers) {
    EXPECT_EQ(normalize_fill_in("  A  b\t\nC "), "a b c");
    EXPECT_EQ(normalize_fill_in("ＡＢＣ１２３"), "abc123");
    EXPECT_EQ(normalize_fill_in("\u3000中\u3000文\u3000"), "中 文");
    EXPECT_EQ(normalize_fill_in("Ünïcode"), "Ünïcode");  // only ASCII letters change case
    EXPECT_EQ(normalize_fill_in(""), "");
}

TEST(GradingRules, PassMarkIsSixtyPercentOfTheTotal) {
    EXPECT_TRUE(passed(60, 100));
    EXPECT_FALSE(passed(59, 100));
    EXPECT_TRUE(passed(3, 5));
    EXPECT_FALSE(passed(2, 5));
    EXPECT_TRUE(passed(30, 50));
    EXPECT_FALSE(passed(0, 0));
}

TEST(GradingRules, DeadlineIsTheEarlierOfExamTimeAndEndTime) {
    EXPECT_EQ(deadline_at(1000, 10, 100000), 1600);
    EXPECT_EQ(deadline_at(1000, 10, 1300), 1300);
    EXPECT_EQ(deadline_at(1000, 0, 5000), 5000);
    EXPECT_EQ(seconds_left(1600, 1000), 600);
    EXPECT_EQ(seconds_left(1600, 2000), 0);
}

TEST(GradingRules, ShuffleIsAStablePermutation) {
    auto a = shuffled_order(20, 42, 0);
    EXPECT_EQ(a, shuffled_order(20, 42, 0));  // a reload shows the same order
    std::set<std::size_t> seen(a.begin(), a.end());
    EXPECT_EQ(seen.size(), 20U);
    EXPECT_EQ(*seen.rbegin(), 19U);
    EXPECT_NE(a, shuffled_order(20, 43, 0));
    EXPECT_NE(a, shuffled_order(20, 42, 7));
    EXPECT_TRUE(shuffled_order(0, 1, 0).empty());
    EXPECT_EQ(shuffled_order(1, 1, 0), std::vector<std::size_t>{0});
    // Pinned, so a change of generator (which would reorder every stored attempt) fails here.
    EXPECT_EQ(shuffled_order(5, 12345, 0), (std::vector<std::size_t>{3, 2, 0, 1, 4}));
}

TEST(GradingRules, CanonicalAnswerFollowsTheEncoding) {
    EXPECT_EQ(canonical_answer(kTypeMultiple, std::string("C,A")), "A,C");
    EXPECT_EQ(canonical_answer(kTypeMultiple, std::string(" , ")), std::nullopt);
    EXPECT_EQ(canonical_answer(kTypeSingle, std::string("")), std::nullopt);
    EXPECT_EQ(canonical_answer(kTypeSingle, std::nullopt), std::nullopt);
    EXPECT_EQ(canonical_answer(kTypeFillIn, std::string(" x ")), " x ");
}

TEST(GradingRules, AnswerChecksNameOptionsAndLimitLength) {
    EXPECT_EQ(answer_error(kTypeSingle, std::string("B"), 4), std::nullopt);
    EXPECT_EQ(answer_error(kTypeSingle, std::string("E"), 4), kMsgAnswerBadFormat);
    EXPECT_EQ(answer_error(kTypeSingle, std::string("A,B"), 4), kMsgAnswerBadFormat);
    EXPECT_EQ(answer_error(kTypeMultiple, std::string("A,D"), 4), std::nullopt);
    EXPECT_EQ(answer_error(kTypeMultiple, std::string("A,Z"), 4), kMsgAnswerBadFormat);
    EXPECT_EQ(answer_error(kTypeJudgment, std::string("1"), 0), std::nullopt);
    EXPECT_EQ(answer_error(kTypeJudgment, std::string("2"), 0), kMsgAnswerBadFormat);
    EXPECT_EQ(answer_error(kTypeSingle, std::nullopt, 4), std::nullopt);
    std::string long_text;
    for (int i = 0; i < 5000; ++i) long_text += "字";
    EXPECT_EQ(answer_error(kTypeAnnotation, long_text, 0), std::nullopt);
    EXPECT_EQ(answer_error(kTypeAnnotation, long_text + "字", 0), kMsgAnswerTooLong);
    // Characters, not bytes: 4999 ASCII letters and one Chinese character are 5000.
    EXPECT_EQ(answer_error(kTypeAnnotation, std::string(4999, 'a') + "学", 0), std::nullopt);
    EXPECT_EQ(answer_error(kTypeAnnotation, std::string(4999, 'a') + "学鲸", 0), kMsgAnswerTooLong);
}

TEST(GradingRules, TypeNamesAreTheSpecs) {
    EXPECT_EQ(type_name(1), "单选题");
    EXPECT_EQ(type_name(5), "简答题");
    EXPECT_EQ(type_name(9), "");
}

}  // namespace
}  // namespace xj::exams
