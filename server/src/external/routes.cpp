#include "external/routes.h"

#include "core/input.h"
#include "core/response.h"
#include "external/forms.h"
#include "external/json.h"

namespace xj::external {

using core::Access;
using core::Request;
using core::Role;

namespace {

using SchoolOf = std::int64_t (*)(ExternalService&, const Request&);

void register_admin_routes(core::Router::Domain& r, ExternalService& s, const std::string& base, const Access& admin,
                           SchoolOf school_of) {
    r.get(base, admin, "学校的外部系统配置（含密钥）", [&s, school_of](const Request& req) {
        return core::ok(admin_systems_json(s.admin_list(school_of(s, req))));
    });
    r.post(base + "/save", admin, "保存外部系统配置 {system, name, url, passMode, tokenParam, description, enabled}",
           [&s, school_of](const Request& req) {
               std::int64_t school = school_of(s, req);
               return core::ok_with_msg(
                   admin_system_json(s.save(req.current_user(), school, req.client_address(), parse_form(req))),
                   "保存成功");
           });
    r.post(base + "/resetSecret", admin, "重置外部系统的签名密钥 {system}", [&s, school_of](const Request& req) {
        std::int64_t school = school_of(s, req);
        return core::ok_with_msg(
            admin_system_json(s.reset_secret(req.current_user(), school, req.client_address(), parse_system(req))),
            "密钥已重置");
    });
    r.post(base + "/delete", admin, "删除外部系统配置 {system}", [&s, school_of](const Request& req) {
        std::int64_t school = school_of(s, req);
        s.remove(req.current_user(), school, req.client_address(), parse_system(req));
        return core::ok_with_msg(nullptr, "删除成功");
    });
}

}  // namespace

void register_routes(core::Router& router, ExternalService& s) {
    auto r = router.domain("external");
    r.get("/external/systems", Access::public_(), "本校的外部系统（ERP、供应链）：名称、简介、是否已开通",
          [&s](const Request& req) { return core::ok(cards_json(s.systems(req.host()))); });
    r.post("/external/launch", Access::login(), "进入外部系统 {system} → 带签名令牌（5 分钟有效）的地址",
           [&s](const Request& req) {
               return core::ok(launch_json(s.launch(req.host(), req.current_user(), parse_system(req))));
           });
    r.post("/external/verify", Access::public_(), "外部系统校验令牌 {token} → 用户与学校（每个令牌只能校验一次）",
           [&s](const Request& req) { return core::ok(verified_json(s.verify(parse_token(req)))); });

    // The school admin's own school, and any school the platform admin names (`school`: its sign).
    register_admin_routes(
        r, s, "/schoolAdmin/externalSystems", Access::role(Role::kSchoolAdmin),
        [](ExternalService&, const Request& req) { return ExternalService::own_school(req.current_user()); });
    register_admin_routes(r, s, "/admin/externalSystems", Access::role(Role::kAdmin),
                          [](ExternalService& svc, const Request& req) {
                              return svc.named_school(core::opt_sign(req, "school", "请选择学校").value_or(""));
                          });
}

}  // namespace xj::external
