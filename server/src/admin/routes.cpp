#include "admin/routes.h"

#include "accounts/cookies.h"
#include "accounts/forms.h"
#include "admin/forms.h"
#include "admin/json.h"
#include "core/input.h"
#include "core/response.h"

namespace xj::admin {

using core::Access;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr int kPageSizeMax = 100;
// The picture's 5 MB and the multipart framing around it.
constexpr std::size_t kPictureLimit = 5 * 1024 * 1024 + 64 * 1024;
constexpr std::string_view kMsgSchoolSign = "请选择学校";
constexpr std::string_view kMsgUserId = "请选择用户";

Actor actor_of(const Request& req) { return {req.current_user(), accounts::client_of(req).ip}; }

void register_school_routes(core::Router::Domain& r, AdminService& s, const Access& admin) {
    r.get("/admin/schools", admin, "学校列表（含停用，新建在前）?keyword&status&page&size", [&s](const Request& req) {
        return core::ok(schools_json(s.schools(parse_school_filter(req), core::parse_page(req, 15, kPageSizeMax))));
    });
    r.get("/admin/school", admin, "一所学校的全部资料 ?sign", [&s](const Request& req) {
        return core::ok(school_detail_json(s.school(parse_sign(req, "sign", kMsgSchoolSign))));
    });
    r.post("/admin/school/save", admin,
           "新增或编辑学校（名称、代码、Logo、地址电话、域名与备案号、校园图片；无 originalSign 为新增）",
           [&s](const Request& req) {
               return core::ok_with_msg(school_detail_json(s.save_school(actor_of(req), parse_school_form(req))),
                                        "保存成功");
           });
    r.post("/admin/school/status", admin, "停用或启用学校 {sign, disabled}", [&s](const Request& req) {
        bool disabled = parse_disabled(req);
        auto row = s.set_school_disabled(actor_of(req), parse_sign(req, "sign", kMsgSchoolSign), disabled);
        return core::ok_with_msg(school_row_json(row), disabled ? "已停用" : "已启用");
    });
    r.post("/admin/school/image", admin,
           "上传学校图片（multipart 字段 file：图片 ≤ 5MB；?kind=logo 存为 PNG，image 存为 JPEG）→ {url}",
           [&s](const Request& req) {
               std::string url = s.upload_picture(accounts::upload_file(req), parse_logo_kind(req));
               return core::ok_with_msg(json::object{{"url", url}}, "上传成功");
           })
        .accept_multipart()
        .limit_body(kPictureLimit);
}

void register_user_routes(core::Router::Domain& r, AdminService& s, const Access& admin) {
    r.get("/admin/users", admin, "用户列表（新注册在前）?keyword&mobile&role&schoolSign&status&page&size",
          [&s](const Request& req) {
              return core::ok(users_json(s.users(parse_user_filter(req), core::parse_page(req, 15, kPageSizeMax))));
          });
    r.get("/admin/user", admin, "一名用户：身份、身份认证、最近登录记录与在线会话数 ?userId", [&s](const Request& req) {
        return core::ok(user_detail_json(s.user(parse_sign(req, "userId", kMsgUserId))));
    });
    r.post("/admin/user/roles", admin, "修改用户身份 {userId, roles}（结束其所有会话）", [&s](const Request& req) {
        auto roles = parse_roles(req);
        return core::ok_with_msg(
            user_row_json(s.set_roles(actor_of(req), parse_sign(req, "userId", kMsgUserId), std::move(roles))),
            "身份已更新");
    });
    r.post("/admin/user/status", admin, "停用或启用账号 {userId, disabled}（停用立即结束其所有会话）",
           [&s](const Request& req) {
               bool disabled = parse_disabled(req);
               auto row = s.set_user_disabled(actor_of(req), parse_sign(req, "userId", kMsgUserId), disabled);
               return core::ok_with_msg(user_row_json(row), disabled ? "已停用" : "已启用");
           });
    r.post("/admin/user/resetPassword", admin, "向用户发送重置密码短信链接 {userId}（24 小时内有效，仅可使用一次）",
           [&s](const Request& req) {
               s.send_reset_link(actor_of(req), parse_sign(req, "userId", kMsgUserId), core::site_url(req));
               return core::ok_with_msg(nullptr, "重置密码链接已通过短信发送");
           });
    r.post("/admin/simulateLogin", admin, "模拟登录为指定用户（设置 simulatedLogin Cookie；记入操作日志）",
           [&s](const Request& req) {
               accounts::SimulationStart start = s.simulate_login(actor_of(req), accounts::body_text(req, "userId"),
                                                                  req.cookie("token"), accounts::client_of(req));
               return accounts::with_simulation(core::ok(), start, req);
           });
}

// 师生管理 of a school admin: their school's users, and the student and teacher roles within it.
void register_school_people_routes(core::Router::Domain& r, AdminService& s) {
    Access school_admin = Access::role(Role::kSchoolAdmin);
    r.get("/schoolAdmin/users", school_admin, "本校用户（新注册在前）?keyword&mobile&role&status&page&size",
          [&s](const Request& req) {
              return core::ok(users_json(
                  s.school_users(req.current_user(), parse_user_filter(req), core::parse_page(req, 15, kPageSizeMax))));
          });
    r.post("/schoolAdmin/user/roles", school_admin,
           "设置本校用户的学生、教师身份 {userId, roles}（其他身份不变；结束其所有会话）", [&s](const Request& req) {
               auto roles = parse_school_roles(req);
               return core::ok_with_msg(
                   user_row_json(s.set_school_roles(actor_of(req), parse_sign(req, "userId", kMsgUserId), roles)),
                   "身份已更新");
           });
}

}  // namespace

void register_routes(core::Router& router, AdminService& s) {
    auto r = router.domain("admin");
    Access admin = Access::role(Role::kAdmin);
    register_school_routes(r, s, admin);
    register_user_routes(r, s, admin);
    register_school_people_routes(r, s);
}

}  // namespace xj::admin
