// The message store on both databases: scopes and their lists (newest first, read flags, paging), the enrolled
// courses' list, read marks (idempotent, per scope, per enrolled course) and unread counts as visible minus read.
#include <gtest/gtest.h>

#include "accounts/store.h"
#include "messages/store.h"
#include "testing/db_test_support.h"

namespace xj::messages {
namespace {

using db::testing::SchemaTest;

constexpr std::int64_t kNow = 1'800'000'000;

class MessageStoreTest : public SchemaTest {
protected:
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        db_->with_conn([&](db::Conn& c) {
            c.exec(
                "INSERT INTO school (sign, name, title, created_at) VALUES ('s1', '一校', '一校', 1), ('s2', '二校', "
                "'二校', 1)");
            school1_ = c.query_one("SELECT id FROM school WHERE sign = 's1'")->integer("id");
            school2_ = c.query_one("SELECT id FROM school WHERE sign = 's2'")->integer("id");
            student_ = user(c, "13700000001", "s1", core::Role::kStudent);
            other_ = user(c, "13700000002", "s2", core::Role::kStudent);
            teacher_ = user(c, "13700000003", "s1", core::Role::kTeacher);
            course1_ = course(c, "c1", "课程一");
            course2_ = course(c, "c2", "课程二");
            c.exec(
                "INSERT INTO course_teacher (sign, course_id, user_id, master, created_at) VALUES ('t1', :c, :u, 1, 1)",
                {{"c", course1_}, {"u", teacher_}});
            c.exec("INSERT INTO enrolment (course_id, user_id, source, created_at) VALUES (:c, :u, 'free', 1)",
                   {{"c", course1_}, {"u", student_}});
        });
    }
    std::int64_t user(db::Conn& c, const std::string& mobile, const std::string& school, core::Role role) {
        accounts::NewUser u{"sign-" + mobile, mobile, "用户" + mobile.substr(10), "hash", school, 0, {role}};
        return *users_.insert_user(c, u, kNow);
    }
    std::int64_t course(db::Conn& c, const std::string& sign, const std::string& name) {
        c.exec("INSERT INTO course (sign, school_id, name, created_at, updated_at) VALUES (:s, :school, :n, 1, 1)",
               {{"s", sign}, {"school", school1_}, {"n", name}});
        return c.query_one("SELECT id FROM course WHERE sign = :s", {{"s", sign}})->integer("id");
    }
    std::string add(db::Conn& c, int category, std::int64_t scope, const std::string& title, std::int64_t at) {
        return store_.insert(c, NewMessage{category, scope, teacher_, title, "内容", ""}, at);
    }
    MessageStore store_;
    accounts::UserStore users_;
    std::int64_t school1_ = 0, school2_ = 0, student_ = 0, other_ = 0, teacher_ = 0, course1_ = 0, course2_ = 0;
};

TEST_P(MessageStoreTest, ListsAScopeNewestFirstWithTheReadersFlagAndPages) {
    db_->with_conn([&](db::Conn& c) {
        for (int i = 1; i <= 7; ++i) add(c, kSystem, 0, "系统" + std::to_string(i), kNow + i);
        std::string bulletin = add(c, kSchool, school1_, "公告", kNow);
        auto first = store_.list_scope(c, student_, kSystem, 0, Page{1, 5});
        EXPECT_EQ(first.total, 7);
        ASSERT_EQ(first.list.size(), 5U);
        EXPECT_EQ(first.list[0].title, "系统7");
        EXPECT_EQ(first.list[4].title, "系统3");
        EXPECT_FALSE(first.list[0].read);
        auto second = store_.list_scope(c, student_, kSystem, 0, Page{2, 5});
        ASSERT_EQ(second.list.size(), 2U);
        EXPECT_EQ(second.list[1].title, "系统1");

        EXPECT_TRUE(store_.mark_read(c, student_, first.list[0], kNow + 10));
        EXPECT_FALSE(store_.mark_read(c, student_, first.list[0], kNow + 11)) << "a second mark changes nothing";
        EXPECT_TRUE(store_.list_scope(c, student_, kSystem, 0, Page{1, 5}).list[0].read);
        EXPECT_FALSE(store_.list_scope(c, other_, kSystem, 0, Page{1, 5}).list[0].read) << "read marks are per user";

        EXPECT_EQ(store_.list_scope(c, student_, kSchool, school1_, Page{1, 5}).total, 1);
        EXPECT_EQ(store_.list_scope(c, other_, kSchool, school2_, Page{1, 5}).total, 0);
        EXPECT_EQ(store_.find_by_sign(c, bulletin)->scope_id, school1_);
        EXPECT_FALSE(store_.find_by_sign(c, "nosuchsign"));
    });
}

TEST_P(MessageStoreTest, UnreadCountsAreVisibleMinusReadPerCategoryAndScope) {
    db_->with_conn([&](db::Conn& c) {
        add(c, kSystem, 0, "系统1", kNow);
        add(c, kSystem, 0, "系统2", kNow + 1);
        add(c, kSchool, school1_, "一校公告", kNow);
        add(c, kSchool, school2_, "二校公告", kNow);
        add(c, kCourse, course1_, "课程一消息1", kNow);
        add(c, kCourse, course1_, "课程一消息2", kNow + 1);
        add(c, kCourse, course2_, "课程二消息", kNow + 2);

        auto counts = store_.unread(c, student_, school1_);
        EXPECT_EQ(counts.system, 2);
        EXPECT_EQ(counts.school, 1);
        EXPECT_EQ(counts.course, 2) << "only the enrolled course's messages";
        EXPECT_EQ(store_.unread(c, student_, 0).school, 0) << "no school, no bulletins";
        EXPECT_EQ(store_.unread(c, other_, school2_).course, 0);

        auto enrolled = store_.list_enrolled_courses(c, student_, Page{1, 5});
        EXPECT_EQ(enrolled.total, 2);
        ASSERT_EQ(enrolled.list.size(), 2U);
        EXPECT_EQ(enrolled.list[0].title, "课程一消息2");
        EXPECT_EQ(enrolled.list[0].course_sign, "c1");
        EXPECT_EQ(enrolled.list[0].course_name, "课程一");

        store_.mark_read(c, student_, enrolled.list[1], kNow + 5);
        EXPECT_EQ(store_.unread(c, student_, school1_).course, 1);
        EXPECT_EQ(store_.mark_enrolled_courses_read(c, student_, kNow + 6), 1);
        EXPECT_EQ(store_.unread(c, student_, school1_).course, 0);

        EXPECT_EQ(store_.mark_scope_read(c, student_, kSystem, 0, kNow + 7), 2);
        EXPECT_EQ(store_.mark_scope_read(c, student_, kSystem, 0, kNow + 8), 0);
        EXPECT_EQ(store_.mark_scope_read(c, student_, kSchool, school1_, kNow + 8), 1);
        counts = store_.unread(c, student_, school1_);
        EXPECT_EQ(counts.system + counts.school + counts.course, 0);
        EXPECT_EQ(store_.unread(c, student_, school2_).school, 1) << "another school's bulletins stay unread";
        add(c, kSystem, 0, "系统3", kNow + 9);
        EXPECT_EQ(store_.unread(c, student_, school1_).system, 1);
    });
}

TEST_P(MessageStoreTest, CoursesTeachersAndEnrolments) {
    db_->with_conn([&](db::Conn& c) {
        auto course = store_.find_course(c, "c1");
        ASSERT_TRUE(course);
        EXPECT_EQ(course->id, course1_);
        EXPECT_EQ(course->name, "课程一");
        EXPECT_FALSE(store_.find_course(c, "nosuch"));
        EXPECT_TRUE(store_.teaches(c, teacher_, course1_));
        EXPECT_FALSE(store_.teaches(c, teacher_, course2_));
        EXPECT_FALSE(store_.teaches(c, student_, course1_));
        EXPECT_TRUE(store_.enrolled(c, student_, course1_));
        EXPECT_FALSE(store_.enrolled(c, student_, course2_));
        auto pairs = store_.enrolled_course_teachers(c, student_);
        ASSERT_EQ(pairs.size(), 1U);
        EXPECT_EQ(pairs[0].first, course1_);
        EXPECT_EQ(pairs[0].second, teacher_);
        EXPECT_FALSE(store_.any_of(c, kCourse));
        add(c, kCourse, course1_, "x", kNow);
        EXPECT_TRUE(store_.any_of(c, kCourse));
        EXPECT_EQ(store_.insert(c, NewMessage{kSystem, 0, 0, "t", "c", "fixed"}, kNow), "fixed");
        EXPECT_THROW(store_.insert(c, NewMessage{kSystem, 0, 0, "t", "c", "fixed"}, kNow), db::DbError);
    });
}

XJ_INSTANTIATE_DB_TEST(MessageStoreTest);

}  // namespace
}  // namespace xj::messages
