#include "accounts/routes.h"

#include "accounts/cookies.h"
#include "accounts/forms.h"
#include "accounts/json.h"
#include "accounts/wechat_routes.h"
#include "core/api_error.h"
#include "core/input.h"

namespace xj::accounts {

using core::Access;
using core::Request;
namespace json = boost::json;

namespace {

constexpr int kNeedAuthentication = static_cast<int>(core::ApiCode::kNeedAuthentication);
constexpr std::string_view kMsgRegisteredAuthenticate = "注册成功，请完成身份认证";
constexpr std::string_view kMsgNoCode = "没有发送给该手机号的验证码";
constexpr std::string_view kMsgNoCaptcha = "没有有效的图片验证码";
constexpr std::string_view kMsgUpdated = "修改成功";
constexpr std::string_view kMsgSimulationEnded = "已退出模拟登录";
constexpr std::size_t kUploadLimit = 5 * 1024 * 1024;

core::Response registered(const RegisterResult& result, const Request& req) {
    core::Response res =
        result.needs_authentication ? envelope_with_code(kNeedAuthentication, kMsgRegisteredAuthenticate) : core::ok();
    return with_session(std::move(res), result.session, req);
}

void register_session_routes(core::Router::Domain& r, AccountService& a) {
    r.get("/auth/publicKey", Access::public_(), "密码加密公钥（RSA-OAEP SHA-256，PEM）", [&a](const Request&) {
        return core::ok(json::object{{"publicKey", a.public_key_pem()}});
    });
    r.get("/captcha/image", Access::public_(), "图片验证码（PNG，设置 captchaKey Cookie，按 IP 限流）",
          [&a](const Request& req) { return captcha_answer(a.new_captcha(client_of(req)), req); });
    r.post("/login", Access::public_(), "学生登录（失败 5 次需图片验证码，10 次锁定 15 分钟）",
           [&a](const Request& req) {
               LoginResult result = a.login(parse_login(req, a), client_of(req), false);
               return with_session(core::ok(login_result_json(result)), result.session, req);
           });
    r.post("/teacher/login", Access::public_(), "教师登录（非教师账号被拒绝）", [&a](const Request& req) {
        LoginResult result = a.login(parse_login(req, a), client_of(req), true);
        return with_session(core::ok(login_result_json(result)), result.session, req);
    });
    r.post("/user/createTokenKey", Access::login(), "生成临时登录凭证 tokenKey（60 秒、一次有效）",
           [&a](const Request& req) {
               return core::ok(json::object{
                   {"tokenKey", a.create_token_key(req.current_user(), req.cookie("token"), client_of(req))}});
           });
    r.put("/user/loginByTokenKey", Access::public_(),
          "用临时凭证登录（设置 token、isLogin；已登录其他账号时需 confirmSwitch: true）", [&a](const Request& req) {
              LoginResult result = a.login_by_token_key(body_text(req, "tokenKey"), client_of(req), req.user(),
                                                        core::flag(req, "confirmSwitch"));
              return with_session(core::ok(login_result_json(result)), result.session, req);
          });
    r.get("/user/getLoginInfo", Access::login(), "登录用户信息", [&a](const Request& req) {
        User user = a.login_info(req.current_user());
        return core::ok(
            with_wechat_json(login_info_json(user, a.simulated_by(req.cookie("token"))), a.wechat_binding(user.id)));
    });
    r.put("/user/refreshLastLoginTime", Access::login(), "刷新最后登录时间", [&a](const Request& req) {
        a.refresh_last_login(req.current_user());
        return core::ok();
    });
    r.get("/user/findUserRoleInfo", Access::login(), "用户角色信息",
          [&a](const Request& req) { return core::ok(role_info_json(a.login_info(req.current_user()))); });
    r.post("/logout", Access::public_(), "退出登录（删除会话，清除 token，isLogin=0）", [&a](const Request& req) {
        a.logout(req.cookie("token"), client_of(req));
        return with_session_ended(core::ok(), req);
    });
}

void register_code_routes(core::Router::Domain& r, AccountService& a) {
    r.get("/checkUniqueByMobile", Access::public_(), "手机号是否已注册", [&a](const Request& req) {
        a.check_unique(query_mobile(req));
        return core::ok();
    });
    r.post("/baseVerify/sendCodeForMobile", Access::public_(), "发送注册短信验证码（类型 1）",
           [&a](const Request& req) {
               return core::ok(code_sent_json(
                   a.send_code(body_mobile(req), CodeType::kRegister, client_of(req), body_text(req, "captcha"))));
           });
    r.post("/baseVerify/sendCode", Access::public_(), "发送短信验证码（类型 1–4）", [&a](const Request& req) {
        std::string mobile = body_mobile(req);
        return core::ok(
            code_sent_json(a.send_code(mobile, body_code_type(req), client_of(req), body_text(req, "captcha"))));
    });
    r.post("/baseVerify/verifyCode", Access::public_(), "校验短信验证码（类型 2、3 可保留 10 分钟校验标记）",
           [&a](const Request& req) {
               a.verify_code(parse_code_check(req));
               return core::ok();
           });
    r.post("/forget/sendCode", Access::public_(), "发送找回密码短信验证码（类型 4）", [&a](const Request& req) {
        return core::ok(code_sent_json(
            a.send_code(body_mobile(req), CodeType::kForgotPassword, client_of(req), body_text(req, "captcha"))));
    });
    r.post("/forget/verifyCode", Access::public_(), "校验找回密码验证码（不消耗）", [&a](const Request& req) {
        a.verify_reset_code(body_mobile(req, "account"), body_text(req, "code"));
        return core::ok();
    });
}

void register_account_routes(core::Router::Domain& r, AccountService& a) {
    r.post("/forget/resetPassword", Access::public_(), "重置密码（结束该用户所有会话）", [&a](const Request& req) {
        a.reset_password(parse_reset(req, a), client_of(req));
        return core::ok();
    });
    r.post("/user/resetByLink", Access::public_(),
           "用管理员发送的短信链接重置密码 {token, password, confirmPassword}（结束该用户所有会话）",
           [&a](const Request& req) {
               a.reset_by_link(parse_link_reset(req, a), client_of(req));
               return core::ok_with_msg(nullptr, "密码重置成功");
           });
    r.post(
        "/register", Access::public_(), "注册并登录（有 schoolCode 时返回 301 需身份认证）",
        [&a](const Request& req) { return registered(a.register_user(parse_register(req, a), client_of(req)), req); });
    r.get("/dev/sms", Access::demo(), "演示：最近发送给该手机号的短信验证码", [&a](const Request& req) {
        std::string mobile = query_mobile(req);
        auto code = a.demo_last_code(mobile);
        if (!code) throw core::ApiError::business(std::string(kMsgNoCode), "mobile");
        return core::ok(json::object{{"code", *code}, {"text", a.demo_last_sms(mobile).value_or("")}});
    });
    r.get("/dev/captcha", Access::demo(), "演示：当前 captchaKey 对应的图片验证码文字", [&a](const Request& req) {
        auto text = a.demo_captcha_text(req.cookie("captchaKey"));
        if (!text) throw core::ApiError::business(std::string(kMsgNoCaptcha));
        return core::ok(json::object{{"text", *text}});
    });
}

core::Response updated() { return envelope_with_code(static_cast<int>(core::ApiCode::kOk), kMsgUpdated); }

void register_profile_routes(core::Router::Domain& r, AccountService& a) {
    r.post("/user/updatePassword", Access::login(), "修改密码（三个字段均 RSA 加密；结束该用户的其他会话）",
           [&a](const Request& req) {
               a.change_password(req.current_user(), parse_password_change(req, a), req.cookie("token"),
                                 client_of(req));
               return updated();
           });
    r.post("/user/updateName", Access::login(), "修改姓名（去首尾空格，少于 20 个字符）", [&a](const Request& req) {
        a.update_name(req.current_user(), parse_name(req));
        return updated();
    });
    r.post("/user/updateSex", Access::login(), "修改性别（0 未知、1 男、2 女）", [&a](const Request& req) {
        a.update_sex(req.current_user(), parse_sex(req));
        return updated();
    });
    r.post("/user/updateMobile", Access::login(),
           "修改手机号（需 10 分钟内验证过原手机号；新号类型 3 验证码；结束其他会话）", [&a](const Request& req) {
               a.change_mobile(req.current_user(), parse_mobile_change(req), req.cookie("token"), client_of(req));
               return updated();
           });
    r.post("/file/upload", Access::login(), "上传头像图片（multipart 字段 file，按内容判定类型，缩放为 PNG）→ {url}",
           [&a](const Request& req) {
               return core::ok(json::object{{"url", a.upload_avatar(req.current_user(), upload_file(req))}});
           })
        .accept_multipart()
        .limit_body(kUploadLimit);
    r.post("/user/updatePhoto", Access::login(), "修改头像（仅限本站上传的 /files/avatars/ 地址）",
           [&a](const Request& req) {
               a.update_photo(req.current_user(), body_text(req, "photoPath"));
               return updated();
           });
}

void register_simulation_routes(core::Router::Domain& r, AccountService& a) {
    // /admin/simulateLogin is the admin console's (admin/routes.cpp): it writes the audit row with the session.
    r.post("/exitSimulation", Access::login(), "退出模拟登录（code 1；恢复管理员自己的会话）",
           [&a](const Request& req) {
               SimulationEnd end = a.exit_simulation(req.cookie("token"), client_of(req));
               return with_simulation_ended(
                   envelope_with_code(static_cast<int>(core::ApiCode::kOkAlt), kMsgSimulationEnded), end, req);
           });
}

}  // namespace

void register_routes(core::Router& router, AccountService& accounts) {
    auto r = router.domain("accounts");
    register_session_routes(r, accounts);
    register_code_routes(r, accounts);
    register_account_routes(r, accounts);
    register_profile_routes(r, accounts);
    register_simulation_routes(r, accounts);
    register_wechat_routes(r, accounts);
}

std::optional<core::AuthUser> authenticate(AccountService& accounts, const core::Request& req) {
    return accounts.authenticate(req.cookie("token"));
}

}  // namespace xj::accounts
