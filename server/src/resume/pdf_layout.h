// Private to the resume's PDF (pdf.cpp, pdf_header.cpp, pdf_theme.cpp): how each template looks and the layout that
// draws a Document on Cairo pages. Include nowhere else.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "pdf/canvas.h"
#include "resume/document.h"

namespace xj::resume::pdf_layout {

using pdf::Canvas;
using pdf::Color;
using pdf::kA4Height;
using pdf::kA4Width;
using pdf::rgb;
using pdf::TextStyle;

enum class Header { kCentered, kSidebar, kLeft, kCompact, kBanner, kCreative };
enum class Heading { kRule, kBar, kDot, kShaded, kAccent, kBilingual, kBlock };

// How one template looks (docs/resume.md "Templates"); the web preview's CSS follows the same numbers.
struct Theme {
    Header header = Header::kCentered;
    Heading heading = Heading::kRule;
    double margin = 46;
    double size = 10;  // the body text
    Color ink = rgb(0x1f2328);
    Color muted = rgb(0x6b7280);
    Color accent = rgb(0x1f2328);
    Color light = rgb(0xf3f4f6);
    double sidebar = 0;  // the left sidebar's width (template 2)
    bool timeline = false;
    bool chips = false;
    double item_gap = 9;
    double section_gap = 14;
};

// The theme of template 1–7 (pdf_theme.cpp).
Theme theme_of(int id);

inline const Color kWhite = rgb(0xffffff);
inline const Color kBadge = rgb(0x15803d);

// Lays a Document out on the canvas in a theme: the header (or template 2's sidebar) on the first page, then the
// sections, a new page before an entry that would not fit (pdf.cpp: the flow; pdf_header.cpp: the header, the
// sidebar, chips and headings).
class Layout {
public:
    Layout(Canvas& canvas, const Theme& theme, const Document& doc, std::string_view photo);

    void run();

private:
    TextStyle body() const { return {t_.size, false, t_.ink, 1.45}; }
    TextStyle small(Color color) const { return {t_.size - 0.8, false, color, 1.35}; }
    TextStyle bold(double size, Color color) const { return {size, true, color, 1.25}; }

    // Every page's background: the sidebar's band.
    void decorate();

    void new_page();

    // Starts a new page unless `height` fits below y_.
    void ensure(double height);

    std::string contacts_line(std::string_view glue) const;

    void photo_at(double x, double y, double w, double h, double radius);

    void header();

    // Template 2: the photo, the name, the contacts and the short sections in the sidebar of the first page; the
    // sections it does not hold (or has no room for) stay in the main column.
    std::vector<const DocSection*> sidebar(const std::vector<const DocSection*>& sections);

    double side_height(const DocSection& s, double sw);

    double side_section(const DocSection& s, double sx, double y, double sw);

    double chips_height(const std::vector<std::string>& list, double width);

    // Tags as rounded chips from (x, y_), wrapping at width; y_ ends below them.
    void chips(const std::vector<std::string>& list, double x0, double width, Color fill, Color ink);

    double heading_height(const DocSection& s);

    void heading(const DocSection& s);

    double badge_width() { return c_.line_width("平台认证", small(kWhite)) + 10; }

    // Where the period goes: right of the title, or the timeline's gutter.
    double item_height(const DocItem& item);

    void item(const DocItem& item);

    void section(const DocSection& s);

    Canvas& c_;
    const Theme& t_;
    const Document& doc_;
    std::string_view photo_;
    double top_ = 0;
    double bottom_ = 0;
    double x_ = 0;
    double w_ = 0;
    double y_ = 0;
    double gutter_ = 0;
};

}  // namespace xj::resume::pdf_layout
