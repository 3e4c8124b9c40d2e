// The real payment provider: Alipay's face-to-face precreate API (alipay.trade.precreate, .query, .close on its
// gateway), configured by environment (docs/commerce.md "Alipay"). Requests are signed with the app's private key
// (RSA2: SHA256withRSA over the sorted parameters), answers and asynchronous notifications are checked with Alipay's
// public key; a notification whose signature, app or amount does not match changes nothing. Tested against a stand-in
// gateway on loopback (tests/api/commerce-alipay.test.mjs).
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <boost/json/object.hpp>

#include "commerce/payment_provider.h"
#include "core/clock.h"
#include "core/rsa_signature.h"

namespace xj::commerce {

struct AlipaySettings {
    std::string gateway = "https://openapi.alipay.com/gateway.do";
    std::string app_id;
    std::string private_key_pem;        // the app's (PKCS#8 or PKCS#1)
    std::string alipay_public_key_pem;  // Alipay's (SPKI)
    std::string notify_url;             // the public address of POST /api/v1/pay/notify/alipay
    std::chrono::seconds timeout{10};
    bool enabled() const { return !app_id.empty(); }
};

// ALIPAY_APP_ID (unset: Alipay off, the platform cashier is used), ALIPAY_GATEWAY, ALIPAY_PRIVATE_KEY or
// ALIPAY_PRIVATE_KEY_FILE, ALIPAY_PUBLIC_KEY or ALIPAY_PUBLIC_KEY_FILE (PEM, or the one-line base64 the console shows),
// ALIPAY_NOTIFY_URL, ALIPAY_TIMEOUT_SECONDS (1–60). Throws std::invalid_argument for a partial or unreadable setting.
AlipaySettings alipay_settings_from_env();

// The text a request or a notification is signed over: every parameter but sign (and, for a notification,
// sign_type) with a non-empty value, sorted by name, as name=value joined by '&'.
std::string signing_text(const std::map<std::string, std::string>& params, bool notification);
// 19900 → "199.00"; "199.00" → 19900 (nullopt for anything but a non-negative amount with at most two decimals).
std::string yuan_text(std::int64_t fen);
std::optional<std::int64_t> fen_of(std::string_view yuan);
// The raw JSON text of `key`'s value in an answer (what Alipay signs), or nullopt.
std::optional<std::string> raw_member(std::string_view json_text, std::string_view key);

class AlipayProvider final : public PaymentProvider {
public:
    AlipayProvider(AlipaySettings settings, const core::Clock& clock);

    std::string_view name() const override { return "alipay"; }
    Precreated precreate(const TradeRequest& request) override;
    std::optional<TradeStatus> query(const std::string& out_trade_no) override;
    bool close(const std::string& out_trade_no) override;
    std::optional<TradeStatus> verify_notification(std::string_view body) override;

private:
    // Calls `method` with biz_content; the answer's "<method>_response" object once its signature is verified.
    // Throws core::HttpUnavailable-derived failures as std::runtime_error.
    boost::json::object call(const std::string& method, const boost::json::object& biz);

    AlipaySettings settings_;
    const core::Clock& clock_;
    core::RsaSigner signer_;
    core::RsaVerifier verifier_;
};

// The provider of this deployment: Alipay when ALIPAY_APP_ID is set (alipay_settings_from_env); otherwise the platform
// cashier with --demo, and no online payment without it.
std::unique_ptr<PaymentProvider> make_payment_provider(const core::Clock& clock, bool demo);

}  // namespace xj::commerce
