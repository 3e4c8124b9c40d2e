// Discount codes' pure rules (docs/commerce.md "Discount codes"): the discount a code gives on a price, and whether it
// may be used now. No database.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "commerce/model.h"

namespace xj::commerce {

inline constexpr std::string_view kMsgCodeUnknown = "优惠码不存在";
inline constexpr std::string_view kMsgCodeOtherCourse = "该优惠码不适用于此课程";
inline constexpr std::string_view kMsgCodeNotYet = "优惠码尚未生效";
inline constexpr std::string_view kMsgCodeExpired = "优惠码已过期";
inline constexpr std::string_view kMsgCodeUsedUp = "优惠码已用完";

// The fen off `price_fen`: a rate pays value% of the price (rounded to the fen, half up), a fixed amount takes at
// most the price.
std::int64_t discount_of(const DiscountBatch& batch, std::int64_t price_fen);

// Why `code` cannot be used on course `course_id` at `now` (one of the messages above), nullopt when it can.
std::optional<std::string_view> code_refusal(const DiscountCode& code, std::int64_t course_id, std::int64_t now);

// What a batch gives, as people say it: 8折, 8.5折 for a rate; 立减50元, 立减12.50元 for a fixed amount.
std::string discount_label(const DiscountBatch& batch);

// A code as a buyer types it: trimmed and upper-cased ("" for none).
std::string normalise_code(std::string_view text);

}  // namespace xj::commerce
