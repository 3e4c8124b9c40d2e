#include "site/content_rules.h"

#include <algorithm>

#include "core/api_error.h"
#include "core/text.h"
#include "site/school_rules.h"

namespace xj::site {

namespace {

using core::ApiError;

constexpr std::size_t kMenuNameMax = 10;
constexpr std::size_t kExplanationMax = 30;
constexpr std::size_t kTitleMax = 30;
constexpr std::size_t kSubtitleMax = 60;
constexpr std::size_t kUrlMax = 500;
constexpr std::size_t kPathMax = 200;
constexpr std::string_view kMsgUrl = "链接地址应为以 / 开头的站内路径或 http(s):// 开头的完整地址";
constexpr std::string_view kMsgOpenMode = "打开方式只能是 _self（当前页）或 _blank（新标签页）";

[[noreturn]] void refuse(std::string field, std::string_view msg) {
    throw ApiError::invalid(std::move(field), std::string(msg));
}

std::size_t length(std::string_view s) { return core::text::code_points(s); }

bool printable_ascii(std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return c > ' ' && c < 0x7f && c != '"' && c != '\\'; });
}

// A path of this site ("/employment", "/search?q=1"; never "//host", which browsers read as another site).
bool site_path_ok(std::string_view s, std::size_t max) {
    return s.size() <= max && s.starts_with('/') && !s.starts_with("//") && printable_ascii(s) &&
           s.find_first_of("<>'`") == std::string_view::npos;
}

// A site path, or a full http(s) address of any site.
bool link_ok(std::string_view s) {
    if (site_path_ok(s, kUrlMax)) return true;
    for (std::string_view scheme : {"https://", "http://"})
        if (s.starts_with(scheme) && s.size() > scheme.size() && s.size() <= kUrlMax && printable_ascii(s) &&
            s.find_first_of("<>'`") == std::string_view::npos)
            return true;
    return false;
}

// The interface the item asks for its query parameters (ARCHITECTURE: a GET the browser sends with the user's
// cookies, so only a path of this site's own API: letters, digits and / _ - . ? = &).
bool interface_ok(std::string_view s) {
    return site_path_ok(s, kPathMax) &&
           std::all_of(s.begin(), s.end(),
                       [](char c) {
                           return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                                  std::string_view("/_-.?=&").find(c) != std::string_view::npos;
                       }) &&
           s.find("..") == std::string_view::npos;
}

void check_open_mode(std::string& mode) {
    mode = core::text::trim(mode);
    if (mode.empty()) mode = "_self";
    if (mode != "_self" && mode != "_blank") refuse("openMode", kMsgOpenMode);
}

void trim_optional(std::optional<std::string>& value) {
    if (!value) return;
    *value = core::text::trim(*value);
    if (value->empty()) value.reset();
}

}  // namespace

std::vector<MenuItem> menu_tree(std::vector<MenuItem> flat) {
    std::vector<MenuItem> roots;
    for (auto& item : flat)
        if (!item.parent_id) roots.push_back(item);
    for (auto& item : flat) {
        if (!item.parent_id) continue;
        auto parent =
            std::find_if(roots.begin(), roots.end(), [&](const MenuItem& r) { return r.id == *item.parent_id; });
        if (parent != roots.end()) parent->children.push_back(std::move(item));
    }
    return roots;
}

void check_menu_form(MenuItem& m) {
    m.name = core::text::trim_wide(m.name);
    m.url = core::text::trim(m.url);
    m.explanation = core::text::trim_wide(m.explanation);
    trim_optional(m.active);
    trim_optional(m.parameter_interface);
    if (m.name.empty()) refuse("name", "请输入菜单名称");
    if (length(m.name) > kMenuNameMax) refuse("name", "菜单名称不能超过10个字");
    if (m.url.empty()) refuse("url", "请输入链接地址");
    if (!link_ok(m.url)) refuse("url", kMsgUrl);
    if (length(m.explanation) > kExplanationMax) refuse("explain", "菜单说明不能超过30个字");
    check_open_mode(m.open_mode);
    if (m.active && !site_path_ok(*m.active, kPathMax)) refuse("active", "高亮路径应为以 / 开头的站内路径");
    if (m.parameter_interface && !interface_ok(*m.parameter_interface))
        refuse("parameterInterface", "参数接口应为以 / 开头的本站接口路径（字母、数字和 / _ - . ? = &）");
    // The interface answers the user's own data, which become the link's query: only for this site's pages.
    if (m.parameter_interface && !site_path_ok(m.url, kUrlMax)) refuse("url", "设置了参数接口的菜单只能链接本站路径");
}

void check_advert_position(std::string_view position) {
    if (position != kBannerPosition && position != kHomeAdvertPosition)
        refuse("position", "位置只能是 banner（首页轮播图）或 home（首页广告位）");
}

void check_advert_form(Advert& a) {
    check_advert_position(a.position);
    a.title = core::text::trim_wide(a.title);
    a.subtitle = core::text::trim_wide(a.subtitle);
    a.image_url = core::text::trim(a.image_url);
    a.link_url = core::text::trim(a.link_url);
    if (a.title.empty()) refuse("title", "请输入标题");
    if (length(a.title) > kTitleMax) refuse("title", "标题不能超过30个字");
    if (length(a.subtitle) > kSubtitleMax) refuse("subtitle", "副标题不能超过60个字");
    if (a.image_url.empty()) refuse("imageUrl", "请上传图片");
    if (!picture_url_ok(a.image_url)) refuse("imageUrl", "图片地址无效");
    if (!a.link_url.empty() && !link_ok(a.link_url)) refuse("linkUrl", kMsgUrl);
    check_open_mode(a.open_mode);
    if (a.starts_at && a.ends_at && *a.ends_at <= *a.starts_at) refuse("endsAt", "结束时间应晚于开始时间");
}

}  // namespace xj::site
