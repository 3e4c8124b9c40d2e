// HMAC-SHA-256 against RFC 4231's second test case, and base64url both ways.
#include "core/hmac.h"

#include <gtest/gtest.h>

namespace xj::core {
namespace {

TEST(Hmac, MatchesRfc4231TestCase2) {
    EXPECT_EQ(hmac_sha256_b64url("Jefe", "what do ya want for nothing?"),
              "W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM");
}

TEST(Hmac, ChangesWithKeyAndMessage) {
    std::string mac = hmac_sha256_b64url("key", "message");
    EXPECT_EQ(mac.size(), 43U);
    EXPECT_NE(mac, hmac_sha256_b64url("key2", "message"));
    EXPECT_NE(mac, hmac_sha256_b64url("key", "message."));
}

TEST(Base64url, UsesTheUrlAlphabetWithoutPadding) {
    EXPECT_EQ(base64url(std::string("\xfb\xff\x01", 3)), "-_8B");
    EXPECT_EQ(base64url("a"), "YQ");
    EXPECT_EQ(base64url(""), "");
}

TEST(Base64url, DecodesWhatItEncodesAndRefusesTheRest) {
    EXPECT_EQ(from_base64url("-_8B"), std::string("\xfb\xff\x01", 3));
    EXPECT_EQ(from_base64url("YQ"), "a");
    EXPECT_FALSE(from_base64url("YQ=="));  // padding
    EXPECT_FALSE(from_base64url("+/8B"));  // the other alphabet
    EXPECT_FALSE(from_base64url("Y"));     // no whole byte
    EXPECT_FALSE(from_base64url("YQ.x"));  // other characters
}

TEST(RandomToken, IsFreshBase64urlOfTheBytesAsked) {
    std::string a = random_token(), b = random_token();
    EXPECT_EQ(a.size(), 43U);
    EXPECT_NE(a, b);
    EXPECT_EQ(from_base64url(a)->size(), 32U);
    EXPECT_EQ(sha256_b64url("abc"), "ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");  // FIPS 180-2's "abc"
}

TEST(SameText, ComparesWholeTexts) {
    EXPECT_TRUE(same_text("abc", "abc"));
    EXPECT_FALSE(same_text("abc", "abd"));
    EXPECT_FALSE(same_text("abc", "ab"));
    EXPECT_TRUE(same_text("", ""));
}

}  // namespace
}  // namespace xj::core
