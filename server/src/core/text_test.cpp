#include "core/text.h"

#include <gtest/gtest.h>

namespace xj::core::text {
namespace {

TEST(Text, CountsCodePointsNotBytes) {
    EXPECT_EQ(code_points(""), 0U);
    EXPECT_EQ(code_points("abc"), 3U);
    EXPECT_EQ(code_points("学鲸a"), 3U);
    EXPECT_EQ(code_points("a\x80"), 1U);  // continuation bytes never start a character
    EXPECT_EQ(code_points("\xE5"), 1U);   // a lead byte does, even cut short
}

TEST(Text, FirstCodePointsNeverSplitsACharacter) {
    EXPECT_EQ(first_code_points("学鲸教育", 2), "学鲸");
    EXPECT_EQ(first_code_points("ab", 5), "ab");
    EXPECT_EQ(first_code_points("学鲸", 0), "");
    EXPECT_EQ(code_points(first_code_points(std::string(60 * 3, 'x'), 50)), 50U);
}

TEST(Text, TrimsBlanksOrTheGivenBytes) {
    EXPECT_EQ(trim(" \t 张晓明 \r\n"), "张晓明");
    EXPECT_EQ(trim(" \t\r\n"), "");
    EXPECT_EQ(trim(""), "");
    EXPECT_EQ(trim("a b"), "a b");
    EXPECT_EQ(trim(" a\r\n", " \t"), "a\r\n");
    EXPECT_EQ(trim("\f\va\v", kAsciiSpace), "a");
}

TEST(Text, TrimWideAlsoDropsFullWidthSpaces) {
    EXPECT_EQ(trim_wide("\xE3\x80\x80 张晓明 \t"), "张晓明");
    EXPECT_EQ(trim_wide("张\xE3\x80\x80晓明\xE3\x80\x80\r\n"), "张\xE3\x80\x80晓明");
    EXPECT_EQ(trim_wide("\xE3\x80\x80"), "");
    EXPECT_EQ(trim(" \xE3\x80\x80x "), "\xE3\x80\x80x");  // trim() keeps them
}

TEST(Text, MasksTheMiddleOfAMobile) {
    EXPECT_EQ(mask_mobile("13800000002"), "138****0002");
    EXPECT_EQ(mask_mobile("12345678"), "123****5678");
    EXPECT_EQ(mask_mobile("1234567"), "1234567");
    EXPECT_EQ(mask_mobile("123"), "123");
    EXPECT_EQ(mask_mobile(""), "");
}

}  // namespace
}  // namespace xj::core::text
