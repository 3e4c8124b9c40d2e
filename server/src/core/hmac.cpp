#include "core/hmac.h"

#include <sodium.h>

namespace xj::core {

std::string base64url(std::string_view bytes) {
    constexpr int kVariant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
    std::string out(sodium_base64_ENCODED_LEN(bytes.size(), kVariant), '\0');
    sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(),
                      kVariant);
    out.resize(out.size() - 1);  // the terminating NUL sodium counts in
    return out;
}

std::optional<std::string> from_base64url(std::string_view text) {
    std::string out(text.size(), '\0');  // decoding never grows
    std::size_t size = 0;
    const char* end = nullptr;
    if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(), text.size(), nullptr,
                          &size, &end, sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0 ||
        end != text.data() + text.size())
        return std::nullopt;
    out.resize(size);
    return out;
}

std::string hmac_sha256_b64url(std::string_view key, std::string_view message) {
    unsigned char mac[crypto_auth_hmacsha256_BYTES];
    crypto_auth_hmacsha256_state state;
    crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(key.data()), key.size());
    crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(message.data()), message.size());
    crypto_auth_hmacsha256_final(&state, mac);
    return base64url(std::string_view(reinterpret_cast<const char*>(mac), sizeof mac));
}

std::string random_token(std::size_t bytes) {
    std::string raw(bytes, '\0');
    randombytes_buf(raw.data(), raw.size());
    return base64url(raw);
}

std::string sha256_b64url(std::string_view text) {
    unsigned char digest[crypto_hash_sha256_BYTES];
    crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(text.data()), text.size());
    return base64url(std::string_view(reinterpret_cast<const char*>(digest), sizeof digest));
}

bool same_text(std::string_view a, std::string_view b) {
    return a.size() == b.size() && sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace xj::core
