// The certificates domain's rules: numbers, codes, what a visitor types, scores and dates as printed.
#include <gtest/gtest.h>

#include "certificates/rules.h"

namespace xj::certificates {
namespace {

constexpr std::int64_t kNov18 = 1795000000;  // 2026-11-18 19:06 China time

TEST(CertificateRules, NumbersCarryTheChinaYearAndAtLeastSixDigits) {
    EXPECT_EQ(number_of(42, kNov18), "XJ2026000042");
    EXPECT_EQ(number_of(1234567, kNov18), "XJ20261234567");
    // 2026-12-31 16:30 UTC is already 2027 in China.
    EXPECT_EQ(number_of(7, 1798734600), "XJ2027000007");
}

TEST(CertificateRules, WhatAVisitorTypesIsReadWithoutSpacesOrCase) {
    EXPECT_EQ(normalize_token(" xj 2026 000042\t"), "XJ2026000042");
    EXPECT_TRUE(is_number("XJ2026000042"));
    EXPECT_FALSE(is_number("XJ202600004"));  // nine digits: too short
    EXPECT_FALSE(is_number("XY2026000042"));
    EXPECT_FALSE(is_number("XJ2026ABC042"));
    EXPECT_TRUE(is_code("ABCD2345"));
    EXPECT_FALSE(is_code("ABCD234"));
    EXPECT_FALSE(is_code("ABCD2340"));  // 0 is not in the alphabet (read off paper as O)
    EXPECT_FALSE(is_code("abcd2345"));
}

TEST(CertificateRules, ScoresAndDatesAsPrinted) {
    EXPECT_EQ(score_text(60), "60");
    EXPECT_EQ(score_text(72.5), "72.5");
    EXPECT_EQ(score_text(72.449), "72.4");
    EXPECT_EQ(date_text(kNov18), "2026年11月18日");
}

TEST(CertificateRules, EachKindHasItsTitleAndStatement) {
    Certificate c;
    c.holder_name = "张晓明";
    c.course_name = "跨境电商运营实训";
    c.hours = 0;
    c.score = 81.5;
    c.issued_at = kNov18;
    c.kind = Kind::kTraining;
    EXPECT_EQ(title_of(c.kind), "培训证书");
    EXPECT_EQ(statement_of(c),
              "张晓明 同学于 2026年11月18日 完成《跨境电商运营实训》培训项目的学习，经考核成绩合格（综合成绩 81.5 "
              "分），特发此证。");
    EXPECT_EQ(title_of(Kind::kCourse), "结业证书");
    EXPECT_EQ(title_of(Kind::kOffline), "考核证书");
    c.number = "XJ2026000042";
    c.code = "ABCD2345";
    EXPECT_EQ(verify_url("https://xj.example.cn", c),
              "https://xj.example.cn/certificate-details?number=XJ2026000042&code=ABCD2345");
}

}  // namespace
}  // namespace xj::certificates
