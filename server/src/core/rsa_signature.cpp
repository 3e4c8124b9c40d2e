#include "core/rsa_signature.h"

#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

#include <optional>
#include <stdexcept>
#include <vector>

#include "core/text.h"

namespace xj::core {

namespace {

using PkeyPtr = std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)>;
using MdCtxPtr = std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)>;
using BioPtr = std::unique_ptr<BIO, decltype(&BIO_free)>;

BioPtr bio_of(std::string_view pem) {
    return BioPtr(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())), &BIO_free);
}

std::string base64(const unsigned char* data, std::size_t size) {
    std::string out(4 * ((size + 2) / 3) + 1, '\0');
    int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), data, static_cast<int>(size));
    out.resize(static_cast<std::size_t>(n));
    return out;
}

std::optional<std::string> unbase64(std::string_view text) {
    std::string clean;
    for (char ch : text)
        if (ch != '\n' && ch != '\r' && ch != ' ') clean += ch;
    if (clean.empty() || clean.size() % 4 != 0) return std::nullopt;
    std::string out(clean.size() / 4 * 3, '\0');
    int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                            reinterpret_cast<const unsigned char*>(clean.data()), static_cast<int>(clean.size()));
    if (n < 0) return std::nullopt;
    std::size_t pad = clean.ends_with("==") ? 2 : clean.ends_with('=') ? 1 : 0;
    out.resize(static_cast<std::size_t>(n) - pad);
    return out;
}

bool is_rsa(EVP_PKEY* key) { return key != nullptr && EVP_PKEY_base_id(key) == EVP_PKEY_RSA; }

}  // namespace

struct RsaSigner::Key {
    PkeyPtr pkey{nullptr, &EVP_PKEY_free};
};

struct RsaVerifier::Key {
    PkeyPtr pkey{nullptr, &EVP_PKEY_free};
};

RsaSigner RsaSigner::from_private_pem(std::string_view pem) {
    auto key = std::make_shared<Key>();
    BioPtr bio = bio_of(pem);
    key->pkey.reset(PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr));
    if (!is_rsa(key->pkey.get())) throw std::runtime_error("not an RSA private key in PEM");
    return RsaSigner(std::move(key));
}

std::string RsaSigner::sign_base64(std::string_view text) const {
    MdCtxPtr ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    std::size_t size = 0;
    if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key_->pkey.get()) != 1 ||
        EVP_DigestSign(ctx.get(), nullptr, &size, reinterpret_cast<const unsigned char*>(text.data()), text.size()) !=
            1)
        throw std::runtime_error("RSA signing failed");
    std::vector<unsigned char> signature(size);
    if (EVP_DigestSign(ctx.get(), signature.data(), &size, reinterpret_cast<const unsigned char*>(text.data()),
                       text.size()) != 1)
        throw std::runtime_error("RSA signing failed");
    return base64(signature.data(), size);
}

RsaVerifier RsaVerifier::from_public_pem(std::string_view pem) {
    auto key = std::make_shared<Key>();
    BioPtr bio = bio_of(pem);
    key->pkey.reset(PEM_read_bio_PUBKEY(bio.get(), nullptr, nullptr, nullptr));
    if (!is_rsa(key->pkey.get())) throw std::runtime_error("not an RSA public key in PEM");
    return RsaVerifier(std::move(key));
}

bool RsaVerifier::verify_base64(std::string_view text, std::string_view signature_base64) const {
    auto signature = unbase64(signature_base64);
    if (!signature) return false;
    MdCtxPtr ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    if (!ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key_->pkey.get()) != 1) return false;
    return EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char*>(signature->data()), signature->size(),
                            reinterpret_cast<const unsigned char*>(text.data()), text.size()) == 1;
}

std::string pem_from_text(std::string_view text, std::string_view kind) {
    std::string trimmed = text::trim(text, text::kAsciiSpace);
    if (trimmed.starts_with("-----BEGIN")) return trimmed + "\n";
    std::string body;
    for (char ch : trimmed)
        if (ch != '\n' && ch != '\r' && ch != ' ') body += ch;
    std::string pem = "-----BEGIN " + std::string(kind) + "-----\n";
    for (std::size_t i = 0; i < body.size(); i += 64) pem += body.substr(i, 64) + "\n";
    pem += "-----END " + std::string(kind) + "-----\n";
    return pem;
}

}  // namespace xj::core
