// Artwork the platform draws for its own demo data (`--demo`): school logo, home banners, adverts, campus
// pictures, QR codes and avatars. Nothing is downloaded and no image file is kept in git.
//
// Every function writes a PNG at `path` (creating parent folders, writing a temp file beside it and renaming it
// into place) and throws std::runtime_error with a clear message on failure. Chinese text is drawn with a CJK
// TrueType font found on the machine (WenQuanYi Micro Hei, Debian's `fonts-wqy-microhei`); without one the
// text-drawing functions throw.
#pragma once

#include <filesystem>
#include <string_view>

#include "core/qr_code.h"

namespace xj::site::images {

// Colour schemes selectable by `palette`; any int is accepted and wraps around.
enum class Palette : int { kBlue = 0, kTeal, kOrange, kPurple, kGreen, kRed };
inline constexpr int kPaletteCount = 6;

inline constexpr int kLogoWidth = 360;
inline constexpr int kLogoHeight = 96;
inline constexpr int kBannerWidth = 1920;
inline constexpr int kBannerHeight = 480;
inline constexpr int kBannerContentWidth = 1200;
inline constexpr int kAdvertWidth = 600;
inline constexpr int kAdvertHeight = 300;
inline constexpr int kCampusWidth = 800;
inline constexpr int kCampusHeight = 450;
inline constexpr int kAvatarSize = 200;
inline constexpr int kQrQuietZoneModules = core::kQrQuietZoneModules;

// A whale mark and the school name on a transparent background; on_dark gives light text for the dark footer.
void draw_logo(const std::filesystem::path& path, std::string_view school_name, bool on_dark);

// Home carousel slide: gradient, geometric shapes, large title and subtitle left-aligned in the centred
// kBannerContentWidth area.
void draw_banner(const std::filesystem::path& path, std::string_view title, std::string_view subtitle, int palette);

// Advert card in the banner's visual language.
void draw_advert(const std::filesystem::path& path, std::string_view title, std::string_view subtitle, int palette);

// Stylised campus scene (sky, buildings, trees) with a caption pill in the lower left corner; an empty caption
// draws no pill (for cards whose HTML lays its own caption over the image).
void draw_campus(const std::filesystem::path& path, std::string_view caption, int palette);

// A scannable QR code of `text` (libqrencode, error correction level M, 8-bit mode): black modules on white with a
// quiet zone of at least kQrQuietZoneModules, on a size_px square. Module size is the largest whole number of
// pixels that fits; any remainder widens the quiet zone evenly. Throws if `text` is empty or contains NUL, is too
// long for a QR code, or size_px cannot hold one pixel per module.
void draw_qr(const std::filesystem::path& path, std::string_view text, int size_px);

// Round coloured avatar on a transparent background with the last one or two Chinese characters of `name`
// (the first letter, upper-cased, for a Latin name; an empty name gives a plain disc).
void draw_avatar(const std::filesystem::path& path, std::string_view name, int palette);

}  // namespace xj::site::images
