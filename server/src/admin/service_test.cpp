// The admin console on both databases (docs/admin.md): the school form's rules and messages, a new school with a
// host serving its own home page and a copy of the default menu, disabling a school and a user (whose sessions end),
// roles, the reset link used once, and an audit row for every change that the database will not let anyone edit.
#include "admin/service.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "courses/test_fixture.h"
#include "site/school_rules.h"
#include "testing/request_support.h"

namespace xj::admin {
namespace {

using core::Role;
using core::testing::refusal;

site::SchoolForm school_form() {
    site::SchoolForm f;
    f.sign = "hz-tech";
    f.name = "杭州科技职业学院";
    f.icp_number = "浙ICP备2026000001号";
    f.hosts = {{"Learn.HZTech.edu.cn", 0, "浙ICP备2026000002号"}};
    f.address = {{"学校地址", "杭州市西湖区留和路 88 号"}};
    f.phone = {{"招生热线", "0571-8888 6666"}};
    f.images = {{"图书馆", "/files/site/library.jpg"}};
    return f;
}

std::string field_message(site::SchoolForm f) {
    try {
        site::check_school_form(f);
    } catch (const core::ApiError& e) {
        return e.field().value_or("") + " " + e.what();
    }
    return "";
}

TEST(SchoolRules, TheFormsRulesAndMessages) {
    EXPECT_EQ(field_message(school_form()), "");
    site::SchoolForm f = school_form();
    f.sign = "";
    EXPECT_EQ(field_message(f), "sign 请输入学校代码");
    f.sign = "杭州";
    EXPECT_EQ(field_message(f), "sign 学校代码只能包含字母、数字、下划线和短横线（最多20位）");
    f.sign = std::string(21, 'a');
    EXPECT_EQ(field_message(f), "sign 学校代码只能包含字母、数字、下划线和短横线（最多20位）");
    f = school_form();
    f.name = "  ";
    EXPECT_EQ(field_message(f), "name 请输入学校名称");
    f.name = std::string(51, 'n');
    EXPECT_EQ(field_message(f), "name 学校名称不能超过50个字");
    for (std::string bad : {"http://a.com", "a.com:8080", "a .com", "-a.com", "a..com", "a.com/x", "学校.cn", ""}) {
        f = school_form();
        f.hosts = {{bad, 0, ""}};
        EXPECT_EQ(field_message(f), "hosts 域名格式不正确：" + bad) << bad;
    }
    f = school_form();
    f.hosts = {{"a.com", 0, ""}, {"A.com", 0, ""}};
    EXPECT_EQ(field_message(f), "hosts 域名重复：a.com");
    f = school_form();
    f.logo = "javascript:alert(1)";
    EXPECT_EQ(field_message(f), "logo 图片地址无效");
    f.logo = "/files/../secret";
    EXPECT_EQ(field_message(f), "logo 图片地址无效");
    f = school_form();
    f.address = {{"地址", "西湖区;留和路"}};
    EXPECT_EQ(field_message(f), "address 地址与电话不能包含 ; 或 | 符号");
    f = school_form();
    f.icp_number = std::string(51, 'i');
    EXPECT_EQ(field_message(f), "icpNumber ICP备案号不能超过50个字");
    EXPECT_EQ(site::join_contacts({{"a", "1"}, {"", "2"}}), "a||||||1;2");
    auto back = site::split_contacts("a||||||1;2");
    ASSERT_EQ(back.size(), 2U);
    EXPECT_EQ(back[0].label, "a");
    EXPECT_EQ(back[1].value, "2");
}

class AdminTest : public courses::testing::CourseTeamTest {
protected:
    void SetUp() override {
        CourseTeamTest::SetUp();
        if (!db_) return;
        audit_ = std::make_unique<audit::AuditService>(*db_, clock_);
        identity_ = std::make_unique<identity::IdentityService>(*db_, clock_, *accounts_, *site_, *audit_);
        admin_service_ =
            std::make_unique<AdminService>(*db_, clock_, *site_, *accounts_, *identity_, *courses_, *audit_);
        db_->with_conn([&](db::Conn& c) {
            root_ = user(c, "13700000009", "周杰", Role::kAdmin, school_);
            c.exec("UPDATE users SET school_id = NULL WHERE id = :id", {{"id", root_.id}});
            c.exec("INSERT INTO menu (school_id, name, url, sort) VALUES (:s, '首页', '/home', 1)", {{"s", school_}});
        });
        root_.school_id = 0;
    }
    Actor actor() { return {root_, "10.0.0.9"}; }
    std::int64_t audit_rows() { return count("SELECT COUNT(*) AS n FROM admin_audit"); }

