#include "core/build_cache.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include <spdlog/spdlog.h>

#include "core/sign.h"

namespace xj::core {

namespace fs = std::filesystem;

fs::path user_cache_dir() {
    if (const char* dir = std::getenv("XJ_BUILD_CACHE"); dir != nullptr && *dir != '\0') return dir;
    const char* home = std::getenv("HOME");
    return home != nullptr && *home != '\0' ? fs::path(home) / ".cache" / "xuejing"
                                            : fs::temp_directory_path() / "xuejing-cache";
}

namespace {

// Keeps the kKeptBuilds most recently made folders under `parent` (the Release and the sanitizer server take turns).
void prune(const fs::path& parent) {
    std::error_code ec;
    std::vector<fs::directory_entry> builds;
    for (const auto& entry : fs::directory_iterator(parent, ec)) {
        if (entry.is_directory(ec) && entry.path().extension() != ".tmp") builds.push_back(entry);
    }
    if (builds.size() <= kKeptBuilds) return;
    std::sort(builds.begin(), builds.end(), [](const fs::directory_entry& a, const fs::directory_entry& b) {
        std::error_code e;
        return a.last_write_time(e) > b.last_write_time(e);
    });
    for (std::size_t i = kKeptBuilds; i < builds.size(); ++i) fs::remove_all(builds[i].path(), ec);
}

}  // namespace

std::optional<fs::path> build_cache_dir(std::string_view name) {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return std::nullopt;
    const std::uintmax_t size = fs::file_size(exe, ec);
    if (ec) return std::nullopt;
    const auto modified = fs::last_write_time(exe, ec).time_since_epoch().count();
    if (ec) return std::nullopt;
    return user_cache_dir() / name / (std::to_string(size) + "-" + std::to_string(modified));
}

void fill_from_build_cache(const fs::path& dir, std::string_view name,
                           const std::function<void(const fs::path&)>& make) {
    const std::optional<fs::path> cache = build_cache_dir(name);
    std::error_code ec;
    fs::create_directories(dir);
    if (cache && fs::is_directory(*cache, ec)) {
        fs::copy(*cache, dir, fs::copy_options::overwrite_existing | fs::copy_options::recursive, ec);
        if (!ec) return;
        spdlog::warn("cannot copy {} from {}: {}; making it again", name, cache->string(), ec.message());
    }
    make(dir);
    if (!cache) return;
    const fs::path tmp = cache->string() + "." + make_sign() + ".tmp";
    fs::create_directories(tmp, ec);
    if (!ec) fs::copy(dir, tmp, fs::copy_options::recursive, ec);
    if (!ec) fs::rename(tmp, *cache, ec);
    if (ec) {
        fs::remove_all(tmp, ec);
        return;
    }
    prune(cache->parent_path());
}

}  // namespace xj::core
