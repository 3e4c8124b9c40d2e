#include "site/school_rules.h"

#include <algorithm>
#include <set>

#include "core/api_error.h"
#include "core/text.h"

namespace xj::site {

namespace {

using core::ApiError;

constexpr std::size_t kSignMax = 20;
constexpr std::size_t kNameMax = 50;
constexpr std::size_t kIcpMax = 50;
constexpr std::size_t kHostsMax = 20;
constexpr std::size_t kHostMax = 253;
constexpr std::size_t kLabelMax = 63;
constexpr std::size_t kContactsMax = 10;
constexpr std::size_t kContactLabelMax = 20;
constexpr std::size_t kContactValueMax = 100;
constexpr std::size_t kImagesMax = 12;
constexpr std::size_t kImageTitleMax = 30;
constexpr std::size_t kUrlMax = 500;
constexpr std::string_view kSeparator = "||||||";

std::size_t length(std::string_view s) { return core::text::code_points(s); }

[[noreturn]] void refuse(std::string field, std::string_view msg) {
    throw ApiError::invalid(std::move(field), std::string(msg));
}

bool sign_ok(std::string_view s) {
    return !s.empty() && s.size() <= kSignMax && std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}

// A DNS name: labels of 1–63 letters, digits or '-', not starting or ending with '-', dot-separated.
bool host_ok(std::string_view host) {
    if (host.empty() || host.size() > kHostMax) return false;
    std::size_t at = 0;
    while (at <= host.size()) {
        std::size_t end = std::min(host.find('.', at), host.size());
        std::string_view label = host.substr(at, end - at);
        if (label.empty() || label.size() > kLabelMax || label.front() == '-' || label.back() == '-') return false;
        if (!std::all_of(label.begin(), label.end(),
                         [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; }))
            return false;
        at = end + 1;
    }
    return true;
}

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
    return s;
}

void check_picture(std::string field, std::string& url) {
    url = core::text::trim(url);
    if (!picture_url_ok(url)) refuse(std::move(field), "图片地址无效");
}

void check_contacts(std::string_view field, std::vector<ContactItem>& items) {
    constexpr std::string_view kMsg = "地址与电话每项标签不超过20个字、内容不超过100个字";
    if (items.size() > kContactsMax) refuse(std::string(field), "地址与电话最多各10项");
    for (auto& item : items) {
        item.label = core::text::trim_wide(item.label);
        item.value = core::text::trim_wide(item.value);
        if (length(item.label) > kContactLabelMax || length(item.value) > kContactValueMax || item.value.empty())
            refuse(std::string(field), kMsg);
        // The stored form separates items with ';' and a label from its value with "||||||".
        for (const auto* text : {&item.label, &item.value})
            if (text->find(';') != std::string::npos || text->find('|') != std::string::npos)
                refuse(std::string(field), "地址与电话不能包含 ; 或 | 符号");
    }
}

void check_hosts(std::vector<SiteHost>& hosts) {
    if (hosts.size() > kHostsMax) refuse("hosts", "域名最多20个");
    std::set<std::string> seen;
    for (auto& h : hosts) {
        h.host = lower(core::text::trim(h.host));
        h.icp_number = core::text::trim_wide(h.icp_number);
        if (!host_ok(h.host)) refuse("hosts", "域名格式不正确：" + h.host);
        if (!seen.insert(h.host).second) refuse("hosts", "域名重复：" + h.host);
        if (length(h.icp_number) > kIcpMax) refuse("hosts", "ICP备案号不能超过50个字");
    }
}

}  // namespace

bool picture_url_ok(std::string_view url) {
    if (url.empty()) return true;
    if (url.size() > kUrlMax || url.find_first_of(" \"'<>\\") != std::string_view::npos) return false;
    if (url.starts_with("/files/")) return url.find("..") == std::string_view::npos;
    return url.starts_with("https://") && url.size() > 8;
}

void check_school_form(SchoolForm& f) {
    f.sign = core::text::trim(f.sign);
    f.name = core::text::trim_wide(f.name);
    f.title = core::text::trim_wide(f.title);
    f.icp_number = core::text::trim_wide(f.icp_number);
    if (f.original_sign.empty()) {
        if (f.sign.empty()) refuse("sign", "请输入学校代码");
        if (!sign_ok(f.sign)) refuse("sign", "学校代码只能包含字母、数字、下划线和短横线（最多20位）");
    }
    if (f.name.empty()) refuse("name", "请输入学校名称");
    if (length(f.name) > kNameMax) refuse("name", "学校名称不能超过50个字");
    if (length(f.title) > kNameMax) refuse("title", "网站标题不能超过50个字");
    if (f.title.empty()) f.title = f.name;
    if (length(f.icp_number) > kIcpMax) refuse("icpNumber", "ICP备案号不能超过50个字");
    check_picture("logo", f.logo);
    check_picture("bottomLogo", f.bottom_logo);
    check_picture("wechatImage", f.wechat_image);
    check_picture("appImage", f.app_image);
    check_hosts(f.hosts);
    check_contacts("address", f.address);
    check_contacts("phone", f.phone);
    if (f.images.size() > kImagesMax) refuse("images", "校园图片最多12张");
    for (auto& image : f.images) {
        image.title = core::text::trim_wide(image.title);
        if (length(image.title) > kImageTitleMax) refuse("images", "图片标题不能超过30个字");
        check_picture("images", image.image_url);
        if (image.image_url.empty()) refuse("images", "请上传校园图片");
    }
}

std::string host_taken_message(std::string_view host) { return "域名已被其他学校使用：" + std::string(host); }

std::string join_contacts(const std::vector<ContactItem>& items) {
    std::string out;
    for (const auto& item : items) {
        if (!out.empty()) out += ';';
        if (!item.label.empty()) out += item.label + std::string(kSeparator);
        out += item.value;
    }
    return out;
}

std::vector<ContactItem> split_contacts(std::string_view stored) {
    std::vector<ContactItem> out;
    std::size_t at = 0;
    while (at < stored.size()) {
        std::size_t end = std::min(stored.find(';', at), stored.size());
        std::string_view item = stored.substr(at, end - at);
        if (!item.empty()) {
            std::size_t sep = item.find(kSeparator);
            if (sep == std::string_view::npos) out.push_back({"", std::string(item)});
            else out.push_back({std::string(item.substr(0, sep)), std::string(item.substr(sep + kSeparator.size()))});
        }
        at = end + 1;
    }
    return out;
}

}  // namespace xj::site