    std::unique_ptr<audit::AuditService> audit_;
    std::unique_ptr<identity::IdentityService> identity_;
    std::unique_ptr<AdminService> admin_service_;
    core::AuthUser root_;
};

TEST_P(AdminTest, ANewSchoolServesItsHostWithTheDefaultMenu) {
    site::SchoolDetail d = admin_service_->save_school(actor(), school_form());
    EXPECT_EQ(d.school.sign, "hz-tech");
    EXPECT_EQ(d.school.title, "杭州科技职业学院");  // an empty title is the name
    ASSERT_EQ(d.hosts.size(), 1U);
    EXPECT_EQ(d.hosts[0].host, "learn.hztech.edu.cn");
    EXPECT_EQ(site_->school_sign("learn.hztech.edu.cn"), "hz-tech");
    std::string nav(site_->navigation_bar("learn.hztech.edu.cn")->begin(),
                    site_->navigation_bar("learn.hztech.edu.cn")->end());
    EXPECT_NE(nav.find("首页"), std::string::npos);
    EXPECT_EQ(courses_->school_of("learn.hztech.edu.cn"), d.school.id);

    // The same code again, or a host another school serves, is refused and writes nothing.
    std::int64_t rows = audit_rows();
    site::SchoolForm again = school_form();
    again.name = "另一所";
    EXPECT_EQ(refusal([&] { admin_service_->save_school(actor(), again); }).what(), std::string("学校代码已存在"));
    site::SchoolForm other = school_form();
    other.sign = "other";
    other.name = "另一所";
    EXPECT_EQ(refusal([&] { admin_service_->save_school(actor(), other); }).what(),
              std::string("域名已被其他学校使用：learn.hztech.edu.cn"));
    EXPECT_EQ(audit_rows(), rows);

    // Moving the host to another school: the old one no longer answers for it at once.
    site::SchoolForm edit = school_form();
    edit.original_sign = "hz-tech";
    edit.hosts = {{"www.hztech.edu.cn", 0, ""}};
    admin_service_->save_school(actor(), edit);
    EXPECT_EQ(site_->school_sign("learn.hztech.edu.cn"), "1");
    EXPECT_EQ(site_->school_sign("www.hztech.edu.cn"), "hz-tech");

    auto page = audit_->search(root_, {}, {1, 10});
    ASSERT_EQ(page.total, 2);
    EXPECT_EQ(page.list[0].action, "school.update");
    EXPECT_NE(page.list[0].before.find("learn.hztech.edu.cn"), std::string::npos);
    EXPECT_NE(page.list[0].after.find("www.hztech.edu.cn"), std::string::npos);
    EXPECT_EQ(page.list[1].action, "school.create");
    EXPECT_EQ(page.list[1].actor_name, "周杰");
    EXPECT_EQ(page.list[1].ip, "10.0.0.9");
}

TEST_P(AdminTest, ADisabledSchoolLeavesTheListsAndItsHost) {
    admin_service_->save_school(actor(), school_form());
    SchoolRow row = admin_service_->set_school_disabled(actor(), "hz-tech", true);
    EXPECT_TRUE(row.summary.school.disabled);
    EXPECT_EQ(site_->school_sign("learn.hztech.edu.cn"), "1");
    for (const auto& s : site_->school_list("1").schools) EXPECT_NE(s.sign, "hz-tech");
    EXPECT_EQ(refusal([&] { admin_service_->set_school_disabled(actor(), "1", true); }).what(),
              std::string("默认学校不能停用"));
    admin_service_->set_school_disabled(actor(), "hz-tech", false);
    EXPECT_EQ(site_->school_sign("learn.hztech.edu.cn"), "hz-tech");
    EXPECT_EQ(admin_service_->schools({"", true}, {1, 10}).total, 0);
    EXPECT_EQ(admin_service_->schools({"杭州", std::nullopt}, {1, 10}).total, 1);
}

TEST_P(AdminTest, DisablingAUserEndsTheirSessionsAndRolesChangeWithARule) {
    db_->with_conn([&](db::Conn& c) {
        c.exec("INSERT INTO session (token_hash, user_id, expires_at, created_at) VALUES ('h1', :u, :e, 1)",
               {{"u", student_.id}, {"e", courses::testing::kNow + 3600}});
    });
    EXPECT_EQ(admin_service_->user(student_.sign).activity.session_count, 1);
    auto row = admin_service_->set_user_disabled(actor(), student_.sign, true);
    EXPECT_TRUE(row.user.disabled);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM session"), 0);
    EXPECT_EQ(refusal([&] { admin_service_->set_user_disabled(actor(), root_.sign, true); }).what(),
              std::string("不能停用自己的账号"));
    EXPECT_EQ(refusal([&] { admin_service_->send_reset_link(actor(), student_.sign, "http://x"); }).what(),
              std::string("该账号已被禁用"));

    auto changed = admin_service_->set_roles(actor(), student_.sign, {Role::kTeacher, Role::kStudent, Role::kStudent});
    EXPECT_EQ(changed.user.roles, (std::vector<Role>{Role::kStudent, Role::kTeacher}));
    EXPECT_EQ(refusal([&] { admin_service_->set_roles(actor(), root_.sign, {Role::kNormal}); }).what(),
              std::string("不能移除自己的管理员身份"));
    EXPECT_EQ(refusal([&] {
                  admin_service_->set_roles(actor(), root_.sign, {Role::kAdmin, Role::kTeacher});
              }).what(),
              std::string("该用户未加入学校，不能设为学生、教师或学校管理员"));
    EXPECT_EQ(refusal([&] { admin_service_->user("nobody"); }).what(), std::string("用户不存在"));

    accounts::UserFilter by_role;
    by_role.role = Role::kTeacher;
    auto teachers = admin_service_->users(by_role, {1, 20});
    EXPECT_EQ(teachers.total, 3);  // two on the course team and the student just made one
    accounts::UserFilter by_mobile;
    by_mobile.mobile = "13700000005";
    EXPECT_EQ(admin_service_->users(by_mobile, {1, 20}).list.at(0).user.name, "张晓明");

    auto page = audit_->search(root_, {}, {1, 10});
    ASSERT_EQ(page.total, 2);
    EXPECT_EQ(page.list[0].action, "user.roles");
    EXPECT_EQ(page.list[0].summary, "将 张晓明 的身份由「学生」改为「学生、教师」");
    EXPECT_EQ(page.list[1].action, "user.disable");
    EXPECT_EQ(page.list[1].before, R"({"disabled":false})");
    // A school admin sees only their school's rows: the student is school 1's.
    EXPECT_EQ(audit_->search(admin_, {}, {1, 10}).total, 2);
    EXPECT_EQ(audit_->search(far_admin_, {}, {1, 10}).total, 0);
}

TEST_P(AdminTest, ASchoolAdminSetsTheStudentAndTeacherRolesOfTheirSchoolsUsersOnly) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    Actor head{admin_, "10.0.0.3"};
    db_->with_conn([&](db::Conn& c) {
        c.exec("INSERT INTO session (token_hash, user_id, expires_at, created_at) VALUES ('h2', :u, :e, 1)",
               {{"u", student_.id}, {"e", courses::testing::kNow + 3600}});
    });
    // Their school's users only, whatever school the filter names.
    accounts::UserFilter other;
    other.school_sign = "2";
    auto mine = admin_service_->school_users(admin_, other, {1, 50});
    EXPECT_GT(mine.total, 0);
    for (const auto& u : mine.list) EXPECT_EQ(u.user.school_id, school_);
    EXPECT_EQ(admin_service_->school_users(far_admin_, {}, {1, 50}).total, 1);  // 外校管理员 alone
    core::AuthUser lost = admin_;
    lost.school_id = 0;
    EXPECT_EQ(admin_service_->school_users(lost, {}, {1, 50}).total, 0);

