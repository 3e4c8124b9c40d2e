// The consoles' notices on both databases (docs/admin.md "Notices"): a school admin's bulletins stay in their school,
// the platform admin's system notices reach everyone; every change writes one audit row, an edit that changes nothing
// and a refused call none; a deleted notice leaves the readers' lists with its read marks.
#include <gtest/gtest.h>

#include <functional>
#include <memory>

#include "accounts/service.h"
#include "accounts/store.h"
#include "audit/service.h"
#include "core/api_error.h"
#include "messages/notice_service.h"
#include "messages/service.h"
#include "testing/db_test_support.h"

namespace xj::messages {
namespace {

constexpr std::int64_t kNow = 1'800'000'000;

class NoticeServiceTest : public db::testing::SchemaTest {
protected:
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        accounts_ = std::make_unique<accounts::AccountService>(*db_, clock_, accounts::Settings{true, {}, 1});
        audit_ = std::make_unique<audit::AuditService>(*db_, clock_);
        notices_ = std::make_unique<NoticeService>(*db_, clock_, *accounts_, *audit_);
        messages_ = std::make_unique<MessageService>(*db_, clock_, *accounts_);
        db_->with_conn([&](db::Conn& c) {
            c.exec(
                "INSERT INTO school (sign, name, title, created_at) VALUES ('s1', '一校', '一校', 1), ('s2', '二校', "
                "'二校', 1)");
            school1_ = c.query_one("SELECT id FROM school WHERE sign = 's1'")->integer("id");
            school2_ = c.query_one("SELECT id FROM school WHERE sign = 's2'")->integer("id");
            admin_ = user(c, "13700000001", "平台管理员", core::Role::kAdmin, 0);
            head1_ = user(c, "13700000002", "一校管理员", core::Role::kSchoolAdmin, school1_);
            head2_ = user(c, "13700000003", "二校管理员", core::Role::kSchoolAdmin, school2_);
            student1_ = user(c, "13700000004", "一校学生", core::Role::kStudent, school1_);
            student2_ = user(c, "13700000005", "二校学生", core::Role::kStudent, school2_);
        });
    }

    core::AuthUser user(db::Conn& c, const std::string& mobile, const std::string& name, core::Role role,
                        std::int64_t school) {
        accounts::NewUser u{"sign-" + mobile, mobile, name, "hash", "", 0, {role}};
        std::int64_t id = *users_.insert_user(c, u, kNow);
        if (school != 0) c.exec("UPDATE users SET school_id = :s WHERE id = :id", {{"s", school}, {"id", id}});
        return core::AuthUser{id, u.sign, name, {role}, school};
    }

    std::int64_t audit_rows(std::string_view action) {
        return db_->with_conn([&](db::Conn& c) {
            return c.query_one("SELECT COUNT(*) AS n FROM admin_audit WHERE action = :a", {{"a", std::string(action)}})
                ->integer("n");
        });
    }

    static std::string refusal(const std::function<void()>& call) {
        try {
            call();
        } catch (const core::ApiError& e) {
            return e.what();
        }
        return "";
    }

    core::Clock clock_{kNow * 1000};
    accounts::UserStore users_;
    std::unique_ptr<accounts::AccountService> accounts_;
    std::unique_ptr<audit::AuditService> audit_;
    std::unique_ptr<NoticeService> notices_;
    std::unique_ptr<MessageService> messages_;
    std::int64_t school1_ = 0, school2_ = 0;
    core::AuthUser admin_, head1_, head2_, student1_, student2_;
};

TEST_P(NoticeServiceTest, ABulletinStaysInItsSchoolAndItsChangesAreAudited) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    auto one = NoticeScope::school(school1_);
    Message m = notices_->save(head1_, "10.0.0.1", one, {"", "放假通知", "元旦放假三天"});
    EXPECT_EQ(m.category, kSchool);
    EXPECT_EQ(m.scope_id, school1_);
    EXPECT_EQ(messages_->notices(student1_, kSchool, {1, 5}).total, 1);
    EXPECT_EQ(messages_->notices(student2_, kSchool, {1, 5}).total, 0);
    auto listed = notices_->list(head1_, one, {1, 10});
    ASSERT_EQ(listed.total, 1);
    EXPECT_EQ(listed.list[0].author_name, "一校管理员");
    EXPECT_EQ(notices_->list(head2_, NoticeScope::school(school2_), {1, 10}).total, 0);
    EXPECT_EQ(notices_->list(head1_, NoticeScope::school(0), {1, 10}).total, 0);  // no school: none

