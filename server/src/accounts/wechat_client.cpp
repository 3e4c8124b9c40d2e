#include "accounts/wechat_client.h"

#include <cctype>
#include <charconv>
#include <cstdlib>
#include <stdexcept>

#include <spdlog/spdlog.h>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include "accounts/cookies.h"
#include "core/http_client.h"

namespace xj::accounts {

namespace json = boost::json;

namespace {

constexpr std::int64_t kMaxTimeoutSeconds = 120;
constexpr std::size_t kMaskKeep = 4;

std::string env_or(const char* name, std::string fallback) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0' ? std::string(value) : fallback;
}

bool http_url(std::string_view url) { return url.starts_with("http://") || url.starts_with("https://"); }

std::string trim_slash(std::string url) {
    while (url.ends_with('/')) url.pop_back();
    return url;
}

// The JSON object of an answer, or kUnavailable.
json::object answer_object(std::string_view body) {
    boost::system::error_code ec;
    json::value value = json::parse(body, ec);
    if (ec || !value.is_object())
        throw WechatError(WechatError::Kind::kUnavailable, "wechat: answer is not a JSON object");
    return value.as_object();
}

std::string text_of(const json::object& o, std::string_view key) {
    const json::value* v = o.if_contains(key);
    return v != nullptr && v->is_string() ? std::string(v->as_string()) : std::string();
}

void refuse_on_errcode(const json::object& o) {
    const json::value* code = o.if_contains("errcode");
    if (code == nullptr || (code->is_int64() && code->as_int64() == 0)) return;
    std::string code_text = code->is_int64() ? std::to_string(code->as_int64()) : "?";
    throw WechatError(WechatError::Kind::kRefused, "wechat: errcode " + code_text + " " + text_of(o, "errmsg"));
}

class HttpWechatApi : public WechatApi {
public:
    explicit HttpWechatApi(WechatSettings settings) : settings_(std::move(settings)) {}

    WechatToken exchange_code(const std::string& code) override {
        return parse_access_token(get(access_token_url(settings_, code)));
    }
    WechatProfile user_info(const WechatToken& token) override {
        return parse_user_info(get(user_info_url(settings_, token.access_token, token.open_id)));
    }

private:
    // The body of a 2xx answer; kUnavailable otherwise. The URL (secret, token) is never logged.
    std::string get(const std::string& url) const {
        core::HttpAnswer answer;
        try {
            answer = core::http_fetch({"GET", url, {"Accept: application/json"}, "", settings_.timeout});
        } catch (const core::HttpUnavailable& e) {
            throw WechatError(WechatError::Kind::kUnavailable, std::string("wechat: ") + e.what());
        }
        if (!answer.ok())
            throw WechatError(WechatError::Kind::kUnavailable, "wechat: HTTP " + std::to_string(answer.status));
        return std::move(answer.body);
    }

    WechatSettings settings_;
};

}  // namespace

WechatSettings wechat_settings_from_env() {
    WechatSettings s;
    s.appid = env_or("WECHAT_APPID", "");
    s.secret = env_or("WECHAT_SECRET", "");
    s.redirect_uri = env_or("WECHAT_REDIRECT_URI", "");
    s.qr_url = env_or("WECHAT_QR_URL", s.qr_url);
    s.api_url = trim_slash(env_or("WECHAT_API_URL", s.api_url));
    std::string timeout = env_or("WECHAT_TIMEOUT_SECONDS", "10");
    std::int64_t seconds = 0;
    auto [end, ec] = std::from_chars(timeout.data(), timeout.data() + timeout.size(), seconds);
    if (ec != std::errc() || end != timeout.data() + timeout.size() || seconds < 1 || seconds > kMaxTimeoutSeconds)
        throw std::invalid_argument("WECHAT_TIMEOUT_SECONDS: whole seconds from 1 to 120 (got '" + timeout + "')");
    s.timeout = std::chrono::seconds(seconds);
    if (s.appid.empty() != s.secret.empty())
        throw std::invalid_argument("WECHAT_APPID and WECHAT_SECRET: set both or neither");
    if (!s.enabled()) return s;
    std::string wrong;
    if (!http_url(s.redirect_uri)) wrong += " WECHAT_REDIRECT_URI";
    if (!http_url(s.qr_url)) wrong += " WECHAT_QR_URL";
    if (!http_url(s.api_url)) wrong += " WECHAT_API_URL";
    if (!wrong.empty()) throw std::invalid_argument("an http:// or https:// URL is needed in:" + wrong);
    return s;
}

