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

TEST(TextTest, WellFormedUtf8Only) {
    EXPECT_TRUE(valid_utf8("类型,学号/工号,姓名"));
    EXPECT_TRUE(valid_utf8("plain ascii"));
    EXPECT_TRUE(valid_utf8("\xF0\x9F\x90\xB3"));           // 🐳
    EXPECT_FALSE(valid_utf8("\xC0\xAF"));                  // overlong '/'
    EXPECT_FALSE(valid_utf8("\xE0\x80\xAF"));              // overlong
    EXPECT_FALSE(valid_utf8("\xED\xA0\x80"));              // a surrogate
    EXPECT_FALSE(valid_utf8("\xF4\x90\x80\x80"));          // above U+10FFFF
    EXPECT_FALSE(valid_utf8("\xE5\xAD"));                  // cut short
    EXPECT_FALSE(valid_utf8("\xC0\xEB\xCD\xF5\xB6\xFE"));  // GBK
}

TEST(TextTest, CleanTextRefusesControlCharacters) {
    EXPECT_TRUE(clean_text("第一行\n第二行\t缩进\r\n"));
    EXPECT_FALSE(clean_text(std::string("Py\0x", 4)));
    EXPECT_FALSE(clean_text("a\x1B[31m"));
    EXPECT_FALSE(clean_text("del\x7F"));
    EXPECT_FALSE(clean_text("c1\xC2\x85"));  // NEL
    EXPECT_TRUE(clean_text("\xC2\xA0"));     // no-break space is text
    EXPECT_FALSE(clean_text("\xFF"));
}

}  // namespace
}  // namespace xj::core::text
