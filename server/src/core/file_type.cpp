#include "core/file_type.h"

#include <magic.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <memory>
#include <stdexcept>
#include <utility>

#include "core/text.h"

namespace xj::core {

namespace {

constexpr std::string_view kMagicError = "libmagic: cannot load its database";

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

struct MagicDeleter {
    void operator()(magic_set* m) const { magic_close(m); }
};

// One libmagic handle per thread: magic_t is not thread-safe, loading its database costs milliseconds.
magic_t magic_handle() {
    thread_local std::unique_ptr<magic_set, MagicDeleter> handle = [] {
        std::unique_ptr<magic_set, MagicDeleter> m(magic_open(MAGIC_MIME_TYPE));
        if (!m || magic_load(m.get(), nullptr) != 0) throw std::runtime_error(std::string(kMagicError));
        return m;
    }();
    return handle.get();
}

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

std::string sniff_mime(std::string_view bytes) {
    const char* type = magic_buffer(magic_handle(), bytes.data(), bytes.size());
    return type == nullptr ? std::string() : std::string(type);
}

std::optional<std::string> document_type_of(std::string_view mime, std::string_view file_name) {
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

std::optional<std::string> document_type_among(std::string_view bytes, std::string_view file_name,
                                               std::initializer_list<std::string_view> allowed) {
    std::string mime = sniff_mime(bytes);
    std::optional<std::string> type = document_type_of(mime, file_name);
    if (!type && mime == "application/x-zip-compressed") type = "zip";
    if (!type) return std::nullopt;
    for (auto t : allowed)
        if (*type == t) return type;
    return std::nullopt;
}

std::string clean_file_name(std::string_view name) {
    auto slash = name.find_last_of("/\\");
    if (slash != std::string_view::npos) name = name.substr(slash + 1);
    std::string out;
    for (char c : name)
        if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7F) out += c;
    return text::first_code_points(text::trim_wide(out), kFileNameMax);
}

}  // namespace xj::core
