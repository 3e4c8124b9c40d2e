#include "resume/pdf.h"

#include <algorithm>

#include "resume/pdf_layout.h"
#include "resume/templates.h"

namespace xj::resume {

namespace pdf_layout {

Layout::Layout(Canvas& canvas, const Theme& theme, const Document& doc, std::string_view photo)
    : c_(canvas), t_(theme), doc_(doc), photo_(photo) {
    top_ = t_.margin;
    bottom_ = kA4Height - t_.margin;
    x_ = t_.sidebar > 0 ? t_.sidebar + 26 : t_.margin;
    w_ = kA4Width - x_ - t_.margin;
    if (t_.timeline) {
        gutter_ = 66;
        x_ += gutter_;
        w_ -= gutter_;
    }
}

void Layout::run() {
    decorate();
    std::vector<const DocSection*> main;
    for (const DocSection& s : doc_.sections) main.push_back(&s);
    if (t_.sidebar > 0) main = sidebar(main);
    else header();
    for (const DocSection* s : main) section(*s);
}

// Every page's background: the sidebar's band.
void Layout::decorate() {
    if (t_.sidebar > 0) c_.rect(0, 0, t_.sidebar, kA4Height, t_.accent);
}

void Layout::new_page() {
    c_.next_page();
    decorate();
    y_ = top_;
}

// Starts a new page unless `height` fits below y_.
void Layout::ensure(double height) {
    if (y_ + height > bottom_ && y_ > top_ + 1) new_page();
}

// Where the period goes: right of the title, or the timeline's gutter.
double Layout::item_height(const DocItem& item) {
    double right = t_.timeline ? 0 : c_.line_width(item.period, small(t_.muted)) + 10;
    if (item.verified) right += badge_width() + 6;
    double h = c_.measure(item.title, w_ - right, bold(t_.size + 0.8, t_.ink));
    if (!item.subtitle.empty()) h += c_.measure(item.subtitle, w_, small(t_.muted)) + 1;
    if (!item.body.empty()) h += c_.measure(item.body, w_, body()) + 2;
    return h;
}

void Layout::item(const DocItem& item) {
    double top = y_;
    double right = 0;
    if (t_.timeline) {
        c_.text(item.period, x_ - gutter_, y_ + 1, gutter_ - 14, small(t_.muted));
    } else if (!item.period.empty()) {
        double pw = c_.line_width(item.period, small(t_.muted));
        c_.text(item.period, x_ + w_ - pw, y_ + 1, 0, small(t_.muted));
        right = pw + 10;
    }
    if (item.verified) {
        double bw = badge_width();
        double bh = c_.measure("平台认证", 0, small(kWhite)) + 2;
        double bx = x_ + w_ - right - bw;
        c_.rounded_rect(bx, y_ + 1, bw, bh, 3, kBadge);
        c_.text("平台认证", bx + 5, y_ + 2, 0, small(kWhite));
        right += bw + 6;
    }
    y_ += c_.text(item.title, x_, y_, w_ - right, bold(t_.size + 0.8, t_.ink));
    if (!item.subtitle.empty()) y_ += c_.text(item.subtitle, x_, y_, w_, small(t_.muted)) + 1;
    if (!item.body.empty()) y_ += c_.text(item.body, x_, y_ + 2, w_, body()) + 2;
    if (t_.timeline) {
        double line_x = x_ - 9;
        c_.line(line_x, top + 4, line_x, y_ + t_.item_gap, 1, rgb(0xcbd5e1));
        c_.circle(line_x, top + 7, 3.2, t_.accent);
    }
}

void Layout::section(const DocSection& s) {
    double first = 0;
    if (!s.items.empty()) first = item_height(s.items.front());
    else if (!s.text.empty()) first = std::min(c_.measure(s.text, w_, body()), 60.0);
    else first = chips_height(s.chips, w_);
    ensure(heading_height(s) + first);
    heading(s);
    if (!s.text.empty()) {
        // Prose may run over a page: one paragraph at a time.
        std::string_view rest = s.text;
        while (!rest.empty()) {
            std::size_t end = rest.find('\n');
            std::string paragraph(rest.substr(0, end));
            rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
            if (paragraph.empty()) continue;
            ensure(c_.measure(paragraph, w_, body()));
            y_ += c_.text(paragraph, x_, y_, w_, body()) + 2;
        }
    }
    if (!s.chips.empty()) {
        if (t_.chips) {
            chips(s.chips, x_, w_, t_.light, t_.ink);
        } else {
            std::string joined;
            for (const auto& chip : s.chips) joined += (joined.empty() ? "" : " / ") + chip;
            y_ += c_.text(joined, x_, y_, w_, body());
        }
    }
    for (std::size_t i = 0; i < s.items.size(); ++i) {
        if (i > 0) ensure(item_height(s.items[i]));
        item(s.items[i]);
        y_ += t_.item_gap;
    }
    y_ += t_.section_gap - t_.item_gap / 2;
}

}  // namespace pdf_layout

std::string render_pdf(const ResumeDetail& detail, int template_id, std::string_view photo, std::int64_t now) {
    if (template_id < 1 || template_id > kTemplates) template_id = 1;
    Document doc = make_document(detail, now);
    pdf_layout::Theme theme = pdf_layout::theme_of(template_id);
    pdf::Canvas canvas;
    pdf_layout::Layout layout(canvas, theme, doc, photo);
    layout.run();
    return canvas.finish();
}

}  // namespace xj::resume
