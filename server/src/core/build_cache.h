// Files that this very binary makes the same way every time (the demo artwork, seconds of CPU to draw), made once per
// build and machine and copied afterwards: every API test starts its own demo server, and all but the first of a
// build copy the files instead of drawing them again.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string_view>

namespace xj::core {

// The project's cache on this machine: $XJ_BUILD_CACHE, else ~/.cache/xuejing (/tmp/xuejing-cache without a home).
std::filesystem::path user_cache_dir();

// The cache folder of `name` for this build: <root>/<name>/<size>-<modification time of the executable>, where root
// is $XJ_BUILD_CACHE, else ~/.cache/xuejing. nullopt when the executable cannot be read (no /proc).
std::optional<std::filesystem::path> build_cache_dir(std::string_view name);

// Fills `dir` with what make(dir) writes: copied from this build's cache of `name` when there is one, else made and
// then published to the cache whole (made into a folder of its own and renamed into place, so a reader never sees
// half of it; a server making it at the same moment loses the rename, harmlessly). The most recent kKeptBuilds
// builds' folders are kept.
void fill_from_build_cache(const std::filesystem::path& dir, std::string_view name,
                           const std::function<void(const std::filesystem::path&)>& make);

inline constexpr std::size_t kKeptBuilds = 4;

}  // namespace xj::core
