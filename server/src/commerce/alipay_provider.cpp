#include "commerce/alipay_provider.h"

#include <charconv>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <spdlog/spdlog.h>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "core/api_error.h"
#include "core/http_client.h"
#include "core/request.h"
#include "core/time_format.h"

namespace xj::commerce {

namespace json = boost::json;

namespace {

constexpr std::string_view kMsgProviderDown = "支付渠道暂不可用，请稍后再试";
constexpr std::string_view kSuccessCode = "10000";
constexpr std::string_view kTradeMissing = "ACQ.TRADE_NOT_EXIST";
constexpr std::int64_t kMaxTimeoutSeconds = 60;

std::string env_or(const char* name, std::string fallback = "") {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0' ? std::string(value) : fallback;
}

// A key from NAME (its text) or NAME_FILE (a file holding it).
std::string key_from_env(const std::string& name, std::string_view kind) {
    std::string text = env_or(name.c_str());
    if (text.empty()) {
        std::string file = env_or((name + "_FILE").c_str());
        if (file.empty()) return "";
        std::ifstream in(file);
        if (!in) throw std::invalid_argument(name + "_FILE: cannot read " + file);
        std::ostringstream body;
        body << in.rdbuf();
        text = body.str();
    }
    return core::pem_from_text(text, kind);
}

// "2026-11-27 10:00:00" (China time), the gateway's timestamp format.
std::string gateway_time(std::int64_t at) {
    std::string iso = core::iso_time(at).substr(0, 19);
    iso[10] = ' ';
    return iso;
}

std::string text_of(const json::object& o, std::string_view key) {
    const json::value* v = o.if_contains(key);
    return v != nullptr && v->is_string() ? std::string(v->as_string()) : std::string();
}

std::string form_encode(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char ch : text) {
        if ((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' ||
            ch == '_' || ch == '.' || ch == '~') {
            out += static_cast<char>(ch);
        } else {
            out += '%';
            out += kHex[ch >> 4];
            out += kHex[ch & 0x0F];
        }
    }
    return out;
}

}  // namespace

AlipaySettings alipay_settings_from_env() {
    AlipaySettings s;
    s.app_id = env_or("ALIPAY_APP_ID");
    if (!s.enabled()) return s;
    s.gateway = env_or("ALIPAY_GATEWAY", s.gateway);
    s.private_key_pem = key_from_env("ALIPAY_PRIVATE_KEY", "PRIVATE KEY");
    s.alipay_public_key_pem = key_from_env("ALIPAY_PUBLIC_KEY", "PUBLIC KEY");
    s.notify_url = env_or("ALIPAY_NOTIFY_URL");
    std::string timeout = env_or("ALIPAY_TIMEOUT_SECONDS", "10");
    std::int64_t seconds = 0;
    auto [end, ec] = std::from_chars(timeout.data(), timeout.data() + timeout.size(), seconds);
    if (ec != std::errc() || end != timeout.data() + timeout.size() || seconds < 1 || seconds > kMaxTimeoutSeconds)
        throw std::invalid_argument("ALIPAY_TIMEOUT_SECONDS: whole seconds from 1 to 60 (got '" + timeout + "')");
    s.timeout = std::chrono::seconds(seconds);
    std::string missing;
    if (s.private_key_pem.empty()) missing += " ALIPAY_PRIVATE_KEY(_FILE)";
    if (s.alipay_public_key_pem.empty()) missing += " ALIPAY_PUBLIC_KEY(_FILE)";
    if (!s.notify_url.starts_with("http://") && !s.notify_url.starts_with("https://")) missing += " ALIPAY_NOTIFY_URL";
    if (!s.gateway.starts_with("http://") && !s.gateway.starts_with("https://")) missing += " ALIPAY_GATEWAY";
    if (!missing.empty()) throw std::invalid_argument("with ALIPAY_APP_ID set, these are needed:" + missing);
    return s;
}

std::string signing_text(const std::map<std::string, std::string>& params, bool notification) {
    std::string out;
    for (const auto& [name, value] : params) {
        if (name == "sign" || (notification && name == "sign_type") || value.empty()) continue;
        if (!out.empty()) out += '&';
        out += name + "=" + value;
    }
    return out;
}

std::string yuan_text(std::int64_t fen) {
    std::string cents = std::to_string(fen % 100);
    return std::to_string(fen / 100) + "." + (cents.size() < 2 ? "0" + cents : cents);
}

std::optional<std::int64_t> fen_of(std::string_view yuan) {
    std::size_t dot = yuan.find('.');
    std::string_view whole = yuan.substr(0, dot);
    std::string_view part = dot == std::string_view::npos ? std::string_view() : yuan.substr(dot + 1);
    if (whole.empty() || whole.size() > 12 || part.size() > 2) return std::nullopt;
    std::int64_t w = 0;
    auto [end, ec] = std::from_chars(whole.data(), whole.data() + whole.size(), w);
    if (ec != std::errc() || end != whole.data() + whole.size() || w < 0) return std::nullopt;
    std::int64_t p = 0;
    for (std::size_t i = 0; i < 2; ++i) {
        char ch = i < part.size() ? part[i] : '0';
        if (ch < '0' || ch > '9') return std::nullopt;
        p = p * 10 + (ch - '0');
    }
    return w * 100 + p;
}

std::optional<std::string> raw_member(std::string_view text, std::string_view key) {
    std::string quoted = "\"" + std::string(key) + "\"";
    std::size_t at = text.find(quoted);
    if (at == std::string_view::npos) return std::nullopt;
    at = text.find(':', at + quoted.size());
    if (at == std::string_view::npos) return std::nullopt;
    ++at;
    while (at < text.size() && (text[at] == ' ' || text[at] == '\n' || text[at] == '\r' || text[at] == '\t')) ++at;
    if (at >= text.size() || text[at] != '{') return std::nullopt;
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = at; i < text.size(); ++i) {
        char ch = text[i];
        if (in_string) {
            if (ch == '\\') ++i;
            else if (ch == '"') in_string = false;
        } else if (ch == '"') {
            in_string = true;
        } else if (ch == '{') {
            ++depth;
        } else if (ch == '}' && --depth == 0) {
            return std::string(text.substr(at, i - at + 1));
        }
    }
    return std::nullopt;
}

