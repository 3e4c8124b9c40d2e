// Signed media URLs (docs/learning.md "Video study"): /files/videos/<path>?e=<unix seconds>&s=<base64url
// HMAC-SHA-256 of "<path>|<e>">, valid until e. The key lives in <data-dir>/keys/media.key (0600), generated on
// first start; instances sharing the data directory share it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace xj::courses {

inline constexpr std::string_view kVideoArea = "videos";

class MediaSigner {
public:
    explicit MediaSigner(std::string key) : key_(std::move(key)) {}
    // Reads <data-dir>/keys/media.key, or creates it (32 random bytes as hex, mode 0600) when it does not exist.
    static MediaSigner load_or_create(const std::filesystem::path& data_dir);

    // base64url (no padding) HMAC-SHA-256 over "<relative>|<expires>".
    std::string signature(std::string_view relative, std::int64_t expires) const;
    // "/files/videos/<relative, percent-encoded>?e=<expires>&s=<signature>".
    std::string url(std::string_view relative, std::int64_t expires) const;
    // e is decimal seconds not before now, s the signature of relative and e (compared in constant time).
    bool verify(std::string_view relative, std::string_view e, std::string_view s, std::int64_t now) const;

private:
    std::string key_;
};

}  // namespace xj::courses
