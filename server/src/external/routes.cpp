#include "external/routes.h"

#include "core/response.h"
#include "external/forms.h"
#include "external/json.h"

namespace xj::external {

using core::Access;
using core::Request;
using core::Role;

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

    Access admin = Access::role(Role::kSchoolAdmin);
    r.get("/schoolAdmin/externalSystems", admin, "本校外部系统配置（含密钥）",
          [&s](const Request& req) { return core::ok(admin_systems_json(s.admin_list(req.current_user()))); });
    r.post("/schoolAdmin/externalSystems/save", admin,
           "保存外部系统配置 {system, name, url, passMode, tokenParam, description, enabled}",
           [&s](const Request& req) {
               return core::ok_with_msg(
                   admin_system_json(s.save(req.current_user(), req.client_address(), parse_form(req))), "保存成功");
           });
    r.post("/schoolAdmin/externalSystems/resetSecret", admin, "重置外部系统的签名密钥 {system}",
           [&s](const Request& req) {
               return core::ok_with_msg(
                   admin_system_json(s.reset_secret(req.current_user(), req.client_address(), parse_system(req))),
                   "密钥已重置");
           });
    r.post("/schoolAdmin/externalSystems/delete", admin, "删除外部系统配置 {system}", [&s](const Request& req) {
        s.remove(req.current_user(), req.client_address(), parse_system(req));
        return core::ok_with_msg(nullptr, "删除成功");
    });
}

}  // namespace xj::external
