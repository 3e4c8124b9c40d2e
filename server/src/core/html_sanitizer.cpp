#include "core/html_sanitizer.h"

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <memory>
#include <optional>
#include <utility>

namespace xj::core {

namespace {

// Kept, with the attributes kept_attributes() allows.
constexpr auto kKept = std::to_array<std::string_view>(
    {"p",    "br",  "h1",         "h2",  "h3", "h4",  "strong", "b",    "em",    "i",      "u",         "s",     "del",
     "code", "pre", "blockquote", "ul",  "ol", "li",  "a",      "img",  "table", "thead",  "tbody",     "tfoot", "tr",
     "th",   "td",  "colgroup",   "col", "hr", "sub", "sup",    "mark", "span",  "figure", "figcaption"});
// Kept elements without content or end tag.
constexpr auto kVoid = std::to_array<std::string_view>({"br", "hr", "img", "col"});
// Removed with everything inside them. Any other element is unwrapped: its children take its place.
constexpr auto kRemoved = std::to_array<std::string_view>(
    {"script",   "style",   "iframe",   "frame",    "frameset", "object", "embed", "applet", "template",
     "noscript", "noembed", "noframes", "textarea", "select",   "option", "title", "head",   "svg",
     "math",     "xml",     "link",     "meta",     "base",     "form",   "input", "button"});
// Elements whose text html_text() keeps apart from the text around them.
constexpr auto kBlocks = std::to_array<std::string_view>(
    {"p",          "br",      "h1",      "h2",     "h3",     "h4",      "h5",  "h6",      "pre",
     "blockquote", "ul",      "ol",      "li",     "dl",     "dt",      "dd",  "table",   "thead",
     "tbody",      "tfoot",   "tr",      "th",     "td",     "caption", "hr",  "div",     "figure",
     "figcaption", "section", "article", "header", "footer", "aside",   "nav", "address", "main"});

// Written elements nest at most this deep; deeper ones are unwrapped (their text stays). libxml2 itself stops
// parsing at 256 levels.
constexpr std::size_t kMaxDepth = 100;
constexpr std::string_view kLinkRel = "noopener noreferrer nofollow";
constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD for a malformed byte
constexpr int kParseOptions =
    HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | HTML_PARSE_NOIMPLIED | HTML_PARSE_IGNORE_ENC;

template <std::size_t N>
bool contains(const std::array<std::string_view, N>& list, std::string_view name) {
    return std::find(list.begin(), list.end(), name) != list.end();
}

std::optional<std::size_t> kept_index(std::string_view name) {
    auto it = std::find(kKept.begin(), kKept.end(), name);
    if (it == kKept.end()) return std::nullopt;
    return static_cast<std::size_t>(it - kKept.begin());
}

std::string_view view(const xmlChar* s) { return s == nullptr ? std::string_view() : reinterpret_cast<const char*>(s); }

unsigned byte_at(std::string_view s, std::size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0U; }

// The length of the well-formed UTF-8 sequence at s[i], or 0 (as core/text.cpp checks it).
std::size_t sequence_length(std::string_view s, std::size_t i) {
    unsigned c = byte_at(s, i), b1 = byte_at(s, i + 1);
    auto within = [](unsigned b, unsigned lo, unsigned hi) { return b >= lo && b <= hi; };
    if (c < 0x80) return 1;
    if (within(c, 0xC2, 0xDF)) return within(b1, 0x80, 0xBF) ? 2 : 0;
    unsigned lo = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
    unsigned hi = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
    unsigned b2 = byte_at(s, i + 2), b3 = byte_at(s, i + 3);
    if (within(c, 0xE0, 0xEF)) return within(b1, lo, hi) && within(b2, 0x80, 0xBF) ? 3 : 0;
    if (within(c, 0xF0, 0xF4)) return within(b1, lo, hi) && within(b2, 0x80, 0xBF) && within(b3, 0x80, 0xBF) ? 4 : 0;
    return 0;
}

// s as well-formed UTF-8 without control characters: a malformed byte becomes U+FFFD; C0 controls but tab, LF and
// CR, DEL and C1 controls are removed. libxml2 stops at a NUL and copies malformed bytes through, and a character
// reference such as &#128; yields a C1 control, so both the input and every text written out pass through this.
std::string clean_utf8(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0, n = 0; i < s.size(); i += std::max<std::size_t>(n, 1)) {
        n = sequence_length(s, i);
        unsigned c = byte_at(s, i);
        bool control = (n == 1 && (c == 0x7F || (c < 0x20 && c != '\t' && c != '\n' && c != '\r'))) ||
                       (n == 2 && c == 0xC2 && byte_at(s, i + 1) < 0xA0);
        if (n == 0) out += kReplacement;
        else if (!control) out.append(s.substr(i, n));
    }
    return out;
}

struct DocDeleter {
    void operator()(xmlDoc* doc) const { xmlFreeDoc(doc); }
};
using Doc = std::unique_ptr<xmlDoc, DocDeleter>;

// The fragment parsed as the content of a body, or null when libxml2 gives up (it recovers from nearly anything).
// libxml2 (2.9) compares each attribute of a start tag with every earlier one: a tag with thousands of attributes
// costs seconds. No tag the platform keeps has more than a handful, so a start tag with more than kMaxAttributes is
// left out before parsing (what remains is sanitised as usual).
constexpr std::size_t kMaxAttributes = 64;

std::string without_crowded_tags(std::string_view html) {
    std::string out;
    out.reserve(html.size());
    std::size_t i = 0;
    while (i < html.size()) {
        std::size_t lt = html.find('<', i);
        if (lt == std::string_view::npos || lt + 1 >= html.size()) break;
        out.append(html.substr(i, lt - i));
        i = lt;
        if (!std::isalpha(static_cast<unsigned char>(html[lt + 1]))) {
            out += '<';
            ++i;
            continue;
        }
        // The tag runs to the first '>' outside quotes; its attributes are the words after its name.
        std::size_t end = lt + 1;
        std::size_t words = 0;
        bool in_word = false;
        char quote = 0;
        for (; end < html.size(); ++end) {
            char c = html[end];
            if (quote != 0) {
                if (c == quote) quote = 0;
                continue;
            }
            if (c == '>') break;
            if (c == '"' || c == '\'') quote = c;
            bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '/';
            if (!space && !in_word) ++words;
            in_word = !space;
        }
        if (end >= html.size()) break;  // an unfinished tag: left to the parser as it is
        if (words <= kMaxAttributes + 1) out.append(html.substr(lt, end + 1 - lt));
        i = end + 1;
    }
    if (i < html.size()) out.append(html.substr(i));
    return out;
}

Doc parse_fragment(std::string_view html) {
    // No end tags after it: an attribute left open at the end would take them into its value.
    std::string wrapped = "<html><body>" + clean_utf8(without_crowded_tags(html));
    if (wrapped.size() > static_cast<std::size_t>(INT_MAX)) return nullptr;
    return Doc(htmlReadMemory(wrapped.data(), static_cast<int>(wrapped.size()), nullptr, "UTF-8", kParseOptions));
}

const xmlNode* first_element(const xmlNode* node) {
    while (node != nullptr && node->type != XML_ELEMENT_NODE) node = node->next;
    return node;
}

// Visits the document's elements and text in order without recursion (libxml2 builds trees 256 levels deep):
// visitor.enter(element) says whether to go into its children, and then visitor.leave(element) follows them.
// Comments, processing instructions, CDATA (script and style bodies) and the doctype are passed over.
template <class Visitor>
void walk(const xmlDoc* doc, Visitor& visitor) {
    const xmlNode* node = doc->children;
    while (node != nullptr) {
        bool entered = node->type == XML_ELEMENT_NODE && visitor.enter(node);
        if (node->type == XML_TEXT_NODE) visitor.text(view(node->content));
        if (entered && node->children != nullptr) {
            node = node->children;
            continue;
        }
        if (entered) visitor.leave(node);
        while (node->next == nullptr && node->parent != nullptr && node->parent->type == XML_ELEMENT_NODE) {
            node = node->parent;
            visitor.leave(node);
        }
        node = node->next;
    }
}

// closes[parent][child]: libxml2 closes an open <parent> when a <child> starts in it (a <p> before a <table>, an
// <li> before an <li>, an <a> before an <a>: its htmlStartClose table, which changes between versions). Unwrapping
// an element can put a child straight into such a parent, and the output would then parse into another tree. So the
// pairs among the kept elements are measured once from the parser itself, and the writer closes the parent first,
// as the parser will: the output parses back into the tree it was written from.
using CloseTable = std::array<std::array<bool, kKept.size()>, kKept.size()>;

CloseTable measure_closing() {
    CloseTable closes{};
    for (std::size_t parent = 0; parent < kKept.size(); ++parent) {
        if (contains(kVoid, kKept[parent])) continue;
        for (std::size_t child = 0; child < kKept.size(); ++child) {
            Doc doc = parse_fragment("<" + std::string(kKept[parent]) + "><" + std::string(kKept[child]) + ">");
            const xmlNode* html = doc ? xmlDocGetRootElement(doc.get()) : nullptr;
            const xmlNode* body = html ? first_element(html->children) : nullptr;
            const xmlNode* outer = body ? first_element(body->children) : nullptr;
            const xmlNode* inner = outer ? first_element(outer->children) : nullptr;
            closes[parent][child] = inner == nullptr || view(inner->name) != kKept[child];
        }
    }
    return closes;
}

const CloseTable& closing_table() {
    static const CloseTable kCloses = measure_closing();
    return kCloses;
}

// The first attribute of that name (the parser keeps duplicates), entities decoded, cleaned.
std::optional<std::string> attribute(const xmlNode* element, std::string_view name) {
    for (const xmlAttr* a = element->properties; a != nullptr; a = a->next) {
        if (view(a->name) != name) continue;
        std::string value;
        for (const xmlNode* t = a->children; t != nullptr; t = t->next) value += view(t->content);
        return clean_utf8(value);
    }
    return std::nullopt;
}

std::string ascii_lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// A URL attribute as a browser reads it (the WHATWG URL parser's first steps): tabs and newlines removed anywhere,
// leading and trailing spaces and controls trimmed. Checked and written in this form, so "java\tscript:" or
// " javascript:" is refused as the javascript: URL the browser would see.
std::string browser_url(std::string_view raw) {
    std::string url;
    for (char c : raw)
        if (c != '\t' && c != '\n' && c != '\r') url += c;
    auto blank = [](char c) { return static_cast<unsigned char>(c) <= 0x20; };
    while (!url.empty() && blank(url.back())) url.pop_back();
    auto first = std::find_if_not(url.begin(), url.end(), blank);
    return std::string(first, url.end());
}

bool is_web_url(std::string_view url) {
    std::string lower = ascii_lower(url);
    return lower.starts_with("http://") || lower.starts_with("https://");
}

// A script URL anywhere in a link or image URL refuses it, even after a harmless scheme ("/go?to=javascript:…" leads
// through a redirect to a script).
bool names_script(std::string_view url) {
    std::string lower = ascii_lower(url);
    return lower.find("javascript:") != std::string::npos || lower.find("vbscript:") != std::string::npos;
}

// An href kept: http:, https:, mailto:, a path on this site ("/…", not the other host of "//…" or "/\…") or "#…".
std::optional<std::string> link_url(std::string_view raw) {
    std::string url = browser_url(raw);
    if (names_script(url)) return std::nullopt;
    if (url.starts_with('#') || is_web_url(url) || ascii_lower(url).starts_with("mailto:")) return url;
    if (url.starts_with('/') && !url.starts_with("//") && !url.starts_with("/\\")) return url;
    return std::nullopt;
}

// An img src kept: under one of the policy's prefixes, without a colon (no scheme), a backslash or a way up ("..",
// "%2e"), and not another host's "//…".
std::optional<std::string> image_url(std::string_view raw, const HtmlPolicy& policy) {
    std::string url = browser_url(raw);
    std::string lower = ascii_lower(url);
    if (url.starts_with("//") || lower.find_first_of(":\\") != std::string::npos ||
        lower.find("..") != std::string::npos || lower.find("%2e") != std::string::npos)
        return std::nullopt;
    for (const std::string& prefix : policy.image_prefixes)
        if (!prefix.empty() && url.starts_with(prefix)) return url;
    return std::nullopt;
}

bool digits(std::string_view v, std::size_t max) {
    return !v.empty() && v.size() <= max &&
           std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// "language-cpp": the highlighter's class, ^language-[a-z0-9+#-]{1,30}$.
bool language_class(std::string_view v) {
    constexpr std::string_view kPrefix = "language-";
    if (!v.starts_with(kPrefix) || v.size() == kPrefix.size() || v.size() > kPrefix.size() + 30) return false;
    return std::all_of(v.begin() + kPrefix.size(), v.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '#' || c == '-';
    });
}

struct Attribute {
    std::string_view name;
    std::string value;
};
using Attributes = std::vector<Attribute>;

// The attributes an allowed element keeps, in the order written; nullopt drops the element (an img from elsewhere).
std::optional<Attributes> kept_attributes(const xmlNode* element, std::string_view name, const HtmlPolicy& policy) {
    Attributes kept;
    auto keep = [&](std::string_view attr, auto valid) {
        if (auto value = attribute(element, attr); value && valid(*value)) kept.push_back({attr, std::move(*value)});
    };
    auto any = [](std::string_view) { return true; };
    auto up_to = [](std::size_t max) { return [max](std::string_view v) { return digits(v, max); }; };
    if (name == "a") {
        auto raw = attribute(element, "href");
        std::optional<std::string> href = raw ? link_url(*raw) : std::nullopt;
        bool external = href && is_web_url(*href);
        if (href) kept.push_back({"href", std::move(*href)});
        keep("title", any);
        kept.push_back({"rel", std::string(kLinkRel)});
        if (external) kept.push_back({"target", "_blank"});
    } else if (name == "img") {
        auto raw = attribute(element, "src");
        std::optional<std::string> src = raw ? image_url(*raw, policy) : std::nullopt;
        if (!src) return std::nullopt;
        kept.push_back({"src", std::move(*src)});
        keep("alt", any);
        keep("width", up_to(4));
        keep("height", up_to(4));
    } else if (name == "th" || name == "td") {
        keep("colspan", up_to(3));
        keep("rowspan", up_to(3));
    } else if (name == "col") {
        keep("span", up_to(3));
    } else if (name == "ol") {
        keep("start", up_to(9));
    } else if (name == "code" || name == "pre") {
        keep("class", language_class);
    }
    return kept;
}

// Text and attribute values: well-formed UTF-8 without controls, & < > (and " in attributes) escaped.
void append_escaped(std::string& out, std::string_view raw, bool in_attribute) {
    for (char c : clean_utf8(raw)) {
        if (c == '&') out += "&amp;";
        else if (c == '<') out += "&lt;";
        else if (c == '>') out += "&gt;";
        else if (c == '"' && in_attribute) out += "&quot;";
        else out += c;
    }
}

// Writes the allowed part of the tree as HTML.
class Writer {
public:
    explicit Writer(const HtmlPolicy& policy) : policy_(policy), closes_(closing_table()) {}

