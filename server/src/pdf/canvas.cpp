#include "pdf/canvas.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <vector>

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>

namespace xj::pdf {

namespace {

constexpr const char* kFamily = "Noto Sans CJK SC";

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

// Cairo reads a PNG from memory through this cursor.
struct PngReader {
    std::string_view bytes;
    std::size_t at = 0;
};

cairo_status_t read_png(void* closure, unsigned char* data, unsigned int length) {
    auto* reader = static_cast<PngReader*>(closure);
    if (reader->bytes.size() - reader->at < length) return CAIRO_STATUS_READ_ERROR;
    std::copy_n(reader->bytes.data() + reader->at, length, data);
    reader->at += length;
    return CAIRO_STATUS_SUCCESS;
}

void set_color(cairo_t* cr, Color c) { cairo_set_source_rgb(cr, c.r, c.g, c.b); }

void rounded_path(cairo_t* cr, double x, double y, double w, double h, double r) {
    r = std::min({r, w / 2, h / 2});
    constexpr double kQuarter = std::numbers::pi / 2;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -kQuarter, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, kQuarter);
    cairo_arc(cr, x + r, y + h - r, r, kQuarter, 2 * kQuarter);
    cairo_arc(cr, x + r, y + r, r, 2 * kQuarter, 3 * kQuarter);
    cairo_close_path(cr);
}

}  // namespace

struct Canvas::Impl {
    std::string out;
    cairo_surface_t* surface = nullptr;
    cairo_t* cr = nullptr;
    PangoLayout* layout = nullptr;
    PangoFontDescription* font = nullptr;

    Impl(double width, double height) {
        surface = cairo_pdf_surface_create_for_stream(&append, &out, width, height);
        cr = cairo_create(surface);
        layout = pango_cairo_create_layout(cr);
        pango_context_set_language(pango_layout_get_context(layout), pango_language_from_string("zh-cn"));
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
        font = pango_font_description_new();
        pango_font_description_set_family(font, kFamily);
        if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) throw std::runtime_error("pdf: cairo failed to start");
    }

    ~Impl() {
        if (font) pango_font_description_free(font);
        if (layout) g_object_unref(layout);
        if (cr) cairo_destroy(cr);
        if (surface) cairo_surface_destroy(surface);
    }

    // The layout holding `text` in `style`, `width` wide (0: one line).
    void prepare(std::string_view text, double width, const TextStyle& style) {
        pango_font_description_set_absolute_size(font, style.size * PANGO_SCALE);
        pango_font_description_set_weight(font, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
        pango_layout_set_font_description(layout, font);
        pango_layout_set_line_spacing(layout, static_cast<float>(style.line_spacing));
        pango_layout_set_width(layout, width > 0 ? static_cast<int>(width * PANGO_SCALE) : -1);
        pango_layout_set_alignment(layout, style.right    ? PANGO_ALIGN_RIGHT
                                           : style.center ? PANGO_ALIGN_CENTER
                                                          : PANGO_ALIGN_LEFT);
        if (style.letter_spacing > 0) {
            PangoAttrList* attrs = pango_attr_list_new();
            pango_attr_list_insert(attrs,
                                   pango_attr_letter_spacing_new(static_cast<int>(style.letter_spacing * PANGO_SCALE)));
            pango_layout_set_attributes(layout, attrs);
            pango_attr_list_unref(attrs);
        } else {
            pango_layout_set_attributes(layout, nullptr);
        }
        pango_layout_set_text(layout, text.data(), static_cast<int>(text.size()));
    }

    double height() const {
        int w = 0;
        int h = 0;
        pango_layout_get_size(layout, &w, &h);
        return static_cast<double>(h) / PANGO_SCALE;
    }

    double width() const {
        int w = 0;
        int h = 0;
        pango_layout_get_size(layout, &w, &h);
        return static_cast<double>(w) / PANGO_SCALE;
    }
};

Canvas::Canvas(double width, double height) : impl_(std::make_unique<Impl>(width, height)) {}
Canvas::~Canvas() = default;

double Canvas::measure(std::string_view text, double width, const TextStyle& style) {
    if (text.empty()) return 0;
    impl_->prepare(text, width, style);
    return impl_->height();
}

double Canvas::line_width(std::string_view text, const TextStyle& style) {
    if (text.empty()) return 0;
    impl_->prepare(text, 0, style);
    return impl_->width();
}

double Canvas::text(std::string_view text, double x, double y, double width, const TextStyle& style) {
    if (text.empty()) return 0;
    impl_->prepare(text, width, style);
    set_color(impl_->cr, style.color);
    cairo_move_to(impl_->cr, x, y);
    pango_cairo_show_layout(impl_->cr, impl_->layout);
    return impl_->height();
}

void Canvas::rect(double x, double y, double w, double h, Color fill) {
    set_color(impl_->cr, fill);
    cairo_rectangle(impl_->cr, x, y, w, h);
    cairo_fill(impl_->cr);
}

void Canvas::rounded_rect(double x, double y, double w, double h, double radius, Color fill) {
    set_color(impl_->cr, fill);
    rounded_path(impl_->cr, x, y, w, h, radius);
    cairo_fill(impl_->cr);
}

