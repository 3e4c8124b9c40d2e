#include "industry/routes.h"

#include "core/response.h"
#include "industry/forms.h"
#include "industry/json.h"

namespace xj::industry {

using core::Access;
using core::Request;
using core::Role;

void register_routes(core::Router& router, IndustryService& s) {
    auto r = router.domain("industry");
    r.get("/industrialBelt/map", Access::public_(), "产业带地图：各省的产业带、认证企业与在招职位数",
          [&s](const Request&) { return core::ok(map_json(s.map())); });
    r.get("/industrialBelt/region", Access::public_(),
          "一个省份 ?code（两位行政区划代码）：产业带与合作企业、就业频道的企业与职位、本校相关课程",
          [&s](const Request& req) { return core::ok(region_json(s.region(req.host(), parse_code(req)))); });

    Access admin = Access::role(Role::kAdmin);
    r.get("/industrialBelt/admin/list", admin, "全部产业带（平台管理员），按省份排列",
          [&s](const Request&) { return core::ok(belts_json(s.all())); });
    r.post("/industrialBelt/admin/save", admin,
           "新增或修改产业带 {sign?, province, name, industries, summary, courseKeyword, enterprises}",
           [&s](const Request& req) { return core::ok_with_msg(belt_json(s.save(parse_belt(req))), "保存成功"); });
    r.post("/industrialBelt/admin/delete", admin, "删除产业带 {sign}", [&s](const Request& req) {
        s.remove(parse_sign(req));
        return core::ok_with_msg(nullptr, "删除成功");
    });
}

}  // namespace xj::industry
