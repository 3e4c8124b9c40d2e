#include "core/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

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
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.flush();
        if (!out) throw std::runtime_error(std::string(what) + ": cannot write " + temp.string());
    }
    fs::rename(temp, target);
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

}  // namespace xj::core
