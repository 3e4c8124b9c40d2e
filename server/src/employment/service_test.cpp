// The job board, applications and the enterprise centre on both databases (docs/employment.md): only open jobs of
// verified companies are public, keywords match Chinese substrings of titles, company names and tags through an
// index, one application per user and job however many sends race, a failed e-mail records nothing, an enterprise
// sees only its own jobs' applications, the applicant sees each change, recommendations say why, and a school's
// statistics count its students.
#include "certificates/service.h"
#include "employment/service.h"
#include "teaching/statistics_service.h"

#include <gtest/gtest.h>

#include <fstream>
#include <thread>

#include "core/api_error.h"
#include "core/sign.h"
#include "courses/test_fixture.h"
#include "employment/application_service.h"
#include "employment/enterprise_service.h"
#include "employment/statistics_service.h"
#include "exams/paper_service.h"
#include "study/service.h"
#include "training/service.h"

namespace xj::employment {
namespace {

using courses::testing::kNow;

class EmploymentTest : public courses::testing::CourseTeamTest {
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
        board_ = std::make_unique<EmploymentService>(*db_, clock_, *courses_, *resumes_);
        outbox_ = std::make_unique<OutboxMailSender>(*db_, clock_);
        applications_ = applications_with(*outbox_);
        audit_ = std::make_unique<audit::AuditService>(*db_, clock_);
        enterprise_ = std::make_unique<EnterpriseService>(*db_, clock_, *courses_, *board_, *audit_);
        files_ = std::filesystem::temp_directory_path() / ("xj-employment-" + core::make_sign());
        applications_->set_files_dir(files_ / "applications");
        enterprise_->set_files_dir(files_);
        db_->with_conn([&](db::Conn& c) {
            boss_ = user(c, "13700000011", "赵敏", core::Role::kEnterprise, school_);
            rival_ = user(c, "13700000012", "钱多多", core::Role::kEnterprise, school_);
        });
    }
    void TearDown() override {
        if (!files_.empty()) std::filesystem::remove_all(files_);
        CourseTeamTest::TearDown();
    }

    std::unique_ptr<ApplicationService> applications_with(MailSender& sender) {
        return std::make_unique<ApplicationService>(*db_, clock_, *accounts_, *resumes_, *board_, sender,
                                                    MailSettings{});
    }

    static std::string refusal(const std::function<void()>& call) {
        try {
            call();
        } catch (const core::ApiError& e) {
            return std::to_string(static_cast<int>(e.code())) + " " + e.what();
        }
        return "accepted";
    }

    static CompanyForm company(const std::string& name) {
        CompanyForm f;
        f.name = name;
        f.industry = "I";
        f.scale = 3;
        f.city = "4201";
        f.introduction = "做数据服务的公司。";
        f.welfare = {"五险一金", "双休"};
        return f;
    }

    static JobForm job(const std::string& title, const std::string& position = "0107",
                       const std::string& city = "4201") {
        JobForm f;
        f.title = title;
        f.position = position;
        f.industry = "I";
        f.city = city;
        f.salary_min = 6;
        f.salary_max = 9;
        f.tags = {"Python", "SQL"};
        f.description = "岗位职责：整理数据。";
        f.contact_email = "hr@jingyue.example.com";
        return f;
    }

    // A verified company of `owner` with one job; the job's sign.
    std::string verified_job(const core::AuthUser& owner, const std::string& company_name, const JobForm& form) {
        Company c = enterprise_->save_company(owner, company(company_name));
        std::string sign = enterprise_->add_job("localhost", owner, form);
        enterprise_->review(reviewer_, "", c.sign, true, "");
        return sign;
    }

    std::vector<std::string> titles(const JobQuery& q) {
        std::vector<std::string> out;
        for (const auto& j : board_->search(q).list) out.push_back(j.title);
        return out;
    }

    static JobQuery keyword(const std::string& k) {
        JobQuery q;
        q.keyword = k;
        return q;
    }

