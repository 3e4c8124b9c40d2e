// Private files answered as downloads: the Content-Disposition of a UTF-8 file name (an ASCII fallback and the
// RFC 5987 form), URL percent-encoding, and the response that streams a file on disk without caching. Used by data
// files (courses), answer files (exams), practical work (training) and every .xlsx export.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "core/response.h"

namespace xj::core {

// RFC 3986 unreserved characters stay, every other byte is %XX.
std::string percent_encode(std::string_view text);

// attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded>
std::string attachment_disposition(std::string_view file_name);

// The file at `path` as an attachment named `file_name` (private, no-store); -1000 文件不存在 when it is gone.
// content_type: a constant (the answer keeps the view).
Response attachment_response(const std::filesystem::path& path, std::string_view file_name,
                             std::string_view content_type);

// The file at `path` shown in the page (no Content-Disposition; private, no-store): a private picture, such as a
// recognition photo; -1000 文件不存在 when it is gone.
Response private_file_response(const std::filesystem::path& path, std::string_view content_type);

// `bytes` made in memory (a PDF export) as an attachment named `file_name` (private, no-store).
Response bytes_attachment(std::string bytes, std::string_view file_name, std::string_view content_type);

}  // namespace xj::core