    // The student becomes a teacher too; their sessions end, the row is the school's.
    auto changed = admin_service_->set_school_roles(head, student_.sign, {Role::kTeacher, Role::kStudent});
    EXPECT_EQ(changed.user.roles, (std::vector<Role>{Role::kStudent, Role::kTeacher}));
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM session"), 0);
    EXPECT_EQ(audit_->search(admin_, {}, {1, 10}).list.at(0).summary, "将 张晓明 的身份由「学生」改为「学生、教师」");
    // The same again writes nothing; taking both leaves a normal user.
    admin_service_->set_school_roles(head, student_.sign, {Role::kStudent, Role::kTeacher});
    EXPECT_EQ(audit_rows(), 1);
    EXPECT_EQ(admin_service_->set_school_roles(head, student_.sign, {}).user.roles, (std::vector<Role>{Role::kNormal}));
    // Another school's admin does not reach them; nobody changes their own roles; the other roles stay.
    EXPECT_EQ(refusal([&] {
                  admin_service_->set_school_roles({far_admin_, ""}, student_.sign, {Role::kTeacher});
              }).what(),
              std::string("用户不存在"));
    EXPECT_EQ(refusal([&] { admin_service_->set_school_roles(head, admin_.sign, {Role::kTeacher}); }).what(),
              std::string("不能修改自己的身份"));
    EXPECT_EQ(refusal([&] { admin_service_->set_school_roles(head, "nobody", {Role::kTeacher}); }).what(),
              std::string("用户不存在"));
    admin_service_->set_roles(actor(), peer_.sign, {Role::kTeacher, Role::kSchoolAdmin});
    auto peer = admin_service_->set_school_roles(head, peer_.sign, {Role::kStudent}).user.roles;
    std::sort(peer.begin(), peer.end());
    EXPECT_EQ(peer, (std::vector<Role>{Role::kStudent, Role::kSchoolAdmin}));
}

TEST_P(AdminTest, AResetLinkWorksOnceAndOnlyOneAMinute) {
    admin_service_->send_reset_link(actor(), student_.sign, "https://xue.example.com");
    EXPECT_EQ(
        refusal([&] { admin_service_->send_reset_link(actor(), student_.sign, "https://xue.example.com"); }).what(),
        std::string("每60秒只能发送一次"));
    auto text = accounts_->demo_last_sms("13700000005");
    ASSERT_TRUE(text);
    const std::string prefix = "https://xue.example.com/reset-password?token=";
    auto at = text->find(prefix);
    ASSERT_NE(at, std::string::npos) << *text;
    std::string token = text->substr(at + prefix.size(), text->find(' ', at) - at - prefix.size());
    accounts_->reset_by_link({token, "NewPass2026"}, {"10.0.0.1", std::nullopt});
    EXPECT_EQ(refusal([&] {
                  accounts_->reset_by_link({token, "Other2026x"}, {"10.0.0.1", std::nullopt});
              }).what(),
              std::string("链接无效或已过期，请重新获取"));
    clock_.advance(std::chrono::seconds(61));
    admin_service_->send_reset_link(actor(), student_.sign, "https://xue.example.com");
}

TEST_P(AdminTest, AuditRowsCannotBeChangedOrRemoved) {
    admin_service_->set_user_disabled(actor(), student_.sign, true);
    EXPECT_ANY_THROW(db_->with_conn([&](db::Conn& c) { c.exec("UPDATE admin_audit SET summary = 'x'"); }));
    EXPECT_ANY_THROW(db_->with_conn([&](db::Conn& c) { c.exec("DELETE FROM admin_audit"); }));
    EXPECT_EQ(audit_rows(), 1);
}

XJ_INSTANTIATE_DB_TEST(AdminTest);

}  // namespace
}  // namespace xj::admin
