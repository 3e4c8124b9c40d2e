// The built SPA (web/dist), loaded into memory at start: hashed assets cached for a year, index.html
// revalidated, precompressed .gz served when accepted, index.html for client routes.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <unordered_map>

#include "core/request.h"
#include "core/response.h"

namespace xj::core {

// Content type by file extension ("application/octet-stream" when unknown).
std::string_view content_type_for(const std::filesystem::path& path);

// The Content-Security-Policy of an HTML page: its inline scripts allowed by their SHA-256, nothing else inline.
std::string content_security_policy(std::string_view html);

class StaticSite {
public:
    // Loads every file under root; a missing root leaves the site empty (API-only server).
    explicit StaticSite(const std::filesystem::path& root);

    bool loaded() const { return !files_.empty(); }
    std::size_t file_count() const { return files_.size(); }
    // The answer for a GET/HEAD of path, or nullopt when the path is neither a file nor a client route.
    std::optional<Response> serve(const Request& req) const;

private:
    struct File {
        SharedBytes bytes;
        SharedBytes gzip;    // null when no .gz beside it
        SharedBytes brotli;  // null when no .br beside it
        std::string content_type;
        std::string cache_control;
        std::string csp;  // HTML pages: their Content-Security-Policy
        std::string etag;
    };

    void load_file(const std::filesystem::path& root, const std::filesystem::path& file);
    Response answer(const File& file, const Request& req) const;

    std::unordered_map<std::string, File> files_;  // "/assets/app-1a2b.js" → file
};

}  // namespace xj::core
