// Launch tokens (docs/external-systems.md "Words"): "<payload>.<signature>", the payload base64url of a JSON object
// {v: 1, sys, sch, sub, name, roles, iat, exp, jti} and the signature base64url of HMAC-SHA-256 over the payload's
// text, keyed with the system's secret. Pure: the service adds the clock and the store.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "external/model.h"

namespace xj::external {

// Tokens longer than this are not read at all.
inline constexpr std::size_t kTokenMax = 4096;

std::string make_token(const TokenClaims& claims, std::string_view secret);
// The claims the token's payload states, when it is well formed (signature not checked yet: the payload names the
// system, and so the secret); nullopt otherwise.
std::optional<TokenClaims> read_claims(std::string_view token);
// Whether the token's signature is its payload's, under the secret.
bool signed_with(std::string_view token, std::string_view secret);

}  // namespace xj::external