std::string qr_connect_url(const WechatSettings& s, std::string_view state) {
    char joiner = s.qr_url.find('?') == std::string::npos ? '?' : '&';
    return s.qr_url + joiner + "appid=" + url_encode(s.appid) + "&redirect_uri=" + url_encode(s.redirect_uri) +
           "&response_type=code&scope=snsapi_login&state=" + url_encode(state) + "#wechat_redirect";
}

std::string access_token_url(const WechatSettings& s, std::string_view code) {
    return s.api_url + "/sns/oauth2/access_token?appid=" + url_encode(s.appid) + "&secret=" + url_encode(s.secret) +
           "&code=" + url_encode(code) + "&grant_type=authorization_code";
}

std::string user_info_url(const WechatSettings& s, std::string_view access_token, std::string_view open_id) {
    return s.api_url + "/sns/userinfo?access_token=" + url_encode(access_token) + "&openid=" + url_encode(open_id);
}

WechatToken parse_access_token(std::string_view body) {
    json::object o = answer_object(body);
    refuse_on_errcode(o);
    WechatToken token{text_of(o, "access_token"), text_of(o, "openid"), text_of(o, "unionid")};
    if (token.access_token.empty() || token.open_id.empty())
        throw WechatError(WechatError::Kind::kUnavailable, "wechat: access_token answer without token or openid");
    return token;
}

WechatProfile parse_user_info(std::string_view body) {
    json::object o = answer_object(body);
    refuse_on_errcode(o);
    return {text_of(o, "nickname"), text_of(o, "headimgurl")};
}

std::unique_ptr<WechatApi> make_wechat_api(const WechatSettings& settings) {
    return std::make_unique<HttpWechatApi>(settings);
}

namespace {

constexpr std::size_t kMaxCallBack = 512;

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool plain_path(std::string_view path) {
    if (path.empty() || path.size() > kMaxCallBack || path[0] != '/' || path.starts_with("//")) return false;
    for (unsigned char c : path) {
        if (c < 0x20 || c == 0x7F || c == '\\') return false;
    }
    return true;
}

}  // namespace

std::optional<std::string> same_site_call_back(std::string_view call_back, std::string_view host) {
    if (call_back.empty()) return std::string();
    if (call_back[0] == '/')
        return plain_path(call_back) ? std::optional<std::string>(std::string(call_back)) : std::nullopt;
    std::string_view rest;
    if (lower(call_back.substr(0, 7)) == "http://") {
        rest = call_back.substr(7);
    } else if (lower(call_back.substr(0, 8)) == "https://") {
        rest = call_back.substr(8);
    } else {
        return std::nullopt;
    }
    std::size_t end = rest.find_first_of("/?#");
    std::string_view authority = rest.substr(0, end);
    if (authority.find('@') != std::string_view::npos || authority.find('\\') != std::string_view::npos)
        return std::nullopt;
    std::string_view name =
        authority.substr(0, authority.rfind(':') == std::string_view::npos ? authority.size() : authority.rfind(':'));
    if (name.empty() || lower(name) != lower(host)) return std::nullopt;
    std::string path = end == std::string_view::npos ? "/" : std::string(rest.substr(end));
    if (!path.starts_with('/')) path.insert(path.begin(), '/');
    if (!plain_path(path)) return std::nullopt;
    return path;
}

std::string mask_open_id(std::string_view open_id) {
    if (open_id.size() <= 2 * kMaskKeep) return "****";
    return std::string(open_id.substr(0, kMaskKeep)) + "****" + std::string(open_id.substr(open_id.size() - kMaskKeep));
}

}  // namespace xj::accounts
