// Files under <data-dir>/files, served at /files/<area>/…: each area declares who may read it
// (public site images; later private uploads checked by their domain's service).
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>

#include "core/request.h"
#include "core/response.h"

namespace xj::core {

// Decides whether the caller may read a file of an area; `relative` is the path inside the area.
using FileAccessCheck = std::function<bool(const Request& req, const std::filesystem::path& relative)>;

class FileServer {
public:
    explicit FileServer(std::filesystem::path root) : root_(std::move(root)) {}

    const std::filesystem::path& root() const { return root_; }
    void add_public_area(const std::string& area);
    void add_area(const std::string& area, FileAccessCheck check);

    // The answer for /files/…; throws ApiError (404 for anything missing or refused, so existence never leaks).
    Response serve(const Request& req) const;

private:
    std::filesystem::path root_;
    std::unordered_map<std::string, FileAccessCheck> areas_;
};

}  // namespace xj::core
