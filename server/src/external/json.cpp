#include "external/json.h"

#include "core/time_format.h"

namespace xj::external {

namespace json = boost::json;

json::array cards_json(const std::vector<SystemCard>& cards) {
    json::array out;
    for (const auto& c : cards)
        out.push_back(json::object{
            {"system", c.system}, {"name", c.name}, {"description", c.description}, {"configured", c.configured}});
    return out;
}

json::object launch_json(const Launch& l) {
    return {{"system", l.system},
            {"name", l.name},
            {"url", l.url},
            {"expiresAt", l.expires_at > 0 ? json::value(core::iso_time(l.expires_at)) : json::value(nullptr)}};
}

json::object verified_json(const Verified& v) {
    json::array roles;
    for (const auto& r : v.claims.roles) roles.emplace_back(r);
    return {{"userSign", v.claims.user_sign},     {"name", v.claims.name},           {"roles", std::move(roles)},
            {"schoolSign", v.claims.school_sign}, {"schoolName", v.school_name},     {"system", v.claims.system},
            {"issuedAt", v.claims.issued_at},     {"expiresAt", v.claims.expires_at}};
}

json::object admin_system_json(const AdminSystem& s) {
    return {{"system", s.form.system},
            {"name", s.form.name},
            {"url", s.form.url},
            {"passMode", s.form.pass_mode},
            {"tokenParam", s.form.token_param},
            {"description", s.form.description},
            {"enabled", s.form.enabled},
            {"configured", s.configured},
            {"secret", s.secret},
            {"updatedAt", s.updated_at ? json::value(core::iso_time(*s.updated_at)) : json::value(nullptr)}};
}

json::array admin_systems_json(const std::vector<AdminSystem>& list) {
    json::array out;
    for (const auto& s : list) out.push_back(admin_system_json(s));
    return out;
}

}  // namespace xj::external
