// Private drawing helpers of demo_images.cpp (and its test): a supersampled gd canvas measured in output pixels,
// filled shapes and gradients, CJK text fitted to a width, and PNG writing through a temp file and a rename.
// Not part of the site domain's interface: include it only from demo_images.cpp and demo_images_test.cpp.
#pragma once

#include <gd.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace xj::site::images::canvas {

inline constexpr double kSupersample = 3.0;  // everything is drawn this much larger, then averaged down
inline constexpr int kSkip = -1;             // what a shade function returns for pixels it leaves alone

using Rgb = std::uint32_t;  // 0xRRGGBB

inline constexpr Rgb kWhite = 0xffffff;
inline constexpr Rgb kBlack = 0x000000;

// The colour t of the way from `from` to `to` (t from 0 to 1), channel by channel.
Rgb mix(Rgb from, Rgb to, double t);

// gd colour with an opacity from 0 (invisible) to 1 (opaque).
int paint(Rgb c, double opacity = 1.0);

inline double square(double v) { return v * v; }

// An output-pixel coordinate or length on the supersampled image.
inline int device(double v) { return static_cast<int>(std::lround(v * kSupersample)); }

using ImagePtr = std::unique_ptr<gdImage, decltype(&gdImageDestroy)>;

// A true-colour image that keeps its alpha channel when saved; throws if gd cannot allocate it.
ImagePtr new_image(int width, int height);

struct Box {
    double left, top, right, bottom;
};

// A transparent drawing surface measured in output pixels, backed by an image kSupersample times larger.
struct Canvas {
    Canvas(int w, int h);
    Box whole() const { return {0, 0, static_cast<double>(width), static_cast<double>(height)}; }
    int width;
    int height;
    ImagePtr img;
};

// Calls shade(x, y) at every device pixel centre in `box` (output-pixel coordinates) and blends in what it returns.
template <class Shade>
void shade_area(Canvas& c, Box box, Shade shade) {
    const int x0 = std::max(0, device(box.left)), x1 = std::min(device(c.width), device(box.right));
    const int y0 = std::max(0, device(box.top)), y1 = std::min(device(c.height), device(box.bottom));
    for (int y = y0; y < y1; ++y) {
        for (int x = x0; x < x1; ++x) {
            const int color = shade((x + 0.5) / kSupersample, (y + 0.5) / kSupersample);
            if (color != kSkip) {
                gdImageSetPixel(c.img.get(), x, y, color);
            }
        }
    }
}

// Linear gradient across `box` in the direction (dx, dy), both non-negative.
void fill_gradient(Canvas& c, Box box, Rgb from, Rgb to, double dx, double dy);

// An ellipse whose rx axis is turned by `degrees` (clockwise, as y grows downwards).
void fill_ellipse(Canvas& c, double cx, double cy, double rx, double ry, int color, double degrees = 0);

void fill_circle(Canvas& c, double cx, double cy, double r, int color);

void fill_ring(Canvas& c, double cx, double cy, double outer, double inner, int color);

void fill_round_rect(Canvas& c, Box b, double radius, int color);

void fill_polygon(Canvas& c, std::initializer_list<std::pair<double, double>> points, int color);

// The UTF-8 code points of a text, in order (a stray continuation byte counts as one).
std::vector<std::string_view> code_points(std::string_view text);

// The ink box of a text relative to the point it is drawn at, in output pixels.
struct TextBox {
    double left = 0, top = 0, width = 0, height = 0;
};

struct FittedText {
    std::string text;
    double size_px;
    TextBox box;
};

// Shrinks a text until it fits max_width, then cuts it with an ellipsis if it still does not. Throws if no CJK
// font is installed or gd cannot render the text.
FittedText fit_text(std::string_view text, double size_px, double max_width);

// Draws a fitted text with the top-left corner of its ink box at (left, top); bold strikes it twice, shifted.
void draw_fitted(Canvas& c, const FittedText& fit, int color, double left, double top, bool bold = false);

// Puts the PNG of img at path through a temp file in the same folder, creating the folder if needed.
void write_png(gdImagePtr img, const std::filesystem::path& path);

// Averages the supersampled canvas down to its output size and writes it.
void save(const Canvas& c, const std::filesystem::path& path);

}  // namespace xj::site::images::canvas
