#include "core/spooled_body.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>
#include <string>
#include <system_error>

namespace xj::core {

SpoolFile SpoolFile::create(const std::filesystem::path& dir) {
    std::filesystem::create_directories(dir);
    std::string pattern = (dir / "body-XXXXXX").string();
    int fd = ::mkostemp(pattern.data(), O_CLOEXEC);  // mode 0600
    if (fd < 0) throw std::system_error(errno, std::generic_category(), "spool file in " + dir.string());
    ::unlink(pattern.c_str());  // unnamed from now on: gone when closed, whatever happens to the server
    SpoolFile file;
    file.fd_ = fd;
    return file;
}

SpoolFile& SpoolFile::operator=(SpoolFile&& other) noexcept {
    if (this != &other) {
        close();
        fd_ = other.fd_;
        size_ = other.size_;
        mapped_ = other.mapped_;
        other.fd_ = -1;
        other.size_ = 0;
        other.mapped_ = nullptr;
    }
    return *this;
}

SpoolFile::~SpoolFile() { close(); }

void SpoolFile::close() {
    if (mapped_ != nullptr) ::munmap(mapped_, static_cast<std::size_t>(size_));
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    mapped_ = nullptr;
    size_ = 0;
}

void SpoolFile::append(const void* data, std::size_t size, boost::beast::error_code& ec) {
    ec = {};
    if (mapped_ != nullptr) {
        ec = boost::beast::error_code(EBADF, boost::system::generic_category());
        return;
    }
    const char* at = static_cast<const char*>(data);
    while (size > 0) {
        ssize_t n = ::write(fd_, at, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ec = boost::beast::error_code(n < 0 ? errno : EIO, boost::system::generic_category());
            return;
        }
        at += n;
        size -= static_cast<std::size_t>(n);
        size_ += static_cast<std::uint64_t>(n);
    }
}

std::string_view SpoolFile::map() {
    if (size_ == 0) return {};
    if (mapped_ == nullptr) {
        void* at = ::mmap(nullptr, static_cast<std::size_t>(size_), PROT_READ, MAP_PRIVATE, fd_, 0);
        if (at == MAP_FAILED) throw std::system_error(errno, std::generic_category(), "mapping a spooled body");
        mapped_ = at;
    }
    return {static_cast<const char*>(mapped_), static_cast<std::size_t>(size_)};
}

}  // namespace xj::core
