#include "core/file_server.h"

#include "core/static_site.h"

namespace xj::core {

namespace fs = std::filesystem;

namespace {
constexpr std::string_view kFilesPrefix = "/files/";
constexpr std::string_view kPublicFileCache = "public, max-age=86400";
constexpr std::string_view kPrivateFileCache = "private, no-store";
}  // namespace

void FileServer::add_public_area(const std::string& area) {
    areas_[area] = nullptr;
}

void FileServer::add_area(const std::string& area, FileAccessCheck check) {
    areas_[area] = std::move(check);
}

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
    Response res;
    res.content_type = content_type_for(full);
    res.body = FileBody{full, size};
    res.with_header("Cache-Control", std::string(area->second ? kPrivateFileCache : kPublicFileCache));
    res.with_header("X-Content-Type-Options", "nosniff");
    return res;
}

}  // namespace xj::core
