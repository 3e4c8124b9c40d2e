// Discount codes' pure rules (commerce/discount_rules.h).
#include "commerce/discount_rules.h"

#include <gtest/gtest.h>

namespace xj::commerce {
namespace {

DiscountCode code(int kind, std::int64_t value, int used = 0, int limit = 1) {
    DiscountCode c;
    c.code = "SPRING80";
    c.used_count = used;
    c.batch.course_id = 7;
    c.batch.kind = kind;
    c.batch.value = value;
    c.batch.starts_at = 1000;
    c.batch.ends_at = 2000;
    c.batch.use_limit = limit;
    return c;
}

TEST(DiscountRules, ARatePaysItsShareOfThePriceRoundedToTheFen) {
    EXPECT_EQ(discount_of(code(kDiscountRate, 80).batch, 19900), 3980);  // 八折: pay 159.20
    EXPECT_EQ(discount_of(code(kDiscountRate, 85).batch, 999), 150);     // pay 849.15 → 849
    EXPECT_EQ(discount_of(code(kDiscountRate, 10).batch, 1), 1);         // pay 0.1 fen → 0
    EXPECT_EQ(discount_of(code(kDiscountRate, 80).batch, 0), 0);
}

TEST(DiscountRules, AFixedAmountTakesAtMostThePrice) {
    EXPECT_EQ(discount_of(code(kDiscountFixed, 5000).batch, 19900), 5000);
    EXPECT_EQ(discount_of(code(kDiscountFixed, 50000).batch, 19900), 19900);
}

TEST(DiscountRules, ACodeIsForItsCourseWithinItsTimeAndUses) {
    EXPECT_EQ(code_refusal(code(kDiscountRate, 80), 7, 1500), std::nullopt);
    EXPECT_EQ(code_refusal(code(kDiscountRate, 80), 8, 1500), kMsgCodeOtherCourse);
    EXPECT_EQ(code_refusal(code(kDiscountRate, 80), 7, 999), kMsgCodeNotYet);
    EXPECT_EQ(code_refusal(code(kDiscountRate, 80), 7, 2000), kMsgCodeExpired);
    EXPECT_EQ(code_refusal(code(kDiscountRate, 80, 3, 3), 7, 1500), kMsgCodeUsedUp);
    EXPECT_EQ(code_refusal(code(kDiscountRate, 80, 2, 3), 7, 1500), std::nullopt);
}

TEST(DiscountRules, ACodeIsReadTrimmedAndUpperCased) {
    EXPECT_EQ(normalise_code("  spring80 "), "SPRING80");
    EXPECT_EQ(normalise_code(""), "");
}

TEST(DiscountRules, LabelsSayWhatTheBatchGives) {
    DiscountBatch b;
    b.kind = kDiscountRate;
    b.value = 80;
    EXPECT_EQ(discount_label(b), "8折");
    b.value = 85;
    EXPECT_EQ(discount_label(b), "8.5折");
    b.kind = kDiscountFixed;
    b.value = 5000;
    EXPECT_EQ(discount_label(b), "立减50元");
    b.value = 1205;
    EXPECT_EQ(discount_label(b), "立减12.05元");
}

}  // namespace
}  // namespace xj::commerce
