#include "admin/site_content_routes.h"

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

// The picture's 5 MB and the multipart framing around it.
constexpr std::size_t kPictureLimit = 5 * 1024 * 1024 + 64 * 1024;
constexpr std::string_view kMsgSchool = "请选择学校";
constexpr std::string_view kMsgAdvert = "请选择轮播图或广告";

// One console's calls: `prefix` /admin/site (the school named by `school`) or /schoolAdmin/site (the caller's).
void register_console(core::Router::Domain& r, SiteContentService& s, AdminService& pictures, std::string prefix,
                      const Access& access, bool names_school) {
    auto scope = [names_school](const Request& req) {
        ContentScope out{{req.current_user(), accounts::client_of(req).ip}, std::nullopt};
        if (names_school) out.school = core::required_sign(req, "school", kMsgSchool);
        return out;
    };
    std::string school = names_school ? "school, " : "";
    r.get(prefix + "/menus", access, "导航菜单（含隐藏项）的树 ?" + (names_school ? std::string("school") : ""),
          [&s, scope](const Request& req) {
              json::array out;
              for (const auto& m : s.menus(scope(req))) out.push_back(admin_menu_json(m));
              return core::ok(std::move(out));
          });
    r.post(prefix + "/menu/save", access,
           "新增或编辑导航菜单 {" + school +
               "id?, parentId?, name, url, explain, openMode, active, parameterInterface, visible}",
           [&s, scope](const Request& req) {
               auto saved = s.save_menu(scope(req), parse_menu_form(req));
               return core::ok_with_msg(admin_menu_json(saved), "保存成功");
           });
    r.post(prefix + "/menu/delete", access, "删除导航菜单及其子菜单 {" + school + "id}",
           [&s, scope](const Request& req) {
               s.remove_menu(scope(req), parse_menu_id(req));
               return core::ok_with_msg(nullptr, "删除成功");
           });
    r.post(prefix + "/menu/order", access, "调整一级菜单或某菜单下子菜单的顺序 {" + school + "parentId?, ids}",
           [&s, scope](const Request& req) {
               s.order_menus(scope(req), parse_parent_id(req), parse_id_order(req));
               return core::ok_with_msg(nullptr, "顺序已保存");
           });
    r.get(prefix + "/adverts", access,
          "某位置的全部轮播图或广告（含隐藏、未开始、已结束）?" + school + "position=banner|home",
          [&s, scope](const Request& req) {
              auto list = s.adverts(scope(req), parse_position(req));
              return core::ok(admin_adverts_json(list, s.now()));
          });
    r.post(prefix + "/advert/save", access,
           "新增或编辑轮播图/广告 {" + school +
               "sign?, position, title, subtitle, imageUrl, linkUrl, openMode, visible, startsAt?, endsAt?}",
           [&s, scope](const Request& req) {
               auto saved = s.save_advert(scope(req), parse_advert_form(req));
               return core::ok_with_msg(admin_advert_json(saved), "保存成功");
           });
    r.post(prefix + "/advert/delete", access, "删除轮播图/广告 {" + school + "sign}", [&s, scope](const Request& req) {
        s.remove_advert(scope(req), core::required_sign(req, "sign", kMsgAdvert));
        return core::ok_with_msg(nullptr, "删除成功");
    });
    r.post(prefix + "/advert/order", access, "调整某位置轮播图/广告的顺序 {" + school + "position, signs}",
           [&s, scope](const Request& req) {
               s.order_adverts(scope(req), parse_position(req), parse_sign_order(req));
               return core::ok_with_msg(nullptr, "顺序已保存");
           });
    r.post(prefix + "/image", access, "上传轮播图/广告图片（multipart 字段 file：图片 ≤ 5MB，存为 JPEG）→ {url}",
           [&pictures](const Request& req) {
               std::string url = pictures.upload_picture(accounts::upload_file(req), false);
               return core::ok_with_msg(json::object{{"url", url}}, "上传成功");
           })
        .accept_multipart()
        .limit_body(kPictureLimit);
}

}  // namespace

void register_site_content_routes(core::Router& router, SiteContentService& content, AdminService& pictures) {
    auto r = router.domain("admin");
    register_console(r, content, pictures, "/admin/site", Access::role(Role::kAdmin), true);
    register_console(r, content, pictures, "/schoolAdmin/site", Access::role(Role::kSchoolAdmin), false);
}

}  // namespace xj::admin
