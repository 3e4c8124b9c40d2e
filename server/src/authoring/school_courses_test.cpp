// SchoolCourseService on both databases (docs/admin.md "Courses of the school"): a school admin sees every course
// row of their school only, in any state, filtered; publishes, unpublishes and archives them with an audit row in
// the same transaction; another school's row is 课程不存在 and stays as it was; an archived row is not published.
#include <gtest/gtest.h>

#include "accounts/service.h"
#include "accounts/store.h"
#include "audit/service.h"
#include "authoring/school_courses.h"
#include "core/api_error.h"
#include "site/service.h"
#include "testing/catalogue_rows.h"
#include "testing/db_test_support.h"
#include "testing/request_support.h"

namespace xj::authoring {
namespace {

using core::testing::refusal;
using db::testing::SchemaTest;

constexpr std::int64_t kNow = 1'800'000'000;

class SchoolCourseTest : public SchemaTest {
protected:
    core::Clock clock_{kNow * 1000};
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        accounts_ = std::make_unique<accounts::AccountService>(*db_, clock_, accounts::Settings{true, {}, 1});
        site_ = std::make_unique<site::SiteService>(*db_, clock_);
        courses_ = std::make_unique<courses::CourseService>(*db_, clock_, *accounts_, *site_);
        audit_ = std::make_unique<audit::AuditService>(*db_, clock_);
        service_ = std::make_unique<SchoolCourseService>(*db_, clock_, *courses_, *audit_);
        db_->with_conn([&](db::Conn& c) {
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('1', '学鲸', '学鲸', 1)");
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('2', '东湖', '东湖', 1)");
            school_ = c.query_one("SELECT id FROM school WHERE sign = '1'")->integer("id");
            school2_ = c.query_one("SELECT id FROM school WHERE sign = '2'")->integer("id");
            admin_ = user(c, "13700000003", "陈国强", school_);
            admin2_ = user(c, "13700000004", "东湖管理员", school2_);
            using xj::testing::insert_course;
            insert_course(c, {"draft", school_, "数据分析", 0, 1, 1, courses::kStatusDraft}, kNow);
            insert_course(c, {"live", school_, "财务会计", 0, 1, 1, courses::kStatusPublished}, kNow + 10);
            xj::testing::CourseRow training{"train", school_, "暑期数据分析训练营", 0, 1, 1, courses::kStatusDraft};
            training.offering = courses::kOfferingTraining;
            insert_course(c, training, kNow + 20);
            insert_course(c, {"far", school2_, "东湖课程", 0, 1, 1, courses::kStatusDraft}, kNow + 30);
        });
    }

    core::AuthUser user(db::Conn& c, const std::string& mobile, const std::string& name, std::int64_t school) {
        accounts::NewUser u{"sign-" + mobile, mobile, name, "hash", "", 0, {core::Role::kSchoolAdmin}};
        std::int64_t id = *users_.insert_user(c, u, kNow);
        users_.insert_role(c, id, core::Role::kSchoolAdmin);
        c.exec("UPDATE users SET school_id = :s WHERE id = :id", {{"s", school}, {"id", id}});
        return core::AuthUser{id, u.sign, name, {core::Role::kSchoolAdmin}, school};
    }

    std::int64_t count(const std::string& sql) {
        return db_->with_conn([&](db::Conn& c) { return c.query_one(sql)->integer("n"); });
    }

    std::vector<std::string> signs(const SchoolCourseFilter& f, const core::AuthUser& who) {
        std::vector<std::string> out;
        for (const auto& row : service_->list(who, f, core::Page{1, 10}).list) out.push_back(row.card.sign);
        return out;
    }

