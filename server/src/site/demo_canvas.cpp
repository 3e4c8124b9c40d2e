#include "site/demo_canvas.h"

#include <unistd.h>

#include <array>
#include <atomic>
#include <bit>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <numbers>
#include <stdexcept>

namespace xj::site::images::canvas {
namespace {

namespace fs = std::filesystem;

// Tried in order; the first font that exists draws all text.
constexpr std::array<std::string_view, 3> kCjkFontCandidates = {
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"};

constexpr double kPointsPerPixel = 0.75;  // gd renders text at 96 dpi
constexpr double kMinFitRatio = 0.6;      // a text too wide first shrinks to this share of its size, then is cut
constexpr double kFitStep = 0.92;
constexpr double kBoldShift = 0.02;  // faux bold: a second strike this share of the text size to the right
constexpr std::string_view kEllipsis = "…";

int channel(Rgb c, int shift) { return static_cast<int>((c >> shift) & 0xffU); }

const std::string& cjk_font() {
    static const std::string font = [] {
        std::string tried;
        for (const std::string_view candidate : kCjkFontCandidates) {
            if (fs::is_regular_file(candidate)) {
                gdFontCacheSetup();
                return std::string(candidate);
            }
            tried += (tried.empty() ? "" : ", ") + std::string(candidate);
        }
        throw std::runtime_error("no CJK font found for demo images (install fonts-wqy-microhei); tried " + tried);
    }();
    return font;
}

// gdImageStringFT with the baseline origin at (x, y); a null image only measures.
TextBox render_text(gdImagePtr img, const std::string& text, double size_px, int color, double x, double y) {
    if (text.empty()) {
        return {};
    }
    std::array<int, 8> rect{};  // lower left, lower right, upper right, upper left corners: x, y each
    const char* error =
        gdImageStringFT(img, rect.data(), color, cjk_font().c_str(), size_px * kPointsPerPixel * kSupersample, 0.0,
                        device(x), device(y), text.c_str());
    if (error != nullptr) {
        throw std::runtime_error("cannot draw text \"" + text + "\" with font " + cjk_font() + ": " + error);
    }
    return {rect[6] / kSupersample - x, rect[7] / kSupersample - y, (rect[2] - rect[6]) / kSupersample,
            (rect[1] - rect[7]) / kSupersample};
}

}  // namespace

Rgb mix(Rgb from, Rgb to, double t) {
    Rgb out = 0;
    for (const int shift : {16, 8, 0}) {
        const double value = channel(from, shift) + (channel(to, shift) - channel(from, shift)) * t;
        out |= static_cast<Rgb>(std::lround(value)) << shift;
    }
    return out;
}

int paint(Rgb c, double opacity) {
    const int alpha = static_cast<int>(std::lround((1.0 - opacity) * gdAlphaTransparent));
    return gdTrueColorAlpha(channel(c, 16), channel(c, 8), channel(c, 0), alpha);
}

ImagePtr new_image(int width, int height) {
    ImagePtr img(gdImageCreateTrueColor(width, height), &gdImageDestroy);
    if (!img) {
        throw std::runtime_error("cannot allocate a " + std::to_string(width) + "x" + std::to_string(height) +
                                 " image");
    }
    gdImageSaveAlpha(img.get(), 1);
    return img;
}

Canvas::Canvas(int w, int h) : width(w), height(h), img(new_image(device(w), device(h))) {
    gdImageAlphaBlending(img.get(), 0);
    gdImageFilledRectangle(img.get(), 0, 0, device(w) - 1, device(h) - 1, paint(kWhite, 0.0));
    gdImageAlphaBlending(img.get(), 1);
}

void fill_gradient(Canvas& c, Box box, Rgb from, Rgb to, double dx, double dy) {
    const double span = (box.right - box.left) * dx + (box.bottom - box.top) * dy;
    shade_area(c, box, [&](double x, double y) {
        return paint(mix(from, to, std::clamp(((x - box.left) * dx + (y - box.top) * dy) / span, 0.0, 1.0)));
    });
}

void fill_ellipse(Canvas& c, double cx, double cy, double rx, double ry, int color, double degrees) {
    const double a = degrees * std::numbers::pi / 180;
    const double r = std::max(rx, ry);
    shade_area(c, {cx - r, cy - r, cx + r, cy + r}, [&](double x, double y) {
        const double u = (x - cx) * std::cos(a) + (y - cy) * std::sin(a);
        const double v = (y - cy) * std::cos(a) - (x - cx) * std::sin(a);
        return square(u / rx) + square(v / ry) <= 1.0 ? color : kSkip;
    });
}

void fill_circle(Canvas& c, double cx, double cy, double r, int color) { fill_ellipse(c, cx, cy, r, r, color); }

void fill_ring(Canvas& c, double cx, double cy, double outer, double inner, int color) {
    shade_area(c, {cx - outer, cy - outer, cx + outer, cy + outer}, [&](double x, double y) {
        const double d2 = square(x - cx) + square(y - cy);
        return d2 <= outer * outer && d2 >= inner * inner ? color : kSkip;
    });
}

void fill_round_rect(Canvas& c, Box b, double radius, int color) {
    shade_area(c, b, [&](double x, double y) {
        const double dx = std::max({b.left + radius - x, x - (b.right - radius), 0.0});
        const double dy = std::max({b.top + radius - y, y - (b.bottom - radius), 0.0});
        return dx * dx + dy * dy <= radius * radius ? color : kSkip;
    });
}

void fill_polygon(Canvas& c, std::initializer_list<std::pair<double, double>> points, int color) {
    std::vector<gdPoint> scaled;
    for (const auto& [x, y] : points) {
        scaled.push_back({device(x), device(y)});
    }
    gdImageFilledPolygon(c.img.get(), scaled.data(), static_cast<int>(scaled.size()), color);
}

std::vector<std::string_view> code_points(std::string_view text) {
    std::vector<std::string_view> points;
    for (std::size_t i = 0; i < text.size(); i += points.back().size()) {
        const auto length = static_cast<std::size_t>(std::countl_one(static_cast<unsigned char>(text[i])));
        points.push_back(text.substr(i, std::max<std::size_t>(length, 1)));
    }
    return points;
}

FittedText fit_text(std::string_view text, double size_px, double max_width) {
    FittedText fit{std::string(text), size_px, render_text(nullptr, std::string(text), size_px, 0, 0, 0)};
    while (fit.box.width > max_width && fit.size_px * kFitStep >= size_px * kMinFitRatio) {
        fit.size_px *= kFitStep;
        fit.box = render_text(nullptr, fit.text, fit.size_px, 0, 0, 0);
    }
    for (std::vector<std::string_view> points = code_points(text); fit.box.width > max_width && !points.empty();) {
        points.pop_back();
        fit.text.clear();
        for (const std::string_view point : points) {
            fit.text += point;
        }
        fit.text += kEllipsis;
        fit.box = render_text(nullptr, fit.text, fit.size_px, 0, 0, 0);
    }
    return fit;
}

void draw_fitted(Canvas& c, const FittedText& fit, int color, double left, double top, bool bold) {
    render_text(c.img.get(), fit.text, fit.size_px, color, left - fit.box.left, top - fit.box.top);
    if (bold) {
        const double shift = fit.size_px * kBoldShift;
        render_text(c.img.get(), fit.text, fit.size_px, color, left - fit.box.left + shift, top - fit.box.top);
    }
}

void write_png(gdImagePtr img, const fs::path& path) {
    int size = 0;
    const std::unique_ptr<void, decltype(&gdFree)> png(gdImagePngPtr(img, &size), &gdFree);
    std::error_code ec;
    if (path.has_parent_path()) {
        fs::create_directories(path.parent_path(), ec);
    }
    if (!png || ec) {
        throw std::runtime_error("cannot write image " + path.string() + ": " +
                                 (ec ? "cannot create its folder: " + ec.message() : "PNG encoding failed"));
    }
    static std::atomic<unsigned> counter{0};
    const fs::path temp = fs::path(path).concat(".tmp-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(static_cast<const char*>(png.get()), size);
    out.close();
    if (out) {
        fs::rename(temp, path, ec);
    }
    if (!out || ec) {
        const std::string reason = ec ? ec.message() : std::strerror(errno);
        fs::remove(temp, ec);
        throw std::runtime_error("cannot write image " + path.string() + ": " + reason);
    }
}

void save(const Canvas& c, const fs::path& path) {
    const ImagePtr out = new_image(c.width, c.height);
    gdImageAlphaBlending(out.get(), 0);
    gdImageCopyResampled(out.get(), c.img.get(), 0, 0, 0, 0, c.width, c.height, device(c.width), device(c.height));
    write_png(out.get(), path);
}

}  // namespace xj::site::images::canvas
