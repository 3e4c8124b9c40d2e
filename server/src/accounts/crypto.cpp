#include "accounts/crypto.h"

#include <stdexcept>
#include <vector>

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>
#include <sodium.h>

namespace xj::accounts {

namespace {

std::runtime_error openssl_error(std::string_view what) { return std::runtime_error("openssl: " + std::string(what)); }

using BioPtr = std::unique_ptr<BIO, decltype(&BIO_free)>;
using CtxPtr = std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)>;

std::string bio_text(BIO* bio) {
    char* data = nullptr;
    long size = BIO_get_mem_data(bio, &data);
    return std::string(data, static_cast<std::size_t>(size));
}

void use_oaep_sha256(EVP_PKEY_CTX* ctx) {
    if (EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_OAEP_PADDING) <= 0 ||
        EVP_PKEY_CTX_set_rsa_oaep_md(ctx, EVP_sha256()) <= 0 || EVP_PKEY_CTX_set_rsa_mgf1_md(ctx, EVP_sha256()) <= 0)
        throw openssl_error("OAEP parameters");
}

std::optional<std::string> from_base64(std::string_view text) {
    if (text.empty()) return std::string();  // libsodium takes no null buffer, which an empty vector may give
    std::vector<unsigned char> out(text.size());
    std::size_t length = 0;
    if (sodium_base642bin(out.data(), out.size(), text.data(), text.size(), " \r\n", &length, nullptr,
                          sodium_base64_VARIANT_ORIGINAL) != 0)
        return std::nullopt;
    return std::string(reinterpret_cast<const char*>(out.data()), length);
}

std::string to_base64(const unsigned char* data, std::size_t size, int variant) {
    std::string out(sodium_base64_encoded_len(size, variant), '\0');
    sodium_bin2base64(out.data(), out.size(), data, size, variant);
    out.resize(out.size() - 1);  // the terminating NUL
    return out;
}

std::string to_hex(const unsigned char* data, std::size_t size) {
    std::string out(size * 2 + 1, '\0');
    sodium_bin2hex(out.data(), out.size(), data, size);
    out.pop_back();
    return out;
}

}  // namespace

struct PasswordKey::Pkey {
    explicit Pkey(EVP_PKEY* k) : key(k) {}
    ~Pkey() { EVP_PKEY_free(key); }
    Pkey(const Pkey&) = delete;
    Pkey& operator=(const Pkey&) = delete;
    EVP_PKEY* key;
};

PasswordKey PasswordKey::generate() {
    EVP_PKEY* key = EVP_RSA_gen(kRsaBits);
    if (key == nullptr) throw openssl_error("RSA key generation");
    return PasswordKey(std::make_shared<Pkey>(key));
}

PasswordKey PasswordKey::from_private_pem(std::string_view pem) {
    BioPtr bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())), BIO_free);
    EVP_PKEY* key = PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr);
    if (key == nullptr) throw openssl_error("reading the private key");
    if (EVP_PKEY_base_id(key) != EVP_PKEY_RSA) {
        EVP_PKEY_free(key);
        throw openssl_error("the private key is not RSA");
    }
    return PasswordKey(std::make_shared<Pkey>(key));
}

std::string PasswordKey::private_pem() const {
    BioPtr bio(BIO_new(BIO_s_mem()), BIO_free);
    if (PEM_write_bio_PrivateKey(bio.get(), key_->key, nullptr, nullptr, 0, nullptr, nullptr) != 1)
        throw openssl_error("writing the private key");
    return bio_text(bio.get());
}

std::string PasswordKey::public_pem() const {
    BioPtr bio(BIO_new(BIO_s_mem()), BIO_free);
    if (PEM_write_bio_PUBKEY(bio.get(), key_->key) != 1) throw openssl_error("writing the public key");
    return bio_text(bio.get());
}

