#include <array>

#include "courses/model.h"

namespace xj::courses {

namespace {

constexpr std::array<std::string_view, 10> kDigits{"零", "一", "二", "三", "四", "五", "六", "七", "八", "九"};

// 1..99 as 一 … 十 … 十一 … 二十 … 九十九.
std::string below_hundred(int n, bool leading) {
    int tens = n / 10;
    int ones = n % 10;
    std::string out;
    if (tens > 0) {
        if (tens > 1 || !leading) out += kDigits[tens];
        out += "十";
    }
    if (ones > 0) out += kDigits[ones];
    return out;
}

}  // namespace

std::string_view kind_name(int kind) {
    switch (kind) {
        case kKindIntro:
            return "入门";
        case kKindMiddle:
            return "进阶";
        case kKindHigh:
            return "高级";
        default:
            return "";
    }
}

std::string upper_case_numeral(int n) {
    if (n <= 0) return std::string(kDigits[0]);
    if (n >= 10000) return std::to_string(n);
    std::string out;
    int thousands = n / 1000;
    int hundreds = n / 100 % 10;
    int rest = n % 100;
    if (thousands > 0) out += std::string(kDigits[thousands]) + "千";
    if (hundreds > 0) out += std::string(kDigits[hundreds]) + "百";
    else if (thousands > 0 && rest > 0) out += "零";
    if (rest > 0) {
        if ((thousands > 0 || hundreds > 0) && rest < 10) {
            if (hundreds > 0) out += "零";
            out += kDigits[rest];
        } else {
            out += below_hundred(rest, thousands == 0 && hundreds == 0);
        }
    }
    return out;
}

}  // namespace xj::courses
