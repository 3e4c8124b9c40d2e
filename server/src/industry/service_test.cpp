// The industrial belts on both databases (docs/industrial-belt.md): the rules and their messages, a belt saved,
// changed and deleted, the same name refused in a province, and the map's and a province's figures.
#include "industry/service.h"

#include <gtest/gtest.h>

#include "certificates/service.h"
#include "courses/test_fixture.h"
#include "exams/paper_service.h"
#include "industry/rules.h"
#include "resume/service.h"
#include "study/service.h"
#include "teaching/statistics_service.h"
#include "testing/request_support.h"
#include "training/service.h"

namespace xj::industry {
namespace {

using core::testing::refusal;
using courses::testing::kNow;

Belt belt(std::string name = "杭州跨境电商产业带") {
    Belt b;
    b.province = "33";
    b.name = std::move(name);
    b.industries = {"跨境电商", "服装"};
    b.summary = "跨境电商综合试验区";
    b.course_keyword = "Python";
    b.enterprises = {{"海鲸跨境电商有限公司", "亚马逊运营"}};
    return b;
}

TEST(IndustryRules, ProvincesAndTheBeltRules) {
    EXPECT_EQ(provinces().size(), 34U);
    EXPECT_EQ(province_name("33"), "浙江省");
    EXPECT_EQ(province_name("11"), "北京市");
    EXPECT_FALSE(province_name("3301"));
    EXPECT_FALSE(province_name("99"));
    EXPECT_FALSE(belt_violation(belt()));
    auto message = [](Belt b) { return belt_violation(b).value_or(Violation{}).message; };
    Belt b = belt();
    b.province = "99";
    EXPECT_EQ(message(b), "请选择省份");
    b = belt("杭");
    EXPECT_EQ(message(b), "产业带名称应为 2–30 个字");
    b = belt();
    b.industries = {};
    EXPECT_EQ(message(b), "请填写 1–8 个主导产业，每个不超过 12 个字");
    b.industries = {"服装", "服装"};
    EXPECT_EQ(message(b), "请填写 1–8 个主导产业，每个不超过 12 个字");
    b.industries = {"一二三四五六七八九十一二三"};
    EXPECT_EQ(message(b), "请填写 1–8 个主导产业，每个不超过 12 个字");
    b = belt();
    b.summary = std::string(501, 'x');
    EXPECT_EQ(message(b), "简介不能超过 500 个字");
    b = belt();
    b.course_keyword = std::string(21, 'k');
    EXPECT_EQ(message(b), "课程关键词不能超过 20 个字");
    b = belt();
    b.enterprises = std::vector<Enterprise>(21, {"海鲸跨境", ""});
    EXPECT_EQ(message(b), "合作企业最多 20 家");
    b.enterprises = {{"鲸", ""}};
    EXPECT_EQ(message(b), "企业名称应为 2–40 个字");
    b.enterprises = {{"海鲸跨境", std::string(201, 'd')}};
    EXPECT_EQ(message(b), "企业简介不能超过 200 个字");
}

class IndustryTest : public courses::testing::CourseTeamTest {
protected:
    void SetUp() override {
        CourseTeamTest::SetUp();
        if (!db_) return;
        papers_ = std::make_unique<exams::PaperService>(*db_, clock_, *courses_);
        study_ = std::make_unique<study::StudyService>(*db_, clock_, *courses_);
        authoring_ = std::make_unique<authoring::AuthoringService>(*db_, clock_, *courses_);
        training_ =
            std::make_unique<training::TrainingService>(*db_, clock_, *courses_, *authoring_, *study_, *papers_);
        stats_ = std::make_unique<teaching::StatisticsService>(*db_, clock_, *courses_, *authoring_);
        certificates_ =
            std::make_unique<certificates::CertificateService>(*db_, clock_, *accounts_, *site_, *courses_, *stats_);
        resumes_ =
            std::make_unique<resume::ResumeService>(*db_, clock_, *courses_, *papers_, *training_, *certificates_);
        board_ = std::make_unique<employment::EmploymentService>(*db_, clock_, *courses_, *resumes_);
        industry_ = std::make_unique<IndustryService>(*db_, clock_, *courses_, *board_);
    }

