#include "site/json.h"

namespace xj::site {

namespace json = boost::json;

namespace {
json::value optional_string(const std::optional<std::string>& value) {
    return value ? json::value(*value) : json::value(nullptr);
}
}  // namespace

void tag_invoke(const json::value_from_tag&, json::value& out, const MenuItem& item) {
    if (item.parent_id) {
        out = {{"childMenuName", item.name},
               {"childMenuUrl", item.url},
               {"openMode", item.open_mode},
               {"parameterInterface", optional_string(item.parameter_interface)}};
        return;
    }
    out = {{"menuName", item.name},
           {"menuUrl", item.url},
           {"explain", item.explanation},
           {"openMode", item.open_mode},
           {"active", optional_string(item.active)},
           {"parameterInterface", optional_string(item.parameter_interface)},
           {"childMenuList", json::value_from(item.children)}};
}

void tag_invoke(const json::value_from_tag&, json::value& out, const Advert& a) {
    out = {{"sign", a.sign},        {"title", a.title},        {"subtitle", a.subtitle}, {"imageUrl", a.image_url},
           {"linkUrl", a.link_url}, {"openMode", a.open_mode}, {"position", a.position}};
}

void tag_invoke(const json::value_from_tag&, json::value& out, const SchoolImage& image) {
    out = {{"title", image.title}, {"imageUrl", image.image_url}};
}

void tag_invoke(const json::value_from_tag&, json::value& out, const SchoolBrief& school) {
    out = {{"schoolName", school.name}, {"schoolSign", school.sign}};
}

json::value base_info_json(const School& s, const std::string& icp_number) {
    return {{"schoolSign", s.sign},        {"schoolName", s.name},      {"logo", s.logo},
            {"bottomLogo", s.bottom_logo}, {"homeIndex", s.home_index}, {"title", s.title},
            {"address", s.address},        {"phone", s.phone},          {"wechatImage", s.wechat_image},
            {"appImage", s.app_image},     {"icpNumber", icp_number}};
}

}  // namespace xj::site
