#include "resume/rules.h"

#include <gtest/gtest.h>

namespace xj::resume {
namespace {

TEST(ResumeRules, MonthsAreYearDashMonthWithinReason) {
    EXPECT_TRUE(valid_month("2024-09"));
    EXPECT_TRUE(valid_month("1950-01"));
    EXPECT_FALSE(valid_month("2024-9"));
    EXPECT_FALSE(valid_month("2024-13"));
    EXPECT_FALSE(valid_month("2024-00"));
    EXPECT_FALSE(valid_month("1949-12"));
    EXPECT_FALSE(valid_month("2024/09"));
    EXPECT_FALSE(valid_month(""));
    EXPECT_EQ(month_of(1'764'518'400), "2025-12");  // 2025-11-30T16:00Z is already December 1st in China
}

TEST(ResumeRules, APeriodStartsBeforeItEndsAndNeitherIsInTheFuture) {
    EXPECT_EQ(period_problem("", "", "2026-11", false), "请选择开始时间");
    EXPECT_EQ(period_problem("2026-12", "", "2026-11", false), "开始时间不能晚于当前月份");
    EXPECT_EQ(period_problem("2024-09", "2024-08", "2026-11", false), "结束时间不能早于开始时间");
    EXPECT_EQ(period_problem("2024-09", "2027-06", "2026-11", false), "结束时间不能晚于当前月份");
    EXPECT_EQ(period_problem("2024-09", "2027-06", "2026-11", true), std::nullopt);  // an expected graduation
    EXPECT_EQ(period_problem("2024-09", "", "2026-11", false), std::nullopt);        // 至今
    EXPECT_EQ(period_problem("2024-09", "2024-09", "2026-11", false), std::nullopt);
    EXPECT_EQ(period_problem("2024-09", "2024-9", "2026-11", false), "结束时间格式应为YYYY-MM");
}

TEST(ResumeRules, EmailsFollowTheSpecMessages) {
    EXPECT_EQ(email_problem(""), "请输入邮箱");
    EXPECT_EQ(email_problem("a@b"), "邮箱格式错误");
    EXPECT_EQ(email_problem("@example.com"), "邮箱格式错误");
    EXPECT_EQ(email_problem("a@@example.com"), "邮箱格式错误");
    EXPECT_EQ(email_problem("a@example..com"), "邮箱格式错误");
    EXPECT_EQ(email_problem("林@example.com"), "邮箱格式错误");
    EXPECT_EQ(email_problem("xiao.jing+cv@mail.example.com"), std::nullopt);
}

TEST(ResumeRules, SalariesAreNegotiableOrAnOrderedRange) {
    EXPECT_EQ(salary_problem(0, 0), std::nullopt);
    EXPECT_EQ(salary_problem(8, 12), std::nullopt);
    EXPECT_EQ(salary_problem(12, 8), "最高薪资不能低于最低薪资");
    EXPECT_EQ(salary_problem(0, 8), "请填写期望薪资，或选择面议");
    EXPECT_EQ(salary_problem(8, 1001), "期望薪资超出范围");
}

TEST(ResumeRules, SkillsAreFewShortAndDistinct) {
    EXPECT_EQ(skills_problem({"React", "Vue"}), std::nullopt);
    EXPECT_EQ(skills_problem(std::vector<std::string>(13, "x")), "技能标签最多12个");
    EXPECT_EQ(skills_problem({"React", "React"}), "技能标签「React」重复了");
    EXPECT_EQ(skills_problem({""}), "技能标签不正确");
    EXPECT_EQ(skills_problem({"a\nb"}), "技能标签不正确");
    EXPECT_EQ(skills_problem({std::string(21 * 3, 'x').substr(0, 21)}), "技能标签不能超过20个字");
}

}  // namespace
}  // namespace xj::resume
