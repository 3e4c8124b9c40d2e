// Rich text from the editor (articles, news): an allow-list of elements and attributes, parsed with libxml2's HTML
// parser and written out again by us, so that what a browser renders can run no script (docs/security.md "Rich text
// (articles and news)"). No database, no files.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace xj::core {

struct HtmlPolicy {
    // An <img> is kept only when its src starts with one of these (the platform's own uploads, e.g.
    // "/files/article-images/"); otherwise the img is dropped.
    std::vector<std::string> image_prefixes;
};

// The fragment with only allow-listed elements and attributes, serialised as HTML (UTF-8). Never throws on bad input;
// empty for empty input. Sanitising the result again returns it unchanged.
std::string sanitize_html(std::string_view html, const HtmlPolicy& policy);

// The fragment's text content (tags removed, entities decoded, runs of whitespace collapsed to one space, trimmed):
// for summaries, search and length checks. Blocks (paragraphs, list items, cells, <br>) are separated by a space.
std::string html_text(std::string_view html);

}  // namespace xj::core
