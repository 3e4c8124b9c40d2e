#include "core/static_site.h"

#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

namespace xj::core {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kImmutable = "public, max-age=31536000, immutable";
constexpr std::string_view kRevalidate = "no-cache";
constexpr std::string_view kAssetsPrefix = "/assets/";
constexpr std::uint64_t kFnvOffset = 14695981039346656037ULL;
constexpr std::uint64_t kFnvPrime = 1099511628211ULL;

std::string read_all(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::string etag_of(const std::string& bytes) {
    std::uint64_t hash = kFnvOffset;
    for (unsigned char c : bytes) {
        hash ^= c;
        hash *= kFnvPrime;
    }
    return fmt::format("\"{:016x}\"", hash);
}

// A client route: not under /api or /files, and its last segment has no file extension.
bool is_client_route(std::string_view path) {
    if (path.starts_with("/api/") || path == "/api" || path.starts_with("/files/") || path == "/files") return false;
    auto last = path.substr(path.rfind('/') + 1);
    return last.find('.') == std::string_view::npos;
}

}  // namespace

std::string_view content_type_for(const fs::path& path) {
    static const std::unordered_map<std::string, std::string_view> kTypes{
        {".html", "text/html; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"},
        {".mjs", "text/javascript; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},
        {".json", "application/json; charset=utf-8"},
        {".map", "application/json; charset=utf-8"},
        {".svg", "image/svg+xml"},
        {".png", "image/png"},
        {".jpg", "image/jpeg"},
        {".jpeg", "image/jpeg"},
        {".gif", "image/gif"},
        {".webp", "image/webp"},
        {".ico", "image/x-icon"},
        {".woff", "font/woff"},
        {".woff2", "font/woff2"},
        {".ttf", "font/ttf"},
        {".txt", "text/plain; charset=utf-8"},
        {".mp4", "video/mp4"},
        {".webm", "video/webm"},
        {".mp3", "audio/mpeg"},
        {".pdf", "application/pdf"},
        {".xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"},
        {".zip", "application/zip"}};
    auto it = kTypes.find(path.extension().string());
    return it == kTypes.end() ? std::string_view("application/octet-stream") : it->second;
}

StaticSite::StaticSite(const fs::path& root) {
    std::error_code ec;
    if (!fs::is_directory(root, ec)) {
        spdlog::warn("web root {} not found: only the API is served", root.string());
        return;
    }
    for (const auto& entry : fs::recursive_directory_iterator(root, ec)) {
        if (entry.is_regular_file() && entry.path().extension() != ".gz") load_file(root, entry.path());
    }
    spdlog::info("web root {}: {} files", root.string(), files_.size());
}

void StaticSite::load_file(const fs::path& root, const fs::path& file) {
    std::string url = "/" + fs::relative(file, root).generic_string();
    File f;
    f.bytes = std::make_shared<const std::string>(read_all(file));
    fs::path gz = file;
    gz += ".gz";
    if (fs::exists(gz)) f.gzip = std::make_shared<const std::string>(read_all(gz));
    f.content_type = std::string(content_type_for(file));
    f.cache_control = std::string(url.starts_with(kAssetsPrefix) ? kImmutable : kRevalidate);
    f.etag = etag_of(*f.bytes);
    files_.emplace(std::move(url), std::move(f));
}

std::optional<Response> StaticSite::serve(const Request& req) const {
    std::string_view path = req.path();
    if (path.find("..") != std::string_view::npos) return std::nullopt;
    auto it = files_.find(std::string(path == "/" ? "/index.html" : path));
    if (it == files_.end()) {
        if (!is_client_route(path)) return std::nullopt;
        it = files_.find("/index.html");
        if (it == files_.end()) return std::nullopt;
    }
    return answer(it->second, req);
}

Response StaticSite::answer(const File& file, const Request& req) const {
    // The gzip variant is a different representation, so it carries its own validator.
    bool gzip = file.gzip && req.accepts_gzip();
    std::string etag = gzip ? file.etag.substr(0, file.etag.size() - 1) + "-gz\"" : file.etag;
    Response res;
    res.content_type = file.content_type;
    res.with_header("Cache-Control", file.cache_control).with_header("ETag", etag);
    if (file.gzip) res.with_header("Vary", "Accept-Encoding");
    if (req.header("If-None-Match") == etag) {
        res.status = boost::beast::http::status::not_modified;
        return res;
    }
    if (gzip) {
        res.with_header("Content-Encoding", "gzip");
        res.body = file.gzip;
    } else {
        res.body = file.bytes;
    }
    return res;
}

}  // namespace xj::core
