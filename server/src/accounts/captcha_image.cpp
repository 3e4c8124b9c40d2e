#include "accounts/captcha_image.h"

#include <gd.h>
#include <gdfontg.h>

#include <memory>
#include <stdexcept>

#include <sodium.h>

namespace xj::accounts {

namespace {

constexpr int kGlyphScale = 2;       // gd's giant font (9×15) drawn twice as large
constexpr int kMaxTiltDegrees = 20;  // each character turned by up to this much either way
constexpr int kNoiseLines = 5;
constexpr int kNoiseDots = 120;

using ImagePtr = std::unique_ptr<gdImage, decltype(&gdImageDestroy)>;

int random_below(int n) { return static_cast<int>(randombytes_uniform(static_cast<std::uint32_t>(n))); }

ImagePtr new_image(int w, int h) {
    ImagePtr img(gdImageCreateTrueColor(w, h), gdImageDestroy);
    if (!img) throw std::runtime_error("captcha: gd cannot allocate an image");
    return img;
}

int dark_color() { return gdTrueColor(20 + random_below(90), 30 + random_below(80), 60 + random_below(110)); }

// One character, enlarged on a transparent square, turned and blended onto the picture centred at (cx, cy).
void draw_glyph(gdImagePtr out, char ch, int cx, int cy) {
    gdFontPtr font = gdFontGetGiant();
    ImagePtr small = new_image(font->w, font->h);
    gdImageAlphaBlending(small.get(), 0);
    gdImageFilledRectangle(small.get(), 0, 0, font->w, font->h, gdTrueColorAlpha(255, 255, 255, gdAlphaTransparent));
    gdImageChar(small.get(), font, 0, 0, static_cast<unsigned char>(ch), dark_color());

    int side = font->h * kGlyphScale;
    ImagePtr big = new_image(side, side);
    gdImageAlphaBlending(big.get(), 0);
    gdImageFilledRectangle(big.get(), 0, 0, side, side, gdTrueColorAlpha(255, 255, 255, gdAlphaTransparent));
    int big_w = font->w * kGlyphScale;
    gdImageCopyResampled(big.get(), small.get(), (side - big_w) / 2, 0, 0, 0, big_w, side, font->w, font->h);

    gdImageAlphaBlending(out, 1);
    int angle = random_below(2 * kMaxTiltDegrees + 1) - kMaxTiltDegrees;
    gdImageCopyRotated(out, big.get(), cx, cy, 0, 0, side, side, angle);
}

void draw_noise(gdImagePtr img) {
    for (int i = 0; i < kNoiseLines; ++i) {
        gdImageSetThickness(img, 1 + random_below(2));
        gdImageLine(img, random_below(kCaptchaWidth), random_below(kCaptchaHeight), random_below(kCaptchaWidth),
                    random_below(kCaptchaHeight), dark_color());
    }
    gdImageSetThickness(img, 1);
    for (int i = 0; i < kNoiseDots; ++i)
        gdImageSetPixel(img, random_below(kCaptchaWidth), random_below(kCaptchaHeight), dark_color());
}

}  // namespace

std::string random_captcha_text() {
    std::string out(kCaptchaLength, ' ');
    for (auto& c : out) c = kCaptchaAlphabet[random_below(static_cast<int>(kCaptchaAlphabet.size()))];
    return out;
}

std::string draw_captcha_png(std::string_view text) {
    ImagePtr img = new_image(kCaptchaWidth, kCaptchaHeight);
    gdImageFilledRectangle(img.get(), 0, 0, kCaptchaWidth, kCaptchaHeight,
                           gdTrueColor(225 + random_below(30), 235 + random_below(20), 225 + random_below(30)));
    int step = kCaptchaWidth / static_cast<int>(text.size() + 1);
    for (std::size_t i = 0; i < text.size(); ++i) {
        int jitter = random_below(7) - 3;
        draw_glyph(img.get(), text[i], step * static_cast<int>(i + 1) + jitter, kCaptchaHeight / 2 + jitter);
    }
    draw_noise(img.get());
    int size = 0;
    void* png = gdImagePngPtr(img.get(), &size);
    if (png == nullptr) throw std::runtime_error("captcha: gd cannot encode the PNG");
    std::string out(static_cast<const char*>(png), static_cast<std::size_t>(size));
    gdFree(png);
    return out;
}

}  // namespace xj::accounts