AlipayProvider::AlipayProvider(AlipaySettings settings, const core::Clock& clock)
    : settings_(std::move(settings)),
      clock_(clock),
      signer_(core::RsaSigner::from_private_pem(settings_.private_key_pem)),
      verifier_(core::RsaVerifier::from_public_pem(settings_.alipay_public_key_pem)) {}

json::object AlipayProvider::call(const std::string& method, const json::object& biz) {
    std::map<std::string, std::string> params{
        {"app_id", settings_.app_id}, {"method", method},
        {"format", "JSON"},           {"charset", "utf-8"},
        {"sign_type", "RSA2"},        {"timestamp", gateway_time(clock_.now_seconds())},
        {"version", "1.0"},           {"biz_content", json::serialize(biz)}};
    if (method == "alipay.trade.precreate") params["notify_url"] = settings_.notify_url;
    params["sign"] = signer_.sign_base64(signing_text(params, false));
    std::string body;
    for (const auto& [name, value] : params) {
        if (!body.empty()) body += '&';
        body += name + "=" + form_encode(value);
    }
    core::HttpAnswer answer =
        core::http_fetch({"POST",
                          settings_.gateway,
                          {"Content-Type: application/x-www-form-urlencoded;charset=utf-8", "Accept: application/json"},
                          body,
                          settings_.timeout});
    if (!answer.ok()) throw std::runtime_error("alipay: HTTP " + std::to_string(answer.status));
    std::string key = method;
    for (auto& ch : key)
        if (ch == '.') ch = '_';
    key += "_response";
    auto raw = raw_member(answer.body, key);
    boost::system::error_code ec;
    json::value whole = json::parse(answer.body, ec);
    if (ec || !raw || !whole.is_object()) throw std::runtime_error("alipay: the answer is not what the gateway sends");
    if (!verifier_.verify_base64(*raw, text_of(whole.as_object(), "sign")))
        throw std::runtime_error("alipay: the answer's signature does not verify");
    json::value response = json::parse(*raw, ec);
    if (ec || !response.is_object()) throw std::runtime_error("alipay: the answer's " + key + " is not an object");
    return response.as_object();
}