std::optional<std::string> PasswordKey::decrypt_base64(std::string_view value) const {
    auto cipher = from_base64(value);
    if (!cipher || cipher->size() != kRsaBits / 8) return std::nullopt;
    CtxPtr ctx(EVP_PKEY_CTX_new(key_->key, nullptr), EVP_PKEY_CTX_free);
    if (!ctx || EVP_PKEY_decrypt_init(ctx.get()) <= 0) throw openssl_error("decrypt init");
    use_oaep_sha256(ctx.get());
    const auto* in = reinterpret_cast<const unsigned char*>(cipher->data());
    std::size_t out_len = 0;
    if (EVP_PKEY_decrypt(ctx.get(), nullptr, &out_len, in, cipher->size()) <= 0) return std::nullopt;
    std::string out(out_len, '\0');
    if (EVP_PKEY_decrypt(ctx.get(), reinterpret_cast<unsigned char*>(out.data()), &out_len, in, cipher->size()) <= 0)
        return std::nullopt;
    out.resize(out_len);
    return out;
}

std::string PasswordKey::encrypt_base64(std::string_view plaintext) const {
    CtxPtr ctx(EVP_PKEY_CTX_new(key_->key, nullptr), EVP_PKEY_CTX_free);
    if (!ctx || EVP_PKEY_encrypt_init(ctx.get()) <= 0) throw openssl_error("encrypt init");
    use_oaep_sha256(ctx.get());
    const auto* in = reinterpret_cast<const unsigned char*>(plaintext.data());
    std::size_t out_len = 0;
    if (EVP_PKEY_encrypt(ctx.get(), nullptr, &out_len, in, plaintext.size()) <= 0) throw openssl_error("encrypt");
    std::vector<unsigned char> out(out_len);
    if (EVP_PKEY_encrypt(ctx.get(), out.data(), &out_len, in, plaintext.size()) <= 0) throw openssl_error("encrypt");
    return to_base64(out.data(), out_len, sodium_base64_VARIANT_ORIGINAL);
}

PasswordHasher::PasswordHasher(unsigned concurrency) : slots_(std::max(1U, concurrency)) {}

std::string PasswordHasher::hash(std::string_view password) {
    char out[crypto_pwhash_STRBYTES];
    slots_.acquire();
    int rc = crypto_pwhash_str_alg(out, password.data(), password.size(), kArgonOpsLimit, kArgonMemLimit,
                                   crypto_pwhash_ALG_ARGON2ID13);
    slots_.release();
    if (rc != 0) throw std::runtime_error("argon2id: out of memory");
    return out;
}

bool PasswordHasher::verify(std::string_view stored_hash, std::string_view password) {
    std::string hash(stored_hash);  // NUL-terminated
    slots_.acquire();
    int rc = crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size());
    slots_.release();
    return rc == 0;
}

std::string new_token() {
    unsigned char bytes[kTokenBytes];
    randombytes_buf(bytes, sizeof bytes);
    return to_base64(bytes, sizeof bytes, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
}

std::string sha256_hex(std::string_view text) {
    unsigned char digest[crypto_hash_sha256_BYTES];
    crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(text.data()), text.size());
    return to_hex(digest, sizeof digest);
}

std::string keyed_hash(std::string_view key, std::string_view text) {
    unsigned char digest[crypto_auth_hmacsha256_BYTES];
    crypto_auth_hmacsha256_state state;
    crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(key.data()), key.size());
    crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(text.data()), text.size());
    crypto_auth_hmacsha256_final(&state, digest);
    return to_hex(digest, sizeof digest);
}

bool same_hash(std::string_view a, std::string_view b) {
    return a.size() == b.size() && sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string random_digits(std::size_t count) {
    std::string out(count, '0');
    for (auto& c : out) c = static_cast<char>('0' + randombytes_uniform(10));
    return out;
}

std::string random_hex(std::size_t count) {
    std::vector<unsigned char> bytes(count);
    randombytes_buf(bytes.data(), bytes.size());
    return to_hex(bytes.data(), bytes.size());
}

}  // namespace xj::accounts
