#include "identity/roster_file.h"

#include <gtest/gtest.h>

namespace xj::identity {
namespace {

using Records = std::vector<std::vector<std::string>>;

TEST(RosterCsv, DropsTheBomAndReadsCrlfAndLf) {
    Records r = parse_csv("\xEF\xBB\xBF类型,学号/工号,姓名\r\n学生,2024010101,刘子涵\n教师,T1,王丽华");
    ASSERT_EQ(r.size(), 3U);
    EXPECT_EQ(r[0], (std::vector<std::string>{"类型", "学号/工号", "姓名"}));
    EXPECT_EQ(r[1], (std::vector<std::string>{"学生", "2024010101", "刘子涵"}));
    EXPECT_EQ(r[2], (std::vector<std::string>{"教师", "T1", "王丽华"}));
}

TEST(RosterCsv, QuotedFieldsKeepCommasQuotesAndNewlines) {
    Records r = parse_csv("\"a,b\",\"say \"\"hi\"\"\",\"x\r\ny\"\r\n");
    ASSERT_EQ(r.size(), 1U);
    EXPECT_EQ(r[0], (std::vector<std::string>{"a,b", "say \"hi\"", "x\r\ny"}));
}

TEST(RosterCsv, EmptyFieldsAndTrailingComma) {
    Records r = parse_csv("学生,,\n");
    ASSERT_EQ(r.size(), 1U);
    EXPECT_EQ(r[0], (std::vector<std::string>{"学生", "", ""}));
}

TEST(RosterRows, MessagesPerField) {
    EXPECT_EQ(row_error({"学生", "1", "张三"}), std::nullopt);
    EXPECT_EQ(row_error({"教师", "T2019001", "王丽华"}), std::nullopt);
    EXPECT_EQ(row_error({"校长", "1", "张三"}), "类型必须是学生或教师");
    EXPECT_EQ(row_error({"学生", " ", "张三"}), "学号/工号不能为空");
    EXPECT_EQ(row_error({"学生", std::string(20, '1'), "张三"}), std::nullopt);
    EXPECT_EQ(row_error({"学生", std::string(21, '1'), "张三"}), "学号/工号不能超过20位");
    EXPECT_EQ(row_error({"学生", "1", ""}), "姓名不能为空");
    std::string nineteen;
    for (int i = 0; i < 19; ++i) nineteen += "名";
    EXPECT_EQ(row_error({"学生", "1", nineteen}), std::nullopt);
    EXPECT_EQ(row_error({"学生", "1", nineteen + "名"}), "姓名过长");
    EXPECT_EQ(row_error({"学生", "1"}), "每行应有 3 列：类型,学号/工号,姓名");
}

TEST(RosterRows, EveryBadRowIsReportedWithItsRowAndNothingIsKeptOfThem) {
    RosterFile f = check_roster(parse_csv("类型,学号/工号,姓名\n学生,1,甲\n老师,2,乙\n\n教师,,丙\n"));
    ASSERT_EQ(f.errors.size(), 2U);
    EXPECT_EQ(f.errors[0].row, 3);
    EXPECT_EQ(f.errors[0].msg, "类型必须是学生或教师");
    EXPECT_EQ(f.errors[1].row, 5);
    EXPECT_EQ(f.errors[1].msg, "学号/工号不能为空");
    ASSERT_EQ(f.entries.size(), 1U);
    EXPECT_EQ(f.entries[0].kind, "student");
}

TEST(RosterRows, HeaderIsRequiredAndAnEmptyRosterIsAnError) {
    RosterFile bad = check_roster(parse_csv("学生,1,甲\n"));
    ASSERT_EQ(bad.errors.size(), 1U);
    EXPECT_EQ(bad.errors[0].row, 1);
    EXPECT_EQ(bad.errors[0].msg, "表头应为：类型,学号/工号,姓名");
    RosterFile empty = check_roster(parse_csv("类型,学号/工号,姓名\r\n"));
    ASSERT_EQ(empty.errors.size(), 1U);
    EXPECT_EQ(empty.errors[0].msg, "文件中没有名单");
    RosterFile ok = check_roster(parse_csv("类型,学号/工号,姓名\r\n教师, T9 , 王 五 \r\n"));
    ASSERT_TRUE(ok.errors.empty());
    EXPECT_EQ(ok.entries[0].number, "T9");
    EXPECT_EQ(ok.entries[0].name, "王 五");
}

}  // namespace
}  // namespace xj::identity