    std::unique_ptr<exams::PaperService> papers_;
    std::unique_ptr<study::StudyService> study_;
    std::unique_ptr<authoring::AuthoringService> authoring_;
    std::unique_ptr<training::TrainingService> training_;
    std::unique_ptr<teaching::StatisticsService> stats_;
    std::unique_ptr<certificates::CertificateService> certificates_;
    std::unique_ptr<resume::ResumeService> resumes_;
    std::unique_ptr<EmploymentService> board_;
    std::unique_ptr<OutboxMailSender> outbox_;
    std::unique_ptr<ApplicationService> applications_;
    std::unique_ptr<audit::AuditService> audit_;
    core::AuthUser reviewer_{0, "admin", "平台管理员", {core::Role::kAdmin}, 0};
    std::unique_ptr<EnterpriseService> enterprise_;
    std::filesystem::path files_;
    core::AuthUser boss_, rival_;
};

TEST_P(EmploymentTest, OnlyOpenJobsOfVerifiedCompaniesAreOnTheBoard) {
    if (!db_) GTEST_SKIP();
    Company c = enterprise_->save_company(boss_, company("鲸跃数据科技"));
    EXPECT_EQ(c.status, CompanyStatus::kPending);
    std::string sign = enterprise_->add_job("localhost", boss_, job("数据分析师"));
    EXPECT_TRUE(titles({}).empty()) << "a company waiting for review has nothing public";
    EXPECT_EQ(refusal([&] { board_->job(std::nullopt, sign); }), "-1000 职位不存在");
    EXPECT_EQ(board_->job(boss_, sign).job.card.title, "数据分析师") << "its owner sees it";

    enterprise_->review(reviewer_, "", c.sign, true, "");
    EXPECT_EQ(titles({}), std::vector<std::string>{"数据分析师"});
    enterprise_->set_job_status(boss_, sign, JobStatus::kClosed);
    EXPECT_TRUE(titles({}).empty());
    EXPECT_EQ(board_->job(std::nullopt, sign).job.card.status, JobStatus::kClosed) << "closed jobs keep their page";
    enterprise_->set_job_status(boss_, sign, JobStatus::kOpen);
    EXPECT_EQ(titles({}).size(), 1U);

    enterprise_->save_company(boss_, company("鲸跃数据科技（武汉）"));
    EXPECT_TRUE(titles({}).empty()) << "a changed profile is reviewed again";
    EXPECT_EQ(refusal([&] { enterprise_->review(reviewer_, "", c.sign, false, ""); }), "-2 请填写未通过的原因");
    enterprise_->review(reviewer_, "", c.sign, false, "营业执照信息不一致");
    EXPECT_EQ(enterprise_->my_company(boss_)->review_note, "营业执照信息不一致");
    EXPECT_TRUE(titles({}).empty());
}

TEST_P(EmploymentTest, KeywordsMatchTitlesCompanyNamesAndTagsThroughAnIndex) {
    if (!db_) GTEST_SKIP();
    verified_job(boss_, "星河数据智能", job("算法工程师", "0108", "3301"));
    JobForm other = job("跨境电商运营", "0406", "4403");
    other.industry = "F";
    other.tags = {"亚马逊运营", "英语"};
    verified_job(rival_, "海鲸跨境", other);

    EXPECT_EQ(titles(keyword("算法工程")), std::vector<std::string>{"算法工程师"}) << "four characters: the index";
    EXPECT_EQ(titles(keyword("星河数据")), std::vector<std::string>{"算法工程师"}) << "the company's name";
    EXPECT_EQ(titles(keyword("亚马逊")), std::vector<std::string>{"跨境电商运营"}) << "a tag";
    EXPECT_EQ(titles(keyword("电商")), std::vector<std::string>{"跨境电商运营"}) << "two characters: LIKE";
    EXPECT_EQ(titles(keyword("python")), std::vector<std::string>{"算法工程师"}) << "ASCII case ignored";
    EXPECT_TRUE(titles(keyword("\"OR 1")).empty()) << "a quote is a character, not FTS syntax";

    JobQuery in_city = keyword("工程师");
    in_city.city = "33";  // 浙江省
    EXPECT_EQ(titles(in_city).size(), 1U);
    in_city.city = "4403";
    EXPECT_TRUE(titles(in_city).empty());
    JobQuery by_industry;
    by_industry.industry = "F";
    by_industry.position = "04";
    EXPECT_EQ(titles(by_industry), std::vector<std::string>{"跨境电商运营"});
    JobQuery by_salary;
    by_salary.salary_min = 10;
    by_salary.salary_max = 20;
    EXPECT_TRUE(titles(by_salary).empty()) << "6-9K is below 10-20K";
    by_salary.salary_min = 5;
    EXPECT_EQ(titles(by_salary).size(), 2U);

    enterprise_->save_company(rival_, company("蓝鲸跨境"));
    enterprise_->review(reviewer_, "", enterprise_->my_company(rival_)->sign, true, "");
    EXPECT_TRUE(titles(keyword("海鲸跨境")).empty()) << "the search text follows a rename";
    EXPECT_EQ(titles(keyword("蓝鲸跨境")).size(), 1U);

    db_->with_conn([&](db::Conn& c) {
        JobQuery q = keyword("工程师");
        q.city = "3301";
        q.industry = "I";
        std::string p = plan(c, JobStore::search_sql(c.dialect(), q), JobStore::search_params(c.dialect(), q));
        // PostgreSQL may walk a board index and filter (few rows) or use the trigram index: either way an index.
        expect_indexed(p, is_postgres() ? "Index" : "job_");
        if (is_postgres())
            expect_indexed(plan(c, "SELECT id FROM job WHERE search ILIKE :like", {{"like", std::string("%工程师%")}}),
                           "job_search_trgm");
        JobQuery by_city;
        by_city.city = "3301";
        expect_indexed(
            plan(c, JobStore::search_sql(c.dialect(), by_city), JobStore::search_params(c.dialect(), by_city)),
            is_postgres() ? "job_board" : "job_board_city");
    });
}

TEST_P(EmploymentTest, OneApplicationPerJobHoweverManySendsRace) {
    if (!db_) GTEST_SKIP();
    std::string sign = verified_job(boss_, "鲸跃数据", job("数据分析师"));
    std::vector<std::thread> threads;
    std::vector<std::string> results(4);
    for (std::size_t i = 0; i < results.size(); ++i)
        threads.emplace_back([&, i] { results[i] = refusal([&] { applications_->send(student_, sign); }); });
    for (auto& t : threads) t.join();
    EXPECT_EQ(std::count(results.begin(), results.end(), "accepted"), 1);
    EXPECT_EQ(std::count(results.begin(), results.end(), "-1000 您已投递过该职位"), 3);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM job_application"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM mail_outbox"), 1);
    EXPECT_EQ(count("SELECT apply_count AS n FROM job"), 1);
    auto mails = applications_->outbox("hr@jingyue.example.com", 10);
    ASSERT_EQ(mails.size(), 1U);
    EXPECT_EQ(mails[0].subject, "【学鲸招聘】张晓明应聘数据分析师");
    EXPECT_NE(mails[0].body.find("姓名：张晓明"), std::string::npos) << "no resume: the summary";
    EXPECT_TRUE(mails[0].attachment_name.empty());
    EXPECT_EQ(refusal([&] { applications_->send(boss_, sign); }), "-1000 不能投递本公司的职位");
    enterprise_->set_job_status(boss_, sign, JobStatus::kFilled);
    EXPECT_EQ(refusal([&] { applications_->send(student2_, sign); }), "-1000 该职位已停止招聘");
}

