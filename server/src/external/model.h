// The external systems domain's types (docs/external-systems.md): a school's ERP and supply-chain systems, and the
// claims a launch token carries.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace xj::external {

inline constexpr std::string_view kSystemErp = "erp";
inline constexpr std::string_view kSystemSupplyChain = "gyl";
inline constexpr std::string_view kPassToken = "token";
inline constexpr std::string_view kPassNone = "none";
inline constexpr std::string_view kDefaultTokenParam = "token";

// A system as its school admin configures it (the form, before the rules).
struct SystemForm {
    std::string system;
    std::string name;
    std::string url;
    std::string pass_mode = std::string(kPassToken);
    std::string token_param = std::string(kDefaultTokenParam);
    std::string description;
    bool enabled = true;
};

// A saved system of a school.
struct SystemConfig {
    std::int64_t id = 0;
    std::int64_t school_id = 0;
    SystemForm form;
    std::string secret;  // hex, 32 random bytes: the HMAC key of its tokens
    std::int64_t updated_at = 0;
};

// A system as the pages see it: the saved one, or the default name of one not configured.
struct SystemCard {
    std::string system;
    std::string name;
    std::string description;
    bool configured = false;  // saved and enabled
};

// A system in the school admin's list: configured (saved) or not.
struct AdminSystem {
    SystemForm form;
    bool configured = false;
    std::string secret;
    std::optional<std::int64_t> updated_at;
};

// What a launch token says (its payload).
struct TokenClaims {
    std::string system;
    std::string school_sign;
    std::string user_sign;
    std::string name;
    std::vector<std::string> roles;
    std::int64_t issued_at = 0;
    std::int64_t expires_at = 0;
    std::string jti;
};

struct Launch {
    std::string system;
    std::string name;
    std::string url;
    std::int64_t expires_at = 0;
};

// A verified token, with its school's name.
struct Verified {
    TokenClaims claims;
    std::string school_name;
};

}  // namespace xj::external
