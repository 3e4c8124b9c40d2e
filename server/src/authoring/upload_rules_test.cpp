#include "authoring/upload_rules.h"

#include <gtest/gtest.h>

namespace xj::authoring::upload {
namespace {

TEST(UploadRules, AppendsOnlyAtTheReceivedOffset) {
    EXPECT_EQ(judge_chunk(0, 100, 0, 40), ChunkVerdict::kAppend);
    EXPECT_EQ(judge_chunk(40, 100, 40, 60), ChunkVerdict::kAppend);
    EXPECT_EQ(judge_chunk(40, 100, 0, 40), ChunkVerdict::kStale);   // the first chunk again
    EXPECT_EQ(judge_chunk(40, 100, 39, 40), ChunkVerdict::kStale);  // overlapping
    EXPECT_EQ(judge_chunk(40, 100, 80, 20), ChunkVerdict::kGap);    // one was skipped
}

TEST(UploadRules, RefusesEmptyOversizedAndPastTheEnd) {
    EXPECT_EQ(judge_chunk(0, 100, 0, 0), ChunkVerdict::kEmpty);
    EXPECT_EQ(judge_chunk(0, kChunkMax * 2, 0, kChunkMax + 1), ChunkVerdict::kTooLarge);
    EXPECT_EQ(judge_chunk(0, kChunkMax * 2, 0, kChunkMax), ChunkVerdict::kAppend);
    EXPECT_EQ(judge_chunk(90, 100, 90, 11), ChunkVerdict::kPastEnd);
    EXPECT_EQ(judge_chunk(90, 100, 90, 10), ChunkVerdict::kAppend);
    EXPECT_EQ(judge_chunk(100, 100, 100, 1), ChunkVerdict::kPastEnd);
}

TEST(UploadRules, ReadsTheSizeLimitFromTheEnvironment) {
    EXPECT_EQ(max_bytes_from(nullptr), 2048LL * 1024 * 1024);
    EXPECT_EQ(max_bytes_from(""), 2048LL * 1024 * 1024);
    EXPECT_EQ(max_bytes_from("1"), 1024LL * 1024);
    EXPECT_EQ(max_bytes_from("abc"), 2048LL * 1024 * 1024);
    EXPECT_EQ(max_bytes_from("-5"), 2048LL * 1024 * 1024);
    EXPECT_EQ(max_bytes_from("12x"), 2048LL * 1024 * 1024);
}

TEST(UploadRules, AcceptsOnlyVideoContainers) {
    EXPECT_EQ(video_extension("video/mp4"), "mp4");
    EXPECT_EQ(video_extension("video/quicktime"), "mov");
    EXPECT_EQ(video_extension("video/webm"), "webm");
    EXPECT_EQ(video_extension("text/plain"), "");
    EXPECT_EQ(video_extension("application/octet-stream"), "");
    EXPECT_EQ(video_extension("image/png"), "");
}

}  // namespace
}  // namespace xj::authoring::upload
