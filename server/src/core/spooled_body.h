// Large request bodies (uploads) go to an unnamed temporary file as they arrive, not to memory, and are then
// mapped read-only for the handler: a 50 MB upload costs page cache, not the server's own memory, and the file
// disappears with its last descriptor (also when the server is killed).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string_view>

#include <boost/beast/core/buffers_range.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/optional.hpp>

namespace xj::core {

class SpoolFile {
public:
    SpoolFile() = default;
    // An unnamed file in `dir` (created when missing), readable only by the server. Throws std::system_error.
    static SpoolFile create(const std::filesystem::path& dir);

    SpoolFile(const SpoolFile&) = delete;
    SpoolFile& operator=(const SpoolFile&) = delete;
    SpoolFile(SpoolFile&& other) noexcept { *this = std::move(other); }
    SpoolFile& operator=(SpoolFile&& other) noexcept;
    ~SpoolFile();

    bool is_open() const { return fd_ >= 0; }
    std::uint64_t size() const { return size_; }
    void append(const void* data, std::size_t size, boost::beast::error_code& ec);
    // The whole file, mapped read-only once (no more appends after). Empty for an empty file. Throws
    // std::system_error.
    std::string_view map();

private:
    void close();

    int fd_ = -1;
    std::uint64_t size_ = 0;
    void* mapped_ = nullptr;
};

// A Beast body that writes what arrives to a SpoolFile opened before the body is read. The names value_type and
// reader are Beast's Body concept's, hence not the project's case.
struct SpooledBody {
    using value_type = SpoolFile;  // NOLINT(readability-identifier-naming)

    class reader {  // NOLINT(readability-identifier-naming)
    public:
        template <bool IsRequest, class Fields>
        reader(boost::beast::http::header<IsRequest, Fields>& /*header*/, value_type& body) : body_(body) {}

        void init(const boost::optional<std::uint64_t>& /*content_length*/, boost::beast::error_code& ec) {
            ec = body_.is_open() ? boost::beast::error_code{}
                                 : boost::beast::error_code(EBADF, boost::system::generic_category());
        }

        template <class ConstBufferSequence>
        std::size_t put(const ConstBufferSequence& buffers, boost::beast::error_code& ec) {
            std::size_t written = 0;
            for (auto buffer : boost::beast::buffers_range_ref(buffers)) {
                body_.append(buffer.data(), buffer.size(), ec);
                if (ec) return written;
                written += buffer.size();
            }
            return written;
        }

        void finish(boost::beast::error_code& ec) { ec = {}; }

    private:
        value_type& body_;
    };
};

}  // namespace xj::core
