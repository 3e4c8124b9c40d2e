#include "core/text.h"

namespace xj::core::text {

namespace {

bool starts_character(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }

constexpr std::string_view kIdeographicSpace = "\xE3\x80\x80";
constexpr std::size_t kMaskedMin = 8;

}  // namespace

std::size_t code_points(std::string_view s) {
    std::size_t n = 0;
    for (char c : s) n += starts_character(c) ? 1 : 0;
    return n;
}

std::string first_code_points(std::string_view s, std::size_t n) {
    std::size_t count = 0, i = 0;
    for (; i < s.size(); ++i) {
        if (starts_character(s[i])) {
            if (count == n) break;
            ++count;
        }
    }
    return std::string(s.substr(0, i));
}

std::string trim(std::string_view s, std::string_view blanks) {
    auto b = s.find_first_not_of(blanks);
    if (b == std::string_view::npos) return {};
    return std::string(s.substr(b, s.find_last_not_of(blanks) - b + 1));
}

std::string trim_wide(std::string_view s) {
    auto blank = [](char c) { return kBlanks.find(c) != std::string_view::npos; };
    for (;;) {
        if (!s.empty() && blank(s.front())) s.remove_prefix(1);
        else if (s.starts_with(kIdeographicSpace)) s.remove_prefix(kIdeographicSpace.size());
        else break;
    }
    for (;;) {
        if (!s.empty() && blank(s.back())) s.remove_suffix(1);
        else if (s.ends_with(kIdeographicSpace)) s.remove_suffix(kIdeographicSpace.size());
        else break;
    }
    return std::string(s);
}

std::string mask_mobile(std::string_view mobile) {
    if (mobile.size() < kMaskedMin) return std::string(mobile);
    return std::string(mobile.substr(0, 3)) + "****" + std::string(mobile.substr(mobile.size() - 4));
}

namespace {

// The length of the well-formed UTF-8 sequence at s[i], or 0 (RFC 3629, table 3-7 of the Unicode standard).
std::size_t sequence_length(std::string_view s, std::size_t i) {
    auto at = [&](std::size_t k) { return k < s.size() ? static_cast<unsigned char>(s[k]) : 0U; };
    unsigned c = at(i);
    if (c < 0x80) return 1;
    auto within = [](unsigned b, unsigned lo, unsigned hi) { return b >= lo && b <= hi; };
    unsigned b1 = at(i + 1);
    if (within(c, 0xC2, 0xDF)) return within(b1, 0x80, 0xBF) ? 2 : 0;
    unsigned lo = 0x80, hi = 0xBF;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
    if (within(c, 0xE0, 0xEF)) return within(b1, lo, hi) && within(at(i + 2), 0x80, 0xBF) ? 3 : 0;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
    if (within(c, 0xF0, 0xF4))
        return within(b1, lo, hi) && within(at(i + 2), 0x80, 0xBF) && within(at(i + 3), 0x80, 0xBF) ? 4 : 0;
    return 0;
}

}  // namespace

bool valid_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        std::size_t n = sequence_length(s, i);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

bool clean_text(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        std::size_t n = sequence_length(s, i);
        if (n == 0) return false;
        auto c = static_cast<unsigned char>(s[i]);
        if (n == 1 && (c == 0x7F || (c < 0x20 && c != '\t' && c != '\n' && c != '\r'))) return false;
        if (n == 2 && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0) return false;  // C1 controls
        i += n;
    }
    return true;
}

std::string join_lines(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& s : items) {
        if (!out.empty()) out += '\n';
        out += s;
    }
    return out;
}

std::vector<std::string> split_lines(std::string_view text) {
    std::vector<std::string> out;
    while (!text.empty()) {
        std::size_t end = text.find('\n');
        std::string_view item = text.substr(0, end);
        if (!item.empty()) out.emplace_back(item);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return out;
}

}  // namespace xj::core::text
