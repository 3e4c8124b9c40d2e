// Demo media of the demo catalogue (authoring/seed.cpp): MP4 clips made by ffmpeg (core::run_process, no shell) once
// into a cache directory and hard-linked into the data directory, their probed durations, and course covers drawn with
// libgd.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace xj::authoring::demo {

struct ClipSpec {
    std::string title;  // drawn on the clip
    int seconds = 20;   // 20–30
    int tone_hz = 440;
};

struct Clip {
    std::filesystem::path file;  // under the data directory's files/videos/demo
    std::string relative;        // videos/demo/<name>.mp4 (the media row's path)
    std::int64_t size = 0;
    std::int64_t duration_ms = 0;
};

// The cache directory: $XJ_MEDIA_CACHE, else $HOME/.cache/xuejing/media.
std::filesystem::path cache_dir();

// Makes (or reuses from the cache) every clip and links it into files_dir/videos/demo. Throws with a clear
// message when ffmpeg or ffprobe is missing or fails. Logs how many clips were made and how long it took.
std::vector<Clip> make_clips(const std::vector<ClipSpec>& specs, const std::filesystem::path& files_dir);

// The ffmpeg arguments of one clip writing to `out` (the cache key is a hash of them without `out`).
std::vector<std::string> ffmpeg_args(const ClipSpec& spec, const std::string& out);

// A 480×270 PNG cover: a gradient in the two colours, soft shapes, the course name and a tag.
void draw_cover(const std::filesystem::path& path, const std::string& name, const std::string& tag, std::uint32_t from,
                std::uint32_t to);

}  // namespace xj::authoring::demo