    std::unique_ptr<exams::PaperService> papers_;
    std::unique_ptr<study::StudyService> study_;
    std::unique_ptr<authoring::AuthoringService> authoring_;
    std::unique_ptr<training::TrainingService> training_;
    std::unique_ptr<teaching::StatisticsService> stats_;
    std::unique_ptr<certificates::CertificateService> certificates_;
    std::unique_ptr<resume::ResumeService> resumes_;
    std::unique_ptr<employment::EmploymentService> board_;
    std::unique_ptr<IndustryService> industry_;
};

TEST_P(IndustryTest, ABeltIsSavedChangedAndDeleted) {
    Belt saved = industry_->save(belt());
    EXPECT_FALSE(saved.sign.empty());
    EXPECT_EQ(saved.industries, (std::vector<std::string>{"跨境电商", "服装"}));
    ASSERT_EQ(saved.enterprises.size(), 1U);
    EXPECT_EQ(saved.enterprises[0].name, "海鲸跨境电商有限公司");
    EXPECT_EQ(saved.updated_at, kNow);
    EXPECT_EQ(refusal([&] { industry_->save(belt()); }).what(), std::string("该省份已有同名产业带"));
    Belt other = industry_->save(belt("义乌小商品产业带"));

    saved.summary = "改过的简介";
    saved.province = "44";
    Belt changed = industry_->save(saved);
    EXPECT_EQ(changed.summary, "改过的简介");
    EXPECT_EQ(changed.province, "44");
    other.name = "杭州跨境电商产业带";
    other.province = "44";
    EXPECT_EQ(refusal([&] { industry_->save(other); }).what(), std::string("该省份已有同名产业带"));
    Belt ghost = belt("不存在的产业带");
    ghost.sign = "nope";
    EXPECT_EQ(refusal([&] { industry_->save(ghost); }).what(), std::string("产业带不存在"));
    Belt bad = belt();
    bad.province = "3301";
    EXPECT_EQ(refusal([&] { industry_->save(bad); }).code(), core::ApiCode::kInvalid);

    MapFigures m = industry_->map();
    EXPECT_EQ(m.belts, 2);
    ASSERT_EQ(m.provinces.size(), 2U);
    EXPECT_EQ(m.provinces[0].code, "33");
    EXPECT_EQ(m.provinces[0].name, "浙江省");

    industry_->remove(other.sign);
    EXPECT_EQ(refusal([&] { industry_->remove(other.sign); }).what(), std::string("产业带不存在"));
    EXPECT_EQ(industry_->all().size(), 1U);
}

TEST_P(IndustryTest, AProvinceShowsItsBeltsIndustriesAndMatchingCourses) {
    Belt b = belt();
    b.course_keyword = "Python";
    industry_->save(b);
    Belt second = belt("宁波智能制造产业带");
    second.industries = {"智能制造", "服装"};
    second.course_keyword = "数据";
    industry_->save(second);
    Region r = industry_->region("localhost", "33");
    EXPECT_EQ(r.name, "浙江省");
    ASSERT_EQ(r.belts.size(), 2U);
    EXPECT_EQ(r.industries, (std::vector<std::string>{"跨境电商", "服装", "智能制造"}));
    ASSERT_EQ(r.courses.size(), 2U);  // Python 入门 and 数据分析, each once
    EXPECT_EQ(r.companies.total, 0);
    EXPECT_EQ(r.jobs.total, 0);
    EXPECT_TRUE(industry_->region("localhost", "44").belts.empty());
    EXPECT_EQ(refusal([&] { industry_->region("localhost", "99"); }).what(), std::string("地区不存在"));
}

XJ_INSTANTIATE_DB_TEST(IndustryTest);

}  // namespace
}  // namespace xj::industry