    bool enter(const xmlNode* element) {
        std::string_view name = view(element->name);
        if (contains(kRemoved, name)) return false;
        std::optional<std::size_t> kept = kept_index(name);
        bool is_void = contains(kVoid, name);
        if (!kept || (!is_void && open_.size() >= kMaxDepth)) return true;  // unwrapped
        std::optional<Attributes> attributes = kept_attributes(element, name, policy_);
        if (!attributes) return false;
        while (!open_.empty() && closes_[open_.back().first][*kept]) close_last();
        out_ += '<';
        out_ += name;
        for (const Attribute& a : *attributes) {
            out_ += ' ';
            out_ += a.name;
            out_ += "=\"";
            append_escaped(out_, a.value, true);
            out_ += '"';
        }
        out_ += '>';
        if (!is_void) open_.emplace_back(*kept, element);
        return !is_void;
    }

    void leave(const xmlNode* element) {
        // An unwrapped element was never written; one a later child closed early (closing table) is closed already.
        if (!open_.empty() && open_.back().second == element) close_last();
    }

    void text(std::string_view content) { append_escaped(out_, content, false); }

    std::string take() { return std::move(out_); }

private:
    void close_last() {
        out_ += "</";
        out_ += kKept[open_.back().first];
        out_ += '>';
        open_.pop_back();
    }

