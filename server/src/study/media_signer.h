// Signed media URLs (docs/study.md "Video study"): /files/videos/<path>?e=<unix seconds>&s=<base64url
// HMAC-SHA-256 of "<path>|<e>">, valid until e. The key is shared by every instance through the database
// (table study_secret) and kept in <data-dir>/keys/media.key (0600); StudyService::start loads or creates it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace xj::study {

inline constexpr std::string_view kVideoArea = "videos";

class MediaSigner {
public:
    explicit MediaSigner(std::string key) : key_(std::move(key)) {}
    // 32 random bytes as hex.
    static std::string new_key();
    // The key in <data-dir>/keys/media.key, if the file holds one.
    static std::optional<std::string> read_key_file(const std::filesystem::path& data_dir);
    // Writes <data-dir>/keys/media.key (mode 0600, the folder 0700) through a temp file renamed over it.
    static void write_key_file(const std::filesystem::path& data_dir, const std::string& key);

    // base64url (no padding) HMAC-SHA-256 over "<relative>|<expires>".
    std::string signature(std::string_view relative, std::int64_t expires) const;
    // "/files/videos/<relative, percent-encoded>?e=<expires>&s=<signature>".
    std::string url(std::string_view relative, std::int64_t expires) const;
    // e is decimal seconds not before now, s the signature of relative and e (compared in constant time).
    bool verify(std::string_view relative, std::string_view e, std::string_view s, std::int64_t now) const;

private:
    std::string key_;
};

}  // namespace xj::study