void Canvas::line(double x1, double y1, double x2, double y2, double width, Color color) {
    set_color(impl_->cr, color);
    cairo_set_line_width(impl_->cr, width);
    cairo_move_to(impl_->cr, x1, y1);
    cairo_line_to(impl_->cr, x2, y2);
    cairo_stroke(impl_->cr);
}

void Canvas::circle(double cx, double cy, double r, Color fill) {
    set_color(impl_->cr, fill);
    cairo_new_sub_path(impl_->cr);
    cairo_arc(impl_->cr, cx, cy, r, 0, 2 * std::numbers::pi);
    cairo_fill(impl_->cr);
}

void Canvas::stroke_rect(double x, double y, double w, double h, double width, Color color) {
    set_color(impl_->cr, color);
    cairo_set_line_width(impl_->cr, width);
    cairo_rectangle(impl_->cr, x, y, w, h);
    cairo_stroke(impl_->cr);
}

void Canvas::stroke_circle(double cx, double cy, double r, double width, Color color) {
    set_color(impl_->cr, color);
    cairo_set_line_width(impl_->cr, width);
    cairo_new_sub_path(impl_->cr);
    cairo_arc(impl_->cr, cx, cy, r, 0, 2 * std::numbers::pi);
    cairo_stroke(impl_->cr);
}

void Canvas::star(double cx, double cy, double r, Color fill) {
    constexpr int kPoints = 10;          // five outer, five inner, alternating
    constexpr double kInner = 0.381966;  // the inner radius of a regular star: 1 / φ²
    set_color(impl_->cr, fill);
    cairo_new_path(impl_->cr);
    for (int i = 0; i < kPoints; ++i) {
        double angle = -std::numbers::pi / 2 + i * std::numbers::pi / 5;
        double radius = i % 2 == 0 ? r : r * kInner;
        cairo_line_to(impl_->cr, cx + radius * std::cos(angle), cy + radius * std::sin(angle));
    }
    cairo_close_path(impl_->cr);
    cairo_fill(impl_->cr);
}

void Canvas::text_on_arc(std::string_view text, double cx, double cy, double r, double from_deg, double to_deg,
                         const TextStyle& style) {
    std::vector<std::string_view> chars;
    for (std::size_t at = 0; at < text.size();) {
        std::size_t n = 1;
        auto lead = static_cast<unsigned char>(text[at]);
        if (lead >= 0xf0) n = 4;
        else if (lead >= 0xe0) n = 3;
        else if (lead >= 0xc0) n = 2;
        n = std::min(n, text.size() - at);
        chars.push_back(text.substr(at, n));
        at += n;
    }
    if (chars.empty()) return;
    cairo_t* cr = impl_->cr;
    double step = chars.size() > 1 ? (to_deg - from_deg) / static_cast<double>(chars.size() - 1) : 0;
    for (std::size_t i = 0; i < chars.size(); ++i) {
        double angle = (from_deg + step * static_cast<double>(i)) * std::numbers::pi / 180;
        impl_->prepare(chars[i], 0, style);
        double w = impl_->width();
        cairo_save(cr);
        cairo_translate(cr, cx + r * std::sin(angle), cy - r * std::cos(angle));
        cairo_rotate(cr, angle);
        pango_cairo_update_layout(cr, impl_->layout);
        set_color(cr, style.color);
        cairo_move_to(cr, -w / 2, 0);
        pango_cairo_show_layout(cr, impl_->layout);
        cairo_restore(cr);
    }
    pango_cairo_update_layout(cr, impl_->layout);
}

bool Canvas::image(std::string_view png, double x, double y, double w, double h, double radius) {
    PngReader reader{png};
    cairo_surface_t* picture = cairo_image_surface_create_from_png_stream(&read_png, &reader);
    bool ok = cairo_surface_status(picture) == CAIRO_STATUS_SUCCESS;
    int pw = ok ? cairo_image_surface_get_width(picture) : 0;
    int ph = ok ? cairo_image_surface_get_height(picture) : 0;
    if (ok && pw > 0 && ph > 0) {
        cairo_t* cr = impl_->cr;
        cairo_save(cr);
        if (radius > 0) rounded_path(cr, x, y, w, h, radius);
        else cairo_rectangle(cr, x, y, w, h);
        cairo_clip(cr);
        double scale = std::max(w / pw, h / ph);  // cover the box, centred
        cairo_translate(cr, x + (w - pw * scale) / 2, y + (h - ph * scale) / 2);
        cairo_scale(cr, scale, scale);
        cairo_set_source_surface(cr, picture, 0, 0);
        cairo_paint(cr);
        cairo_restore(cr);
    }
    cairo_surface_destroy(picture);
    return ok && pw > 0 && ph > 0;
}

void Canvas::next_page() {
    cairo_show_page(impl_->cr);
    ++page_;
}

std::string Canvas::finish() {
    cairo_destroy(impl_->cr);
    impl_->cr = nullptr;
    cairo_surface_finish(impl_->surface);
    if (cairo_surface_status(impl_->surface) != CAIRO_STATUS_SUCCESS)
        throw std::runtime_error("pdf: cairo failed to write the document");
    return std::move(impl_->out);
}

}  // namespace xj::pdf
