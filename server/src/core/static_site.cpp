#include "core/static_site.h"

#include <fstream>
#include <sstream>

#include <openssl/evp.h>

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

// 'sha256-…' of a script's text, as a Content-Security-Policy source.
std::string script_hash(std::string_view script) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int size = 0;
    EVP_Digest(script.data(), script.size(), digest, &size, EVP_sha256(), nullptr);
    std::string b64(4 * ((size + 2) / 3), '\0');
    int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(b64.data()), digest, static_cast<int>(size));
    b64.resize(static_cast<std::size_t>(n));
    return "'sha256-" + b64 + "'";
}

}  // namespace

// The page's policy: scripts from this site and the page's own inline scripts by hash (never other inline code),
// styles inline too (antd writes them at run time), images also from https (avatars of WeChat users), frames of
// https pages and of loopback (a school's external systems, docs/external-systems.md: the addresses its rules take),
// nothing framing it but this site, no plugins (issue 13).
std::string content_security_policy(std::string_view html) {
    std::string scripts = "'self'";
    constexpr std::string_view kOpen = "<script>";
    constexpr std::string_view kClose = "</script>";
    for (std::size_t at = html.find(kOpen); at != std::string_view::npos; at = html.find(kOpen, at + 1)) {
        std::size_t start = at + kOpen.size();
        std::size_t end = html.find(kClose, start);
        if (end == std::string_view::npos) break;
        scripts += " " + script_hash(html.substr(start, end - start));
    }
    return "default-src 'self'; script-src " + scripts +
           "; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; media-src 'self' blob:; "
           "font-src 'self' data:; connect-src 'self'; frame-src 'self' https: http://localhost:* http://127.0.0.1:*; "
           "frame-ancestors 'self'; base-uri 'self'; form-action 'self'; "
           "object-src 'none'";
}

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
        auto ext = entry.path().extension();
        if (entry.is_regular_file() && ext != ".gz" && ext != ".br") load_file(root, entry.path());
    }
    spdlog::info("web root {}: {} files", root.string(), files_.size());
}

void StaticSite::load_file(const fs::path& root, const fs::path& file) {
    std::string url = "/" + fs::relative(file, root).generic_string();
    File f;
    f.bytes = std::make_shared<const std::string>(read_all(file));
    // A compressed copy older than the file is of an earlier build (the file changed and web/scripts/compress-dist.mjs
    // did not run again): it would serve old bytes under the new file's validator and policy, so it is left out.
    auto beside = [&file](std::string_view suffix) -> SharedBytes {
        fs::path variant = file;
        variant += suffix;
        std::error_code ec;
        if (!fs::exists(variant, ec)) return nullptr;
        if (fs::last_write_time(variant, ec) < fs::last_write_time(file, ec)) {
            spdlog::warn("{} is older than {}: not served", variant.string(), file.string());
            return nullptr;
        }
        return std::make_shared<const std::string>(read_all(variant));
    };
    f.gzip = beside(".gz");
    f.brotli = beside(".br");
    f.content_type = std::string(content_type_for(file));
    f.cache_control = std::string(url.starts_with(kAssetsPrefix) ? kImmutable : kRevalidate);
    f.etag = etag_of(*f.bytes);
    if (file.extension() == ".html") f.csp = content_security_policy(*f.bytes);
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
    // Brotli when the browser takes it (every current one does, over HTTPS and on localhost), else gzip, else the file
    // itself. Each compressed variant is a different representation, so it carries its own validator.
    SharedBytes body = file.bytes;
    std::string_view coding;
    if (file.brotli && req.accepts_encoding("br")) {
        body = file.brotli;
        coding = "br";
    } else if (file.gzip && req.accepts_encoding("gzip")) {
        body = file.gzip;
        coding = "gzip";
    }
    std::string etag =
        coding.empty() ? file.etag : file.etag.substr(0, file.etag.size() - 1) + "-" + std::string(coding) + "\"";
    Response res;
    res.content_type = file.content_type;
    res.with_header("Cache-Control", file.cache_control).with_header("ETag", etag);
    if (!file.csp.empty()) res.with_header("Content-Security-Policy", file.csp);
    if (file.gzip || file.brotli) res.with_header("Vary", "Accept-Encoding");
    if (req.header("If-None-Match") == etag) {
        res.status = boost::beast::http::status::not_modified;
        return res;
    }
    if (!coding.empty()) res.with_header("Content-Encoding", std::string(coding));
    res.body = body;
    return res;
}

}  // namespace xj::core
