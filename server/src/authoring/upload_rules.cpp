#include "authoring/upload_rules.h"

#include <charconv>
#include <cstring>

namespace xj::authoring::upload {

ChunkVerdict judge_chunk(std::int64_t received, std::int64_t size, std::int64_t offset, std::int64_t length) {
    if (offset < received) return ChunkVerdict::kStale;
    if (offset > received) return ChunkVerdict::kGap;
    if (length <= 0) return ChunkVerdict::kEmpty;
    if (length > kChunkMax) return ChunkVerdict::kTooLarge;
    if (received + length > size) return ChunkVerdict::kPastEnd;
    return ChunkVerdict::kAppend;
}

std::int64_t max_bytes_from(const char* env_value) {
    std::int64_t mb = kDefaultMaxMb;
    if (env_value && *env_value) {
        std::int64_t v = 0;
        const char* end = env_value + std::strlen(env_value);
        auto [p, ec] = std::from_chars(env_value, end, v);
        if (ec == std::errc() && p == end && v > 0 && v <= 1024 * 1024) mb = v;
    }
    return mb * 1024 * 1024;
}

std::string_view video_extension(std::string_view mime) {
    if (mime == "video/mp4" || mime == "video/x-m4v") return "mp4";
    if (mime == "video/quicktime") return "mov";
    if (mime == "video/webm") return "webm";
    return "";
}

}  // namespace xj::authoring::upload
