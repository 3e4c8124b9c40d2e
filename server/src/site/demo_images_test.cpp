#include "site/demo_images.h"

#include <gd.h>
#include <gtest/gtest.h>
#include <qrencode.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "site/demo_canvas.h"

namespace xj::site::images {
namespace {

namespace fs = std::filesystem;

using ImagePtr = std::unique_ptr<gdImage, decltype(&gdImageDestroy)>;

constexpr int kRichColours = 40;        // gradients and anti-aliasing give far more; debug output gives a handful
constexpr double kTextInkShare = 0.02;  // a drawn text changes at least this share of its region's pixels
constexpr int kQrSize = 330;
constexpr int kFinderModules = 7;
constexpr std::string_view kQrText = "https://xuejing.example.com/app?from=footer&lang=zh-CN";

struct Region {
    int left, top, right, bottom;
};

class DemoImages : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() / ("xj_demo_images_" + std::to_string(getpid()) + "_" + info->name());
        fs::remove_all(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path file(const std::string& name) const { return dir_ / name; }

    static std::string bytes_of(const fs::path& path) {
        std::ifstream in(path, std::ios::binary);
        return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    }

    static ImagePtr load(const fs::path& path) {
        std::string data = bytes_of(path);
        ImagePtr img(gdImageCreateFromPngPtr(static_cast<int>(data.size()), data.data()), &gdImageDestroy);
        if (!img) {
            throw std::runtime_error("not a readable PNG: " + path.string());
        }
        return img;
    }

    static int pixel(const ImagePtr& img, int x, int y) { return gdImageGetTrueColorPixel(img.get(), x, y); }

    static std::size_t distinct_colours(const ImagePtr& img) {
        std::set<int> colours;
        for (int y = 0; y < gdImageSY(img.get()); ++y) {
            for (int x = 0; x < gdImageSX(img.get()); ++x) {
                colours.insert(pixel(img, x, y));
            }
        }
        return colours.size();
    }

    // Share of pixels in `region` that differ between two images of the same size.
    static double changed_share(const ImagePtr& a, const ImagePtr& b, Region r) {
        int changed = 0;
        for (int y = r.top; y < r.bottom; ++y) {
            for (int x = r.left; x < r.right; ++x) {
                changed += pixel(a, x, y) != pixel(b, x, y) ? 1 : 0;
            }
        }
        return static_cast<double>(changed) / ((r.right - r.left) * (r.bottom - r.top));
    }

    static void expect_size(const ImagePtr& img, int width, int height) {
        EXPECT_EQ(gdImageSX(img.get()), width);
        EXPECT_EQ(gdImageSY(img.get()), height);
    }

    fs::path dir_;
};

int brightness(int color) {
    return (gdTrueColorGetRed(color) + gdTrueColorGetGreen(color) + gdTrueColorGetBlue(color)) / 3;
}

// Mean brightness of the nearly opaque pixels in a region (the ink of text drawn on a transparent background).
int ink_brightness(gdImagePtr img, Region r) {
    long sum = 0;
    long count = 0;
    for (int y = r.top; y < r.bottom; ++y) {
        for (int x = r.left; x < r.right; ++x) {
            const int color = gdImageGetTrueColorPixel(img, x, y);
            if (gdTrueColorGetAlpha(color) < gdAlphaMax / 8) {
                sum += brightness(color);
                ++count;
            }
        }
    }
    return count == 0 ? -1 : static_cast<int>(sum / count);
}

TEST_F(DemoImages, DrawsLogoOfTheRequestedSizeWithNameInDarkInkOrLightForTheFooter) {
    draw_logo(file("logo.png"), "学鲸职业技术学院", false);
    draw_logo(file("logo_dark.png"), "学鲸职业技术学院", true);
    draw_logo(file("mark.png"), "", false);
    const ImagePtr light = load(file("logo.png"));
    const ImagePtr dark = load(file("logo_dark.png"));
    expect_size(light, kLogoWidth, kLogoHeight);
    expect_size(dark, kLogoWidth, kLogoHeight);
    EXPECT_GE(distinct_colours(light), kRichColours);
    const Region name{kLogoHeight, 0, kLogoWidth, kLogoHeight};
    EXPECT_GT(changed_share(light, load(file("mark.png")), name), kTextInkShare);
    EXPECT_LT(ink_brightness(light.get(), name), 80);
    EXPECT_GT(ink_brightness(dark.get(), name), 200);
    EXPECT_EQ(gdTrueColorGetAlpha(pixel(light, 0, 0)), gdAlphaTransparent);
}

TEST_F(DemoImages, DrawsBannerOfTheRequestedSizeWithTitleInTheContentArea) {
    draw_banner(file("banner.png"), "职业技能提升计划", "线上线下融合教学，学练考评一站完成", 0);
    draw_banner(file("plain.png"), "", "", 0);
    const ImagePtr banner = load(file("banner.png"));
    expect_size(banner, kBannerWidth, kBannerHeight);
    EXPECT_GE(distinct_colours(banner), kRichColours);
    const int content_left = (kBannerWidth - kBannerContentWidth) / 2;
    const ImagePtr plain = load(file("plain.png"));
    EXPECT_GT(changed_share(banner, plain, {content_left, 0, content_left + 600, kBannerHeight}), kTextInkShare);
    EXPECT_EQ(changed_share(banner, plain, {0, 0, content_left - 1, kBannerHeight}), 0.0);
}

TEST_F(DemoImages, FitsAVeryLongBannerTitleInsideTheContentArea) {
    std::string title;
    for (int i = 0; i < 40; ++i) {
        title += "超长标题";
    }
    draw_banner(file("long.png"), title, title, 3);
    draw_banner(file("plain.png"), "", "", 3);
    const int content_right = (kBannerWidth + kBannerContentWidth) / 2;
    EXPECT_EQ(
        changed_share(load(file("long.png")), load(file("plain.png")), {content_right, 0, kBannerWidth, kBannerHeight}),
        0.0);
}

TEST_F(DemoImages, DrawsAdvertOfTheRequestedSizeWithText) {
    draw_advert(file("advert.png"), "名师直播课", "报名即送学习资料包", 2);
    draw_advert(file("plain.png"), "", "", 2);
    const ImagePtr advert = load(file("advert.png"));
    expect_size(advert, kAdvertWidth, kAdvertHeight);
    EXPECT_GE(distinct_colours(advert), kRichColours);
    EXPECT_GT(changed_share(advert, load(file("plain.png")), {0, 0, kAdvertWidth / 2, kAdvertHeight}), kTextInkShare);
}

TEST_F(DemoImages, DrawsCampusOfTheRequestedSizeWithCaption) {
    draw_campus(file("campus.png"), "图书馆 · 学鲸职业技术学院", 1);
    draw_campus(file("plain.png"), "", 1);
    const ImagePtr campus = load(file("campus.png"));
    expect_size(campus, kCampusWidth, kCampusHeight);
    EXPECT_GE(distinct_colours(campus), kRichColours);
    const Region caption{0, kCampusHeight * 4 / 5, kCampusWidth / 2, kCampusHeight};
    EXPECT_GT(changed_share(campus, load(file("plain.png")), caption), kTextInkShare);
}

TEST_F(DemoImages, DrawsNoCaptionPillOnCampusWhenTheCaptionIsEmpty) {
    draw_campus(file("campus.png"), "图书馆", 1);
    draw_campus(file("plain.png"), "", 1);
    const ImagePtr campus = load(file("campus.png"));
    const ImagePtr plain = load(file("plain.png"));
    const Region pill_end{26, 408, 32, 416};  // the pill's round left end, 20 px in from the corner, before the text
    for (int y = pill_end.top; y < pill_end.bottom; ++y) {
        for (int x = pill_end.left; x < pill_end.right; ++x) {
            EXPECT_GE(gdTrueColorGetGreen(pixel(plain, x, y)), 0xb0) << "bare lawn at " << x << "," << y;
            EXPECT_LT(brightness(pixel(campus, x, y)) + 30, brightness(pixel(plain, x, y))) << x << "," << y;
        }
    }
}

TEST_F(DemoImages, DrawsRoundAvatarOfTheRequestedSize) {
    draw_avatar(file("avatar.png"), "张晓明", 4);
    draw_avatar(file("plain.png"), "", 4);
    const ImagePtr avatar = load(file("avatar.png"));
    expect_size(avatar, kAvatarSize, kAvatarSize);
    EXPECT_GE(distinct_colours(avatar), kRichColours);
    EXPECT_EQ(gdTrueColorGetAlpha(pixel(avatar, 0, 0)), gdAlphaTransparent);
    EXPECT_EQ(gdTrueColorGetAlpha(pixel(avatar, kAvatarSize - 1, kAvatarSize - 1)), gdAlphaTransparent);
    EXPECT_EQ(gdTrueColorGetAlpha(pixel(avatar, kAvatarSize / 2, kAvatarSize / 10)), gdAlphaOpaque);
    EXPECT_GT(changed_share(avatar, load(file("plain.png")), {0, 0, kAvatarSize, kAvatarSize}), kTextInkShare);
}

TEST_F(DemoImages, AvatarShowsTheLastTwoCharactersOfAChineseName) {
    draw_avatar(file("a.png"), "张晓明", 0);
    draw_avatar(file("b.png"), "欧阳晓明", 0);
    draw_avatar(file("c.png"), "张晓红", 0);
    EXPECT_EQ(bytes_of(file("a.png")), bytes_of(file("b.png")));
    EXPECT_NE(bytes_of(file("a.png")), bytes_of(file("c.png")));
}

TEST_F(DemoImages, AvatarShowsTheUpperCasedFirstLetterOfALatinName) {
    draw_avatar(file("a.png"), "alice", 0);
    draw_avatar(file("b.png"), "Anna", 0);
    EXPECT_EQ(bytes_of(file("a.png")), bytes_of(file("b.png")));
}

TEST_F(DemoImages, PaletteSelectsAColourSchemeAndWrapsAround) {
    draw_advert(file("p0.png"), "标题", "副标题", 0);
    draw_advert(file("p1.png"), "标题", "副标题", 1);
    draw_advert(file("p6.png"), "标题", "副标题", kPaletteCount);
    draw_advert(file("p5.png"), "标题", "副标题", kPaletteCount - 1);
    draw_advert(file("minus1.png"), "标题", "副标题", -1);
    EXPECT_NE(bytes_of(file("p0.png")), bytes_of(file("p1.png")));
    EXPECT_EQ(bytes_of(file("p0.png")), bytes_of(file("p6.png")));
    EXPECT_EQ(bytes_of(file("p5.png")), bytes_of(file("minus1.png")));
}

TEST_F(DemoImages, EmptyTextsDrawWithoutCrashing) {
    EXPECT_NO_THROW(draw_banner(file("banner.png"), "", "", 0));
    EXPECT_NO_THROW(draw_banner(file("title_only.png"), "只有标题", "", 1));
    EXPECT_NO_THROW(draw_advert(file("advert.png"), "", "只有副标题", 2));
    EXPECT_NO_THROW(draw_campus(file("campus.png"), "", 3));
    EXPECT_NO_THROW(draw_avatar(file("avatar.png"), "  ", 4));
    EXPECT_NO_THROW(draw_logo(file("logo.png"), "", true));
    for (const char* name : {"banner.png", "title_only.png", "advert.png", "campus.png", "avatar.png", "logo.png"}) {
        EXPECT_NO_THROW(load(file(name))) << name;
    }
}

TEST_F(DemoImages, CreatesMissingFoldersAndLeavesNoTempFileBehind) {
    const fs::path nested = dir_ / "a" / "b" / "logo.png";
    draw_logo(nested, "学鲸", false);
    draw_logo(nested, "学鲸职业技术学院", false);  // replaces the existing file
    const std::vector<fs::path> entries{fs::directory_iterator(nested.parent_path()), fs::directory_iterator()};
    ASSERT_EQ(entries.size(), 1U);
    EXPECT_EQ(entries.front().filename(), "logo.png");
    EXPECT_NO_THROW(load(nested));
}

TEST_F(DemoImages, ThrowsWhenTheFolderCannotBeCreated) {
    fs::create_directories(dir_);
    std::ofstream(dir_ / "not_a_folder") << "x";
    const fs::path blocked = dir_ / "not_a_folder" / "banner.png";
    EXPECT_THROW(draw_banner(blocked, "标题", "副标题", 0), std::runtime_error);
    EXPECT_THROW(draw_qr(blocked, "https://xuejing.example.com", 200), std::runtime_error);
    EXPECT_THROW(draw_avatar(dir_ / "not_a_folder" / "x" / "avatar.png", "李娜", 0), std::runtime_error);
}

TEST_F(DemoImages, ThrowsWhenThePathIsAnExistingFolder) {
    fs::create_directories(dir_ / "taken.png" / "inside");
    EXPECT_THROW(draw_campus(dir_ / "taken.png", "校园", 0), std::runtime_error);
    const std::vector<fs::path> entries{fs::directory_iterator(dir_), fs::directory_iterator()};
    EXPECT_EQ(entries.size(), 1U) << "the temp file is removed after a failed rename";
}

// ---- canvas helpers ----

TEST(DemoCanvas, SplitsUtf8IntoCodePoints) {
    EXPECT_EQ(canvas::code_points("a学鲸"), (std::vector<std::string_view>{"a", "学", "鲸"}));
    EXPECT_TRUE(canvas::code_points("").empty());
}

TEST(DemoCanvas, FitsTextByShrinkingThenCuttingWithAnEllipsis) {
    const canvas::FittedText wide = canvas::fit_text("学鲸职业技术学院", 20, 1000);
    EXPECT_EQ(wide.text, "学鲸职业技术学院");
    EXPECT_EQ(wide.size_px, 20);
    EXPECT_GT(wide.box.width, 0);
    const canvas::FittedText narrow = canvas::fit_text("学鲸职业技术学院", 20, 60);
    EXPECT_LT(narrow.size_px, 20);
    EXPECT_TRUE(narrow.text.ends_with("…")) << narrow.text;
    EXPECT_LE(narrow.box.width, 60);
}

TEST_F(DemoImages, CanvasStartsTransparentAndSavesAtItsOutputSize) {
    canvas::Canvas c(10, 4);
    canvas::fill_round_rect(c, {0, 0, 5, 4}, 0, canvas::paint(canvas::kBlack));
    canvas::save(c, file("canvas.png"));
    const ImagePtr img = load(file("canvas.png"));
    expect_size(img, 10, 4);
    EXPECT_EQ(pixel(img, 2, 2), gdTrueColorAlpha(0, 0, 0, gdAlphaOpaque));
    EXPECT_EQ(gdTrueColorGetAlpha(pixel(img, 8, 2)), gdAlphaTransparent);
}

// ---- QR codes ----

struct QrGeometry {
    int modules;  // symbol width without quiet zone
    int scale;    // pixels per module
    int offset;   // pixels before the first module
};

using QrCodePtr = std::unique_ptr<QRcode, decltype(&QRcode_free)>;

QrCodePtr encode(std::string_view text) {
    return {QRcode_encodeString(std::string(text).c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free};
}

QrGeometry qr_geometry(int modules, int size_px) {
    const int scale = size_px / (modules + 2 * kQrQuietZoneModules);
    return {modules, scale, (size_px - scale * modules) / 2};
}

// Reads module (mx, my) at its centre pixel; true for dark.
bool dark_module(const ImagePtr& img, const QrGeometry& g, int mx, int my) {
    const int color = gdImageGetTrueColorPixel(img.get(), g.offset + mx * g.scale + g.scale / 2,
                                               g.offset + my * g.scale + g.scale / 2);
    return brightness(color) < gdRedMax / 2;
}

// A finder pattern: dark 7x7 ring, light 5x5 ring, dark 3x3 centre.
bool finder_at(const ImagePtr& img, const QrGeometry& g, int mx, int my) {
    for (int y = 0; y < kFinderModules; ++y) {
        for (int x = 0; x < kFinderModules; ++x) {
            const int ring = std::max(std::abs(x - 3), std::abs(y - 3));
            if (dark_module(img, g, mx + x, my + y) != (ring != 2)) {
                return false;
            }
        }
    }
    return true;
}

TEST_F(DemoImages, DrawsQrCodeMatchingLibqrencodeModuleByModule) {
    draw_qr(file("qr.png"), kQrText, kQrSize);
    const ImagePtr img = load(file("qr.png"));
    expect_size(img, kQrSize, kQrSize);
    const QrCodePtr code = encode(kQrText);
    ASSERT_TRUE(code);
    const QrGeometry g = qr_geometry(code->width, kQrSize);
    ASSERT_GE(g.scale, 2);
    EXPECT_GE(g.offset, kQrQuietZoneModules * g.scale);

    EXPECT_TRUE(finder_at(img, g, 0, 0));
    EXPECT_TRUE(finder_at(img, g, g.modules - kFinderModules, 0));
    EXPECT_TRUE(finder_at(img, g, 0, g.modules - kFinderModules));
    EXPECT_FALSE(finder_at(img, g, g.modules - kFinderModules, g.modules - kFinderModules));

    int mismatches = 0;
    for (int my = 0; my < g.modules; ++my) {
        for (int mx = 0; mx < g.modules; ++mx) {
            const bool expected = (code->data[my * g.modules + mx] & 1U) != 0;
            mismatches += dark_module(img, g, mx, my) != expected ? 1 : 0;
        }
    }
    EXPECT_EQ(mismatches, 0);
}

TEST_F(DemoImages, QrCodeIsPureBlackOnWhiteWithAQuietZone) {
    draw_qr(file("qr.png"), kQrText, kQrSize);
    const ImagePtr img = load(file("qr.png"));
    std::set<int> colours;
    for (int y = 0; y < kQrSize; ++y) {
        for (int x = 0; x < kQrSize; ++x) {
            colours.insert(pixel(img, x, y));
        }
    }
    EXPECT_EQ(colours, (std::set<int>{gdTrueColor(0, 0, 0), gdTrueColor(gdRedMax, gdGreenMax, gdBlueMax)}));
    const QrGeometry g = qr_geometry(encode(kQrText)->width, kQrSize);
    const int symbol_end = g.offset + g.modules * g.scale;
    int dark_outside = 0;
    for (int y = 0; y < kQrSize; ++y) {
        for (int x = 0; x < kQrSize; ++x) {
            const bool outside = x < g.offset || y < g.offset || x >= symbol_end || y >= symbol_end;
            dark_outside += outside && brightness(pixel(img, x, y)) == 0 ? 1 : 0;
        }
    }
    EXPECT_EQ(dark_outside, 0);
}

TEST_F(DemoImages, QrCodeRejectsEmptyTextAndTooSmallSizes) {
    EXPECT_THROW(draw_qr(file("empty.png"), "", kQrSize), std::runtime_error);
    EXPECT_THROW(draw_qr(file("nul.png"), std::string_view("a\0b", 3), kQrSize), std::runtime_error);
    EXPECT_THROW(draw_qr(file("tiny.png"), kQrText, 20), std::runtime_error);
    EXPECT_THROW(draw_qr(file("negative.png"), kQrText, -5), std::runtime_error);
    EXPECT_THROW(draw_qr(file("huge_text.png"), std::string(10000, 'x'), kQrSize), std::runtime_error);
    EXPECT_FALSE(fs::exists(dir_));
}

}  // namespace
}  // namespace xj::site::images
