#include "site/demo_images.h"

#include <gd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/atomic_file.h"
#include "core/qr_code.h"
#include "site/demo_canvas.h"

namespace xj::site::images {
namespace {

namespace fs = std::filesystem;
using namespace canvas;  // the drawing vocabulary of every function below

constexpr std::size_t kAvatarMaxChars = 2;

// A colour scheme: dark and main tones for gradients, a light tint and a warm accent for highlights.
struct Scheme {
    Rgb deep, base, light, accent;
};
constexpr Scheme kBlueScheme{0x0a3a8f, 0x1677ff, 0x69b1ff, 0xffc53d};
constexpr Scheme kTealScheme{0x00474f, 0x13a8a8, 0x5cdbd3, 0xffd666};
constexpr Scheme kOrangeScheme{0xad4e00, 0xfa8c16, 0xffc069, 0xfff1b8};
constexpr Scheme kPurpleScheme{0x22075e, 0x722ed1, 0xb37feb, 0xffadd2};
constexpr Scheme kGreenScheme{0x135200, 0x389e0d, 0x95de64, 0xfff566};
constexpr Scheme kRedScheme{0x820014, 0xe8363f, 0xff7875, 0xffd666};
constexpr std::array<Scheme, kPaletteCount> kSchemes = {kBlueScheme,   kTealScheme,  kOrangeScheme,
                                                        kPurpleScheme, kGreenScheme, kRedScheme};
constexpr Rgb kInk = 0x1d2939;  // logo text on light backgrounds
constexpr Rgb kFacade = 0xfafbfc;
constexpr Rgb kStep = 0xd9d9d9;
constexpr Rgb kPath = 0xf3ead7;
constexpr Rgb kLawnTop = 0x95de64;
constexpr Rgb kLawnBottom = 0x5bb52a;
constexpr Rgb kLeafDark = 0x2f8a0b;
constexpr Rgb kLeafLight = 0x73d13d;
constexpr Rgb kTrunk = 0x8d5b3a;

const Scheme& scheme_for(int palette) {
    return kSchemes[static_cast<std::size_t>((palette % kPaletteCount + kPaletteCount) % kPaletteCount)];
}

// The geometric ornaments of banners and adverts, laid out in a 480-unit-high design space starting at x0.
void draw_ornaments(Canvas& c, const Scheme& s, double x0, double k) {
    constexpr int kDotColumns = 6;
    constexpr int kDotRows = 4;
    constexpr double kDotStep = 22;
    auto at = [&](double v) { return x0 + v * k; };
    fill_circle(c, at(330), 40 * k, 250 * k, paint(kWhite, 0.08));
    fill_circle(c, at(560), 420 * k, 190 * k, paint(s.light, 0.22));
    fill_ring(c, at(140), 430 * k, 120 * k, 100 * k, paint(s.light, 0.35));
    fill_ring(c, at(470), 150 * k, 46 * k, 38 * k, paint(kWhite, 0.35));
    fill_circle(c, at(230), 120 * k, 16 * k, paint(s.accent, 0.95));
    fill_circle(c, at(640), 250 * k, 10 * k, paint(kWhite, 0.6));
    fill_polygon(c, {{at(300), 300 * k}, {at(390), 250 * k}, {at(380), 350 * k}}, paint(s.light, 0.45));
    for (int i = 0; i < kDotColumns * kDotRows; ++i) {
        const double x = at(560 + (i % kDotColumns) * kDotStep);
        fill_circle(c, x, (90 + (i / kDotColumns) * kDotStep) * k, 3 * k, paint(kWhite, 0.4));
    }
}

struct Headline {
    double left, max_width, title_px, subtitle_px, gap;
};

// Title, accent bar and subtitle as one block, vertically centred and left-aligned at h.left.
void draw_headline(Canvas& c, const Scheme& s, std::string_view title, std::string_view subtitle, const Headline& h) {
    const FittedText head = fit_text(title, h.title_px, h.max_width);
    const FittedText sub = fit_text(subtitle, h.subtitle_px, h.max_width);
    const double bar_height = h.title_px / 10;
    double top = (c.height - (head.box.height + sub.box.height + bar_height + 2 * h.gap)) / 2;
    draw_fitted(c, head, paint(kWhite), h.left, top, true);
    top += head.box.height + h.gap;
    fill_round_rect(c, {h.left, top, h.left + h.title_px, top + bar_height}, bar_height / 2, paint(s.accent));
    top += bar_height + h.gap;
    draw_fitted(c, sub, paint(mix(kWhite, s.light, 0.15), 0.92), h.left, top);
}

void draw_cloud(Canvas& c, double x, double y, double k) {
    fill_round_rect(c, {x - 55 * k, y, x + 55 * k, y + 22 * k}, 11 * k, paint(kWhite));
    fill_circle(c, x - 22 * k, y + 2 * k, 22 * k, paint(kWhite));
    fill_circle(c, x + 12 * k, y - 6 * k, 28 * k, paint(kWhite));
}

void draw_tree(Canvas& c, double x, double ground, double k) {
    fill_round_rect(c, {x - 4 * k, ground - 40 * k, x + 4 * k, ground}, 3 * k, paint(kTrunk));
    fill_circle(c, x, ground - 58 * k, 28 * k, paint(kLeafDark));
    fill_circle(c, x - 8 * k, ground - 66 * k, 16 * k, paint(kLeafLight, 0.7));
}

// A block with a roof band and a grid of windows.
void draw_building(Canvas& c, Box body, Rgb wall, Rgb roof, Rgb window, int columns, int rows) {
    constexpr double kRoof = 10;
    constexpr double kPad = 14;
    constexpr double kWindowShare = 0.6;
    fill_round_rect(c, body, 2, paint(wall));
    fill_round_rect(c, {body.left - 4, body.top - kRoof, body.right + 4, body.top}, 2, paint(roof));
    const double cell_w = (body.right - body.left - 2 * kPad) / columns;
    const double cell_h = (body.bottom - body.top - 2 * kPad) / rows;
    for (int i = 0; i < columns * rows; ++i) {
        const double x = body.left + kPad + (i % columns + (1 - kWindowShare) / 2) * cell_w;
        const double y = body.top + kPad + (i / columns + (1 - kWindowShare) / 3) * cell_h;
        fill_round_rect(c, {x, y, x + cell_w * kWindowShare, y + cell_h * kWindowShare}, 2, paint(window));
    }
}

void draw_campus_scene(Canvas& c, const Scheme& s) {
    constexpr double kHorizon = 330;
    constexpr double kW = kCampusWidth;
    fill_gradient(c, {0, 0, kW, kHorizon}, mix(s.base, kWhite, 0.35), mix(s.light, kWhite, 0.85), 0, 1);
    fill_circle(c, 660, 86, 54, paint(mix(s.accent, kWhite, 0.5), 0.35));
    fill_circle(c, 660, 86, 34, paint(s.accent));
    draw_cloud(c, 160, 90, 1.0);
    draw_cloud(c, 500, 56, 0.7);
    fill_ellipse(c, 160, kHorizon + 20, 300, 80, paint(mix(s.light, kWhite, 0.45)));
    fill_ellipse(c, 640, kHorizon + 20, 320, 95, paint(mix(s.light, kWhite, 0.3)));
    fill_gradient(c, {0, kHorizon, kW, kCampusHeight}, kLawnTop, kLawnBottom, 0, 1);
    fill_polygon(c, {{380, kHorizon}, {420, kHorizon}, {520, kCampusHeight}, {280, kCampusHeight}}, paint(kPath));
    draw_building(c, {70, 215, 250, kHorizon}, mix(s.light, kWhite, 0.6), s.base, kWhite, 5, 3);
    draw_building(c, {550, 200, 740, kHorizon}, mix(s.base, kWhite, 0.7), s.deep, mix(s.light, kWhite, 0.8), 6, 3);
    draw_building(c, {250, 170, 550, kHorizon}, kFacade, s.deep, mix(s.base, kWhite, 0.35), 8, 4);
    fill_round_rect(c, {355, 100, 445, 172}, 2, paint(kFacade));  // clock tower
    fill_polygon(c, {{345, 102}, {400, 66}, {455, 102}}, paint(s.deep));
    fill_circle(c, 400, 134, 20, paint(s.deep));
    fill_circle(c, 400, 134, 16, paint(kWhite));
    fill_round_rect(c, {398.5, 122, 401.5, 135}, 1.5, paint(s.deep));
    fill_round_rect(c, {398.5, 132.5, 410, 135.5}, 1.5, paint(s.deep));
    fill_round_rect(c, {376, 286, 424, kHorizon}, 4, paint(s.deep));  // entrance and steps
    fill_round_rect(c, {360, kHorizon - 4, 440, kHorizon + 4}, 2, paint(kStep));
    for (const auto& [x, ground, k] :
         {std::array<double, 3>{40, 352, 1.1}, {235, 342, 0.8}, {570, 344, 0.85}, {760, 356, 1.2}}) {
        draw_tree(c, x, ground, k);
    }
}

// The last one or two Chinese characters of a name, or the first letter of a Latin name, upper-cased.
std::string avatar_text(std::string_view name) {
    name.remove_suffix(name.size() - std::min(name.size(), name.find_last_not_of(" \t") + 1));
    const std::vector<std::string_view> points = code_points(name);
    std::size_t count = 0;
    while (count < std::min(points.size(), kAvatarMaxChars) && points[points.size() - 1 - count].size() > 1) {
        ++count;
    }
    std::string text;
    for (std::size_t i = points.size() - count; i < points.size(); ++i) {
        text += points[i];
    }
    const auto letter = std::find_if(name.begin(), name.end(),
                                     [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; });
    if (text.empty() && letter != name.end()) {
        text = static_cast<char>(std::toupper(static_cast<unsigned char>(*letter)));
    }
    return text;
}

}  // namespace

void draw_logo(const fs::path& path, std::string_view school_name, bool on_dark) {
    constexpr double kMark = kLogoHeight;  // the whale fills a square on the left
    constexpr double kNamePx = 26;
    constexpr double kNameGap = 6;
    const Scheme& s = kBlueScheme;
    const Rgb body = on_dark ? s.light : s.base;
    Canvas c(kLogoWidth, kLogoHeight);
    fill_polygon(c, {{56, 45}, {73, 35}, {81, 37}, {71, 65}}, paint(body));  // tail and flukes
    fill_ellipse(c, 73, 30, 9, 4.5, paint(body), 50);
    fill_ellipse(c, 86, 31, 9, 4.5, paint(body), -40);
    fill_ellipse(c, 40, 58, 32, 24, paint(body));
    shade_area(c, {8, 58, 72, 82}, [&](double x, double y) {  // belly: inside the body and a lower ellipse
        const bool belly =
            square((x - 40) / 32) + square((y - 58) / 24) <= 1 && square((x - 36) / 34) + square((y - 84) / 18) <= 1;
        return belly ? paint(mix(s.light, kWhite, 0.7)) : kSkip;
    });
    fill_circle(c, 26, 52, 4.5, paint(kWhite));
    fill_circle(c, 27, 52.5, 2.5, paint(s.deep));
    for (const auto& [x, y, r] : {std::array<double, 3>{32, 22, 4}, {42, 14, 5}, {52, 22, 4}}) {  // spout
        fill_circle(c, x, y, r, paint(on_dark ? kWhite : s.light));
    }
    const FittedText name = fit_text(school_name, kNamePx, kLogoWidth - kMark - 2 * kNameGap);
    draw_fitted(c, name, paint(on_dark ? kWhite : kInk), kMark + kNameGap, (kLogoHeight - name.box.height) / 2, true);
    save(c, path);
}

void draw_banner(const fs::path& path, std::string_view title, std::string_view subtitle, int palette) {
    constexpr double kContentLeft = (kBannerWidth - kBannerContentWidth) / 2.0;
    constexpr double kOrnamentsLeft = kContentLeft + 700;
    const Scheme& s = scheme_for(palette);
    Canvas c(kBannerWidth, kBannerHeight);
    fill_gradient(c, c.whole(), s.deep, s.base, 1.0, 0.6);
    fill_circle(c, kContentLeft - 200, kBannerHeight + 40, 260, paint(kWhite, 0.05));
    draw_ornaments(c, s, kOrnamentsLeft, 1.0);
    draw_headline(c, s, title, subtitle, {kContentLeft, kOrnamentsLeft - kContentLeft - 40, 64, 26, 24});
    save(c, path);
}

void draw_advert(const fs::path& path, std::string_view title, std::string_view subtitle, int palette) {
    constexpr double kPadding = 40;
    const Scheme& s = scheme_for(palette);
    Canvas c(kAdvertWidth, kAdvertHeight);
    fill_gradient(c, c.whole(), s.base, s.deep, 1.0, 1.0);
    draw_ornaments(c, s, kAdvertWidth / 2.0 - kPadding, static_cast<double>(kAdvertHeight) / kBannerHeight);
    draw_headline(c, s, title, subtitle, {kPadding, kAdvertWidth / 2.0 + kPadding, 34, 16, 14});
    save(c, path);
}

void draw_campus(const fs::path& path, std::string_view caption, int palette) {
    constexpr double kMargin = 20;
    constexpr double kPadX = 14;
    constexpr double kPadY = 9;
    constexpr double kCaptionPx = 20;
    Canvas c(kCampusWidth, kCampusHeight);
    draw_campus_scene(c, scheme_for(palette));
    if (!caption.empty()) {
        const FittedText text = fit_text(caption, kCaptionPx, kCampusWidth - 2 * (kMargin + kPadX));
        const double bottom = kCampusHeight - kMargin;
        const double top = bottom - text.box.height - 2 * kPadY;
        fill_round_rect(c, {kMargin, top, kMargin + text.box.width + 2 * kPadX, bottom}, (bottom - top) / 2,
                        paint(kBlack, 0.45));
        draw_fitted(c, text, paint(kWhite), kMargin + kPadX, top + kPadY);
    }
    save(c, path);
}

void draw_qr(const fs::path& path, std::string_view text, int size_px) {
    std::string png = core::qr_png(text, size_px);  // refused before anything is written
    std::error_code ec;
    if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
    if (ec)
        throw std::runtime_error("cannot write image " + path.string() + ": cannot create its folder: " + ec.message());
    core::write_atomically(path, png, "QR code");
}

void draw_avatar(const fs::path& path, std::string_view name, int palette) {
    constexpr double kCentre = kAvatarSize / 2.0;
    constexpr double kOneCharPx = 84;
    constexpr double kTwoCharsPx = 64;
    constexpr double kTextShare = 0.8;
    const Scheme& s = scheme_for(palette);
    Canvas c(kAvatarSize, kAvatarSize);
    shade_area(c, c.whole(), [&](double x, double y) {
        const double t = std::clamp((x + y) / (2 * kAvatarSize) + 0.25, 0.0, 1.0);
        return square(x - kCentre) + square(y - kCentre) <= kCentre * kCentre ? paint(mix(s.light, s.base, t)) : kSkip;
    });
    const std::string text = avatar_text(name);
    const FittedText fit =
        fit_text(text, code_points(text).size() > 1 ? kTwoCharsPx : kOneCharPx, kAvatarSize * kTextShare);
    draw_fitted(c, fit, paint(kWhite), kCentre - fit.box.width / 2, kCentre - fit.box.height / 2, true);
    save(c, path);
}

}  // namespace xj::site::images
