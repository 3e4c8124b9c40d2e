// The captcha picture: a PNG of a few characters drawn with gd's built-in font, enlarged, each turned a little,
// over noise lines and dots.
#pragma once

#include <string>
#include <string_view>

namespace xj::accounts {

inline constexpr std::string_view kCaptchaAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";  // no 0/O, 1/I/L
inline constexpr std::size_t kCaptchaLength = 4;
inline constexpr int kCaptchaWidth = 120;
inline constexpr int kCaptchaHeight = 40;

// kCaptchaLength random characters of kCaptchaAlphabet.
std::string random_captcha_text();
// PNG bytes picturing the text.
std::string draw_captcha_png(std::string_view text);

}  // namespace xj::accounts
