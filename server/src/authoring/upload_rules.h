// The rules of the chunked, resumable video upload (docs/authoring.md), free of files and HTTP so they are
// unit-tested alone: where a chunk may go, the size limit, which containers are videos.
#pragma once

#include <cstdint>
#include <string_view>

namespace xj::authoring::upload {

inline constexpr std::int64_t kChunkSize = 5LL * 1024 * 1024;  // what the client is told to send
inline constexpr std::int64_t kChunkMax = 8LL * 1024 * 1024;   // the most one PUT may carry
inline constexpr std::int64_t kDefaultMaxMb = 2048;            // XJ_VIDEO_MAX_MB
inline constexpr std::int64_t kStaleSeconds = 24 * 3600;       // sessions untouched this long are removed

enum class ChunkVerdict {
    kAppend,    // offset == received and the chunk fits: write it
    kStale,     // offset < received (a repeated or late chunk): nothing written, answer the current offset
    kGap,       // offset > received: refused, the client continues from received
    kEmpty,     // no bytes
    kTooLarge,  // more than kChunkMax
    kPastEnd,   // received + length > declared size
};

ChunkVerdict judge_chunk(std::int64_t received, std::int64_t size, std::int64_t offset, std::int64_t length);

// XJ_VIDEO_MAX_MB as bytes (kDefaultMaxMb when unset or not a positive integer).
std::int64_t max_bytes_from(const char* env_value);

// The MIME types libmagic gives the accepted containers, and the extension the stored file gets ("" = refused).
std::string_view video_extension(std::string_view mime);

}  // namespace xj::authoring::upload
