// The bank and exam services' unit tests on both databases: a school with a course led by a teacher, a teacher and
// a school admin of the same school who are not on its team, an admin of another school, a student; the bank and
// exam services over them.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <regex>
#include <string>

#include "accounts/service.h"
#include "accounts/store.h"
#include "core/access.h"
#include "core/api_error.h"
#include "core/test_support.h"
#include "courses/service.h"
#include "db/test_support.h"
#include "exams/bank_service.h"
#include "exams/exam_service.h"
#include "site/service.h"

namespace xj::exams::testing {

constexpr std::int64_t kNow = 1'800'000'000;

class ExamsTest : public db::testing::SchemaTest {
protected:
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        accounts_ = std::make_unique<accounts::AccountService>(*db_, accounts::Settings{true, {}, 1});
        site_ = std::make_unique<site::SiteService>(*db_);
        courses_ = std::make_unique<courses::CourseService>(*accounts_, *site_);
        bank_ = std::make_unique<BankService>(*courses_);
        exams_ = std::make_unique<ExamService>(*courses_);
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

    std::int64_t course(db::Conn& c, const std::string& sign, const std::string& name, const core::AuthUser& lead) {
        courses::CourseStore::NewCourse n;
        n.sign = sign;
        n.school_id = school_;
        n.name = name;
        std::int64_t id = courses_->store().insert_course(c, n, kNow);
        courses_->store().add_teacher(c, "ct-" + sign, id, lead.id, true, kNow);
        return id;
    }

    std::int64_t count(const std::string& sql) {
        return db_->with_conn([&](db::Conn& c) { return c.query_one(sql)->integer("n"); });
    }

    // A question form of a type with valid fields.
    static QuestionForm form(int type, const std::string& stem = "题目", int score = 5) {
        QuestionForm f;
        f.type = type;
        f.subject_name = stem;
        f.score = score;
        if (type == 1 || type == 2) f.options = {"甲", "乙", "丙", "丁"};
        f.answer = type == 1 ? "B" : type == 2 ? "A,C" : type == 3 ? "1" : type == 4 ? "四|4" : "";
        return f;
    }

    // Every line of the plan of `sql` (SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN with seq scans off).
    std::string plan(const std::string& sql, const db::Params& params) {
        return db_->with_conn([&](db::Conn& c) {
            std::string out;
            if (is_postgres()) {
                c.exec("SET enable_seqscan = off");
                for (const auto& r : c.query("EXPLAIN " + sql, params)) out += r.text("QUERY PLAN") + "\n";
                c.exec("SET enable_seqscan = on");
            } else {
                for (const auto& r : c.query("EXPLAIN QUERY PLAN " + sql, params)) out += r.text("detail") + "\n";
            }
            return out;
        });
    }
    void expect_indexed(const std::string& text, const std::string& index) {
        EXPECT_NE(text.find(index), std::string::npos) << text;
        if (is_postgres()) EXPECT_EQ(text.find("Seq Scan"), std::string::npos) << text;
        else EXPECT_FALSE(std::regex_search(text, std::regex(R"((^|\n)SCAN [a-z_]+(\n|$))"))) << text;
    }

    std::unique_ptr<accounts::AccountService> accounts_;
    std::unique_ptr<site::SiteService> site_;
    std::unique_ptr<courses::CourseService> courses_;
    std::unique_ptr<BankService> bank_;
    std::unique_ptr<ExamService> exams_;
    accounts::UserStore users_;
    std::int64_t school_ = 0, school2_ = 0, course_ = 0, other_course_ = 0;
    core::AuthUser lead_, peer_, admin_, far_admin_, student_;
};

}  // namespace xj::exams::testing
