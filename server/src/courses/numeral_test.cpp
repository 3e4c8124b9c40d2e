// The chapter level numerals (upperCaseChapterLevel) and kind names, as a table.
#include <gtest/gtest.h>

#include "courses/model.h"

namespace xj::courses {
namespace {

TEST(UpperCaseNumeral, WritesChapterLevelsTheChineseWay) {
    const std::vector<std::pair<int, std::string>> table{
        {1, "一"},
        {2, "二"},
        {9, "九"},
        {10, "十"},
        {11, "十一"},
        {19, "十九"},
        {20, "二十"},
        {21, "二十一"},
        {99, "九十九"},
        {100, "一百"},
        {101, "一百零一"},
        {110, "一百一十"},
        {111, "一百一十一"},
        {230, "二百三十"},
        {1000, "一千"},
        {1005, "一千零五"},
        {1010, "一千零一十"},
        {1200, "一千二百"},
        {0, "零"},
    };
    for (const auto& [n, text] : table) EXPECT_EQ(upper_case_numeral(n), text) << n;
}

TEST(KindName, NamesTheThreeKinds) {
    EXPECT_EQ(kind_name(kKindIntro), "入门");
    EXPECT_EQ(kind_name(kKindMiddle), "进阶");
    EXPECT_EQ(kind_name(kKindHigh), "高级");
    EXPECT_EQ(kind_name(7), "");
}

}  // namespace
}  // namespace xj::courses
