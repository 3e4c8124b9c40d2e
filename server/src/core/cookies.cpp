#include "core/cookies.h"

namespace xj::core {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

}  // namespace

std::optional<std::string> find_cookie(std::string_view header, std::string_view name) {
    std::size_t pos = 0;
    while (pos <= header.size()) {
        auto semi = header.find(';', pos);
        std::string_view pair = header.substr(pos, semi == std::string_view::npos ? header.npos : semi - pos);
        auto eq = pair.find('=');
        if (eq != std::string_view::npos && trim(pair.substr(0, eq)) == name) {
            std::string_view value = trim(pair.substr(eq + 1));
            if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
                value = value.substr(1, value.size() - 2);
            return std::string(value);
        }
        if (semi == std::string_view::npos) break;
        pos = semi + 1;
    }
    return std::nullopt;
}

std::string render_set_cookie(const SetCookie& c) {
    std::string out = c.name + "=" + c.value;
    out += "; Path=";
    out += c.path;
    out += "; Max-Age=" + std::to_string(c.max_age.count());
    if (c.http_only) out += "; HttpOnly";
    if (!c.same_site.empty()) {
        out += "; SameSite=";
        out += c.same_site;
    }
    if (c.secure) out += "; Secure";
    return out;
}

namespace {
SecureCookies g_secure_cookies = SecureCookies::kAuto;  // written once in main, before the server starts
}  // namespace

void set_secure_cookies(SecureCookies policy) { g_secure_cookies = policy; }

bool secure_cookie(std::string_view forwarded_proto) {
    switch (g_secure_cookies) {
        case SecureCookies::kAlways:
            return true;
        case SecureCookies::kNever:
            return false;
        case SecureCookies::kAuto:
            break;
    }
    return forwarded_proto == "https";
}

}  // namespace xj::core
