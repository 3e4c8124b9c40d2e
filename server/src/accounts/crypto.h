// Secrets of the accounts domain: the RSA key for passwords on the wire (OpenSSL, OAEP SHA-256), Argon2id
// password hashes on a small pool of their own (libsodium), session tokens and keyed hashes of short codes.
#pragma once

#include <memory>
#include <optional>
#include <semaphore>
#include <string>
#include <string_view>

namespace xj::accounts {

inline constexpr int kRsaBits = 2048;

// An RSA-2048 key pair. Decrypts base64 of RSA-OAEP (SHA-256, MGF1 SHA-256).
class PasswordKey {
public:
    static PasswordKey generate();
    // Throws std::runtime_error when the PEM is not an RSA private key.
    static PasswordKey from_private_pem(std::string_view pem);

    std::string private_pem() const;  // PKCS#8
    std::string public_pem() const;   // SPKI, what the browser imports
    // The plaintext, or nullopt when the value is not base64 of a ciphertext for this key.
    std::optional<std::string> decrypt_base64(std::string_view value) const;
    // For tests: what a browser sends.
    std::string encrypt_base64(std::string_view plaintext) const;

private:
    struct Pkey;
    explicit PasswordKey(std::shared_ptr<Pkey> key) : key_(std::move(key)) {}
    std::shared_ptr<Pkey> key_;
};

inline constexpr unsigned long long kArgonOpsLimit = 2;
inline constexpr std::size_t kArgonMemLimit = 19u * 1024 * 1024;

// Argon2id (libsodium crypto_pwhash_str, t=2, 19 MiB); at most `concurrency` hashes run at once, because each is
// slow and large on purpose.
class PasswordHasher {
public:
    explicit PasswordHasher(unsigned concurrency);
    std::string hash(std::string_view password);
    bool verify(std::string_view stored_hash, std::string_view password);

private:
    std::counting_semaphore<> slots_;
};

inline constexpr std::size_t kTokenBytes = 32;

// 256 random bits, base64url without padding.
std::string new_token();
// Hex SHA-256: what the database keeps of a token or a captcha key.
std::string sha256_hex(std::string_view text);
// Hex HMAC-SHA-256 with a server key: what the database keeps of an SMS code or a captcha answer.
std::string keyed_hash(std::string_view key, std::string_view text);
// Constant-time comparison of two equally long hex hashes.
bool same_hash(std::string_view a, std::string_view b);
// `count` random decimal digits.
std::string random_digits(std::size_t count);
// `count` random bytes as hex (server keys).
std::string random_hex(std::size_t count);

}  // namespace xj::accounts
