// libFuzzer target: rich text (articles, news) through core::sanitize_html and core::html_text, checking what the
// output promises: only allowed elements and attributes, no "<script", no on* event attribute, links only to the web,
// mail or this site and images only from the uploads (so no javascript: URL), and the same output when sanitised
// again. A broken promise aborts, which libFuzzer reports as a finding.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>

#include "core/html_sanitizer.h"

namespace {

constexpr std::string_view kImages = "/files/article-images/";
constexpr std::array<std::string_view, 37> kAllowed = {
    "p",    "br",  "h1",         "h2",  "h3", "h4",  "strong", "b",    "em",    "i",      "u",         "s",     "del",
    "code", "pre", "blockquote", "ul",  "ol", "li",  "a",      "img",  "table", "thead",  "tbody",     "tfoot", "tr",
    "th",   "td",  "colgroup",   "col", "hr", "sub", "sup",    "mark", "span",  "figure", "figcaption"};
constexpr std::array<std::string_view, 13> kAttributes = {
    "href", "title", "rel", "target", "src", "alt", "width", "height", "colspan", "rowspan", "span", "start", "class"};

[[noreturn]] void fail(const char* what, std::string_view input, std::string_view output) {
    std::fprintf(stderr, "fuzz_html_sanitizer: %s\ninput:  %.*s\noutput: %.*s\n", what, static_cast<int>(input.size()),
                 input.data(), static_cast<int>(output.size()), output.data());
    std::abort();
}

template <std::size_t N>
bool one_of(const std::array<std::string_view, N>& list, std::string_view s) {
    for (std::string_view item : list)
        if (item == s) return true;
    return false;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// A value as the browser reads it: the writer escapes only & < > ".
std::string unescape(std::string_view v) {
    std::string out;
    for (std::size_t i = 0; i < v.size(); ++i) {
        bool matched = false;
        for (auto [entity, c] : {std::pair{"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}}) {
            if (v.substr(i).starts_with(entity)) {
                out += c;
                i += std::string_view(entity).size() - 1;
                matched = true;
                break;
            }
        }
        if (!matched) out += v[i];
    }
    return out;
}

bool allowed_href(std::string_view url) {
    std::string l = lower(url);
    return l.starts_with("http://") || l.starts_with("https://") || l.starts_with("mailto:") || l.starts_with("#") ||
           (l.starts_with("/") && !l.starts_with("//") && !l.starts_with("/\\"));
}

// Every tag: an allowed element, then attributes written as ` name="value"` with an allowed name and, for href and
// src, an allowed URL. Text and values are escaped, so every '<' of the output starts a tag.
void check_tags(std::string_view input, std::string_view out) {
    for (std::size_t lt = out.find('<'); lt != std::string_view::npos; lt = out.find('<', lt + 1)) {
        std::size_t gt = out.find('>', lt);
        if (gt == std::string_view::npos) fail("a tag without its end", input, out);
        std::string_view tag = out.substr(lt + 1, gt - lt - 1);
        if (tag.starts_with('/')) tag.remove_prefix(1);
        std::string_view name = tag.substr(0, tag.find(' '));
        if (!one_of(kAllowed, name)) fail("an element outside the allow-list", input, out);
        for (std::size_t at = name.size(); at < tag.size();) {
            std::size_t eq = tag.find("=\"", at), close = eq == std::string_view::npos ? eq : tag.find('"', eq + 2);
            if (tag[at] != ' ' || close == std::string_view::npos) fail("a malformed attribute", input, out);
            std::string_view attribute = tag.substr(at + 1, eq - at - 1);
            std::string value = unescape(tag.substr(eq + 2, close - eq - 2));
            if (lower(attribute).starts_with("on")) fail("an on* event attribute", input, out);
            if (!one_of(kAttributes, attribute)) fail("an attribute outside the allow-list", input, out);
            if (attribute == "href" && !allowed_href(value)) fail("a link to another scheme", input, out);
            if (attribute == "src" && (!value.starts_with(kImages) || value.find("..") != std::string::npos))
                fail("an image from elsewhere", input, out);
            // title and alt are shown, never followed: "javascript:" there is text.
            if (attribute != "title" && attribute != "alt" && lower(value).find("javascript:") != std::string::npos)
                fail("javascript: in an attribute", input, out);
            at = close + 1;
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const xj::core::HtmlPolicy kPolicy{{std::string(kImages)}};
    std::string_view input(reinterpret_cast<const char*>(data), size);
    std::string out = xj::core::sanitize_html(input, kPolicy);
    if (lower(out).find("<script") != std::string::npos) fail("<script in the output", input, out);
    check_tags(input, out);
    if (xj::core::sanitize_html(out, kPolicy) != out) fail("sanitising the output changed it", input, out);
    (void)xj::core::html_text(input);
    return 0;
}