    const HtmlPolicy& policy_;
    const CloseTable& closes_;
    std::string out_;
    std::vector<std::pair<std::size_t, const xmlNode*>> open_;  // written and not yet closed, outermost first
};

// Collects the text outside removed elements, a space around blocks.
class TextCollector {
public:
    bool enter(const xmlNode* element) {
        std::string_view name = view(element->name);
        if (contains(kRemoved, name)) return false;
        if (contains(kBlocks, name)) text_ += ' ';
        return true;
    }
    void leave(const xmlNode* element) {
        if (contains(kBlocks, view(element->name))) text_ += ' ';
    }
    void text(std::string_view content) { text_ += content; }

    // Runs of white space (ASCII and the no-break space of &nbsp;) as one space, none at either end.
    std::string take() const {
        constexpr std::string_view kNoBreakSpace = "\xC2\xA0";
        std::string clean = clean_utf8(text_), out;
        bool pending_space = false;
        for (std::size_t i = 0; i < clean.size(); ++i) {
            bool nbsp = clean.compare(i, kNoBreakSpace.size(), kNoBreakSpace) == 0;
            if (nbsp || clean[i] == ' ' || clean[i] == '\t' || clean[i] == '\n' || clean[i] == '\r') {
                pending_space = !out.empty();
                i += nbsp ? 1 : 0;
                continue;
            }
            if (pending_space) out += ' ';
            pending_space = false;
            out += clean[i];
        }
        return out;
    }

private:
    std::string text_;
};

}  // namespace

std::string sanitize_html(std::string_view html, const HtmlPolicy& policy) {
    if (html.empty()) return {};
    Doc doc = parse_fragment(html);
    if (!doc) return {};
    Writer writer(policy);
    walk(doc.get(), writer);
    return writer.take();
}

std::string html_text(std::string_view html) {
    if (html.empty()) return {};
    Doc doc = parse_fragment(html);
    if (!doc) return {};
    TextCollector collector;
    walk(doc.get(), collector);
    return collector.take();
}

}  // namespace xj::core