TEST_P(EmploymentTest, AResumeIsSentAsItsPdf) {
    if (!db_) GTEST_SKIP();
    std::string sign = verified_job(boss_, "鲸跃数据", job("数据分析师"));
    resume::Basics b;
    b.name = "张晓明";
    b.mobile = "13700000005";
    b.email = "zhang@example.com";
    resumes_->update_basics(student_, b);
    std::string application = applications_->send(student_, sign);
    auto mails = applications_->outbox("", 10);
    ASSERT_EQ(mails.size(), 1U);
    EXPECT_EQ(mails[0].attachment_name, "张晓明的简历.pdf");
    ApplicationFile file = applications_->resume_file(student_, application);
    EXPECT_EQ(file.name, "张晓明的简历.pdf");
    std::ifstream in(file.path, std::ios::binary);
    std::string head(4, '\0');
    in.read(head.data(), 4);
    EXPECT_EQ(head, "%PDF");
    EXPECT_EQ(applications_->resume_file(boss_, application).path, file.path) << "the enterprise it was sent to";
    EXPECT_EQ(refusal([&] { applications_->resume_file(rival_, application); }), "-1000 简历附件不存在");
    EXPECT_EQ(refusal([&] { applications_->resume_file(student2_, application); }), "-1000 简历附件不存在");
}

