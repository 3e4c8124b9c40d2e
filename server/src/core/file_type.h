// Uploaded files judged by content, never by name: the MIME type libmagic finds in the bytes, the extension a
// document is stored under (PDF, Office, text, ZIP, JPEG, PNG), and a safe display name. Used by course data files
// (teaching) and offline exam answers (exams). Pure functions but for libmagic's database; no files written.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace xj::core {

inline constexpr std::size_t kFileNameMax = 100;

// The MIME type libmagic finds in the bytes ("image/png", "text/plain", …); "" when it finds none.
std::string sniff_mime(std::string_view bytes);

// The extension a document is stored under, from its sniffed MIME type and the uploaded file's name (the name only
// breaks ties libmagic leaves: text, ZIP-based and legacy Office files); nullopt when the type is refused.
// PDF, Word/Excel/PowerPoint (OOXML and legacy), plain text/Markdown/CSV, ZIP, JPEG, PNG.
std::optional<std::string> document_type_of(std::string_view mime, std::string_view file_name);

// The extension an uploaded document is stored under when it is one of `allowed`: sniffed from the bytes
// (document_type_of, and a ZIP some libmagic versions name application/x-zip-compressed); nullopt otherwise. Offline
// exam answers and practical deliverables.
std::optional<std::string> document_type_among(std::string_view bytes, std::string_view file_name,
                                               std::initializer_list<std::string_view> allowed);

// The last path component of an uploaded file name, control characters dropped, at most kFileNameMax characters.
std::string clean_file_name(std::string_view name);

}  // namespace xj::core
