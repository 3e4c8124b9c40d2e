// Pages drawn with Cairo's PDF surface and text laid out by Pango (docs/resume.md "PDF"), for the documents the
// platform makes (resumes, certificates): line breaking of mixed
// Chinese and Latin text by Unicode's rules (no punctuation at the start of a line, no word cut unless it is wider
// than the line), the Noto Sans CJK SC family embedded as a subset, selectable text. One canvas per export; nothing
// here is shared between threads (Pango's Cairo font map is per thread).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace xj::pdf {

inline constexpr double kA4Width = 595.28;  // points
inline constexpr double kA4Height = 841.89;

struct Color {
    double r = 0;
    double g = 0;
    double b = 0;
};

// 0x1f3a5f → {0.12, 0.23, 0.37}
constexpr Color rgb(std::uint32_t hex) {
    return {((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0, (hex & 0xff) / 255.0};
}

struct TextStyle {
    double size = 10;  // points
    bool bold = false;
    Color color{};
    double line_spacing = 1.35;  // a multiple of the font's height
    bool right = false;          // aligned to the right edge of the box
    bool center = false;
    double letter_spacing = 0;  // points between characters (a certificate's heading)
};

class Canvas {
public:
    // Pages `width` × `height` points: A4 upright unless told (a certificate is A4 landscape).
    explicit Canvas(double width = kA4Width, double height = kA4Height);
    ~Canvas();
    Canvas(const Canvas&) = delete;
    Canvas& operator=(const Canvas&) = delete;

    // The height `text` takes in a box `width` wide.
    double measure(std::string_view text, double width, const TextStyle& style);
    // The width of one line of `text` (no wrapping).
    double line_width(std::string_view text, const TextStyle& style);
    // Draws `text` wrapped into a box of `width` at (x, y) (the top of the first line); its height.
    double text(std::string_view text, double x, double y, double width, const TextStyle& style);

    void rect(double x, double y, double w, double h, Color fill);
    void rounded_rect(double x, double y, double w, double h, double radius, Color fill);
    void line(double x1, double y1, double x2, double y2, double width, Color color);
    void circle(double cx, double cy, double r, Color fill);
    // Outlines, `width` points wide.
    void stroke_rect(double x, double y, double w, double h, double width, Color color);
    void stroke_circle(double cx, double cy, double r, double width, Color color);
    // A five-pointed star, point up, its points on a circle of radius r.
    void star(double cx, double cy, double r, Color fill);
    // `text` one character at a time along an arc of the circle (cx, cy, r), each character upright to the centre's
    // outside, the first at from_deg and the last at to_deg (degrees clockwise from the top: -120 … 120 runs over
    // the top, as a seal's ring of text does). The characters' tops touch the circle.
    void text_on_arc(std::string_view text, double cx, double cy, double r, double from_deg, double to_deg,
                     const TextStyle& style);
    // A PNG (the resume's photo) scaled to cover w×h and clipped to the box (rounded when radius > 0); false when the
    // bytes do not decode.
    bool image(std::string_view png, double x, double y, double w, double h, double radius = 0);

    // Ends the page; the next drawing starts a new one. Pages are counted.
    void next_page();
    int page() const { return page_; }
    // The document's bytes (the canvas is finished after it).
    std::string finish();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    int page_ = 1;
};

}  // namespace xj::pdf
