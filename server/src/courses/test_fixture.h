// The fixture of the tests of what teachers do with a course (teaching, exams), on both databases: two schools, a
// course of school 1 led by a teacher and another led by a second teacher of the same school, a school admin of
// school 1 who is on no team, an admin of school 2, two students of school 1; the account, site and course services
// over them.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "accounts/service.h"
#include "accounts/store.h"
#include "core/access.h"
#include "core/clock.h"
#include "courses/service.h"
#include "site/service.h"
#include "testing/catalogue_rows.h"
#include "testing/db_test_support.h"

namespace xj::courses::testing {

constexpr std::int64_t kNow = 1'800'000'000;

class CourseTeamTest : public db::testing::SchemaTest {
protected:
    core::Clock clock_{kNow * 1000};  // the services read it; a test moves it with clock_.advance
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        accounts_ = std::make_unique<accounts::AccountService>(*db_, clock_, accounts::Settings{true, {}, 1});
        site_ = std::make_unique<site::SiteService>(*db_, clock_);
        courses_ = std::make_unique<CourseService>(*db_, clock_, *accounts_, *site_);
        db_->with_conn([&](db::Conn& c) {
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('1', '学鲸', '学鲸', 1)");
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('2', '东湖', '东湖', 1)");
            school_ = c.query_one("SELECT id FROM school WHERE sign = '1'")->integer("id");
            school2_ = c.query_one("SELECT id FROM school WHERE sign = '2'")->integer("id");
            lead_ = user(c, "13700000001", "王丽华", core::Role::kTeacher, school_);
            peer_ = user(c, "13700000002", "李老师", core::Role::kTeacher, school_);
            admin_ = user(c, "13700000003", "管理员", core::Role::kSchoolAdmin, school_);
            far_admin_ = user(c, "13700000004", "外校管理员", core::Role::kSchoolAdmin, school2_);
            student_ = user(c, "13700000005", "张晓明", core::Role::kStudent, school_);
            student2_ = user(c, "13700000006", "李小红", core::Role::kStudent, school_);
            course_ = course(c, "course-a", "Python 入门", lead_);
            other_course_ = course(c, "course-b", "数据分析", peer_);
        });
    }

    core::AuthUser user(db::Conn& c, const std::string& mobile, const std::string& name, core::Role role,
                        std::int64_t school) {
        accounts::NewUser u{"sign-" + mobile, mobile, name, "hash", "", 0, {role}};
        std::int64_t id = *users_.insert_user(c, u, kNow);
        users_.insert_role(c, id, role);
        c.exec("UPDATE users SET school_id = :s WHERE id = :id", {{"s", school}, {"id", id}});
        return core::AuthUser{id, u.sign, name, {role}, school};
    }

    // A published course of school 1 led by `lead` (fixture rows: the course rows are authoring's).
    std::int64_t course(db::Conn& c, const std::string& sign, const std::string& name, const core::AuthUser& lead) {
        std::int64_t id = xj::testing::insert_course(c, {sign, school_, name}, kNow);
        xj::testing::insert_course_teacher(c, "ct-" + sign, id, lead.id, true, kNow);
        return id;
    }

    // The "n" column of a one-row query.
    std::int64_t count(const std::string& sql) {
        return db_->with_conn([&](db::Conn& c) { return c.query_one(sql)->integer("n"); });
    }

    std::unique_ptr<accounts::AccountService> accounts_;
    std::unique_ptr<site::SiteService> site_;
    std::unique_ptr<CourseService> courses_;
    accounts::UserStore users_;
    std::int64_t school_ = 0, school2_ = 0, course_ = 0, other_course_ = 0;
    core::AuthUser lead_, peer_, admin_, far_admin_, student_, student2_;
};

}  // namespace xj::courses::testing
