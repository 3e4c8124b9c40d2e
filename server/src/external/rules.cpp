#include "external/rules.h"

#include <algorithm>

#include "core/attachment.h"
#include "core/text.h"

namespace xj::external {

namespace {

constexpr std::size_t kUrlMax = 500;
constexpr std::size_t kTokenParamMax = 32;

bool between(std::string_view s, std::size_t lo, std::size_t hi) {
    std::size_t n = core::text::code_points(s);
    return n >= lo && n <= hi;
}

bool lower_starts(std::string_view s, std::string_view prefix) {
    if (s.size() < prefix.size()) return false;
    return std::equal(prefix.begin(), prefix.end(), s.begin(),
                      [](char p, char c) { return p == (c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c); });
}

// The host of an address after its scheme: up to the port, path, query or the end.
std::string_view host_of(std::string_view rest) {
    std::size_t end = rest.find_first_of(":/?");
    return rest.substr(0, end);
}

bool host_characters(std::string_view host) {
    return !host.empty() && std::all_of(host.begin(), host.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
    });
}

bool token_param_ok(std::string_view p) {
    return !p.empty() && p.size() <= kTokenParamMax && std::all_of(p.begin(), p.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}

}  // namespace

bool is_system(std::string_view system) {
    return std::find(std::begin(kSystems), std::end(kSystems), system) != std::end(kSystems);
}

std::string_view default_name(std::string_view system) { return system == kSystemErp ? "ERP 系统" : "供应链管理系统"; }

bool acceptable_url(std::string_view url) {
    if (url.size() > kUrlMax || !core::text::valid_utf8(url)) return false;
    if (std::any_of(url.begin(), url.end(), [](char c) { return static_cast<unsigned char>(c) <= ' ' || c == 0x7f; }))
        return false;
    if (url.find('#') != std::string_view::npos || url.find('\\') != std::string_view::npos) return false;
    bool secure = lower_starts(url, "https://");
    if (!secure && !lower_starts(url, "http://")) return false;
    std::string_view rest = url.substr(secure ? 8 : 7);
    std::string_view authority = rest.substr(0, rest.find_first_of("/?"));
    if (authority.find('@') != std::string_view::npos) return false;  // user info
    std::string_view host = host_of(rest);
    if (!host_characters(host) || host.front() == '.' || host.back() == '.' || host.front() == '-') return false;
    if (authority.size() > host.size()) {  // a port
        std::string_view port = authority.substr(host.size() + 1);
        if (port.empty() || port.size() > 5 ||
            !std::all_of(port.begin(), port.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
            std::stoi(std::string(port)) == 0 || std::stoi(std::string(port)) > 65535)
            return false;
    }
    return secure || host == "localhost" || host == "127.0.0.1";
}

std::optional<Violation> form_violation(const SystemForm& f) {
    if (!is_system(f.system)) return Violation{"system", std::string(kMsgNoSystem)};
    if (!between(f.name, 2, 20)) return Violation{"name", std::string(kMsgName)};
    if (!acceptable_url(f.url)) return Violation{"url", std::string(kMsgUrl)};
    if (f.pass_mode != kPassToken && f.pass_mode != kPassNone) return Violation{"passMode", std::string(kMsgPassMode)};
    if (!token_param_ok(f.token_param)) return Violation{"tokenParam", std::string(kMsgTokenParam)};
    if (core::text::code_points(f.description) > 200) return Violation{"description", std::string(kMsgDescription)};
    return std::nullopt;
}

std::string with_query_param(const std::string& url, std::string_view param, std::string_view value) {
    char joint = url.find('?') == std::string::npos ? '?' : (url.back() == '?' || url.back() == '&' ? '\0' : '&');
    std::string out = url;
    if (joint != '\0') out += joint;
    out += std::string(param) + "=" + core::percent_encode(value);
    return out;
}

}  // namespace xj::external
