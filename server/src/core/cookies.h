// Cookies: reading one from a Cookie header and rendering a Set-Cookie header (RFC 6265).
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace xj::core {

// The value of the first cookie called `name` in a Cookie header ("a=1; b=2"), quotes removed.
std::optional<std::string> find_cookie(std::string_view header, std::string_view name);

struct SetCookie {
    std::string name;
    std::string value;
    std::chrono::seconds max_age{0};  // 0 with an empty value: delete the cookie
    bool http_only = true;
    bool secure = false;
    std::string_view same_site = "Lax";
    std::string_view path = "/";
};

// "name=value; Path=/; Max-Age=N; HttpOnly; SameSite=Lax[; Secure]"
std::string render_set_cookie(const SetCookie& cookie);

// When cookies carry Secure: behind a TLS proxy that says X-Forwarded-Proto: https (auto, the default), always
// (a site served only over HTTPS: the safe setting in production), or never (plain HTTP on a private network).
// Set once at start from --cookie-secure / XJ_COOKIE_SECURE, before any request.
enum class SecureCookies : unsigned char { kAuto, kAlways, kNever };
void set_secure_cookies(SecureCookies policy);
// Whether a cookie set in answer to a request that came with this X-Forwarded-Proto carries Secure.
bool secure_cookie(std::string_view forwarded_proto);

}  // namespace xj::core
