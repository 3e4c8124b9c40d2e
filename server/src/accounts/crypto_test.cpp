#include "accounts/crypto.h"

#include <gtest/gtest.h>
#include <sodium.h>

#include "accounts/captcha_image.h"

namespace xj::accounts {
namespace {

class Crypto : public ::testing::Test {
protected:
    static void SetUpTestSuite() { ASSERT_GE(sodium_init(), 0); }
};

TEST_F(Crypto, RsaOaepRoundTripsThroughPemAndRefusesPlaintext) {
    PasswordKey key = PasswordKey::generate();
    PasswordKey again = PasswordKey::from_private_pem(key.private_pem());
    EXPECT_EQ(again.public_pem(), key.public_pem());
    EXPECT_TRUE(key.public_pem().starts_with("-----BEGIN PUBLIC KEY-----"));
    std::string cipher = key.encrypt_base64("学鲸 xuejing2026");
    EXPECT_EQ(again.decrypt_base64(cipher), "学鲸 xuejing2026");
    EXPECT_EQ(key.decrypt_base64("xuejing2026"), std::nullopt);
    EXPECT_EQ(key.decrypt_base64(""), std::nullopt);
    EXPECT_EQ(key.decrypt_base64(PasswordKey::generate().encrypt_base64("other key")), std::nullopt);
    std::string tampered = cipher;
    tampered[10] = tampered[10] == 'A' ? 'B' : 'A';
    EXPECT_EQ(key.decrypt_base64(tampered), std::nullopt);
    EXPECT_THROW(PasswordKey::from_private_pem("not a key"), std::runtime_error);
}

TEST_F(Crypto, Argon2idVerifiesOnlyTheRightPassword) {
    PasswordHasher hasher(2);
    std::string hash = hasher.hash("xuejing2026");
    EXPECT_TRUE(hash.starts_with("$argon2id$v=19$m=19456,t=2,"));
    EXPECT_TRUE(hasher.verify(hash, "xuejing2026"));
    EXPECT_FALSE(hasher.verify(hash, "xuejing2027"));
    EXPECT_FALSE(hasher.verify("garbage", "xuejing2026"));
    EXPECT_NE(hasher.hash("xuejing2026"), hash);  // salted
}

TEST_F(Crypto, TokensAreRandom256BitBase64UrlAndStoredAsSha256) {
    std::string token = new_token();
    EXPECT_EQ(token.size(), 43U);
    EXPECT_EQ(token.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
              std::string::npos);
    EXPECT_NE(new_token(), token);
    EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(sha256_hex(token).size(), 64U);
}

TEST_F(Crypto, KeyedHashesDependOnTheKeyAndCompareInConstantTime) {
    std::string a = keyed_hash("key-1", "13800000001:1:123456");
    EXPECT_EQ(a.size(), 64U);
    EXPECT_EQ(keyed_hash("key-1", "13800000001:1:123456"), a);
    EXPECT_NE(keyed_hash("key-2", "13800000001:1:123456"), a);
    EXPECT_TRUE(same_hash(a, a));
    EXPECT_FALSE(same_hash(a, keyed_hash("key-1", "13800000001:1:123457")));
    EXPECT_FALSE(same_hash(a, a.substr(1)));
    std::string digits = random_digits(6);
    EXPECT_EQ(digits.size(), 6U);
    EXPECT_EQ(digits.find_first_not_of("0123456789"), std::string::npos);
}

TEST_F(Crypto, CaptchaIsAPngOfUnambiguousCharacters) {
    std::string text = random_captcha_text();
    ASSERT_EQ(text.size(), kCaptchaLength);
    EXPECT_EQ(text.find_first_not_of(kCaptchaAlphabet), std::string::npos);
    std::string png = draw_captcha_png(text);
    ASSERT_GT(png.size(), 8U);
    EXPECT_EQ(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
}

}  // namespace
}  // namespace xj::accounts