TEST_P(EmploymentTest, AFailedEmailRecordsNothing) {
    if (!db_) GTEST_SKIP();
    std::string sign = verified_job(boss_, "鲸跃数据", job("数据分析师"));
    // A real SMTP client to a port nobody listens on.
    SmtpMailSender down(core::SmtpServer{"smtp://127.0.0.1:9", "", "", std::chrono::seconds(5)}, clock_);
    auto failing = applications_with(down);
    failing->set_files_dir(files_ / "applications");
    EXPECT_EQ(refusal([&] { failing->send(student_, sign); }), "-1000 邮件发送失败，请稍后重试");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM job_application"), 0);
    EXPECT_EQ(count("SELECT apply_count AS n FROM job"), 0);
    EXPECT_EQ(applications_->send(student_, sign).size(), core::kSignLength) << "the next try goes through";
}

TEST_P(EmploymentTest, AnEnterpriseSeesOnlyItsOwnApplicationsAndTheApplicantEachChange) {
    if (!db_) GTEST_SKIP();
    std::string mine = verified_job(boss_, "鲸跃数据", job("数据分析师"));
    std::string theirs = verified_job(rival_, "海鲸跨境", job("运营助理", "0406"));
    std::string application = applications_->send(student_, mine);
    applications_->send(student_, theirs);

    EXPECT_EQ(applications_->received(boss_, "", {}).total, 1);
    EXPECT_EQ(refusal([&] { applications_->received(boss_, theirs, {}); }), "-1000 职位不存在");
    EXPECT_EQ(refusal([&] { applications_->open(rival_, application); }), "-1000 投递不存在");
    EXPECT_EQ(refusal([&] { applications_->received(student_, "", {}); }), "-1000 请先完善企业信息");

    ApplicationView opened = applications_->open(boss_, application);
    EXPECT_EQ(opened.application.status, ApplicationStatus::kViewed);
    EXPECT_EQ(applications_->open(boss_, application).events.size(), 2U) << "opened twice, viewed once";
    ApplicationView moved = applications_->set_status(boss_, application, ApplicationStatus::kInterview, "周二面试");
    EXPECT_EQ(moved.events.back().message, "周二面试");
    EXPECT_EQ(
        refusal([&] { applications_->set_status(boss_, application, ApplicationStatus::kInterview, "周二面试"); }),
        "-1000 投递已是该状态");

    EXPECT_EQ(board_->seeker_info(student_).numbers.unseen, 1);
    auto page = applications_->mine(student_, {});
    ASSERT_EQ(page.total, 2);
    const ApplicationView& first = page.list[0].application.sign == application ? page.list[0] : page.list[1];
    EXPECT_EQ(first.application.status, ApplicationStatus::kInterview);
    EXPECT_EQ(first.application.message, "周二面试");
    EXPECT_TRUE(first.application.unseen);
    ASSERT_EQ(first.events.size(), 3U);
    EXPECT_EQ(first.events[0].status, ApplicationStatus::kSent);
    EXPECT_EQ(first.events[2].status, ApplicationStatus::kInterview);
    EXPECT_EQ(board_->seeker_info(student_).numbers.unseen, 0) << "listed once: seen";
    ApplicationQuery interviews;
    interviews.status = ApplicationStatus::kInterview;
    EXPECT_EQ(applications_->mine(student_, interviews).total, 1);
    EXPECT_EQ(applications_->mine(student2_, {}).total, 0) << "another seeker sees none of them";

    auto posted = enterprise_->jobs(boss_, std::nullopt, "", {});
    ASSERT_EQ(posted.total, 1);
    EXPECT_EQ(posted.list[0].counts.total, 1);
    EXPECT_EQ(posted.list[0].counts.interview, 1);
}