Precreated AlipayProvider::precreate(const TradeRequest& request) {
    json::object biz{{"out_trade_no", request.out_trade_no},
                     {"total_amount", yuan_text(request.amount_fen)},
                     {"subject", request.subject},
                     {"time_expire", gateway_time(request.expires_at)}};
    json::object r;
    try {
        r = call("alipay.trade.precreate", biz);
    } catch (const std::exception& e) {
        spdlog::warn("commerce: alipay precreate of {} failed: {}", request.out_trade_no, e.what());
        throw core::ApiError::business(std::string(kMsgProviderDown));
    }
    std::string qr = text_of(r, "qr_code");
    if (text_of(r, "code") != kSuccessCode || qr.empty()) {
        spdlog::warn("commerce: alipay refused precreate of {}: {} {}", request.out_trade_no, text_of(r, "sub_code"),
                     text_of(r, "sub_msg"));
        throw core::ApiError::business(std::string(kMsgProviderDown));
    }
    return Precreated{qr, std::nullopt};
}

std::optional<TradeStatus> AlipayProvider::query(const std::string& out_trade_no) {
    json::object r;
    try {
        r = call("alipay.trade.query", json::object{{"out_trade_no", out_trade_no}});
    } catch (const std::exception& e) {
        spdlog::warn("commerce: alipay query of {} failed: {}", out_trade_no, e.what());
        return std::nullopt;
    }
    TradeStatus t;
    t.out_trade_no = out_trade_no;
    if (text_of(r, "code") != kSuccessCode) {
        if (text_of(r, "sub_code") == kTradeMissing) return t;  // nobody scanned it yet: waiting
        return std::nullopt;
    }
    std::string status = text_of(r, "trade_status");
    t.trade_no = text_of(r, "trade_no");
    t.amount_fen = fen_of(text_of(r, "total_amount")).value_or(-1);
    if (status == "TRADE_SUCCESS" || status == "TRADE_FINISHED") t.state = TradeState::kPaid;
    else if (status == "TRADE_CLOSED") t.state = TradeState::kClosed;
    return t;
}

bool AlipayProvider::close(const std::string& out_trade_no) {
    try {
        json::object r = call("alipay.trade.close", json::object{{"out_trade_no", out_trade_no}});
        // A trade nobody scanned does not exist yet at Alipay; its QR code expires with the order (time_expire).
        return text_of(r, "code") == kSuccessCode || text_of(r, "sub_code") == kTradeMissing;
    } catch (const std::exception& e) {
        spdlog::warn("commerce: alipay close of {} failed: {}", out_trade_no, e.what());
        return false;
    }
}

std::optional<TradeStatus> AlipayProvider::verify_notification(std::string_view body) {
    std::map<std::string, std::string> params;
    std::size_t at = 0;
    while (at <= body.size()) {
        std::size_t amp = body.find('&', at);
        std::string_view pair = body.substr(at, amp == std::string_view::npos ? std::string_view::npos : amp - at);
        std::size_t eq = pair.find('=');
        if (eq != std::string_view::npos) {
            auto name = core::url_decode(pair.substr(0, eq), true);
            auto value = core::url_decode(pair.substr(eq + 1), true);
            if (!name || !value) return std::nullopt;
            params[*name] = *value;
        }
        if (amp == std::string_view::npos) break;
        at = amp + 1;
    }
    if (params["app_id"] != settings_.app_id) return std::nullopt;
    if (!verifier_.verify_base64(signing_text(params, true), params["sign"])) return std::nullopt;
    std::string status = params["trade_status"];
    if (status != "TRADE_SUCCESS" && status != "TRADE_FINISHED") return std::nullopt;
    auto amount = fen_of(params["total_amount"]);
    if (!amount || params["out_trade_no"].empty()) return std::nullopt;
    return TradeStatus{params["out_trade_no"], TradeState::kPaid, params["trade_no"], *amount};
}

std::unique_ptr<PaymentProvider> make_payment_provider(const core::Clock& clock, bool demo) {
    AlipaySettings settings = alipay_settings_from_env();
    if (!settings.enabled()) {
        if (demo) return std::make_unique<PlatformProvider>();
        return std::make_unique<DisabledProvider>();
    }
    return std::make_unique<AlipayProvider>(std::move(settings), clock);
}

}  // namespace xj::commerce
