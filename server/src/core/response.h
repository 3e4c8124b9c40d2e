// What a handler returns: status, content type, extra headers and one of four bodies —
// owned text, shared immutable bytes (cached answers, sent without copying), a file on disk or a stream sent while
// it is produced (core/body_stream.h).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <boost/beast/http/status.hpp>
#include <boost/json/value.hpp>

#include "core/api_error.h"
#include "core/body_stream.h"

namespace xj::core {

inline constexpr std::string_view kJsonType = "application/json; charset=utf-8";

// A file removed from disk when the last answer holding it is gone: after it was sent, or when sending failed or
// never started (an export written to a temporary file).
class TempFile {
public:
    explicit TempFile(std::filesystem::path path) : path_(std::move(path)) {}
    ~TempFile();
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

// A file (or a byte range of it) sent from disk.
struct FileBody {
    std::filesystem::path path;
    std::uint64_t size = 0;                                  // bytes to send
    std::uint64_t offset = 0;                                // first byte
    std::shared_ptr<const TempFile> remove_after = nullptr;  // set: the file is deleted with the answer
};

using SharedBytes = std::shared_ptr<const std::string>;

struct Response {
    boost::beast::http::status status = boost::beast::http::status::ok;
    std::string_view content_type = kJsonType;  // always a constant or a string that outlives the answer
    std::variant<std::string, SharedBytes, FileBody, BodyStreamPtr> body;
    std::vector<std::pair<std::string, std::string>> headers;
    bool close = false;  // close the connection after this answer

    std::size_t body_size() const;  // 0 for a stream (sent in chunks, its size unknown)
    Response& with_header(std::string name, std::string value) {
        headers.emplace_back(std::move(name), std::move(value));
        return *this;
    }
};

// {"code":…,"msg":…,"data":…,"extend":…} as text.
std::string envelope_text(int code, std::string_view msg, const boost::json::value& data,
                          const boost::json::value& extend = nullptr);

// 200 with a body produced while it is sent, as server-sent events (text/event-stream, never cached or buffered by a
// proxy).
Response event_stream(BodyStreamPtr stream);
// One server-sent event: "event: NAME\ndata: DATA\n\n" (DATA on one line: JSON text, serialised without breaks).
std::string sse_event(std::string_view name, std::string_view data);

// 200 envelope with data (and optional extend).
Response ok(boost::json::value data = nullptr, boost::json::value extend = nullptr);
// 200 envelope with data and the contract's own success message (删除成功, 上传成功. …).
Response ok_with_msg(const boost::json::value& data, std::string_view msg);
// 200 envelope around pre-serialised bytes (a cached answer).
Response ok_shared(SharedBytes envelope_bytes);
// A PNG image (a QR code), never cached.
Response png_response(std::string png);
// The envelope for an ApiError, with the HTTP status of its code; -2 with a field carries data.field.
Response error_response(const ApiError& error);

}  // namespace xj::core
