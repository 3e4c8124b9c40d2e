#include "study/media_signer.h"

#include <sodium.h>

#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/atomic_file.h"
#include "core/hmac.h"

namespace xj::study {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kKeyBytes = 32;
constexpr std::string_view kKeyFile = "media.key";

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    std::string text = out.str();
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.pop_back();
    return text;
}

fs::path key_path(const fs::path& data_dir) { return data_dir / "keys" / kKeyFile; }

bool unreserved(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == '.' || c == '~' || c == '/';
}

std::string percent_encode_path(std::string_view path) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (char c : path) {
        if (unreserved(c)) {
            out.push_back(c);
        } else {
            auto b = static_cast<unsigned char>(c);
            out.push_back('%');
            out.push_back(kHex[b >> 4]);
            out.push_back(kHex[b & 15]);
        }
    }
    return out;
}

}  // namespace

std::string MediaSigner::new_key() {
    unsigned char raw[kKeyBytes];
    randombytes_buf(raw, sizeof raw);
    char hex[kKeyBytes * 2 + 1];
    sodium_bin2hex(hex, sizeof hex, raw, sizeof raw);
    return hex;
}

std::optional<std::string> MediaSigner::read_key_file(const fs::path& data_dir) {
    std::error_code ec;
    if (!fs::is_regular_file(key_path(data_dir), ec)) return std::nullopt;
    std::string key = read_text(key_path(data_dir));
    if (key.size() < kKeyBytes) return std::nullopt;
    return key;
}

void MediaSigner::write_key_file(const fs::path& data_dir, const std::string& key) {
    core::write_secret_file(key_path(data_dir), key + "\n");
}

std::string MediaSigner::signature(std::string_view relative, std::int64_t expires) const {
    return core::hmac_sha256_b64url(key_, std::string(relative) + "|" + std::to_string(expires));
}

std::string MediaSigner::url(std::string_view relative, std::int64_t expires) const {
    return "/files/" + std::string(kVideoArea) + "/" + percent_encode_path(relative) + "?e=" + std::to_string(expires) +
           "&s=" + signature(relative, expires);
}

bool MediaSigner::verify(std::string_view relative, std::string_view e, std::string_view s, std::int64_t now) const {
    std::int64_t expires = 0;
    if (e.empty() || e.size() > 12 || e.front() == '-') return false;
    auto [end, ec] = std::from_chars(e.data(), e.data() + e.size(), expires);
    if (ec != std::errc() || end != e.data() + e.size() || expires < now) return false;
    return core::same_text(signature(relative, expires), s);
}

}  // namespace xj::study
