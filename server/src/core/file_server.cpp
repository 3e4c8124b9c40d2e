#include "core/file_server.h"

#include <sys/stat.h>

#include <ctime>

#include <fmt/format.h>

#include "core/static_site.h"

namespace xj::core {

namespace fs = std::filesystem;
namespace http = boost::beast::http;

namespace {
constexpr std::string_view kFilesPrefix = "/files/";
constexpr std::string_view kPublicFileCache = "public, max-age=86400";
constexpr std::string_view kPrivateFileCache = "private, no-store";
constexpr std::string_view kBytesUnit = "bytes=";

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// Decimal digits only, without overflow; nullopt otherwise.
std::optional<std::uint64_t> parse_digits(std::string_view s) {
    if (s.empty()) return std::nullopt;
    std::uint64_t value = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (UINT64_MAX - digit) / 10) return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

bool iequals_prefix(std::string_view s, std::string_view prefix) {
    if (s.size() < prefix.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c != prefix[i]) return false;
    }
    return true;
}

// "Sat, 21 Nov 2026 21:05:34 GMT"
std::string http_date_of(std::time_t t) {
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[32];
    std::size_t n = std::strftime(text, sizeof text, "%a, %d %b %Y %H:%M:%S GMT", &tm);
    return std::string(text, n);
}

struct Validators {
    std::string etag;
    std::string last_modified;
};

Validators validators_of(const fs::path& full, std::uint64_t size) {
    struct stat st {};
    if (::stat(full.c_str(), &st) != 0) return {};
    auto nanos =
        static_cast<std::uint64_t>(st.st_mtim.tv_sec) * 1000000000ULL + static_cast<std::uint64_t>(st.st_mtim.tv_nsec);
    return {fmt::format("\"{:x}-{:x}\"", size, nanos), http_date_of(st.st_mtim.tv_sec)};
}

// If-Range: the range applies only while the client's validator is still the file's (a strong ETag or the date).
bool if_range_holds(std::string_view if_range, const Validators& v) {
    if_range = trim(if_range);
    if (if_range.empty()) return true;
    if (if_range.starts_with("W/")) return false;
    return if_range == v.etag || (!v.last_modified.empty() && if_range == v.last_modified);
}
}  // namespace

RangeRequest parse_range(std::string_view header, std::uint64_t size) {
    header = trim(header);
    if (!iequals_prefix(header, kBytesUnit)) return {};
    std::string_view spec = trim(header.substr(kBytesUnit.size()));
    if (spec.find(',') != std::string_view::npos) return {};  // several ranges: the whole file
    auto dash = spec.find('-');
    if (dash == std::string_view::npos) return {};
    std::string_view first_text = trim(spec.substr(0, dash));
    std::string_view last_text = trim(spec.substr(dash + 1));
    if (first_text.empty()) {  // suffix: the last n bytes
        auto n = parse_digits(last_text);
        if (!n) return {};
        if (*n == 0 || size == 0) return {RangeRequest::Kind::kUnsatisfiable};
        std::uint64_t length = std::min(*n, size);
        return {RangeRequest::Kind::kPart, size - length, length};
    }
    auto first = parse_digits(first_text);
    if (!first) return {};
    std::uint64_t last = UINT64_MAX;
    if (!last_text.empty()) {
        auto parsed = parse_digits(last_text);
        if (!parsed || *parsed < *first) return {};  // invalid range-spec: the header is ignored
        last = *parsed;
    }
    if (*first >= size) return {RangeRequest::Kind::kUnsatisfiable};
    last = std::min(last, size - 1);
    return {RangeRequest::Kind::kPart, *first, last - *first + 1};
}

void FileServer::add_public_area(const std::string& area) { areas_[area] = nullptr; }

void FileServer::add_area(const std::string& area, FileAccessCheck check) { areas_[area] = std::move(check); }

Response FileServer::serve(const Request& req) const {
    std::string_view rest = req.path().substr(kFilesPrefix.size());
    auto slash = rest.find('/');
    if (slash == std::string_view::npos || rest.find("..") != std::string_view::npos ||
        rest.find('\0') != std::string_view::npos)
        throw ApiError::not_found();
    auto area = areas_.find(std::string(rest.substr(0, slash)));
    if (area == areas_.end()) throw ApiError::not_found();
    fs::path relative = fs::path(std::string(rest.substr(slash + 1))).lexically_normal();
    if (relative.empty() || relative.is_absolute() || *relative.begin() == "..") throw ApiError::not_found();
    if (area->second && !area->second(req, relative)) throw ApiError::not_found();

    fs::path full = root_ / area->first / relative;
    std::error_code ec;
    auto size = fs::file_size(full, ec);
    if (ec || !fs::is_regular_file(full, ec)) throw ApiError::not_found();
    Validators validators = validators_of(full, size);
    Response res;
    res.content_type = content_type_for(full);
    res.body = FileBody{full, size};
    res.with_header("Cache-Control", std::string(area->second ? kPrivateFileCache : kPublicFileCache));
    res.with_header("X-Content-Type-Options", "nosniff");
    res.with_header("Accept-Ranges", "bytes");
    if (!validators.etag.empty()) {
        res.with_header("ETag", validators.etag);
        res.with_header("Last-Modified", validators.last_modified);
    }

    std::string_view range_header = req.header("Range");
    if (range_header.empty() || !if_range_holds(req.header("If-Range"), validators)) return res;
    RangeRequest range = parse_range(range_header, size);
    if (range.kind == RangeRequest::Kind::kPart) {
        res.status = http::status::partial_content;
        res.body = FileBody{full, range.length, range.first};
        res.with_header("Content-Range",
                        fmt::format("bytes {}-{}/{}", range.first, range.first + range.length - 1, size));
    } else if (range.kind == RangeRequest::Kind::kUnsatisfiable) {
        res.status = http::status::range_not_satisfiable;
        res.content_type = "";
        res.body = std::string();
        res.with_header("Content-Range", fmt::format("bytes */{}", size));
    }
    return res;
}

}  // namespace xj::core
