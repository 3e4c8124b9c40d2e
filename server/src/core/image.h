// Uploaded pictures (avatars, course covers, recognition photos): the accepted types (sniffed by core/file_type.h),
// decoded with libgd, fitted into a box keeping the aspect ratio, re-encoded as PNG or JPEG. No database, no files.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace xj::core {

// PNG, JPEG, WEBP and GIF: the types a picture may be uploaded as.
bool accepted_image_type(std::string_view mime);

// The PNG of the decoded image fitted into max_width×max_height keeping the aspect ratio (never enlarged); nullopt
// when it does not decode or is too large to decode safely (the size its header declares is read first).
std::optional<std::string> fitted_png(std::string_view bytes, std::string_view mime, int max_width, int max_height);
// The same as a JPEG of the given quality (1–95), transparent parts on white (photos: identity recognition).
std::optional<std::string> fitted_jpeg(std::string_view bytes, std::string_view mime, int max_width, int max_height,
                                       int quality);

}  // namespace xj::core
