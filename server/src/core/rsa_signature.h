// SHA256withRSA signatures (PKCS#1 v1.5, "RSA2" in Alipay's words) over text, with PEM keys (OpenSSL): what a payment
// provider's client signs its requests with and checks the provider's answers and notifications by. No files.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace xj::core {

class RsaSigner {
public:
    // A PKCS#8 or PKCS#1 private key in PEM; throws std::runtime_error when it is not an RSA private key.
    static RsaSigner from_private_pem(std::string_view pem);
    // The base64 signature of `text`.
    std::string sign_base64(std::string_view text) const;

private:
    struct Key;
    explicit RsaSigner(std::shared_ptr<Key> key) : key_(std::move(key)) {}
    std::shared_ptr<Key> key_;
};

class RsaVerifier {
public:
    // A public key in PEM (SPKI "PUBLIC KEY", as providers publish theirs); throws std::runtime_error otherwise.
    static RsaVerifier from_public_pem(std::string_view pem);
    // true when `signature_base64` is a valid signature of `text` by this key's private half.
    bool verify_base64(std::string_view text, std::string_view signature_base64) const;

private:
    struct Key;
    explicit RsaVerifier(std::shared_ptr<Key> key) : key_(std::move(key)) {}
    std::shared_ptr<Key> key_;
};

// PEM text whose body may have lost its line breaks and armour (a key pasted on one line, as provider consoles show
// it) made whole again: `kind` is "PRIVATE KEY" or "PUBLIC KEY".
std::string pem_from_text(std::string_view text, std::string_view kind);

}  // namespace xj::core
