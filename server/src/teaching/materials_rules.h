// What a course data file may be (docs/course-management.md, Course data files): the type by content (libmagic's
// MIME type) with the extension it is stored under, and the names. Pure functions, no database.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace xj::teaching {

inline constexpr std::size_t kDataFileMaxBytes = 50 * 1024 * 1024;
inline constexpr std::size_t kDataNameMax = 50;
inline constexpr std::size_t kFileNameMax = 100;

inline constexpr std::string_view kMsgUnsupported = "不支持的文件类型";
inline constexpr std::string_view kMsgNoDataFile = "请选择要上传的文件";
inline constexpr std::string_view kMsgDataNameLong = "资料名称不能超过50个字";
inline constexpr std::string_view kMsgDataNameEmpty = "资料名称不能为空";
inline constexpr std::string_view kMsgFileTooLarge = "文件不能超过50MB";

// The stored extension (data_type) for a sniffed MIME type and the uploaded file's name; nullopt when refused.
// PDF, Word/Excel/PowerPoint (OOXML and legacy), plain text/Markdown/CSV, ZIP, JPEG, PNG.
std::optional<std::string> data_type_of(std::string_view mime, std::string_view file_name);

// The last path component of an uploaded file name, control characters dropped, at most kFileNameMax characters.
std::string clean_file_name(std::string_view name);
// The name without its extension, at most kDataNameMax characters.
std::string default_data_name(std::string_view file_name);

}  // namespace xj::teaching