TEST_P(EmploymentTest, RecommendationsSayWhyAndOneClickAppliesToThoseNotAppliedTo) {
    if (!db_) GTEST_SKIP();
    std::string near = verified_job(boss_, "鲸跃数据", job("数据分析师", "0107", "4201"));
    JobForm far = job("Java开发", "0102", "3301");
    far.tags = {"Java"};
    verified_job(rival_, "星河智能", far);
    EXPECT_EQ(refusal([&] { applications_->send_all(student_); }), "-1000 没有可投递的推荐职位") << "no resume yet";

    resume::Intention in;
    in.position = "0107";
    in.city = "4201";
    resumes_->add_intention(student_, in);
    resume::Basics b;
    b.name = "张晓明";
    b.skills = {"sql"};
    resumes_->update_basics(student_, b);
    RecommendedPage page = board_->recommended(student_, {});
    ASSERT_EQ(page.page.total, 2) << "the far job shares the category";
    EXPECT_EQ(page.page.list[0].job.sign, near);
    EXPECT_EQ(page.page.list[0].reasons,
              (std::vector<std::string>{"符合求职意向：数据分析师", "意向城市：武汉市", "技能匹配：SQL"}));
    EXPECT_EQ(page.page.list[1].reasons, std::vector<std::string>{"相近职类：技术"});
    EXPECT_EQ(page.unapplied, 2);

    SendAllResult sent = applications_->send_all(student_);
    EXPECT_EQ(sent.sent.size(), 2U);
    page = board_->recommended(student_, {});
    EXPECT_EQ(page.applied, 2);
    EXPECT_TRUE(page.page.list[0].applied);
    EXPECT_EQ(refusal([&] { applications_->send_all(student_); }), "-1000 没有可投递的推荐职位");
}

TEST_P(EmploymentTest, FavouritesAreTheUsersOwn) {
    if (!db_) GTEST_SKIP();
    std::string sign = verified_job(boss_, "鲸跃数据", job("数据分析师"));
    board_->collect(student_, sign);
    board_->collect(student_, sign);
    EXPECT_EQ(board_->favourites(student_, {}).total, 1);
    EXPECT_EQ(board_->favourites(student2_, {}).total, 0);
    EXPECT_TRUE(board_->job(student_, sign).collected);
    EXPECT_FALSE(board_->job(student2_, sign).collected);
    EXPECT_EQ(refusal([&] { board_->collect(student_, "nope"); }), "-1000 职位不存在");
    board_->uncollect(student_, sign);
    EXPECT_EQ(board_->favourites(student_, {}).total, 0);
}

TEST_P(EmploymentTest, ASchoolsStatisticsCountItsStudentsByMonthIndustryAndCity) {
    if (!db_) GTEST_SKIP();
    std::string sign = verified_job(boss_, "鲸跃数据", job("数据分析师"));
    std::string application = applications_->send(student_, sign);
    applications_->send(student2_, sign);
    applications_->set_status(boss_, application, ApplicationStatus::kHired, "");
    SchoolStats stats = StatisticsService(*db_, clock_).school(admin_);
    ASSERT_EQ(stats.months.size(), 12U);
    EXPECT_EQ(stats.months.back().applications, 2);
    EXPECT_EQ(stats.months.back().hires, 1);
    EXPECT_EQ(stats.applications, 2);
    ASSERT_EQ(stats.industries.size(), 1U);
    EXPECT_EQ(stats.industries[0].name, "信息传输、软件和信息技术服务业");
    ASSERT_EQ(stats.cities.size(), 1U);
    EXPECT_EQ(stats.cities[0].name, "武汉市");
    EXPECT_EQ(StatisticsService(*db_, clock_).school(far_admin_).applications, 0) << "another school's";
}

XJ_INSTANTIATE_DB_TEST(EmploymentTest);

}  // namespace
}  // namespace xj::employment
