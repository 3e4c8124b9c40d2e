#include "teaching/materials_rules.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

#include "core/text.h"

namespace xj::teaching {

namespace {

// The MIME types libmagic names and the extension each is stored under.
constexpr std::array<std::pair<std::string_view, std::string_view>, 11> kByMime{{
    {"application/pdf", "pdf"},
    {"application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"},
    {"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "xlsx"},
    {"application/vnd.openxmlformats-officedocument.presentationml.presentation", "pptx"},
    {"application/msword", "doc"},
    {"application/vnd.ms-excel", "xls"},
    {"application/vnd.ms-powerpoint", "ppt"},
    {"image/jpeg", "jpg"},
    {"image/png", "png"},
    {"text/csv", "csv"},
    {"application/csv", "csv"},
}};

std::string extension_of(std::string_view file_name) {
    auto dot = file_name.rfind('.');
    if (dot == std::string_view::npos) return {};
    std::string ext(file_name.substr(dot + 1));
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext;
}

bool one_of(std::string_view v, std::initializer_list<std::string_view> list) {
    return std::find(list.begin(), list.end(), v) != list.end();
}

}  // namespace

std::optional<std::string> data_type_of(std::string_view mime, std::string_view file_name) {
    std::string ext = extension_of(file_name);
    for (const auto& [m, type] : kByMime)
        if (mime == m) return std::string(type);
    // Plain text: .md and .csv keep their extension, anything else is .txt.
    if (mime == "text/plain" || mime == "text/markdown" || mime == "text/x-markdown")
        return one_of(ext, {"md", "markdown", "csv", "txt"}) ? (ext == "markdown" ? "md" : ext) : "txt";
    // A zip: OOXML files libmagic did not look into keep their extension.
    if (mime == "application/zip") return one_of(ext, {"docx", "xlsx", "pptx"}) ? ext : "zip";
    // Legacy Office files libmagic names by their container only.
    if (mime == "application/CDFV2" || mime == "application/x-ole-storage") {
        if (one_of(ext, {"doc", "xls", "ppt"})) return ext;
    }
    return std::nullopt;
}

std::string clean_file_name(std::string_view name) {
    auto slash = name.find_last_of("/\\");
    if (slash != std::string_view::npos) name = name.substr(slash + 1);
    std::string out;
    for (char c : name)
        if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7F) out += c;
    return core::text::first_code_points(core::text::trim_wide(out), kFileNameMax);
}

std::string default_data_name(std::string_view file_name) {
    auto dot = file_name.rfind('.');
    std::string_view stem = dot == std::string_view::npos || dot == 0 ? file_name : file_name.substr(0, dot);
    return core::text::first_code_points(core::text::trim_wide(stem), kDataNameMax);
}

}  // namespace xj::teaching
