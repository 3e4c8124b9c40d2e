// Files under <data-dir>/files, served at /files/<area>/…: each area declares who may read it
// (public site images; private areas such as signed course videos checked by their domain).
// Every file answers single byte-range requests (RFC 9110 §14): 206 with Content-Range, 416 when unsatisfiable.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/request.h"
#include "core/response.h"

namespace xj::core {

// Decides whether the caller may read a file of an area; `relative` is the path inside the area.
using FileAccessCheck = std::function<bool(const Request& req, const std::filesystem::path& relative)>;

// What a Range header asks of a file of a known size.
struct RangeRequest {
    enum class Kind {
        kWhole,          // no Range, a malformed one, another unit or several ranges: the whole file, 200
        kPart,           // one satisfiable range: 206
        kUnsatisfiable,  // one range that starts past the end (or an empty suffix): 416
    };
    Kind kind = Kind::kWhole;
    std::uint64_t first = 0;   // first byte (kPart)
    std::uint64_t length = 0;  // bytes (kPart)
};

// Parses "bytes=a-b", "bytes=a-" and "bytes=-n" against `size`; the last byte is clamped to the end of the file.
RangeRequest parse_range(std::string_view header, std::uint64_t size);

class FileServer {
public:
    explicit FileServer(std::filesystem::path root) : root_(std::move(root)) {}

    const std::filesystem::path& root() const { return root_; }
    void add_public_area(const std::string& area);
    void add_area(const std::string& area, FileAccessCheck check);

    // The answer for /files/…; throws ApiError (404 for anything missing or refused, so existence never leaks).
    // Honours Range (one range) and If-Range (an ETag or the Last-Modified date; a mismatch sends the whole file).
    Response serve(const Request& req) const;

private:
    std::filesystem::path root_;
    std::unordered_map<std::string, FileAccessCheck> areas_;
};

}  // namespace xj::core
