// The resume PDF's first-page header in each template, template 2's sidebar, chips and the section headings.
#include <algorithm>

#include "resume/pdf_layout.h"

namespace xj::resume::pdf_layout {

std::string Layout::contacts_line(std::string_view glue) const {
    std::string out;
    for (const auto& c : doc_.contacts) {
        if (!out.empty()) out += glue;
        out += c;
    }
    return out;
}

void Layout::photo_at(double x, double y, double w, double h, double radius) {
    if (!photo_.empty()) c_.image(photo_, x, y, w, h, radius);
}

void Layout::header() {
    bool with_photo = !photo_.empty();
    double photo_w = 68;
    double photo_h = 86;
    y_ = top_;
    switch (t_.header) {
        case Header::kBanner: {
            double band = 150;
            c_.rect(0, 0, kA4Width, band, t_.accent);
            double tx = t_.margin;
            if (with_photo) {
                photo_at(t_.margin, 22, 84, 106, 8);
                tx += 84 + 22;
            }
            double tw = kA4Width - tx - t_.margin;
            double y = 30;
            y += c_.text(doc_.name, tx, y, tw, bold(24, kWhite)) + 4;
            y += c_.text(doc_.headline, tx, y, tw, {t_.size + 1, false, kWhite, 1.3}) + 6;
            c_.text(contacts_line("  ·  "), tx, y, tw, {t_.size, false, kWhite, 1.5});
            y_ = band + 22;
            return;
        }
        case Header::kCreative: {
            c_.rect(0, 0, 14, kA4Height, t_.accent);
            double tw = w_ - (with_photo ? photo_w + 16 : 0);
            if (with_photo) photo_at(x_ + w_ - photo_w, y_, photo_w, photo_h, photo_w / 2);
            y_ += c_.text(doc_.name, x_, y_, tw, bold(26, t_.accent)) + 4;
            y_ += c_.text(doc_.headline, x_, y_, tw, bold(t_.size + 1, t_.ink)) + 8;
            chips(doc_.contacts, x_, tw, t_.light, t_.ink);
            y_ = std::max(y_, top_ + (with_photo ? photo_h : 0)) + 16;
            return;
        }
        case Header::kCompact: {
            double tw = w_ - (with_photo ? 54 + 12 : 0);
            if (with_photo) photo_at(x_ + w_ - 54, y_, 54, 68, 3);
            double name_h = c_.text(doc_.name, x_, y_, tw, bold(17, t_.ink));
            y_ += name_h + 2;
            if (!doc_.headline.empty()) y_ += c_.text(doc_.headline, x_, y_, tw, small(t_.muted)) + 2;
            y_ += c_.text(contacts_line("  |  "), x_, y_, tw, small(t_.ink)) + 4;
            y_ = std::max(y_, top_ + (with_photo ? 68 : 0)) + 4;
            c_.line(x_, y_, x_ + w_, y_, 1.2, t_.ink);
            y_ += t_.section_gap;
            return;
        }
        case Header::kLeft: {
            double left = t_.margin;
            double width = kA4Width - 2 * t_.margin;
            double tw = width - (with_photo ? photo_w + 16 : 0);
            if (with_photo) photo_at(left + width - photo_w, y_, photo_w, photo_h, 4);
            y_ += c_.text(doc_.name, left, y_, tw, bold(24, t_.accent)) + 4;
            if (!doc_.headline.empty())
                y_ += c_.text(doc_.headline, left, y_, tw, {t_.size + 1, false, t_.ink, 1.3}) + 4;
            y_ += c_.text(contacts_line("  ·  "), left, y_, tw, small(t_.muted));
            y_ = std::max(y_, top_ + (with_photo ? photo_h : 0)) + 10;
            c_.line(left, y_, left + width, y_, 1.5, t_.accent);
            y_ += t_.section_gap;
            return;
        }
        default: {  // centred
            if (with_photo) photo_at(x_ + w_ - photo_w, y_, photo_w, photo_h, 4);
            double inset = with_photo ? photo_w + 12 : 0;
            double cw = w_ - 2 * inset;
            y_ += c_.text(doc_.name, x_ + inset, y_, cw, {24, true, t_.ink, 1.2, false, true}) + 4;
            if (!doc_.headline.empty())
                y_ += c_.text(doc_.headline, x_ + inset, y_, cw, {t_.size + 1, false, t_.ink, 1.3, false, true}) + 4;
            y_ +=
                c_.text(contacts_line("  |  "), x_ + inset, y_, cw, {t_.size - 0.5, false, t_.muted, 1.4, false, true});
            y_ = std::max(y_, top_ + (with_photo ? photo_h : 0)) + t_.section_gap;
            return;
        }
    }
}

// Template 2: the photo, the name, the contacts and the short sections in the sidebar of the first page; the
// sections it does not hold (or has no room for) stay in the main column.
std::vector<const DocSection*> Layout::sidebar(const std::vector<const DocSection*>& sections) {
    double sx = 20;
    double sw = t_.sidebar - 40;
    double y = 34;
    if (!photo_.empty()) {
        photo_at(sx + (sw - 96) / 2, y, 96, 120, 48);
        y += 120 + 16;
    }
    y += c_.text(doc_.name, sx, y, sw, {20, true, kWhite, 1.2, false, true}) + 10;
    for (const auto& contact : doc_.contacts) {
        // One line each: a long address is set smaller rather than broken.
        TextStyle style{t_.size - 0.5, false, kWhite, 1.4};
        double width = c_.line_width(contact, style);
        if (width > sw) style.size = std::max(6.5, style.size * sw / width);
        y += c_.text(contact, sx, y, sw, style) + 3;
    }
    y += 12;
    std::vector<const DocSection*> main;
    for (const DocSection* s : sections) {
        bool side = s->key == "skills" || s->key == "qualification" || s->key == "intention";
        double need = side ? side_height(*s, sw) : 0;
        if (!side || y + need > kA4Height - 30) {
            main.push_back(s);
            continue;
        }
        y = side_section(*s, sx, y, sw);
    }
    y_ = top_;
    return main;
}

double Layout::side_height(const DocSection& s, double sw) {
    double h = 22;
    if (!s.chips.empty()) return h + chips_height(s.chips, sw);
    for (const DocItem& item : s.items)
        h += c_.measure(item.title, sw, bold(t_.size, kWhite)) +
             c_.measure(item.subtitle + " " + item.period, sw, small(kWhite)) + 6;
    return h;
}

double Layout::side_section(const DocSection& s, double sx, double y, double sw) {
    y += c_.text(s.heading, sx, y, sw, bold(t_.size + 2, kWhite)) + 2;
    c_.line(sx, y, sx + sw, y, 0.6, rgb(0x8aa1bf));
    y += 8;
    if (!s.chips.empty()) {
        double saved = y_;
        y_ = y;
        chips(s.chips, sx, sw, rgb(0x2f5382), kWhite);
        y = y_ + 12;
        y_ = saved;
        return y;
    }
    for (const DocItem& item : s.items) {
        y += c_.text(item.title, sx, y, sw, bold(t_.size, kWhite));
        std::string detail = item.subtitle;
        if (!item.period.empty()) detail += (detail.empty() ? "" : " · ") + item.period;
        y += c_.text(detail, sx, y, sw, small(rgb(0xc9d6e8))) + 6;
    }
    return y + 8;
}

double Layout::chips_height(const std::vector<std::string>& list, double width) {
    double x = 0;
    double rows = 1;
    double h = c_.measure("技", 0, small(t_.ink)) + 6;
    for (const auto& chip : list) {
        double cw = c_.line_width(chip, small(t_.ink)) + 14;
        if (x > 0 && x + cw > width) {
            rows += 1;
            x = 0;
        }
        x += cw + 6;
    }
    return rows * (h + 6);
}

// Tags as rounded chips from (x, y_), wrapping at width; y_ ends below them.
void Layout::chips(const std::vector<std::string>& list, double x0, double width, Color fill, Color ink) {
    TextStyle style = small(ink);
    double h = c_.measure("技", 0, style) + 6;
    double x = x0;
    for (const auto& chip : list) {
        double cw = c_.line_width(chip, style) + 14;
        if (x > x0 && x + cw > x0 + width) {
            x = x0;
            y_ += h + 6;
        }
        c_.rounded_rect(x, y_, cw, h, h / 2, fill);
        c_.text(chip, x + 7, y_ + 3, 0, style);
        x += cw + 6;
    }
    y_ += h;
}

double Layout::heading_height(const DocSection& s) {
    double h = c_.measure(s.heading, 0, bold(t_.size + 2.5, t_.ink));
    switch (t_.heading) {
        case Heading::kBlock:
            return h + 10 + 8;
        case Heading::kShaded:
            return h + 6 + 6;
        default:
            return h + 10;
    }
}

void Layout::heading(const DocSection& s) {
    double size = t_.heading == Heading::kShaded ? t_.size + 1.5 : t_.size + 2.5;
    double left = t_.timeline ? x_ - gutter_ : x_;
    double width = t_.timeline ? w_ + gutter_ : w_;
    switch (t_.heading) {
        case Heading::kBlock: {
            double h = c_.measure(s.heading, 0, bold(size, kWhite)) + 8;
            double w = c_.line_width(s.heading, bold(size, kWhite)) + 24;
            c_.rounded_rect(left, y_, w, h, 6, t_.accent);
            c_.text(s.heading, left + 12, y_ + 4, 0, bold(size, kWhite));
            y_ += h + 10;
            return;
        }
        case Heading::kShaded: {
            double h = c_.measure(s.heading, 0, bold(size, t_.ink)) + 6;
            c_.rect(left, y_, width, h, t_.light);
            c_.text(s.heading, left + 6, y_ + 3, 0, bold(size, t_.ink));
            y_ += h + 6;
            return;
        }
        case Heading::kBar: {
            double h = c_.measure(s.heading, 0, bold(size, t_.accent));
            c_.rect(left, y_ + 2, 4, h - 4, t_.accent);
            c_.text(s.heading, left + 10, y_, 0, bold(size, t_.accent));
            y_ += h + 3;
            c_.line(left, y_, left + width, y_, 0.5, rgb(0xd1d5db));
            y_ += 7;
            return;
        }
        case Heading::kDot: {
            double h = c_.measure(s.heading, 0, bold(size, t_.accent));
            c_.circle(left + 5, y_ + h / 2, 5, t_.accent);
            c_.text(s.heading, left + 16, y_, 0, bold(size, t_.accent));
            y_ += h + 10;
            return;
        }
        case Heading::kAccent: {
            double h = c_.text(s.heading, left, y_, 0, bold(size, t_.accent));
            y_ += h + 2;
            c_.line(left, y_, left + 32, y_, 2.5, t_.accent);
            y_ += 8;
            return;
        }
        case Heading::kBilingual: {
            double h = c_.text(s.heading, left, y_, 0, bold(size, t_.ink));
            double cw = c_.line_width(s.heading, bold(size, t_.ink));
            c_.text(std::string(english_heading(s.key)), left + cw + 8, y_ + 2.5, 0, {size - 2, false, t_.muted, 1.2});
            y_ += h + 3;
            c_.line(left, y_, left + width, y_, 0.8, t_.ink);
            y_ += 7;
            return;
        }
        default: {  // a rule under the heading
            double h = c_.text(s.heading, left, y_, 0, bold(size, t_.ink));
            y_ += h + 3;
            c_.line(left, y_, left + width, y_, 0.8, t_.ink);
            y_ += 7;
            return;
        }
    }
}

}  // namespace xj::resume::pdf_layout
