// Avatar images (and course covers): the type decided by content (libmagic), decoded with libgd, shrunk to fit a box
// (256×256 for avatars) keeping the aspect ratio, re-encoded as PNG. No database, no files.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace xj::accounts {

inline constexpr int kAvatarSide = 256;

// The MIME type libmagic finds in the bytes ("image/png", "text/plain", …).
std::string sniff_mime(std::string_view bytes);
bool accepted_avatar_type(std::string_view mime);
// The PNG of the decoded image fitted into max_width×max_height keeping the aspect ratio (never enlarged); nullopt
// when it does not decode or is too large to decode safely (the size its header declares is read first).
std::optional<std::string> fitted_png(std::string_view bytes, std::string_view mime, int max_width, int max_height);
// fitted_png into kAvatarSide×kAvatarSide.
std::optional<std::string> avatar_png(std::string_view bytes, std::string_view mime);

}  // namespace xj::accounts
