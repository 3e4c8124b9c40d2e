// What a course data file may be (docs/teaching.md, Course data files): its size and name; its type is
// judged by content (core/file_type.h). Pure functions, no database.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace xj::teaching {

inline constexpr std::size_t kDataFileMaxBytes = 50 * 1024 * 1024;
inline constexpr std::size_t kDataNameMax = 50;

inline constexpr std::string_view kMsgUnsupported = "不支持的文件类型";
inline constexpr std::string_view kMsgNoDataFile = "请选择要上传的文件";
inline constexpr std::string_view kMsgDataNameLong = "资料名称不能超过50个字";
inline constexpr std::string_view kMsgDataNameEmpty = "资料名称不能为空";
inline constexpr std::string_view kMsgFileTooLarge = "文件不能超过50MB";

// The name without its extension, at most kDataNameMax characters.
std::string default_data_name(std::string_view file_name);

}  // namespace xj::teaching
