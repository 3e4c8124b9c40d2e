#include "simulation/rules.h"

#include <array>

#include "core/text.h"

namespace xj::simulation {

namespace {

constexpr std::string_view kMsgNameMissing = "请输入企业名称";
constexpr std::string_view kMsgNameLength = "企业名称长度应为 6–30 个字符";
constexpr std::string_view kMsgNameChars = "企业名称只能由汉字组成";
constexpr std::string_view kMsgNameSuffix = "企业名称须以“有限公司”“有限责任公司”或“股份有限公司”结尾";
constexpr std::string_view kMsgNameWords = "企业名称不得含有“中国”“中华”“全国”“国家”“国际”等字样";

constexpr std::array<std::string_view, 3> kSuffixes = {"有限公司", "有限责任公司", "股份有限公司"};
constexpr std::array<std::string_view, 5> kReserved = {"中国", "中华", "全国", "国家", "国际"};

// A CJK unified ideograph (the basic block and extension A) or a full-width bracket.
bool name_char(char32_t c) {
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || c == U'（' || c == U'）';
}

// The code points of UTF-8 text; nullopt for malformed text.
std::optional<std::u32string> decode(std::string_view s) {
    std::u32string out;
    for (std::size_t i = 0; i < s.size();) {
        auto b = static_cast<unsigned char>(s[i]);
        int n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
        if (n == 0 || i + n > s.size()) return std::nullopt;
        char32_t c = n == 1 ? b : b & (0x7F >> n);
        for (int k = 1; k < n; ++k) {
            auto x = static_cast<unsigned char>(s[i + k]);
            if ((x >> 6) != 0x2) return std::nullopt;
            c = (c << 6) | (x & 0x3F);
        }
        out.push_back(c);
        i += n;
    }
    return out;
}

}  // namespace

std::optional<std::string> company_name_error(std::string_view name) {
    if (name.empty()) return std::string(kMsgNameMissing);
    auto chars = decode(name);
    if (!chars) return std::string(kMsgNameChars);
    if (chars->size() < 6 || chars->size() > 30) return std::string(kMsgNameLength);
    for (char32_t c : *chars)
        if (!name_char(c)) return std::string(kMsgNameChars);
    bool suffixed = false;
    for (std::string_view s : kSuffixes) suffixed = suffixed || name.ends_with(s);
    if (!suffixed) return std::string(kMsgNameSuffix);
    for (std::string_view w : kReserved)
        if (name.find(w) != std::string_view::npos) return std::string(kMsgNameWords);
    return std::nullopt;
}

std::optional<std::string> shop_name_error(std::string_view name) {
    std::size_t n = core::text::code_points(std::string(name));
    if (n < 2 || n > 20) return std::string(kMsgShopLength);
    return std::nullopt;
}

std::string yuan_text(std::int64_t fen) {
    std::int64_t a = fen < 0 ? -fen : fen;
    std::string s = std::to_string(a / 100) + "." + std::to_string(a % 100 / 10) + std::to_string(a % 10);
    return (fen < 0 ? "-¥" : "¥") + s;
}

std::string_view stage_key(int stage) {
    switch (stage) {
        case 1:
            return "company";
        case 2:
            return "shop";
        case 3:
            return "listing";
        case 4:
            return "operate";
        default:
            return "finished";
    }
}

std::string_view category_name(int category) {
    switch (category) {
        case 1:
            return "跨境电商";
        case 2:
            return "国内电商";
        default:
            return "创业实训";
    }
}

}  // namespace xj::simulation
