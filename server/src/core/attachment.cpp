#include "core/attachment.h"

#include <system_error>

#include "core/api_error.h"

namespace xj::core {

std::string percent_encode(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : text) {
        bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                     c == '.' || c == '_' || c == '~';
        if (plain) {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
        }
    }
    return out;
}

std::string attachment_disposition(std::string_view file_name) {
    std::string ascii;
    for (unsigned char c : file_name)
        ascii += (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') ? static_cast<char>(c) : '_';
    return "attachment; filename=\"" + ascii + "\"; filename*=UTF-8''" + percent_encode(file_name);
}

Response private_file_response(const std::filesystem::path& path, std::string_view content_type) {
    std::error_code ec;
    auto size = std::filesystem::file_size(path, ec);
    if (ec) throw ApiError::business("文件不存在");
    Response res;
    res.content_type = content_type;
    res.body = FileBody{path, size, 0};
    res.with_header("Cache-Control", "private, no-store");
    return res;
}

Response attachment_response(const std::filesystem::path& path, std::string_view file_name,
                             std::string_view content_type) {
    Response res = private_file_response(path, content_type);
    res.with_header("Content-Disposition", attachment_disposition(file_name));
    return res;
}

Response bytes_attachment(std::string bytes, std::string_view file_name, std::string_view content_type) {
    Response res;
    res.content_type = content_type;
    res.body = std::move(bytes);
    res.with_header("Content-Disposition", attachment_disposition(file_name));
    res.with_header("Cache-Control", "private, no-store");
    return res;
}

}  // namespace xj::core
