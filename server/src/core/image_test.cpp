// Uploaded pictures (avatars, course covers): the type comes from the bytes, every accepted format decodes and
// shrinks to fit its box, and a header claiming a huge image is refused before decoding.
#include "core/image.h"

#include <gd.h>
#include <gtest/gtest.h>

#include <functional>
#include <memory>

#include "core/file_type.h"

namespace xj::core {
namespace {

using Encoder = std::function<void*(gdImagePtr, int*)>;

constexpr int kAvatarSide = 256;

std::optional<std::string> avatar_png(std::string_view bytes, std::string_view mime) {
    return fitted_png(bytes, mime, kAvatarSide, kAvatarSide);
}

std::string encoded(int w, int h, const Encoder& encode) {
    gdImagePtr im = gdImageCreateTrueColor(w, h);
    gdImageFilledRectangle(im, 0, 0, w / 2, h / 2, gdTrueColor(200, 30, 30));
    int size = 0;
    void* data = encode(im, &size);
    std::string out(static_cast<const char*>(data), static_cast<std::size_t>(size));
    gdFree(data);
    gdImageDestroy(im);
    return out;
}

std::pair<int, int> png_dimensions(const std::string& png) {
    gdImagePtr im = gdImageCreateFromPngPtr(static_cast<int>(png.size()), const_cast<char*>(png.data()));
    if (im == nullptr) return {0, 0};
    std::pair<int, int> size{gdImageSX(im), gdImageSY(im)};
    gdImageDestroy(im);
    return size;
}

struct Format {
    const char* mime;
    Encoder encode;
};

TEST(Image, EveryAcceptedFormatIsRecognisedByContentAndShrunkToFit) {
    const Format formats[] = {
        {"image/png", [](gdImagePtr im, int* n) { return gdImagePngPtr(im, n); }},
        {"image/jpeg", [](gdImagePtr im, int* n) { return gdImageJpegPtr(im, n, 80); }},
        {"image/gif", [](gdImagePtr im, int* n) { return gdImageGifPtr(im, n); }},
        {"image/webp", [](gdImagePtr im, int* n) { return gdImageWebpPtr(im, n); }},
    };
    for (const auto& f : formats) {
        std::string bytes = encoded(600, 300, f.encode);
        EXPECT_EQ(sniff_mime(bytes), f.mime);
        EXPECT_TRUE(accepted_image_type(f.mime));
        auto png = avatar_png(bytes, f.mime);
        ASSERT_TRUE(png) << f.mime;
        EXPECT_EQ(sniff_mime(*png), "image/png");
        EXPECT_EQ(png_dimensions(*png), (std::pair{256, 128})) << f.mime;
    }
    auto tall = avatar_png(encoded(30, 90, formats[0].encode), "image/png");
    ASSERT_TRUE(tall);
    EXPECT_EQ(png_dimensions(*tall), (std::pair{30, 90}));  // never enlarged
}

TEST(Image, FittedPngFitsAnyBoxKeepingTheAspectRatio) {
    auto encode = [](gdImagePtr im, int* n) { return gdImagePngPtr(im, n); };
    auto wide = fitted_png(encoded(1920, 1080, encode), "image/png", 960, 540);  // a course cover
    ASSERT_TRUE(wide);
    EXPECT_EQ(png_dimensions(*wide), (std::pair{960, 540}));
    auto tall = fitted_png(encoded(600, 1200, encode), "image/png", 960, 540);
    ASSERT_TRUE(tall);
    EXPECT_EQ(png_dimensions(*tall), (std::pair{270, 540}));
    auto small = fitted_png(encoded(100, 50, encode), "image/png", 960, 540);
    ASSERT_TRUE(small);
    EXPECT_EQ(png_dimensions(*small), (std::pair{100, 50}));  // never enlarged
    EXPECT_FALSE(fitted_png("just some words", "image/png", 960, 540));
}

TEST(Image, TextAndOtherTypesAreNotPictures) {
    EXPECT_EQ(sniff_mime("just some words"), "text/plain");
    EXPECT_FALSE(accepted_image_type("text/plain"));
    EXPECT_FALSE(accepted_image_type("image/svg+xml"));
    EXPECT_FALSE(avatar_png("just some words", "image/png"));
    EXPECT_FALSE(avatar_png("", "image/jpeg"));
}

TEST(Image, AHeaderClaimingAHugeImageIsRefusedBeforeDecoding) {
    std::string png = encoded(10, 10, [](gdImagePtr im, int* n) { return gdImagePngPtr(im, n); });
    std::string huge = png;
    huge[18] = '\x7f';  // width 0x7f0a = 32522 …
    huge[22] = '\x7f';  // … and height 32522: about a billion pixels
    EXPECT_FALSE(avatar_png(huge, "image/png"));
    std::string gif = encoded(10, 10, [](gdImagePtr im, int* n) { return gdImageGifPtr(im, n); });
    gif[7] = '\xff';  // width 65290
    gif[9] = '\xff';  // height 65290
    EXPECT_FALSE(avatar_png(gif, "image/gif"));
}

// Found by fuzz_image (issue 13): a PNG header of 4294967295 × 4294967295 overflowed the pixel count's product.
TEST(Image, AHeaderOfTheLargestSizesDoesNotOverflowTheCheck) {
    std::string png = encoded(10, 10, [](gdImagePtr im, int* n) { return gdImagePngPtr(im, n); });
    for (std::size_t i = 16; i < 24; ++i) png[i] = '\xff';
    EXPECT_FALSE(fitted_png(png, "image/png", 64, 64));
    png[16] = png[17] = png[18] = png[19] = '\0';  // width 0
    EXPECT_FALSE(fitted_png(png, "image/png", 64, 64));
}

}  // namespace
}  // namespace xj::core

namespace xj::core {
namespace {

TEST(FittedJpeg, IsAJpegWithinItsBoxWithTransparencyOnWhite) {
    // A 3000×1500 PNG whose right half is fully transparent.
    gdImagePtr im = gdImageCreateTrueColor(3000, 1500);
    gdImageAlphaBlending(im, 0);
    gdImageSaveAlpha(im, 1);
    gdImageFilledRectangle(im, 0, 0, 1499, 1499, gdTrueColor(20, 40, 200));
    gdImageFilledRectangle(im, 1500, 0, 2999, 1499, gdTrueColorAlpha(0, 0, 0, gdAlphaTransparent));
    int size = 0;
    void* data = gdImagePngPtr(im, &size);
    std::string png(static_cast<const char*>(data), static_cast<std::size_t>(size));
    gdFree(data);
    gdImageDestroy(im);

    auto jpeg = fitted_jpeg(png, "image/png", 1200, 1200, 85);
    ASSERT_TRUE(jpeg);
    EXPECT_EQ(sniff_mime(*jpeg), "image/jpeg");
    gdImagePtr out = gdImageCreateFromJpegPtr(static_cast<int>(jpeg->size()), jpeg->data());
    ASSERT_NE(out, nullptr);
    EXPECT_EQ(gdImageSX(out), 1200);
    EXPECT_EQ(gdImageSY(out), 600);
    int right = gdImageGetTrueColorPixel(out, 1000, 300);
    EXPECT_GT(gdTrueColorGetRed(right), 240);  // white, not black
    int left = gdImageGetTrueColorPixel(out, 100, 300);
    EXPECT_GT(gdTrueColorGetBlue(left), 150);
    gdImageDestroy(out);
    EXPECT_FALSE(fitted_jpeg("not an image", "image/png", 1200, 1200, 85));
}

}  // namespace
}  // namespace xj::core
