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

}  // namespace xj::core
