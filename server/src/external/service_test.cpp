// External systems on both databases (docs/external-systems.md): the configuration rules and their messages, the
// token's format, a launch carrying a token only its school's secret signs, verify once and only before expiry, and
// the school admin's own school only.
#include "external/service.h"

#include <gtest/gtest.h>

#include "audit/service.h"
#include "courses/test_fixture.h"
#include "external/rules.h"
#include "external/token.h"
#include "testing/request_support.h"

namespace xj::external {
namespace {

using core::testing::refusal;

SystemForm form(std::string system = "gyl") {
    SystemForm f;
    f.system = std::move(system);
    f.name = "鲸链供应链";
    f.url = "https://scm.example.com/sso?from=xuejing";
    f.description = "采购、仓储与物流实训";
    return f;
}

std::string message(const SystemForm& f) { return form_violation(f).value_or(Violation{}).message; }

TEST(ExternalRules, TheFormsRulesAndMessages) {
    EXPECT_FALSE(form_violation(form()));
    SystemForm f = form("crm");
    EXPECT_EQ(message(f), "系统不存在");
    f = form();
    f.name = "链";
    EXPECT_EQ(message(f), "系统名称应为 2–20 个字");
    f.name = std::string(21 * 3, 'x').substr(0, 21);
    EXPECT_EQ(message(f), "系统名称应为 2–20 个字");
    for (std::string bad : {"", "ftp://scm.example.com", "http://scm.example.com", "https://", "https://a b.com",
                            "https://user:pw@scm.example.com", "https://scm.example.com/#x", "javascript:alert(1)",
                            "https://scm.example.com:99999", "https://.example.com", "https://scm.example.com\\x"}) {
        f = form();
        f.url = bad;
        EXPECT_EQ(message(f), "请输入以 https:// 开头的完整系统地址") << bad;
    }
    f.url = "https://scm.example.com/" + std::string(480, 'p');
    EXPECT_EQ(message(f), "请输入以 https:// 开头的完整系统地址");
    for (std::string good : {"http://localhost:9000/erp", "http://127.0.0.1/", "HTTPS://ERP.example.com:8443",
                             "https://erp.example.com?a=1"}) {
        f = form();
        f.url = good;
        EXPECT_FALSE(form_violation(f)) << good;
    }
    f = form();
    f.pass_mode = "cookie";
    EXPECT_EQ(message(f), "请选择用户传递方式");
    f = form();
    f.token_param = "to ken";
    EXPECT_EQ(message(f), "参数名只能包含字母、数字、下划线和短横线");
    f.token_param = std::string(33, 't');
    EXPECT_EQ(message(f), "参数名只能包含字母、数字、下划线和短横线");
    f = form();
    f.description = std::string(201, 'd');
    EXPECT_EQ(message(f), "系统简介不能超过 200 个字");
}

TEST(ExternalRules, TheTokenGoesIntoTheQuery) {
    EXPECT_EQ(with_query_param("https://a.com/sso", "token", "x.y"), "https://a.com/sso?token=x.y");
    EXPECT_EQ(with_query_param("https://a.com/sso?from=1", "t", "x"), "https://a.com/sso?from=1&t=x");
    EXPECT_EQ(with_query_param("https://a.com/sso?", "t", "x"), "https://a.com/sso?t=x");
}

TEST(ExternalToken, ReadsWhatItWritesAndChecksTheSignature) {
    TokenClaims c{"erp", "1", "sign-u", "张晓明", {"student"}, 100, 400, "jti-1"};
    std::string token = make_token(c, "secret");
    auto read = read_claims(token);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->name, "张晓明");
    EXPECT_EQ(read->roles, std::vector<std::string>{"student"});
    EXPECT_EQ(read->expires_at, 400);
    EXPECT_TRUE(signed_with(token, "secret"));
    EXPECT_FALSE(signed_with(token, "other"));
    std::string tampered = make_token({"erp", "1", "sign-admin", "管理员", {"admin"}, 100, 400, "jti-1"}, "x");
    std::string forged = tampered.substr(0, tampered.find('.')) + token.substr(token.find('.'));
    EXPECT_FALSE(signed_with(forged, "secret"));
    EXPECT_FALSE(read_claims("nothing"));
    EXPECT_FALSE(read_claims("a.b.c"));
    EXPECT_FALSE(read_claims("eyJ2IjoxfQ.sig"));  // {"v":1} without the rest
}

class ExternalTest : public courses::testing::CourseTeamTest {
protected:
    void SetUp() override {
        CourseTeamTest::SetUp();
        if (!db_) return;
        audit_ = std::make_unique<audit::AuditService>(*db_, clock_);
        external_ = std::make_unique<ExternalService>(*db_, clock_, *site_, *audit_);
    }
    // The rows of the admin's school's audit log, newest first: "action|summary|before|after".
    std::vector<std::string> audit_rows() {
        std::vector<std::string> out;
        for (const auto& r : audit_->search(admin_, {}, core::Page{1, 20}).list)
            out.push_back(r.action + "|" + r.summary + "|" + r.before + "|" + r.after);
        return out;
    }
    static constexpr std::string_view kIp = "10.0.0.9";
    std::unique_ptr<audit::AuditService> audit_;
    std::unique_ptr<ExternalService> external_;
};

TEST_P(ExternalTest, NothingIsOpenBeforeTheAdminConfiguresIt) {
    auto cards = external_->systems("localhost");
    ASSERT_EQ(cards.size(), 2U);
    EXPECT_EQ(cards[0].system, "erp");
    EXPECT_EQ(cards[0].name, "ERP 系统");
    EXPECT_EQ(cards[1].name, "供应链管理系统");
    EXPECT_FALSE(cards[0].configured || cards[1].configured);
    EXPECT_EQ(refusal([&] { external_->launch("localhost", student_, "gyl"); }).what(),
              std::string("本校尚未开通该系统"));
    EXPECT_EQ(refusal([&] { external_->launch("localhost", student_, "crm"); }).what(), std::string("系统不存在"));
    auto list = external_->admin_list(admin_.school_id);
    ASSERT_EQ(list.size(), 2U);
    EXPECT_FALSE(list[1].configured);
    EXPECT_EQ(list[1].secret, "");
}

TEST_P(ExternalTest, ALaunchCarriesATokenVerifiedOnceBeforeItExpires) {
    AdminSystem saved = external_->save(admin_, admin_.school_id, kIp, form());
    EXPECT_TRUE(saved.configured);
    EXPECT_EQ(saved.secret.size(), 64U);
    EXPECT_EQ(external_->systems("localhost")[1].name, "鲸链供应链");
    EXPECT_TRUE(external_->systems("localhost")[1].configured);

    Launch l = external_->launch("localhost", student_, "gyl");
    const std::string prefix = "https://scm.example.com/sso?from=xuejing&token=";
    ASSERT_EQ(l.url.rfind(prefix, 0), 0U) << l.url;
    std::string token = l.url.substr(prefix.size());
    EXPECT_TRUE(signed_with(token, saved.secret));
    EXPECT_EQ(l.expires_at, courses::testing::kNow + 300);

    Verified v = external_->verify(token);
    EXPECT_EQ(v.claims.user_sign, student_.sign);
    EXPECT_EQ(v.claims.name, "张晓明");
    EXPECT_EQ(v.claims.roles, std::vector<std::string>{"student"});
    EXPECT_EQ(v.school_name, "学鲸");
    EXPECT_EQ(refusal([&] { external_->verify(token); }).what(), std::string("令牌已使用"));

    std::string late = external_->launch("localhost", student_, "gyl").url.substr(prefix.size());
    clock_.advance(std::chrono::seconds(301));
    EXPECT_EQ(refusal([&] { external_->verify(late); }).what(), std::string("令牌已过期"));

    // A new secret: tokens signed with the old one are no longer the school's.
    std::string before = external_->launch("localhost", student_, "gyl").url.substr(prefix.size());
    AdminSystem reset = external_->reset_secret(admin_, admin_.school_id, kIp, "gyl");
    EXPECT_NE(reset.secret, saved.secret);
    EXPECT_EQ(refusal([&] { external_->verify(before); }).what(), std::string("令牌无效"));
    EXPECT_EQ(refusal([&] { external_->verify("x.y"); }).what(), std::string("令牌无效"));
}

TEST_P(ExternalTest, OnlyTheSchoolsOwnUsersArePassedToItsSystem) {
    external_->save(admin_, admin_.school_id, kIp, form());
    core::AuthUser outsider = student_;
    outsider.school_id = school2_;
    EXPECT_EQ(refusal([&] { external_->launch("localhost", outsider, "gyl"); }).what(),
              std::string("仅限本校师生进入该系统"));
    outsider.school_id = 0;
    EXPECT_EQ(refusal([&] { external_->launch("localhost", outsider, "gyl"); }).what(),
              std::string("仅限本校师生进入该系统"));
    EXPECT_EQ(refusal([&] { external_->launch("localhost", far_admin_, "gyl"); }).what(),
              std::string("仅限本校师生进入该系统"));
}

TEST_P(ExternalTest, ATokenMintedWithTheSecretForLongerIsRefused) {
    AdminSystem saved = external_->save(admin_, admin_.school_id, kIp, form());
    std::int64_t now = courses::testing::kNow;
    TokenClaims forever{"gyl", "1", student_.sign, "张晓明", {"student"}, now, now + 365 * 86400, "jti-forever"};
    EXPECT_EQ(refusal([&] { external_->verify(make_token(forever, saved.secret)); }).what(), std::string("令牌无效"));
    TokenClaims ahead{"gyl", "1", student_.sign, "张晓明", {"student"}, now + 3600, now + 3700, "jti-ahead"};
    EXPECT_EQ(refusal([&] { external_->verify(make_token(ahead, saved.secret)); }).what(), std::string("令牌无效"));
    TokenClaims fair{"gyl", "1", student_.sign, "张晓明", {"student"}, now, now + 300, "jti-fair"};
    EXPECT_EQ(external_->verify(make_token(fair, saved.secret)).claims.user_sign, student_.sign);
    // A disabled system's tokens no longer verify.
    SystemForm off = form();
    off.enabled = false;
    external_->save(admin_, admin_.school_id, kIp, off);
    TokenClaims late{"gyl", "1", student_.sign, "张晓明", {"student"}, now, now + 300, "jti-late"};
    EXPECT_EQ(refusal([&] { external_->verify(make_token(late, saved.secret)); }).what(), std::string("令牌无效"));
}

TEST_P(ExternalTest, PassModeNoneOpensTheAddressAsItIs) {
    SystemForm f = form("erp");
    f.pass_mode = "none";
    external_->save(admin_, admin_.school_id, kIp, f);
    Launch l = external_->launch("localhost", lead_, "erp");
    EXPECT_EQ(l.url, f.url);
    EXPECT_EQ(l.expires_at, 0);
}

TEST_P(ExternalTest, ADisabledOrDeletedSystemIsNotOpen) {
    SystemForm f = form();
    f.enabled = false;
    external_->save(admin_, admin_.school_id, kIp, f);
    EXPECT_FALSE(external_->systems("localhost")[1].configured);
    EXPECT_EQ(refusal([&] { external_->launch("localhost", student_, "gyl"); }).what(),
              std::string("本校尚未开通该系统"));
    f.enabled = true;
    std::string secret = external_->save(admin_, admin_.school_id, kIp, f).secret;
    EXPECT_EQ(external_->save(admin_, admin_.school_id, kIp, f).secret, secret);  // saving again keeps the secret
    external_->remove(admin_, admin_.school_id, kIp, "gyl");
    EXPECT_FALSE(external_->admin_list(admin_.school_id)[1].configured);
    EXPECT_EQ(refusal([&] { external_->remove(admin_, admin_.school_id, kIp, "gyl"); }).what(),
              std::string("本校尚未开通该系统"));
}

TEST_P(ExternalTest, AnAdminConfiguresOnlyTheirOwnSchool) {
    external_->save(admin_, admin_.school_id, kIp, form());
    SystemForm other = form();
    other.url = "https://other.example.com";
    external_->save(far_admin_, far_admin_.school_id, kIp, other);  // the other school's own system
    EXPECT_EQ(external_->admin_list(admin_.school_id)[1].form.url, form().url);
    EXPECT_EQ(external_->admin_list(far_admin_.school_id)[1].form.url, "https://other.example.com");
    core::AuthUser schoolless = admin_;
    schoolless.school_id = 0;
    EXPECT_EQ(refusal([&] { external_->admin_list(schoolless.school_id); }).code(), core::ApiCode::kNoPermission);
    SystemForm bad = form();
    bad.url = "http://scm.example.com";
    EXPECT_EQ(refusal([&] { external_->save(admin_, admin_.school_id, kIp, bad); }).what(),
              std::string("请输入以 https:// 开头的完整系统地址"));
}

TEST_P(ExternalTest, EveryChangeIsInTheSchoolsAuditLogWithoutTheSecret) {
    SystemForm f = form();
    std::string secret = external_->save(admin_, admin_.school_id, kIp, f).secret;
    std::string reset = external_->reset_secret(admin_, admin_.school_id, kIp, "gyl").secret;
    external_->remove(admin_, admin_.school_id, kIp, "gyl");
    auto rows = audit_rows();
    ASSERT_EQ(rows.size(), 3U);
    const std::string state = R"({"name":")" + f.name + R"(","url":")" + f.url + R"(","passMode":"token",)" +
                              R"("tokenParam":"token","description":")" + f.description + R"(","enabled":true})";
    EXPECT_EQ(rows[2], "external.save|保存外部系统 " + f.name + "（gyl）||" + state);
    EXPECT_EQ(rows[1], "external.resetSecret|重置外部系统 " + f.name + "（gyl）的密钥|" + state + "|" + state);
    EXPECT_EQ(rows[0], "external.remove|删除外部系统 " + f.name + "（gyl）|" + state + "|");
    for (const auto& r : rows) {
        EXPECT_EQ(r.find(secret), std::string::npos);
        EXPECT_EQ(r.find(reset), std::string::npos);
    }
    // A refused change writes nothing; the other school's admin sees none of these.
    SystemForm bad = form();
    bad.url = "http://scm.example.com";
    refusal([&] { external_->save(admin_, admin_.school_id, kIp, bad); });
    EXPECT_EQ(audit_rows().size(), 3U);
    EXPECT_EQ(audit_->search(far_admin_, {}, core::Page{1, 20}).total, 0);
}

XJ_INSTANTIATE_DB_TEST(ExternalTest);

}  // namespace
}  // namespace xj::external
