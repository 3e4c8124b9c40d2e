// Keyed signatures and their encoding, one place for every domain: HMAC-SHA-256 as base64url without padding (signed
// media addresses, the external systems' tokens), base64url itself, and a comparison that takes the same time
// whatever it finds.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace xj::core {

// base64url (RFC 4648 §5) without padding.
std::string base64url(std::string_view bytes);
// The bytes of base64url text without padding; nullopt for anything else (padding, other characters, a bad length).
std::optional<std::string> from_base64url(std::string_view text);

// base64url (no padding) of HMAC-SHA-256 of `message` keyed with `key`: 43 characters.
std::string hmac_sha256_b64url(std::string_view key, std::string_view message);

// `bytes` random bytes from the system's CSPRNG as base64url: a bearer token (a download ticket).
std::string random_token(std::size_t bytes = 32);
// base64url of SHA-256 of the text: what the database keeps of a bearer token.
std::string sha256_b64url(std::string_view text);

// Whether two texts are equal, in time that depends only on their lengths.
bool same_text(std::string_view a, std::string_view b);

}  // namespace xj::core
