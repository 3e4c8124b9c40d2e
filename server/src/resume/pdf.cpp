#include "resume/pdf.h"

#include <algorithm>

#include "pdf/canvas.h"
#include "resume/document.h"
#include "resume/templates.h"

namespace xj::resume {

namespace {

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

Theme theme_of(int id) {
    Theme t;
    switch (id) {
        case 2:
            t.header = Header::kSidebar;
            t.heading = Heading::kBar;
            t.accent = rgb(0x1f3a5f);
            t.sidebar = 178;
            t.chips = true;
            t.margin = 36;
            break;
        case 3:
            t.header = Header::kLeft;
            t.heading = Heading::kDot;
            t.accent = rgb(0x0e7490);
            t.timeline = true;
            break;
        case 4:
            t.header = Header::kCompact;
            t.heading = Heading::kShaded;
            t.size = 8.8;
            t.margin = 34;
            t.item_gap = 5;
            t.section_gap = 9;
            break;
        case 5:
            t.header = Header::kBanner;
            t.heading = Heading::kAccent;
            t.accent = rgb(0x0f766e);
            break;
        case 6:
            t.header = Header::kLeft;
            t.heading = Heading::kBilingual;
            t.accent = rgb(0x374151);
            break;
        case 7:
            t.header = Header::kCreative;
            t.heading = Heading::kBlock;
            t.accent = rgb(0xe4572e);
            t.light = rgb(0xfdebe5);
            t.chips = true;
            break;
        default:
            break;
    }
    return t;
}

const Color kWhite = rgb(0xffffff);
const Color kBadge = rgb(0x15803d);

class Layout {
public:
    Layout(Canvas& canvas, const Theme& theme, const Document& doc, std::string_view photo)
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

    void run() {
        decorate();
        std::vector<const DocSection*> main;
        for (const DocSection& s : doc_.sections) main.push_back(&s);
        if (t_.sidebar > 0) main = sidebar(main);
        else header();
        for (const DocSection* s : main) section(*s);
    }

private:
    TextStyle body() const { return {t_.size, false, t_.ink, 1.45}; }
    TextStyle small(Color color) const { return {t_.size - 0.8, false, color, 1.35}; }
    TextStyle bold(double size, Color color) const { return {size, true, color, 1.25}; }

    // Every page's background: the sidebar's band.
    void decorate() {
        if (t_.sidebar > 0) c_.rect(0, 0, t_.sidebar, kA4Height, t_.accent);
    }

    void new_page() {
        c_.next_page();
        decorate();
        y_ = top_;
    }

    // Starts a new page unless `height` fits below y_.
    void ensure(double height) {
        if (y_ + height > bottom_ && y_ > top_ + 1) new_page();
    }

    std::string contacts_line(std::string_view glue) const {
        std::string out;
        for (const auto& c : doc_.contacts) {
            if (!out.empty()) out += glue;
            out += c;
        }
        return out;
    }

    void photo_at(double x, double y, double w, double h, double radius) {
        if (!photo_.empty()) c_.image(photo_, x, y, w, h, radius);
    }

    void header() {
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
                    y_ +=
                        c_.text(doc_.headline, x_ + inset, y_, cw, {t_.size + 1, false, t_.ink, 1.3, false, true}) + 4;
                y_ += c_.text(contacts_line("  |  "), x_ + inset, y_, cw,
                              {t_.size - 0.5, false, t_.muted, 1.4, false, true});
                y_ = std::max(y_, top_ + (with_photo ? photo_h : 0)) + t_.section_gap;
                return;
            }
        }
    }

    // Template 2: the photo, the name, the contacts and the short sections in the sidebar of the first page; the
    // sections it does not hold (or has no room for) stay in the main column.
    std::vector<const DocSection*> sidebar(const std::vector<const DocSection*>& sections) {
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

    double side_height(const DocSection& s, double sw) {
        double h = 22;
        if (!s.chips.empty()) return h + chips_height(s.chips, sw);
        for (const DocItem& item : s.items)
            h += c_.measure(item.title, sw, bold(t_.size, kWhite)) +
                 c_.measure(item.subtitle + " " + item.period, sw, small(kWhite)) + 6;
        return h;
    }

    double side_section(const DocSection& s, double sx, double y, double sw) {
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

    double chips_height(const std::vector<std::string>& list, double width) {
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
    void chips(const std::vector<std::string>& list, double x0, double width, Color fill, Color ink) {
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

    double heading_height(const DocSection& s) {
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

    void heading(const DocSection& s) {
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
                c_.text(std::string(english_heading(s.key)), left + cw + 8, y_ + 2.5, 0,
                        {size - 2, false, t_.muted, 1.2});
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

    double badge_width() { return c_.line_width("平台认证", small(kWhite)) + 10; }

    // Where the period goes: right of the title, or the timeline's gutter.
    double item_height(const DocItem& item) {
        double right = t_.timeline ? 0 : c_.line_width(item.period, small(t_.muted)) + 10;
        if (item.verified) right += badge_width() + 6;
        double h = c_.measure(item.title, w_ - right, bold(t_.size + 0.8, t_.ink));
        if (!item.subtitle.empty()) h += c_.measure(item.subtitle, w_, small(t_.muted)) + 1;
        if (!item.body.empty()) h += c_.measure(item.body, w_, body()) + 2;
        return h;
    }

    void item(const DocItem& item) {
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

    void section(const DocSection& s) {
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

}  // namespace

std::string render_pdf(const ResumeDetail& detail, int template_id, std::string_view photo, std::int64_t now) {
    if (template_id < 1 || template_id > kTemplates) template_id = 1;
    Document doc = make_document(detail, now);
    Theme theme = theme_of(template_id);
    Canvas canvas;
    Layout layout(canvas, theme, doc, photo);
    layout.run();
    return canvas.finish();
}

}  // namespace xj::resume
