#include "core/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_set>

#include <spdlog/spdlog.h>

namespace xj::core {

namespace fs = std::filesystem;

namespace {

constexpr mode_t kSecretMode = 0600;
constexpr std::string_view kTempSuffix = ".tmp";

std::optional<std::string> read_whole(const fs::path& path) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

}  // namespace

void write_atomically(const fs::path& target, std::string_view bytes, std::string_view what) {
    fs::path temp = target;
    temp += std::string(kTempSuffix);
    int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) throw std::runtime_error(std::string(what) + ": cannot write " + temp.string());
    std::size_t done = 0;
    while (done < bytes.size()) {
        ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += static_cast<std::size_t>(n);
    }
    bool written = done == bytes.size() && ::fsync(fd) == 0;
    ::close(fd);
    if (!written) {
        std::error_code ec;
        fs::remove(temp, ec);
        throw std::runtime_error(std::string(what) + ": cannot write " + temp.string());
    }
    fs::rename(temp, target);
    sync_path(target.parent_path());
}

void sync_path(const fs::path& path) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

std::vector<std::string> files_older_than(const fs::path& root, std::string_view area, std::chrono::seconds age) {
    std::vector<std::string> out;
    auto cutoff = fs::file_time_type::clock::now() - age;
    std::error_code ec;
    for (fs::directory_iterator it(root / area, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code e2;
        if (!it->is_regular_file(e2) || e2) continue;
        auto at = fs::last_write_time(it->path(), e2);
        if (e2 || at > cutoff) continue;
        out.push_back(std::string(area) + "/" + it->path().filename().string());
    }
    return out;
}

void write_secret_file(const fs::path& path, std::string_view text) {
    fs::create_directories(path.parent_path());
    fs::permissions(path.parent_path(), fs::perms::owner_all, fs::perm_options::replace);
    if (read_whole(path) == text) return;
    fs::path tmp = path;
    tmp += std::string(kTempSuffix) + std::to_string(::getpid());
    int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, kSecretMode);
    if (fd < 0) throw std::runtime_error("cannot write " + tmp.string());
    bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::fchmod(fd, kSecretMode);
    written = ::fsync(fd) == 0 && written;
    ::close(fd);
    if (!written) {
        fs::remove(tmp);
        throw std::runtime_error("cannot write " + tmp.string());
    }
    fs::rename(tmp, path);
}

int remove_unreferenced(const fs::path& root, const std::vector<std::string>& candidates,
                        const std::vector<std::string>& referenced) {
    std::unordered_set<std::string> rows(referenced.begin(), referenced.end());
    int removed = 0;
    for (const auto& path : candidates) {
        if (rows.count(path)) continue;
        std::error_code ec;
        fs::remove(root / path, ec);
        if (!ec) ++removed;
    }
    return removed;
}

void remove_quietly(const std::filesystem::path& path) {
    std::error_code ec;
    std::filesystem::remove(path, ec);
    if (ec) spdlog::warn("files: could not remove {}: {}", path.string(), ec.message());
}

}  // namespace xj::core
