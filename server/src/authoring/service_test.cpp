// AuthoringService and AuthoringStore on both databases, without HTTP (docs/authoring.md): a new course is a draft
// led by its creator, only its teachers and the school's admins may manage it (-6), the three-level type chain,
// the lead kept unique, the standard upserted, publish / unpublish, archive vs delete with rows and files gone.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include "accounts/service.h"
#include "accounts/store.h"
#include "authoring/content_store.h"
#include "authoring/service.h"
#include "core/api_error.h"
#include "core/sign.h"
#include "site/service.h"
#include "testing/db_test_support.h"
#include "testing/request_support.h"

namespace xj::authoring {
namespace {

using db::testing::SchemaTest;
namespace fs = std::filesystem;

constexpr std::int64_t kNow = 1'800'000'000;
constexpr std::string_view kHost = "localhost";

using core::testing::refusal;

class AuthoringTest : public SchemaTest {
protected:
    core::Clock clock_{kNow * 1000};  // the services read it; a test moves it with clock_.advance
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        accounts_ = std::make_unique<accounts::AccountService>(*db_, clock_, accounts::Settings{true, {}, 1});
        site_ = std::make_unique<site::SiteService>(*db_, clock_);
        courses_ = std::make_unique<courses::CourseService>(*db_, clock_, *accounts_, *site_);
        authoring_ = std::make_unique<AuthoringService>(*db_, clock_, *courses_);
        files_ = fs::temp_directory_path() / ("xj-authoring-" + core::make_sign());
        courses_->set_files_dir(files_);
        authoring_->set_files_dir(files_);
        db_->with_conn([&](db::Conn& c) {
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('1', '学鲸', '学鲸', 1)");
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('2', '东湖', '东湖', 1)");
            school_ = c.query_one("SELECT id FROM school WHERE sign = '1'")->integer("id");
            school2_ = c.query_one("SELECT id FROM school WHERE sign = '2'")->integer("id");
            lead_ = user(c, "13700000001", "王丽华", core::Role::kTeacher, school_);
            peer_ = user(c, "13700000002", "李老师", core::Role::kTeacher, school_);
            admin_ = user(c, "13700000003", "管理员", core::Role::kSchoolAdmin, school_);
            far_ = user(c, "13700000004", "外校教师", core::Role::kTeacher, school2_);
            student_ = user(c, "13700000005", "张晓明", core::Role::kStudent, school_);
            std::int64_t t1 = courses_->add_type(c, "t1", std::nullopt, 1, "经管", 0);
            std::int64_t t2 = courses_->add_type(c, "t2", t1, 2, "会计", 0);
            courses_->add_type(c, "t3", t2, 3, "财务会计", 0);
            courses_->add_type(c, "t3b", t1, 2, "二级", 0);
        });
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(files_, ec);
        SchemaTest::TearDown();
    }

    core::AuthUser user(db::Conn& c, const std::string& mobile, const std::string& name, core::Role role,
                        std::int64_t school) {
        accounts::NewUser u{"sign-" + mobile, mobile, name, "hash", "", 0, {role}};
        std::int64_t id = *users_.insert_user(c, u, kNow);
        users_.insert_role(c, id, role);
        c.exec("UPDATE users SET school_id = :s WHERE id = :id", {{"s", school}, {"id", id}});
        return core::AuthUser{id, u.sign, name, {role}, school};
    }

    static CourseForm form(std::string name = "数据分析") {
        CourseForm f;
        f.name = std::move(name);
        f.price_fen = 19900;
        f.credit = 2.5;
        f.period = 32;
        f.type1_sign = "t1";
        f.type2_sign = "t2";
        f.type3_sign = "t3";
        return f;
    }

    std::int64_t count(const std::string& sql) {
        return db_->with_conn([&](db::Conn& c) { return c.query_one(sql)->integer("n"); });
    }