    // Another school's admin neither edits nor deletes it; nothing is written for the refusals.
    auto two = NoticeScope::school(school2_);
    EXPECT_EQ(refusal([&] { notices_->save(head2_, "", two, {m.sign, "改", "改"}); }), "消息不存在");
    EXPECT_EQ(refusal([&] { notices_->remove(head2_, "", two, m.sign); }), "消息不存在");
    EXPECT_EQ(refusal([&] { notices_->remove(admin_, "", NoticeScope::system(), m.sign); }), "消息不存在");

    // An edit; the same texts again change nothing.
    Message edited = notices_->save(head1_, "", one, {m.sign, "放假通知（更正）", "元旦放假三天，1月4日上课"});
    EXPECT_EQ(edited.title, "放假通知（更正）");
    notices_->save(head1_, "", one, {m.sign, "放假通知（更正）", "元旦放假三天，1月4日上课"});
    EXPECT_EQ(audit_rows("notice.publish"), 1);
    EXPECT_EQ(audit_rows("notice.update"), 1);
    EXPECT_EQ(messages_->notices(student1_, kSchool, {1, 5}).list.at(0).content, "元旦放假三天，1月4日上课");

    // Read, then deleted: gone from the list and the unread counts, once.
    messages_->mark_read(student1_, m.sign);
    notices_->remove(head1_, "10.0.0.1", one, m.sign);
    EXPECT_EQ(refusal([&] { notices_->remove(head1_, "", one, m.sign); }), "消息不存在");
    EXPECT_EQ(messages_->notices(student1_, kSchool, {1, 5}).total, 0);
    EXPECT_EQ(messages_->unread(student1_).school, 0);
    EXPECT_EQ(audit_rows("notice.delete"), 1);
    EXPECT_EQ(db_->with_conn(
                  [&](db::Conn& c) { return c.query_one("SELECT COUNT(*) AS n FROM message_read")->integer("n"); }),
              0);
    // The audit rows are the school's.
    EXPECT_EQ(db_->with_conn([&](db::Conn& c) {
        return c.query_one("SELECT COUNT(*) AS n FROM admin_audit WHERE school_id = :s", {{"s", school1_}})
            ->integer("n");
    }),
              3);
}

TEST_P(NoticeServiceTest, ASystemNoticeReachesEveryoneAndOnlyAnAdminPublishesOne) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    Message m = notices_->save(admin_, "", NoticeScope::system(), {"", "系统维护", "周六凌晨维护两小时"});
    EXPECT_EQ(messages_->notices(student1_, kSystem, {1, 5}).total, 1);
    EXPECT_EQ(messages_->notices(student2_, kSystem, {1, 5}).total, 1);
    EXPECT_EQ(messages_->unread(student2_).system, 1);
    // The message centre's own call: an admin's system notice, a school admin's bulletin, nobody else's.
    EXPECT_EQ(NoticeScope::of_publisher(admin_, kSystem).category, kSystem);
    EXPECT_EQ(NoticeScope::of_publisher(head1_, kSchool).school_id, school1_);
    EXPECT_EQ(refusal([&] { NoticeScope::of_publisher(head1_, kSystem); }), "您没有权限访问!");
    EXPECT_EQ(refusal([&] { NoticeScope::of_publisher(student1_, kSchool); }), "您没有权限访问!");
    EXPECT_EQ(refusal([&] { NoticeScope::of_publisher(admin_, kSchool); }), "您没有权限访问!");
    // A school admin's scope does not reach it.
    EXPECT_EQ(refusal([&] { notices_->remove(head1_, "", NoticeScope::school(school1_), m.sign); }), "消息不存在");
    notices_->remove(admin_, "", NoticeScope::system(), m.sign);
    EXPECT_EQ(messages_->unread(student2_).system, 0);
    // A system notice's audit row is the platform's (no school).
    EXPECT_EQ(db_->with_conn([&](db::Conn& c) {
        return c.query_one("SELECT COUNT(*) AS n FROM admin_audit WHERE school_id IS NULL")->integer("n");
    }),
              2);
}

XJ_INSTANTIATE_DB_TEST(NoticeServiceTest);

}  // namespace
}  // namespace xj::messages
