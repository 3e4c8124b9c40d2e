// The Alipay client's offline parts (commerce/alipay_provider.h): what is signed, amounts in yuan, the signed member of
// an answer, and notifications verified with Alipay's key. The calls themselves run against a stand-in gateway in
// tests/api/commerce-alipay.test.mjs.
#include "commerce/alipay_provider.h"

#include <gtest/gtest.h>

#include "accounts/crypto.h"
#include "core/request.h"

namespace xj::commerce {
namespace {

std::string encode(const std::string& text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char ch : text) {
        if (std::isalnum(ch) != 0 || ch == '-' || ch == '_' || ch == '.') out += static_cast<char>(ch);
        else {
            out += '%';
            out += kHex[ch >> 4];
            out += kHex[ch & 0x0F];
        }
    }
    return out;
}

TEST(AlipayRules, SignsTheSortedNonEmptyParametersButTheSignature) {
    std::map<std::string, std::string> p{
        {"timestamp", "2026-11-27 10:00:00"}, {"app_id", "2021"}, {"sign", "x"}, {"sign_type", "RSA2"}, {"empty", ""},
        {"biz_content", "{\"a\":1}"}};
    EXPECT_EQ(signing_text(p, false), "app_id=2021&biz_content={\"a\":1}&sign_type=RSA2&timestamp=2026-11-27 10:00:00");
    EXPECT_EQ(signing_text(p, true), "app_id=2021&biz_content={\"a\":1}&timestamp=2026-11-27 10:00:00");
}

TEST(AlipayRules, AmountsAreYuanWithTwoDecimals) {
    EXPECT_EQ(yuan_text(19900), "199.00");
    EXPECT_EQ(yuan_text(5), "0.05");
    EXPECT_EQ(yuan_text(15920), "159.20");
    EXPECT_EQ(fen_of("199.00"), 19900);
    EXPECT_EQ(fen_of("0.5"), 50);
    EXPECT_EQ(fen_of("12"), 1200);
    for (const char* bad : {"", "-1.00", "1.234", "abc", ".5", "1.x"}) EXPECT_EQ(fen_of(bad), std::nullopt) << bad;
}

TEST(AlipayRules, FindsTheSignedMemberOfAnAnswerAsItWasSent) {
    std::string body =
        R"({"alipay_trade_query_response":{"code":"10000","msg":"Success","subject":"a \"}\" b","n":{"x":1}},"sign":"S"})";
    EXPECT_EQ(raw_member(body, "alipay_trade_query_response"),
              R"({"code":"10000","msg":"Success","subject":"a \"}\" b","n":{"x":1}})");
    EXPECT_EQ(raw_member(body, "missing_response"), std::nullopt);
}

class AlipayNotification : public ::testing::Test {
protected:
    void SetUp() override {
        AlipaySettings s;
        s.app_id = "2021000000000001";
        s.private_key_pem = app_.private_pem();
        s.alipay_public_key_pem = alipay_.public_pem();
        s.notify_url = "http://localhost/api/v1/pay/notify/alipay";
        provider_ = std::make_unique<AlipayProvider>(s, clock_);
    }

    // A notification body as Alipay sends it, signed with `key`'s private half.
    std::string body(std::map<std::string, std::string> p, const accounts::PasswordKey& key) {
        p["sign"] = core::RsaSigner::from_private_pem(key.private_pem()).sign_base64(signing_text(p, true));
        std::string out;
        for (const auto& [k, v] : p) out += (out.empty() ? "" : "&") + encode(k) + "=" + encode(v);
        return out;
    }

    std::map<std::string, std::string> paid() {
        return {{"app_id", "2021000000000001"}, {"notify_type", "trade_status_sync"}, {"sign_type", "RSA2"},
                {"out_trade_no", "XJ1-abc"},    {"trade_no", "2026112722001"},        {"trade_status", "TRADE_SUCCESS"},
                {"total_amount", "159.20"},     {"subject", "电子商务运营"}};
    }

    core::Clock clock_{1'800'000'000'000};
    accounts::PasswordKey app_ = accounts::PasswordKey::generate();
    accounts::PasswordKey alipay_ = accounts::PasswordKey::generate();
    std::unique_ptr<AlipayProvider> provider_;
};

TEST_F(AlipayNotification, ASignedPaidNotificationNamesItsTrade) {
    auto t = provider_->verify_notification(body(paid(), alipay_));
    ASSERT_TRUE(t.has_value());
    EXPECT_EQ(t->out_trade_no, "XJ1-abc");
    EXPECT_EQ(t->trade_no, "2026112722001");
    EXPECT_EQ(t->amount_fen, 15920);
    EXPECT_EQ(t->state, TradeState::kPaid);
}

TEST_F(AlipayNotification, AForgedTamperedForeignOrUnpaidOneIsNothing) {
    EXPECT_FALSE(provider_->verify_notification(body(paid(), app_)).has_value());  // not Alipay's key
    std::string tampered = body(paid(), alipay_);
    tampered.replace(tampered.find("159.20"), 6, "1.00");
    EXPECT_FALSE(provider_->verify_notification(tampered).has_value());
    auto foreign = paid();
    foreign["app_id"] = "2021999999999999";
    EXPECT_FALSE(provider_->verify_notification(body(foreign, alipay_)).has_value());
    auto waiting = paid();
    waiting["trade_status"] = "WAIT_BUYER_PAY";
    EXPECT_FALSE(provider_->verify_notification(body(waiting, alipay_)).has_value());
    EXPECT_FALSE(provider_->verify_notification("").has_value());
    EXPECT_FALSE(provider_->verify_notification("a=%zz").has_value());
}

}  // namespace
}  // namespace xj::commerce
