// Online payment providers (docs/commerce.md "Providers", ARCHITECTURE §7): one interface, two implementations. The
// offline default, `platform`, is the platform's own cashier — the QR code links to /pay/{token} on the same site, and
// opening that page completes the payment (the demo's). `alipay` is a real client of Alipay's precreate API (signed
// requests, verified notifications, query and close), configured by environment (commerce/alipay_provider.h).
// Providers talk to the outside world: the service never calls them inside a database transaction.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace xj::commerce {

struct TradeRequest {
    std::string out_trade_no;  // ours, unique per payment attempt
    std::int64_t amount_fen = 0;
    std::string subject;   // the order's title
    std::string site_url;  // scheme://host of the site the buyer uses (the platform cashier's links)
    std::int64_t expires_at = 0;
};

struct Precreated {
    std::string code_url;              // what the QR code shows
    std::optional<std::string> token;  // the platform cashier's secret in code_url
};

enum class TradeState { kWaiting, kPaid, kClosed };

// What a provider says about a trade (a query, or a verified notification).
struct TradeStatus {
    std::string out_trade_no;
    TradeState state = TradeState::kWaiting;
    std::string trade_no;  // the provider's own number
    std::int64_t amount_fen = 0;
};

class PaymentProvider {
public:
    virtual ~PaymentProvider() = default;
    // The name stored with each payment ("platform", "alipay").
    virtual std::string_view name() const = 0;
    // Opens a trade; throws core::ApiError (-1000 with a message for the buyer) when the provider refuses or is down.
    virtual Precreated precreate(const TradeRequest& request) = 0;
    // The trade's state at the provider now; nullopt when the provider does not know it or cannot be reached (the
    // platform cashier: its state is the database's).
    virtual std::optional<TradeStatus> query(const std::string& out_trade_no) = 0;
    // Closes a waiting trade so that it can no longer be paid; false when it could not (paid meanwhile, unreachable).
    virtual bool close(const std::string& out_trade_no) = 0;
    // The trade a notification the provider POSTed (its raw body) speaks of, once its signature is verified; nullopt
    // for anything else (a forged or foreign notification, or a provider that does not notify).
    virtual std::optional<TradeStatus> verify_notification(std::string_view /*body*/) { return std::nullopt; }
};

// No online payment (a real installation without a provider configured): the balance pays, top-ups and QR codes are
// refused (在线支付未开通).
class DisabledProvider final : public PaymentProvider {
public:
    std::string_view name() const override { return "none"; }
    Precreated precreate(const TradeRequest& request) override;
    std::optional<TradeStatus> query(const std::string&) override { return std::nullopt; }
    bool close(const std::string&) override { return true; }
};

// The offline default of the demo (--demo): the platform's own cashier page, which pays whatever is opened on it —
// never on a real installation, where it would hand out courses and balance for nothing.
class PlatformProvider final : public PaymentProvider {
public:
    std::string_view name() const override { return "platform"; }
    Precreated precreate(const TradeRequest& request) override;
    std::optional<TradeStatus> query(const std::string&) override { return std::nullopt; }
    bool close(const std::string&) override { return true; }
};

}  // namespace xj::commerce
