#include "admin/forms.h"

#include "accounts/rules.h"
#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"
#include "core/time_format.h"

namespace xj::admin {

using core::ApiError;
namespace json = boost::json;

namespace {

constexpr std::size_t kKeywordMax = 30;
constexpr std::size_t kTextMax = 2000;  // any one text of the form, before the rules look at it
constexpr std::size_t kListMax = 50;    // any one list of the form
constexpr std::string_view kMsgKeyword = "关键词不能超过30个字";
constexpr std::string_view kMsgStatus = "状态只能是 enabled 或 disabled";
constexpr std::string_view kMsgMobile = "请输入完整的11位手机号";
constexpr std::string_view kMsgRole = "身份不存在";
constexpr std::string_view kMsgRolesEmpty = "请至少选择一个身份";
constexpr std::string_view kMsgForm = "表单格式不正确";

std::string keyword(const core::Request& req, std::string_view field) {
    std::string k = core::text::trim_wide(core::opt_text(req, field, kMsgKeyword).value_or(""));
    if (core::text::code_points(k) > kKeywordMax) throw ApiError::invalid(std::string(field), std::string(kMsgKeyword));
    return k;
}

std::optional<bool> status(const core::Request& req) {
    auto s = core::opt_text(req, "status", kMsgStatus);
    if (!s) return std::nullopt;
    if (*s == "enabled") return false;
    if (*s == "disabled") return true;
    throw ApiError::invalid("status", std::string(kMsgStatus));
}

// A string member of a JSON object ("" when absent or null); another type is -2 on `field`.
std::string member(const json::object& o, std::string_view key, std::string_view field) {
    const json::value* v = o.if_contains(key);
    if (v == nullptr || v->is_null()) return "";
    if (!v->is_string() || v->get_string().size() > kTextMax)
        throw ApiError::invalid(std::string(field), std::string(kMsgForm));
    return std::string(v->get_string());
}

std::string body_string(const core::Request& req, std::string_view field) {
    const json::value* v = req.json().if_contains(field);
    if (v == nullptr || v->is_null()) return "";
    if (!v->is_string() || v->get_string().size() > kTextMax)
        throw ApiError::invalid(std::string(field), std::string(kMsgForm));
    return std::string(v->get_string());
}

// The objects of a list field ([] when absent or null); anything else is -2 on the field.
std::vector<const json::object*> objects(const core::Request& req, std::string_view field) {
    std::vector<const json::object*> out;
    const json::value* v = req.json().if_contains(field);
    if (v == nullptr || v->is_null()) return out;
    if (!v->is_array() || v->get_array().size() > kListMax)
        throw ApiError::invalid(std::string(field), std::string(kMsgForm));
    for (const auto& item : v->get_array()) {
        if (!item.is_object()) throw ApiError::invalid(std::string(field), std::string(kMsgForm));
        out.push_back(&item.get_object());
    }
    return out;
}

std::vector<site::ContactItem> contacts(const core::Request& req, std::string_view field) {
    std::vector<site::ContactItem> out;
    for (const auto* o : objects(req, field)) out.push_back({member(*o, "label", field), member(*o, "value", field)});
    return out;
}

}  // namespace

site::SchoolFilter parse_school_filter(const core::Request& req) { return {keyword(req, "keyword"), status(req)}; }

site::SchoolForm parse_school_form(const core::Request& req) {
    site::SchoolForm f;
    f.original_sign = body_string(req, "originalSign");
    f.sign = body_string(req, "sign");
    f.name = body_string(req, "name");
    f.title = body_string(req, "title");
    f.logo = body_string(req, "logo");
    f.bottom_logo = body_string(req, "bottomLogo");
    f.icp_number = body_string(req, "icpNumber");
    f.wechat_image = body_string(req, "wechatImage");
    f.app_image = body_string(req, "appImage");
    f.address = contacts(req, "address");
    f.phone = contacts(req, "phone");
    for (const auto* o : objects(req, "hosts"))
        f.hosts.push_back({member(*o, "host", "hosts"), 0, member(*o, "icpNumber", "hosts")});
    for (const auto* o : objects(req, "images"))
        f.images.push_back({member(*o, "title", "images"), member(*o, "imageUrl", "images")});
    return f;
}

std::string parse_sign(const core::Request& req, std::string_view field, std::string_view missing) {
    return core::required_sign(req, field, missing);
}

bool parse_disabled(const core::Request& req) {
    const json::value* v = req.json().if_contains("disabled");
    if (v == nullptr || !v->is_bool()) throw ApiError::invalid("disabled", "请选择停用或启用");
    return v->get_bool();
}

bool parse_logo_kind(const core::Request& req) {
    std::string kind = core::opt_text(req, "kind", "图片类型只能是 logo 或 image").value_or("image");
    if (kind != "logo" && kind != "image") throw ApiError::invalid("kind", "图片类型只能是 logo 或 image");
    return kind == "logo";
}

accounts::UserFilter parse_user_filter(const core::Request& req) {
    accounts::UserFilter f;
    f.keyword = keyword(req, "keyword");
    f.mobile = core::text::trim(core::opt_text(req, "mobile", kMsgMobile).value_or(""));
    if (!f.mobile.empty() && (f.mobile.size() != 11 || f.mobile.find_first_not_of("0123456789") != std::string::npos))
        throw ApiError::invalid("mobile", std::string(kMsgMobile));
    if (auto role = core::opt_text(req, "role", kMsgRole)) {
        f.role = accounts::rules::role_from_name(*role);
        if (!f.role) throw ApiError::invalid("role", std::string(kMsgRole));
    }
    f.school_sign = core::opt_sign(req, "schoolSign", "学校代码无效").value_or("");
    f.disabled = status(req);
    return f;
}

std::vector<core::Role> parse_roles(const core::Request& req) {
    const json::value* v = req.json().if_contains("roles");
    if (v == nullptr || v->is_null()) throw ApiError::invalid("roles", std::string(kMsgRolesEmpty));
    if (!v->is_array()) throw ApiError::invalid("roles", std::string(kMsgRole));
    std::vector<core::Role> out;
    for (const auto& item : v->get_array()) {
        auto role = item.is_string() ? accounts::rules::role_from_name(item.get_string()) : std::nullopt;
        if (!role) throw ApiError::invalid("roles", std::string(kMsgRole));
        out.push_back(*role);
    }
    if (out.empty()) throw ApiError::invalid("roles", std::string(kMsgRolesEmpty));
    return out;
}

std::vector<core::Role> parse_school_roles(const core::Request& req) {
    constexpr std::string_view kMsgSchoolRole = "只能设置学生或教师身份";
    const json::value* v = req.json().if_contains("roles");
    if (v == nullptr || !v->is_array()) throw ApiError::invalid("roles", std::string(kMsgSchoolRole));
    std::vector<core::Role> out;
    for (const auto& item : v->get_array()) {
        auto role = item.is_string() ? accounts::rules::role_from_name(item.get_string()) : std::nullopt;
        if (role != core::Role::kStudent && role != core::Role::kTeacher)
            throw ApiError::invalid("roles", std::string(kMsgSchoolRole));
        out.push_back(*role);
    }
    return out;
}

namespace {

constexpr std::string_view kMsgMenuId = "请选择菜单";
constexpr std::string_view kMsgTime = "时间格式应为 YYYY-MM-DD HH:mm";

std::optional<std::int64_t> body_id(const core::Request& req, std::string_view field, std::string_view msg) {
    auto id = core::Input::body(req).opt_int(field, msg);
    if (id && *id <= 0) throw ApiError::invalid(std::string(field), std::string(msg));
    return id;
}

std::optional<std::string> body_path(const core::Request& req, std::string_view field) {
    std::string text = body_string(req, field);
    return text.empty() ? std::nullopt : std::optional(text);
}

std::optional<std::int64_t> body_time(const core::Request& req, std::string_view field) {
    std::string text = core::text::trim(body_string(req, field));
    if (text.empty()) return std::nullopt;
    auto at = core::parse_time(text);
    if (!at) throw ApiError::invalid(std::string(field), std::string(kMsgTime));
    return at;
}

// {visible: bool}, true when absent.
bool body_visible(const core::Request& req) {
    const json::value* v = req.json().if_contains("visible");
    if (v == nullptr || v->is_null()) return true;
    if (!v->is_bool()) throw ApiError::invalid("visible", "请选择显示或隐藏");
    return v->get_bool();
}

}  // namespace

site::MenuItem parse_menu_form(const core::Request& req) {
    site::MenuItem m;
    m.id = body_id(req, "id", kMsgMenuId).value_or(0);
    m.parent_id = body_id(req, "parentId", "上级菜单不存在");
    m.name = body_string(req, "name");
    m.url = body_string(req, "url");
    m.explanation = body_string(req, "explain");
    m.open_mode = body_string(req, "openMode");
    m.active = body_path(req, "active");
    m.parameter_interface = body_path(req, "parameterInterface");
    m.visible = body_visible(req);
    return m;
}

std::int64_t parse_menu_id(const core::Request& req) {
    auto id = body_id(req, "id", kMsgMenuId);
    if (!id) throw ApiError::invalid("id", std::string(kMsgMenuId));
    return *id;
}

std::optional<std::int64_t> parse_parent_id(const core::Request& req) {
    return body_id(req, "parentId", "上级菜单不存在");
}

site::Advert parse_advert_form(const core::Request& req) {
    site::Advert a;
    a.sign = core::text::trim(body_string(req, "sign"));
    a.position = core::text::trim(body_string(req, "position"));
    a.title = body_string(req, "title");
    a.subtitle = body_string(req, "subtitle");
    a.image_url = body_string(req, "imageUrl");
    a.link_url = body_string(req, "linkUrl");
    a.open_mode = body_string(req, "openMode");
    a.visible = body_visible(req);
    a.starts_at = body_time(req, "startsAt");
    a.ends_at = body_time(req, "endsAt");
    return a;
}

std::string parse_position(const core::Request& req) {
    return core::text::trim(core::opt_text(req, "position", "请选择位置").value_or(""));
}

std::vector<std::int64_t> parse_id_order(const core::Request& req) {
    const json::value* v = req.json().if_contains("ids");
    if (v == nullptr || !v->is_array() || v->get_array().size() > kListMax)
        throw ApiError::invalid("ids", std::string(kMsgForm));
    std::vector<std::int64_t> out;
    for (const auto& item : v->get_array()) {
        auto id = core::loose_int(item);
        if (!id || *id <= 0) throw ApiError::invalid("ids", std::string(kMsgForm));
        out.push_back(*id);
    }
    return out;
}

std::vector<std::string> parse_sign_order(const core::Request& req) {
    const json::value* v = req.json().if_contains("signs");
    if (v == nullptr || !v->is_array() || v->get_array().size() > kListMax)
        throw ApiError::invalid("signs", std::string(kMsgForm));
    std::vector<std::string> out;
    for (const auto& item : v->get_array()) {
        auto sign = core::sign_value(item);
        if (!sign) throw ApiError::invalid("signs", std::string(kMsgForm));
        out.push_back(*sign);
    }
    return out;
}

}  // namespace xj::admin
