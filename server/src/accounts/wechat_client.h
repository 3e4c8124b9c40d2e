// WeChat sign-in, the outside part: configuration from the environment, the qrconnect URL, the OAuth2 code
// exchange and the user info call against configurable endpoints, and the parsing of their answers. No SQL.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace xj::accounts {

struct WechatSettings {
    std::string appid;
    std::string secret;
    std::string redirect_uri;  // the public URL of /weixin-form
    std::string qr_url = "https://open.weixin.qq.com/connect/qrconnect";
    std::string api_url = "https://api.weixin.qq.com";
    std::chrono::seconds timeout{10};
    bool enabled() const { return !appid.empty() && !secret.empty(); }
};

// WECHAT_APPID, WECHAT_SECRET, WECHAT_REDIRECT_URI, WECHAT_QR_URL, WECHAT_API_URL, WECHAT_TIMEOUT_SECONDS;
// throws std::invalid_argument listing what is wrong (only when APPID or SECRET is set).
WechatSettings wechat_settings_from_env();

// {qr_url}?appid=…&redirect_uri=…&response_type=code&scope=snsapi_login&state=…#wechat_redirect
std::string qr_connect_url(const WechatSettings& settings, std::string_view state);
// {api_url}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code
std::string access_token_url(const WechatSettings& settings, std::string_view code);
// {api_url}/sns/userinfo?access_token&openid
std::string user_info_url(const WechatSettings& settings, std::string_view access_token, std::string_view open_id);

struct WechatToken {
    std::string access_token;
    std::string open_id;
    std::string union_id;  // "" when the answer has none
};

struct WechatProfile {
    std::string nickname;
    std::string head_image;
};

// Why a call to WeChat failed: it refused (an errcode answer) or it could not be asked (unreachable, slow,
// HTTP error, not the expected JSON).
class WechatError : public std::runtime_error {
public:
    enum class Kind { kRefused, kUnavailable };
    WechatError(Kind kind, const std::string& what) : std::runtime_error(what), kind_(kind) {}
    Kind kind() const { return kind_; }

private:
    Kind kind_;
};

// The access_token answer: a token with an open id, or WechatError (kRefused for errcode, kUnavailable for
// anything that is not JSON with access_token and openid).
WechatToken parse_access_token(std::string_view body);
// The userinfo answer; WechatError as above.
WechatProfile parse_user_info(std::string_view body);

class WechatApi {
public:
    virtual ~WechatApi() = default;
    virtual WechatToken exchange_code(const std::string& code) = 0;
    virtual WechatProfile user_info(const WechatToken& token) = 0;
};

// The real API over HTTP (core/http_client).
std::unique_ptr<WechatApi> make_wechat_api(const WechatSettings& settings);

// The callBack a state may remember: "" stays ""; a same-site path ("/…", not "//…", no backslash or control
// character, at most 512 bytes) as is; an absolute http(s) URL on `host` (the request's own host, compared without
// port and case) as its path, query and fragment. nullopt for anything else.
std::optional<std::string> same_site_call_back(std::string_view call_back, std::string_view host);

// An open id as shown to the user: the first and last 4 characters around "****".
std::string mask_open_id(std::string_view open_id);

}  // namespace xj::accounts
