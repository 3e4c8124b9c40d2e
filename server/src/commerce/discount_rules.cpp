#include "commerce/discount_rules.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"

namespace xj::commerce {

std::int64_t discount_of(const DiscountBatch& batch, std::int64_t price_fen) {
    if (price_fen <= 0) return 0;
    if (batch.kind == kDiscountRate) {
        const std::int64_t rate = std::clamp<std::int64_t>(batch.value, 0, 100);
        const std::int64_t pay = (price_fen * rate + 50) / 100;
        return price_fen - pay;
    }
    return std::clamp<std::int64_t>(batch.value, 0, price_fen);
}

std::optional<std::string_view> code_refusal(const DiscountCode& code, std::int64_t course_id, std::int64_t now) {
    if (code.batch.course_id != course_id) return kMsgCodeOtherCourse;
    if (now < code.batch.starts_at) return kMsgCodeNotYet;
    if (now >= code.batch.ends_at) return kMsgCodeExpired;
    if (code.used_count >= code.batch.use_limit) return kMsgCodeUsedUp;
    return std::nullopt;
}

std::string normalise_code(std::string_view text) {
    std::string out = core::text::trim(text, core::text::kAsciiSpace);
    for (auto& ch : out) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    return out;
}

std::string discount_label(const DiscountBatch& b) {
    if (b.kind == kDiscountRate) {
        std::string tenths = std::to_string(b.value / 10);
        if (b.value % 10 != 0) tenths += "." + std::to_string(b.value % 10);
        return tenths + "折";
    }
    std::string yuan = std::to_string(b.value / 100);
    if (b.value % 100 != 0) {
        std::int64_t cents = b.value % 100;
        yuan += (cents < 10 ? ".0" : ".") + std::to_string(cents);
    }
    return "立减" + yuan + "元";
}

}  // namespace xj::commerce
