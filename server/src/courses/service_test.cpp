// The courses service on both databases, without HTTP: which courses a request sees (drafts for their teachers
// only), enrolment once and priced courses refused, Q&A for learners with names masked for others, data files
// for learners only, and activation codes (captcha, single use, an enrolled user's code left unused).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "accounts/service.h"
#include "accounts/store.h"
#include "core/api_error.h"
#include "core/sign.h"
#include "courses/json.h"
#include "courses/service.h"
#include "site/service.h"
#include "testing/catalogue_rows.h"
#include "testing/db_test_support.h"
#include "testing/request_support.h"

namespace xj::courses {
namespace {

using db::testing::SchemaTest;
namespace fs = std::filesystem;

constexpr std::int64_t kNow = 1'800'000'000;
constexpr std::string_view kHost = "localhost";

using core::testing::refusal;

class CourseServiceTest : public SchemaTest {
protected:
    core::Clock clock_{kNow * 1000};  // the services read it; a test moves it with clock_.advance
    CourseStore store_;               // the fixture's own rows
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        accounts_ = std::make_unique<accounts::AccountService>(*db_, clock_, accounts::Settings{true, {}, 1});
        site_ = std::make_unique<site::SiteService>(*db_, clock_);
        courses_ = std::make_unique<CourseService>(*db_, clock_, *accounts_, *site_);
        files_ = fs::temp_directory_path() / ("xj-courses-service-" + core::make_sign());
        courses_->set_files_dir(files_);
        db_->with_conn([&](db::Conn& c) {
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('1', '学鲸', '学鲸', 1)");
            school_ = c.query_one("SELECT id FROM school WHERE sign = '1'")->integer("id");
            student_ = user(c, "13700000001", "张晓明", core::Role::kStudent);
            other_ = user(c, "13700000002", "李娜", core::Role::kNormal);
            teacher_ = user(c, "13700000003", "王丽华", core::Role::kTeacher);
            free_ = course(c, "free", "会计基础", 0, kStatusPublished);
            priced_ = course(c, "priced", "跨境电商实务", 29900, kStatusPublished);
            draft_ = course(c, "draft", "草稿课程", 0, kStatusDraft);
            for (std::int64_t id : {free_, priced_, draft_})
                xj::testing::insert_course_teacher(c, core::make_sign(), id, teacher_.id, true, kNow);
        });
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(files_, ec);
        SchemaTest::TearDown();
    }

    const CourseStore& store() const { return store_; }

    core::AuthUser user(db::Conn& c, const std::string& mobile, const std::string& name, core::Role role) {
        accounts::NewUser u{"sign-" + mobile, mobile, name, "hash", "", 0, {role}};
        std::int64_t id = *users_.insert_user(c, u, kNow);
        return core::AuthUser{id, u.sign, name, {role}, 0};
    }

    std::int64_t course(db::Conn& c, const std::string& sign, const std::string& name, std::int64_t price, int status) {
        xj::testing::CourseRow row{sign, school_, name, price};
        row.status = status;
        return xj::testing::insert_course(c, row, kNow);  // the course rows are authoring's: fixture rows
    }

