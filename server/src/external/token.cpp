#include "external/token.h"

#include <boost/json.hpp>

#include "core/hmac.h"

namespace xj::external {

namespace json = boost::json;

namespace {

constexpr std::int64_t kVersion = 1;

std::optional<std::string> text_at(const json::object& o, std::string_view key) {
    const json::value* v = o.if_contains(key);
    if (v == nullptr || !v->is_string()) return std::nullopt;
    return std::string(v->as_string());
}

std::optional<std::int64_t> integer_at(const json::object& o, std::string_view key) {
    const json::value* v = o.if_contains(key);
    if (v == nullptr || !v->is_int64()) return std::nullopt;
    return v->as_int64();
}

}  // namespace

std::string make_token(const TokenClaims& c, std::string_view secret) {
    json::array roles;
    for (const auto& r : c.roles) roles.emplace_back(r);
    json::object payload{{"v", kVersion},      {"sys", c.system},     {"sch", c.school_sign},
                         {"sub", c.user_sign}, {"name", c.name},      {"roles", std::move(roles)},
                         {"iat", c.issued_at}, {"exp", c.expires_at}, {"jti", c.jti}};
    std::string head = core::base64url(json::serialize(payload));
    return head + "." + core::hmac_sha256_b64url(secret, head);
}

std::optional<TokenClaims> read_claims(std::string_view token) {
    if (token.size() > kTokenMax) return std::nullopt;
    std::size_t dot = token.find('.');
    if (dot == std::string_view::npos || token.find('.', dot + 1) != std::string_view::npos) return std::nullopt;
    auto text = core::from_base64url(token.substr(0, dot));
    if (!text) return std::nullopt;
    boost::system::error_code ec;
    json::value parsed = json::parse(*text, ec);
    if (ec || !parsed.is_object()) return std::nullopt;
    const json::object& o = parsed.as_object();
    if (integer_at(o, "v") != kVersion) return std::nullopt;
    TokenClaims c;
    auto system = text_at(o, "sys"), school = text_at(o, "sch"), user = text_at(o, "sub"), name = text_at(o, "name"),
         jti = text_at(o, "jti");
    auto iat = integer_at(o, "iat"), exp = integer_at(o, "exp");
    const json::value* roles = o.if_contains("roles");
    if (!system || !school || !user || !name || !jti || jti->empty() || !iat || !exp || roles == nullptr ||
        !roles->is_array())
        return std::nullopt;
    for (const json::value& r : roles->as_array()) {
        if (!r.is_string()) return std::nullopt;
        c.roles.emplace_back(r.as_string());
    }
    c.system = *system;
    c.school_sign = *school;
    c.user_sign = *user;
    c.name = *name;
    c.jti = *jti;
    c.issued_at = *iat;
    c.expires_at = *exp;
    return c;
}

bool signed_with(std::string_view token, std::string_view secret) {
    std::size_t dot = token.find('.');
    if (dot == std::string_view::npos) return false;
    return core::same_text(core::hmac_sha256_b64url(secret, token.substr(0, dot)), token.substr(dot + 1));
}

}  // namespace xj::external