    std::unique_ptr<accounts::AccountService> accounts_;
    std::unique_ptr<site::SiteService> site_;
    std::unique_ptr<courses::CourseService> courses_;
    std::unique_ptr<audit::AuditService> audit_;
    std::unique_ptr<SchoolCourseService> service_;
    accounts::UserStore users_;
    std::int64_t school_ = 0, school2_ = 0;
    core::AuthUser admin_, admin2_;
};

TEST_P(SchoolCourseTest, TheListHoldsTheSchoolsRowsInAnyStateLatestChangeFirstAndFilters) {
    EXPECT_EQ(signs({}, admin_), (std::vector<std::string>{"train", "live", "draft"}));
    EXPECT_EQ(signs({}, admin2_), (std::vector<std::string>{"far"}));
    EXPECT_EQ(signs({"", courses::kStatusDraft, std::nullopt}, admin_), (std::vector<std::string>{"train", "draft"}));
    EXPECT_EQ(signs({"", std::nullopt, courses::kOfferingTraining}, admin_), (std::vector<std::string>{"train"}));
    EXPECT_EQ(signs({"数据分析", std::nullopt, courses::kOfferingCourse}, admin_), (std::vector<std::string>{"draft"}));
    EXPECT_EQ(signs({"100%", std::nullopt, std::nullopt}, admin_), (std::vector<std::string>{}));
    auto page = service_->list(admin_, {}, core::Page{2, 2});
    EXPECT_EQ(page.total, 3);
    ASSERT_EQ(page.list.size(), 1U);
    EXPECT_EQ(page.list[0].card.sign, "draft");
    EXPECT_EQ(page.list[0].offering, courses::kOfferingCourse);
}

TEST_P(SchoolCourseTest, PublishingUnpublishingAndArchivingWriteOneAuditRowEach) {
    TeachingCourse t = service_->set_status(admin_, "10.0.0.9", "train", courses::kStatusPublished);
    EXPECT_EQ(t.card.status, courses::kStatusPublished);
    EXPECT_EQ(t.offering, courses::kOfferingTraining);
    // The same state again changes nothing and writes no second row.
    service_->set_status(admin_, "10.0.0.9", "train", courses::kStatusPublished);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM admin_audit"), 1);
    service_->set_status(admin_, "10.0.0.9", "live", courses::kStatusArchived);
    service_->set_status(admin_, "10.0.0.9", "live", courses::kStatusDraft);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course WHERE sign = 'live' AND status = 0"), 1);

    auto rows = audit_->search(admin_, {}, core::Page{1, 10});
    ASSERT_EQ(rows.total, 3);
    EXPECT_EQ(rows.list[2].action, "course.publish");
    EXPECT_EQ(rows.list[2].target, "training:train 暑期数据分析训练营");
    EXPECT_EQ(rows.list[2].summary, "发布培训项目《暑期数据分析训练营》");
    EXPECT_EQ(rows.list[2].before, R"({"status":0,"statusName":"草稿"})");
    EXPECT_EQ(rows.list[2].after, R"({"status":1,"statusName":"已发布"})");
    EXPECT_EQ(rows.list[2].ip, "10.0.0.9");
    EXPECT_EQ(rows.list[2].school_name, "学鲸");
    EXPECT_EQ(rows.list[1].action, "course.archive");
    EXPECT_EQ(rows.list[1].summary, "归档课程《财务会计》");
    EXPECT_EQ(rows.list[0].action, "course.unpublish");
    // The other school's admin sees none of them.
    EXPECT_EQ(audit_->search(admin2_, {}, core::Page{1, 10}).total, 0);
}

TEST_P(SchoolCourseTest, AnotherSchoolsRowIsNotFoundAndStaysAsItWas) {
    auto e = refusal([&] { service_->set_status(admin_, "", "far", courses::kStatusPublished); });
    EXPECT_EQ(e.code(), core::ApiCode::kBusiness);
    EXPECT_EQ(std::string(e.what()), "课程不存在");
    EXPECT_EQ(refusal([&] { service_->set_status(admin_, "", "nope", courses::kStatusPublished); }).code(),
              core::ApiCode::kBusiness);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course WHERE sign = 'far' AND status = 0"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM admin_audit"), 0);
}

TEST_P(SchoolCourseTest, AnArchivedRowGoesBackToDraftBeforeItIsPublished) {
    service_->set_status(admin_, "", "live", courses::kStatusArchived);
    auto e = refusal([&] { service_->set_status(admin_, "", "live", courses::kStatusPublished); });
    EXPECT_EQ(std::string(e.what()), "已归档的课程不能发布，请先取消发布（恢复为草稿）");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course WHERE sign = 'live' AND status = 2"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM admin_audit"), 1);
}

TEST_P(SchoolCourseTest, TheListFindsTheSchoolsRowsByIndex) {
    std::string text = plan(SchoolCourseStore::list_sql(),
                            {{"school_id", std::int64_t{1}}, {"limit", std::int64_t{15}}, {"offset", std::int64_t{0}}});
    expect_indexed(text, "course_by_school_change");
}

XJ_INSTANTIATE_DB_TEST(SchoolCourseTest);

}  // namespace
}  // namespace xj::authoring