    std::unique_ptr<accounts::AccountService> accounts_;
    std::unique_ptr<site::SiteService> site_;
    std::unique_ptr<CourseService> courses_;
    accounts::UserStore users_;
    fs::path files_;
    std::int64_t school_ = 0, free_ = 0, priced_ = 0, draft_ = 0;
    core::AuthUser student_, other_, teacher_;
};

TEST_P(CourseServiceTest, RemembersTheHostAgainEachTimeItIsLookedUpSoAnswersFromMemoryKeepWorking) {
    // The I/O thread's answers from memory need the host's school without a query (known_school). A lookup after
    // the host was forgotten (older than 5 s) must remember it again, also when the school itself is known.
    ASSERT_EQ(courses_->school_of(kHost), school_);
    EXPECT_EQ(courses_->known_school(kHost), school_);
    clock_.advance(std::chrono::seconds(6));
    EXPECT_EQ(courses_->known_school(kHost), std::nullopt);
    ASSERT_EQ(courses_->school_of(kHost), school_);
    EXPECT_EQ(courses_->known_school(kHost), school_);
    clock_.advance(std::chrono::seconds(6));
    ASSERT_EQ(courses_->school_of(kHost), school_);
    EXPECT_EQ(courses_->known_school(kHost), school_);
}

TEST_P(CourseServiceTest, ShowsDraftsOnlyToTheirTeachersAndLetsThemManage) {
    EXPECT_EQ(refusal([&] { courses_->course_page(kHost, std::nullopt, "draft"); }).what(), std::string("课程不存在"));
    EXPECT_EQ(refusal([&] { courses_->course_page(kHost, student_, "draft"); }).what(), std::string("课程不存在"));
    EXPECT_EQ(refusal([&] { courses_->course_page(kHost, student_, "nope"); }).what(), std::string("课程不存在"));
    CoursePage page = courses_->course_page(kHost, teacher_, "draft");
    EXPECT_TRUE(page.can_manage);
    EXPECT_EQ(page.info.card.status, kStatusDraft);
    CoursePage visitor = courses_->course_page(kHost, std::nullopt, "free");
    EXPECT_FALSE(visitor.can_manage);
    EXPECT_FALSE(visitor.my_study);
    ASSERT_EQ(visitor.teachers.size(), 1U);
    EXPECT_TRUE(visitor.teachers[0].master);
    EXPECT_EQ(courses_->list(kHost, ListQuery{}).total, 2) << "the draft is not listed";
}

TEST_P(CourseServiceTest, JoinsAFreeCourseOnceRefusesPricedOnesAndLetsTheTeacherIn) {
    Enrolment first = courses_->join(kHost, student_, "free");
    Enrolment again = courses_->join(kHost, student_, "free");
    EXPECT_EQ(first.id, again.id);
    EXPECT_EQ(first.source, "free");
    EXPECT_EQ(courses_->course_page(kHost, std::nullopt, "free").info.card.student_count, 1);
    EXPECT_TRUE(courses_->study_info(kHost, student_, "free"));
    auto refused = refusal([&] { courses_->join(kHost, student_, "priced"); });
    EXPECT_EQ(refused.code(), core::ApiCode::kBusiness);
    EXPECT_EQ(refused.what(), std::string("该课程需购买或使用激活码后学习"));
    EXPECT_FALSE(courses_->study_info(kHost, student_, "priced"));
    EXPECT_EQ(courses_->join(kHost, teacher_, "priced").source, "teacher");
    EXPECT_EQ(courses_->my_courses(student_, std::nullopt, Page{1, 15}).total, 1);
}

TEST_P(CourseServiceTest, TakesQuestionsFromLearnersOnlyAndMasksOtherUsersNames) {
    EXPECT_EQ(refusal([&] { courses_->ask(kHost, student_, "free", "怎么学？"); }).what(), std::string("请先加入学习"));
    courses_->join(kHost, student_, "free");
    std::string question = courses_->ask(kHost, student_, "free", "怎么学？");
    EXPECT_EQ(refusal([&] { courses_->answer(kHost, other_, question, "我也想知道"); }).what(),
              std::string("请先加入学习"));
    courses_->answer(kHost, teacher_, question, "先看视频。");
    auto seen_by_visitor = courses_->questions(kHost, std::nullopt, "free", 0, Page{1, 3});
    ASSERT_EQ(seen_by_visitor.list.size(), 1U);
    EXPECT_EQ(seen_by_visitor.list[0].user_name, "张*明");
    EXPECT_EQ(seen_by_visitor.list[0].answer_count, 1);
    EXPECT_EQ(courses_->questions(kHost, student_, "free", 0, Page{1, 3}).list[0].user_name, "张晓明");
    auto answers = courses_->answers(kHost, std::nullopt, question, Page{1, 3});
    ASSERT_EQ(answers.list.size(), 1U);
    EXPECT_EQ(answers.list[0].user_name, "王丽华") << "teachers are not masked";
    EXPECT_TRUE(answers.list[0].is_teacher);
    EXPECT_EQ(mask_name("李娜"), "李*");
    EXPECT_EQ(mask_name("欧阳娜娜"), "欧**娜");
    EXPECT_EQ(mask_name("王"), "王");
}

TEST_P(CourseServiceTest, HandsDataFilesToLearnersOnly) {
    fs::create_directories(files_ / "course-files");
    std::ofstream(files_ / "course-files" / "a.csv") << "编号,名称\n1,库存现金\n";
    db_->with_conn([&](db::Conn& c) {
        DataFile f;
        f.sign = "file1";
        f.course_id = free_;
        f.name = "会计科目表";
        f.file_name = "会计科目表.csv";
        f.path = "course-files/a.csv";
        f.size = 26;
        f.data_type = "csv";
        store().insert_file(c, f, std::nullopt, kNow);
    });
    EXPECT_EQ(refusal([&] { courses_->download(kHost, student_, "file1"); }).what(), std::string("请先加入学习"));
    EXPECT_EQ(refusal([&] { courses_->course_files(kHost, student_, "free"); }).what(), std::string("请先加入学习"));
    EXPECT_EQ(courses_->download(kHost, teacher_, "file1").path, files_ / "course-files" / "a.csv");
    courses_->join(kHost, student_, "free");
    EXPECT_EQ(courses_->download(kHost, student_, "file1").file.file_name, "会计科目表.csv");
    auto chapters = courses_->chapter_files(kHost, student_, "free");
    ASSERT_EQ(chapters.size(), 1U);
    EXPECT_EQ(chapters[0].chapter_name, "课程资料");
    EXPECT_EQ(refusal([&] { courses_->download(kHost, student_, "nope"); }).what(), std::string("文件不存在"));
}

TEST_P(CourseServiceTest, RedeemsAnActivationCodeOnceWithTheCaptcha) {
    db_->with_conn([&](db::Conn& c) { store().insert_code(c, "ABCDEFGH12345678", priced_, std::nullopt, kNow); });
    auto solved = [&] {
        accounts::Client client{"10.0.0.1", accounts_->new_captcha(accounts::Client{"10.0.0.1", {}}).key};
        return std::pair(client, *accounts_->demo_captcha_text(client.captcha_key));
    };
    auto [client, text] = solved();
    auto wrong = refusal([&] { courses_->activate(kHost, student_, "ABCDEFGH12345678", "XXXX", client); });
    EXPECT_EQ(wrong.code(), core::ApiCode::kCaptchaWrong);
    EXPECT_EQ(wrong.what(), std::string("验证码错误!"));
    std::tie(client, text) = solved();
    EXPECT_EQ(refusal([&] { courses_->activate(kHost, student_, "ZZZZZZZZZZZZZZZZ", text, client); }).what(),
              std::string("激活码无效"));
    std::tie(client, text) = solved();
    Activation done = courses_->activate(kHost, student_, "ABCDEFGH12345678", text, client);
    EXPECT_EQ(done.course_name, "跨境电商实务");
    EXPECT_EQ(courses_->study_info(kHost, student_, "priced")->source, "code");
    std::tie(client, text) = solved();
    EXPECT_EQ(refusal([&] { courses_->activate(kHost, other_, "ABCDEFGH12345678", text, client); }).what(),
              std::string("激活码已被使用"));

    db_->with_conn([&](db::Conn& c) { store().insert_code(c, "ABCDEFGH87654321", priced_, std::nullopt, kNow); });
    std::tie(client, text) = solved();
    EXPECT_EQ(refusal([&] { courses_->activate(kHost, student_, "ABCDEFGH87654321", text, client); }).what(),
              std::string("您已加入该课程的学习"));
    EXPECT_FALSE(db_->with_conn([&](db::Conn& c) { return store().find_code(c, "ABCDEFGH87654321"); })->used_by)
        << "the code is left for someone else";
}

// The school list as the route answers it, through the catalogue's answers from memory.
core::SharedBytes list_answer(CourseService& courses) {
    return courses.catalogue_answer(kHost, "list:test",
                                    [&] { return paged_cards_json(courses.list(kHost, ListQuery{})); });
}

TEST_P(CourseServiceTest, CatalogueAnswersComeFromMemoryUntilAWriteOfTheSchool) {
    auto first = list_answer(*courses_);
    EXPECT_NE(first->find("\"studentCount\":0"), std::string::npos);
    EXPECT_EQ(list_answer(*courses_).get(), first.get()) << "built once";
    EXPECT_EQ(courses_->cached_catalogue_answer(kHost, "list:test").get(), first.get());
    EXPECT_EQ(courses_->cached_catalogue_answer(kHost, "list:other"), nullptr);

    courses_->join(kHost, student_, "free");  // studentCount of 会计基础 is now 1
    EXPECT_EQ(courses_->cached_catalogue_answer(kHost, "list:test"), nullptr);
    auto joined = list_answer(*courses_);
    EXPECT_NE(joined->find("\"studentCount\":1"), std::string::npos) << *joined;
    courses_->join(kHost, student_, "free");  // already enrolled: nothing changed, the answer stays
    EXPECT_EQ(list_answer(*courses_).get(), joined.get());

    db_->with_conn([&](db::Conn& c) { store().insert_code(c, "ABCDEFGH12345678", priced_, std::nullopt, kNow); });
    accounts::Client client{"10.0.0.1", accounts_->new_captcha(accounts::Client{"10.0.0.1", {}}).key};
    courses_->activate(kHost, other_, "ABCDEFGH12345678", *accounts_->demo_captcha_text(client.captcha_key), client);
    EXPECT_EQ(courses_->cached_catalogue_answer(kHost, "list:test"), nullptr) << "an activation code enrols too";
    auto activated = list_answer(*courses_);
    EXPECT_EQ(courses_->list(kHost, ListQuery{}).list.size(), 2U);

    // Course authoring (a later issue) publishes through the store and tells the service after its commit.
    db_->with_conn([&](db::Conn& c) { xj::testing::set_course_status(c, draft_, kStatusPublished, kNow); });
    EXPECT_EQ(list_answer(*courses_).get(), activated.get()) << "a write the service is not told of is not seen";
    courses_->catalogue_changed(school_);
    auto published = list_answer(*courses_);
    EXPECT_NE(published->find("草稿课程"), std::string::npos);
    EXPECT_NE(published->find("\"total\":3"), std::string::npos) << *published;
}

XJ_INSTANTIATE_DB_TEST(CourseServiceTest);

}  // namespace
}  // namespace xj::courses
