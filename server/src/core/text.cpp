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

}  // namespace xj::core::text
