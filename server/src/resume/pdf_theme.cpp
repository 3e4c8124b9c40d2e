// How each of the seven templates looks (docs/resume.md "Templates"); the web preview's CSS follows the same numbers.
#include "resume/pdf_layout.h"

namespace xj::resume::pdf_layout {

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

}  // namespace xj::resume::pdf_layout
