#include "site/routes.h"

#include <boost/json/value_from.hpp>

#include "core/input.h"
#include "site/json.h"

namespace xj::site {

using core::Access;
using core::Request;

namespace {

constexpr int kCrestPageSize = 20;
constexpr std::string_view kMsgSignType = "学校标识必须是字符串";  // the spec's text, said of any other type

// The fast path of a cached public answer: served on the I/O thread once it has been built.
core::MemoryAnswer from_cache(core::SharedBytes (SiteService::*cached)(std::string_view), SiteService& site) {
    return [cached, &site](const Request& req) -> std::optional<core::Response> {
        if (auto bytes = (site.*cached)(req.host())) return core::ok_shared(std::move(bytes));
        return std::nullopt;
    };
}

}  // namespace

void register_routes(core::Router& router, SiteService& site) {
    auto r = router.domain("site");
    r.get("/menu/getNavigationBar", Access::public_(), "导航菜单（含子菜单、打开方式、参数接口）",
          [&site](const Request& req) { return core::ok_shared(site.navigation_bar(req.host())); })
        .answer_from_memory(from_cache(&SiteService::cached_navigation_bar, site));
    r.get("/school/getSchoolBaseInfo", Access::public_(), "学校基本信息（Logo、地址、电话、二维码、备案号）",
          [&site](const Request& req) {
              return core::ok_shared(site.base_info(core::opt_sign(req, "sign", kMsgSignType), req.host()));
          })
        .answer_from_memory([&site](const Request& req) -> std::optional<core::Response> {
            if (!req.raw_query().empty()) return std::nullopt;
            if (auto bytes = site.cached_base_info(req.host())) return core::ok_shared(std::move(bytes));
            return std::nullopt;
        });
    r.post("/school/getSchoolImages", Access::public_(), "学校图片（sign 默认 1）", [&site](const Request& req) {
        auto sign = core::opt_sign(req, "sign", kMsgSignType).value_or(std::string(kDefaultSchoolSign));
        return core::ok(boost::json::value_from(site.school_images(sign)));
    });
    r.post("/school/getSchoolList", Access::public_(), "学校列表与学校图片（schoolVoList、schoolImages）",
           [&site](const Request& req) {
               auto list = site.school_list(
                   core::opt_sign(req, "sign", kMsgSignType).value_or(std::string(kDefaultSchoolSign)));
               return core::ok(boost::json::object{{"schoolVoList", boost::json::value_from(list.schools)},
                                                   {"schoolImages", boost::json::value_from(list.images)}});
           });
    // Spec 02: GET or POST {page 0, size 20}; pages count from 0.
    auto crests = [&site](const Request& req) {
        return core::ok_shared(site.crest_list(core::parse_page_from_zero(req, kCrestPageSize)));
    };
    r.get("/school/getSchoolCrestList", Access::public_(), "学校校徽列表 {page（从 0 起）, size 默认 20}", crests)
        .answer_from_memory([&site](const Request& req) -> std::optional<core::Response> {
            if (!req.raw_query().empty()) return std::nullopt;  // the home page asks without a query
            if (auto bytes = site.cached_crest_list(kCrestPageSize)) return core::ok_shared(std::move(bytes));
            return std::nullopt;
        });
    r.post("/school/getSchoolCrestList", Access::public_(), "学校校徽列表 {page（从 0 起）, size 默认 20}", crests);
    r.get("/school/getSchoolSign", Access::public_(), "当前站点的学校标识", [&site](const Request& req) {
        return core::ok(boost::json::object{{"schoolSign", site.school_sign(req.host())}});
    });
    r.get("/adverting/getSchoolHomeBanner", Access::public_(), "首页轮播图", [&site](const Request& req) {
         return core::ok_shared(site.home_banners(req.host()));
     }).answer_from_memory(from_cache(&SiteService::cached_home_banners, site));
    r.get("/adverting/getAllAdvertisingList", Access::public_(), "首页广告位", [&site](const Request& req) {
         return core::ok_shared(site.adverts(req.host()));
     }).answer_from_memory(from_cache(&SiteService::cached_adverts, site));
}

}  // namespace xj::site
