#include "admin/site_content.h"

#include "admin/json.h"
#include "audit/actions.h"
#include "core/api_error.h"

namespace xj::admin {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoSchool = "学校不存在";

std::string text_of(const boost::json::value& v) { return boost::json::serialize(v); }

std::string menu_target(const site::MenuItem& m) { return "menu:" + std::to_string(m.id) + " " + m.name; }
std::string advert_target(const site::Advert& a) { return "advert:" + a.sign + " " + a.title; }

std::string place_word(std::string_view position) {
    return position == site::kBannerPosition ? "首页轮播图" : "首页广告";
}

}  // namespace

site::School SiteContentService::school_of(db::Conn& conn, const ContentScope& scope) const {
    std::optional<site::School> school;
    if (scope.school) school = site_.find_school_by_sign(conn, *scope.school);
    else if (scope.actor.user.school_id != 0) school = site_.find_school_by_id(conn, scope.actor.user.school_id);
    if (!school) throw ApiError::business(std::string(kMsgNoSchool));
    return *school;
}

std::vector<site::MenuItem> SiteContentService::menus(const ContentScope& scope) {
    return db_.with_conn([&](db::Conn& c) { return site_.admin_menus(c, school_of(c, scope).id); });
}

site::MenuItem SiteContentService::save_menu(const ContentScope& scope, site::MenuItem form) {
    site::MenuItem saved = db_.with_tx([&](db::Conn& c) {
        site::School school = school_of(c, scope);
        auto [before, after] = site_.save_menu(c, school.id, std::move(form));
        audit_.record(c, scope.actor.user, scope.actor.ip,
                      {school.id, std::string(before ? audit::kMenuUpdate : audit::kMenuCreate), menu_target(after),
                       (before ? "编辑导航菜单 " : "新增导航菜单 ") + after.name,
                       before ? text_of(admin_menu_json(*before)) : "", text_of(admin_menu_json(after))});
        return after;
    });
    site_.invalidate();
    return saved;
}

void SiteContentService::remove_menu(const ContentScope& scope, std::int64_t id) {
    db_.with_tx([&](db::Conn& c) {
        site::School school = school_of(c, scope);
        site::MenuItem removed = site_.remove_menu(c, school.id, id);
        audit_.record(c, scope.actor.user, scope.actor.ip,
                      {school.id, std::string(audit::kMenuDelete), menu_target(removed),
                       "删除导航菜单 " + removed.name + "（含其子菜单）", text_of(admin_menu_json(removed)), ""});
    });
    site_.invalidate();
}

void SiteContentService::order_menus(const ContentScope& scope, const std::optional<std::int64_t>& parent_id,
                                     const std::vector<std::int64_t>& ids) {
    db_.with_tx([&](db::Conn& c) {
        site::School school = school_of(c, scope);
        std::vector<std::int64_t> before = site_.order_menus(c, school.id, parent_id, ids);
        audit_.record(c, scope.actor.user, scope.actor.ip,
                      {school.id, std::string(audit::kMenuOrder), "school:" + school.sign + " " + school.name,
                       parent_id ? "调整子菜单顺序" : "调整导航菜单顺序",
                       text_of(boost::json::array(before.begin(), before.end())),
                       text_of(boost::json::array(ids.begin(), ids.end()))});
    });
    site_.invalidate();
}

std::vector<site::Advert> SiteContentService::adverts(const ContentScope& scope, const std::string& position) {
    return db_.with_conn([&](db::Conn& c) { return site_.admin_adverts(c, school_of(c, scope).id, position); });
}

site::Advert SiteContentService::save_advert(const ContentScope& scope, site::Advert form) {
    site::Advert saved = db_.with_tx([&](db::Conn& c) {
        site::School school = school_of(c, scope);
        auto [before, after] = site_.save_advert(c, school.id, std::move(form));
        audit_.record(
            c, scope.actor.user, scope.actor.ip,
            {school.id, std::string(before ? audit::kAdvertUpdate : audit::kAdvertCreate), advert_target(after),
             std::string(before ? "编辑" : "新增") + place_word(after.position) + " " + after.title,
             before ? text_of(admin_advert_json(*before)) : "", text_of(admin_advert_json(after))});
        return after;
    });
    site_.invalidate();
    return saved;
}

void SiteContentService::remove_advert(const ContentScope& scope, const std::string& sign) {
    db_.with_tx([&](db::Conn& c) {
        site::School school = school_of(c, scope);
        site::Advert removed = site_.remove_advert(c, school.id, sign);
        audit_.record(
            c, scope.actor.user, scope.actor.ip,
            {school.id, std::string(audit::kAdvertDelete), advert_target(removed),
             "删除" + place_word(removed.position) + " " + removed.title, text_of(admin_advert_json(removed)), ""});
    });
    site_.invalidate();
}

void SiteContentService::order_adverts(const ContentScope& scope, const std::string& position,
                                       const std::vector<std::string>& signs) {
    db_.with_tx([&](db::Conn& c) {
        site::School school = school_of(c, scope);
        std::vector<std::string> before = site_.order_adverts(c, school.id, position, signs);
        audit_.record(
            c, scope.actor.user, scope.actor.ip,
            {school.id, std::string(audit::kAdvertOrder), "school:" + school.sign + " " + school.name,
             "调整" + place_word(position) + "顺序", text_of(boost::json::array(before.begin(), before.end())),
             text_of(boost::json::array(signs.begin(), signs.end()))});
    });
    site_.invalidate();
}

}  // namespace xj::admin
