#include "admin/json.h"

#include "core/text.h"
#include "core/time_format.h"

namespace xj::admin {

namespace json = boost::json;

namespace {

json::value time_or_null(std::optional<std::int64_t> at) {
    return at ? json::value(core::iso_time(*at)) : json::value(nullptr);
}

json::array hosts_json(const std::vector<site::SiteHost>& hosts) {
    json::array out;
    for (const auto& h : hosts) out.push_back(json::object{{"host", h.host}, {"icpNumber", h.icp_number}});
    return out;
}

json::array items_json(const std::vector<site::ContactItem>& items) {
    json::array out;
    for (const auto& i : items) out.push_back(json::object{{"label", i.label}, {"value", i.value}});
    return out;
}

// How a sign-in was made, or why it failed, in words (the security log keeps a short English detail).
std::string login_way(const accounts::LoginEntry& e) {
    if (e.detail == "teacher") return "教师端密码登录";
    if (e.detail == "student") return "密码登录";
    if (e.detail == "wechat") return "微信扫码登录";
    if (e.detail == "tokenKey") return "免密登录链接";
    if (e.detail == "wrong password") return "密码错误";
    if (e.detail == "disabled") return "账号已停用";
    return e.ok ? "登录" : "登录失败";
}

}  // namespace

json::array roles_json(const std::vector<core::Role>& roles) {
    json::array out;
    for (auto r : roles) out.emplace_back(core::role_name(r));
    return out;
}

json::object school_detail_json(const site::SchoolDetail& d) {
    const auto& s = d.school;
    json::array images;
    for (const auto& i : d.images) images.push_back(json::object{{"title", i.title}, {"imageUrl", i.image_url}});
    return {{"sign", s.sign},
            {"name", s.name},
            {"title", s.title},
            {"logo", s.logo},
            {"bottomLogo", s.bottom_logo},
            {"icpNumber", s.icp_number},
            {"address", items_json(d.address)},
            {"phone", items_json(d.phone)},
            {"wechatImage", s.wechat_image},
            {"appImage", s.app_image},
            {"hosts", hosts_json(d.hosts)},
            {"images", std::move(images)},
            {"disabled", s.disabled},
            {"createdAt", core::iso_time(s.created_at)}};
}

json::object school_row_json(const SchoolRow& row) {
    const auto& s = row.summary.school;
    return {{"sign", s.sign},
            {"name", s.name},
            {"title", s.title},
            {"logo", s.logo},
            {"hosts", hosts_json(row.summary.hosts)},
            {"disabled", s.disabled},
            {"userCount", row.user_count},
            {"createdAt", core::iso_time(s.created_at)}};
}

json::object schools_json(const core::Paged<SchoolRow>& page) {
    json::array list;
    for (const auto& row : page.list) list.push_back(school_row_json(row));
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object user_row_json(const accounts::UserSummary& s) {
    const auto& u = s.user;
    return {{"userId", u.sign},
            {"name", u.name},
            {"mobile", core::text::mask_mobile(u.mobile)},
            {"roles", roles_json(u.roles)},
            {"schoolSign", u.school_sign},
            {"schoolName", u.school_name},
            {"auditStatus", u.audit_status},
            {"disabled", u.disabled},
            {"createdAt", core::iso_time(s.created_at)},
            {"lastLoginAt", time_or_null(s.last_login_at)}};
}

json::object users_json(const core::Paged<accounts::UserSummary>& page) {
    json::array list;
    for (const auto& u : page.list) list.push_back(user_row_json(u));
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object user_detail_json(const UserDetail& d) {
    json::array claims;
    for (const auto& c : d.claims)
        claims.push_back(json::object{{"type", c.type},
                                      {"realName", c.real_name},
                                      {"studentId", c.number},
                                      {"status", c.status},
                                      {"reason", c.reason},
                                      {"schoolName", c.school_name},
                                      {"createdAt", core::iso_time(c.created_at)}});
    json::array logins;
    for (const auto& e : d.activity.logins)
        logins.push_back(json::object{{"at", core::iso_time(e.at)}, {"ip", e.ip}, {"ok", e.ok}, {"way", login_way(e)}});
    return {{"user", user_row_json(d.user)},
            {"claims", std::move(claims)},
            {"logins", std::move(logins)},
            {"sessionCount", d.activity.session_count}};
}

json::object admin_menu_json(const site::MenuItem& m) {
    json::array children;
    for (const auto& c : m.children) children.push_back(admin_menu_json(c));
    auto text_or_null = [](const std::optional<std::string>& v) { return v ? json::value(*v) : json::value(nullptr); };
    return {{"id", m.id},
            {"parentId", m.parent_id ? json::value(*m.parent_id) : json::value(nullptr)},
            {"name", m.name},
            {"url", m.url},
            {"explain", m.explanation},
            {"openMode", m.open_mode},
            {"active", text_or_null(m.active)},
            {"parameterInterface", text_or_null(m.parameter_interface)},
            {"visible", m.visible},
            {"children", std::move(children)}};
}

json::object admin_advert_json(const site::Advert& a) {
    return {{"sign", a.sign},
            {"position", a.position},
            {"title", a.title},
            {"subtitle", a.subtitle},
            {"imageUrl", a.image_url},
            {"linkUrl", a.link_url},
            {"openMode", a.open_mode},
            {"visible", a.visible},
            {"startsAt", time_or_null(a.starts_at)},
            {"endsAt", time_or_null(a.ends_at)}};
}

json::array admin_adverts_json(const std::vector<site::Advert>& list, std::int64_t now) {
    json::array out;
    for (const auto& a : list) {
        json::object o = admin_advert_json(a);
        std::string_view state = "live";
        if (!a.visible) state = "hidden";
        else if (a.ends_at && *a.ends_at <= now) state = "ended";
        else if (a.starts_at && *a.starts_at > now) state = "scheduled";
        o["state"] = state;
        out.push_back(std::move(o));
    }
    return out;
}

}  // namespace xj::admin