    std::unique_ptr<accounts::AccountService> accounts_;
    std::unique_ptr<site::SiteService> site_;
    std::unique_ptr<courses::CourseService> courses_;
    std::unique_ptr<AuthoringService> authoring_;
    accounts::UserStore users_;
    fs::path files_;
    std::int64_t school_ = 0, school2_ = 0;
    core::AuthUser lead_, peer_, admin_, far_, student_;
};

TEST_P(AuthoringTest, AddsADraftLedByItsCreatorWithSortZero) {
    NewCourseResult made = authoring_->add(lead_, form());
    EditedCourse c = authoring_->course(lead_, made.course_sign);
    EXPECT_EQ(c.info.card.status, courses::kStatusDraft);
    EXPECT_EQ(c.info.card.sort, 0);
    EXPECT_EQ(c.info.card.price, 19900);
    EXPECT_DOUBLE_EQ(c.info.card.credit, 2.5);
    EXPECT_EQ(c.info.type3_sign, "t3");
    ASSERT_EQ(c.teachers.size(), 1U);
    EXPECT_TRUE(c.teachers[0].master);
    EXPECT_EQ(c.teachers[0].sign, made.member_sign);
    EXPECT_EQ(courses_->list(kHost, courses::ListQuery{}).total, 0) << "a draft is not in the catalogue";
}

TEST_P(AuthoringTest, RefusesABrokenTypeChain) {
    CourseForm f = form();
    f.type3_sign = "t3b";  // a level-2 type
    auto e = refusal([&] { authoring_->add(lead_, f); });
    EXPECT_EQ(e.code(), core::ApiCode::kInvalid);
    EXPECT_EQ(std::string(e.what()), "请选择三级课程分类");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course"), 0);
}

TEST_P(AuthoringTest, OnlyTheTeamAndTheSchoolsAdminsManageACourse) {
    NewCourseResult made = authoring_->add(lead_, form());
    for (const core::AuthUser* who : {&peer_, &far_, &student_}) {
        EXPECT_EQ(refusal([&] { authoring_->course(*who, made.course_sign); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { authoring_->publish(*who, made.course_sign); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { authoring_->remove(*who, made.course_sign); }).code(), core::ApiCode::kNoPermission);
    }
    EXPECT_EQ(authoring_->course(admin_, made.course_sign).info.card.name, "数据分析");
    authoring_->add_teacher(lead_, made.course_sign, peer_.sign);
    EXPECT_EQ(authoring_->update(peer_, made.course_sign, form("改名")).card.name, "改名");
    auto far = refusal([&] { authoring_->add_teacher(lead_, made.course_sign, far_.sign); });
    EXPECT_EQ(std::string(far.what()), "该用户不是本校教师");
    EXPECT_EQ(refusal([&] { authoring_->course(lead_, "nope"); }).code(), core::ApiCode::kBusiness);
}

TEST_P(AuthoringTest, SwitchesTheLeadKeepingExactlyOne) {
    NewCourseResult made = authoring_->add(lead_, form());
    courses::CourseTeacher peer = authoring_->add_teacher(lead_, made.course_sign, peer_.sign);
    EXPECT_FALSE(peer.master);
    auto team = authoring_->set_lead(lead_, made.course_sign, peer.sign, made.member_sign);
    ASSERT_EQ(team.size(), 2U);
    EXPECT_EQ(team[0].sign, peer.sign);
    EXPECT_TRUE(team[0].master);
    EXPECT_FALSE(team[1].master);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course_teacher WHERE master = 1"), 1);
    // A stale unbind sign (the old lead) is refused and changes nothing.
    auto stale = refusal([&] { authoring_->set_lead(lead_, made.course_sign, made.member_sign, made.member_sign); });
    EXPECT_EQ(std::string(stale.what()), "主讲教师已变更，请刷新后重试");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course_teacher WHERE master = 1"), 1);
    auto lead = refusal([&] { authoring_->remove_teacher(lead_, peer.sign); });
    EXPECT_EQ(std::string(lead.what()), "不能删除主讲教师，请先设置其他主讲教师");
    authoring_->remove_teacher(peer_, made.member_sign);
    EXPECT_EQ(authoring_->team(peer_, made.course_sign).size(), 1U);
}

TEST_P(AuthoringTest, SavesOneStandardPerCourse) {
    NewCourseResult made = authoring_->add(lead_, form());
    authoring_->save_standard(lead_, made.course_sign, courses::Standard{0, 0, 30, 10, 20, 30, 10});
    courses::Standard s =
        authoring_->save_standard(lead_, made.course_sign, courses::Standard{0, 0, 40, 10, 20, 30, 0});
    EXPECT_EQ(s.watch_video, 40);
    EXPECT_EQ(s.log_sig, 0);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM assessment_standard"), 1);
}

TEST_P(AuthoringTest, PublishesAtOnceAndUnpublishes) {
    NewCourseResult made = authoring_->add(lead_, form());
    EXPECT_EQ(courses_->list(kHost, courses::ListQuery{}).total, 0);
    EXPECT_EQ(authoring_->publish(lead_, made.course_sign).card.status, courses::kStatusPublished);
    EXPECT_EQ(courses_->list(kHost, courses::ListQuery{}).total, 1) << "the catalogue answer in memory was dropped";
    authoring_->unpublish(lead_, made.course_sign);
    EXPECT_EQ(courses_->list(kHost, courses::ListQuery{}).total, 0);
    core::Paged<TeachingCourse> mine = authoring_->my_courses(lead_, core::Page{1, 10});
    ASSERT_EQ(mine.total, 1);
    EXPECT_TRUE(mine.list[0].master);
    EXPECT_EQ(authoring_->my_courses(peer_, core::Page{1, 10}).total, 0);
}

TEST_P(AuthoringTest, DeletesWithEverythingUnderItOrArchivesWhenStudentsEnrolled) {
    fs::create_directories(files_ / "course-covers");
    fs::create_directories(files_ / "course-files");
    std::ofstream(files_ / "course-covers" / "c.png") << "png";
    std::ofstream(files_ / "course-files" / "a.txt") << "a";
    CourseForm f = form();
    f.picture = "/files/course-covers/c.png";
    NewCourseResult made = authoring_->add(lead_, f);
    authoring_->add_teacher(lead_, made.course_sign, peer_.sign);
    authoring_->save_standard(lead_, made.course_sign, courses::Standard{0, 0, 100, 0, 0, 0, 0});
    db_->with_conn([&](db::Conn& c) {
        std::int64_t id = c.query_one("SELECT id FROM course")->integer("id");
        std::int64_t ch = ContentStore{}.insert_chapter(c, EditChapter{0, "ch1", id, 1, "第一章", "", ""}, kNow);
        EditVideo video;
        video.sign = "v1";
        video.chapter_id = ch;
        video.course_id = id;
        video.level = 1;
        video.title = "视频";
        ContentStore{}.insert_video(c, video, kNow);
        courses::DataFile file;
        file.sign = "f1";
        file.course_id = id;
        file.name = "资料";
        file.file_name = "a.txt";
        file.path = "course-files/a.txt";
        file.size = 1;
        file.data_type = "txt";
        courses_->add_file(c, file, std::nullopt, kNow);
    });
    EXPECT_FALSE(authoring_->remove(lead_, made.course_sign));
    for (const char* table :
         {"course", "course_teacher", "chapter", "chapter_video", "course_file", "assessment_standard"})
        EXPECT_EQ(count(std::string("SELECT COUNT(*) AS n FROM ") + table), 0) << table;
    EXPECT_FALSE(fs::exists(files_ / "course-covers" / "c.png"));
    EXPECT_FALSE(fs::exists(files_ / "course-files" / "a.txt"));

    NewCourseResult kept = authoring_->add(lead_, form("有学员"));
    authoring_->publish(lead_, kept.course_sign);
    db_->with_conn([&](db::Conn& c) {
        courses_->enrol(c, student_.id, c.query_one("SELECT id FROM course")->integer("id"), "free", kNow);
    });
    EXPECT_TRUE(authoring_->remove(lead_, kept.course_sign));
    EXPECT_EQ(authoring_->course(lead_, kept.course_sign).info.card.status, courses::kStatusArchived);
    EXPECT_EQ(courses_->list(kHost, courses::ListQuery{}).total, 0);
    EXPECT_EQ(std::string(refusal([&] { authoring_->publish(lead_, kept.course_sign); }).what()),
              "已归档的课程不能发布");
}

TEST_P(AuthoringTest, KeepsACoverAnotherCourseStillShows) {
    fs::create_directories(files_ / "course-covers");
    std::ofstream(files_ / "course-covers" / "shared.png") << "png";
    CourseForm f = form();
    f.picture = "/files/course-covers/shared.png";
    NewCourseResult a = authoring_->add(lead_, f);
    authoring_->add(lead_, f);
    authoring_->update(lead_, a.course_sign, form());  // a drops the cover: b still shows it
    EXPECT_TRUE(fs::exists(files_ / "course-covers" / "shared.png"));
    authoring_->update(lead_, a.course_sign, f);
    EXPECT_FALSE(authoring_->remove(lead_, a.course_sign));
    EXPECT_TRUE(fs::exists(files_ / "course-covers" / "shared.png"));
}

TEST_P(AuthoringTest, ConcurrentLeadChangesLeaveExactlyOneLead) {
    NewCourseResult made = authoring_->add(lead_, form());
    courses::CourseTeacher peer = authoring_->add_teacher(lead_, made.course_sign, peer_.sign);
    const std::string signs[] = {made.member_sign, peer.sign};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            for (int i = 0; i < 10; ++i) authoring_->set_lead(lead_, made.course_sign, signs[(t + i) % 2], "");
        });
    }
    for (auto& th : threads) th.join();
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course_teacher WHERE master = 1"), 1);
}

XJ_INSTANTIATE_DB_TEST(AuthoringTest);

}  // namespace
}  // namespace xj::authoring
