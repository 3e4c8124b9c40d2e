#include "accounts/wechat_routes.h"

#include "accounts/cookies.h"
#include "accounts/forms.h"
#include "accounts/json.h"
#include "core/api_error.h"
#include "core/cookies.h"

namespace xj::accounts {

using core::Access;
using core::ApiError;
using core::Request;
namespace json = boost::json;

namespace {

constexpr std::string_view kStateCookie = "wechatState";
constexpr std::chrono::seconds kStateCookieLife{10 * 60};
constexpr std::string_view kMsgCallBack = "回跳地址无效";
constexpr std::string_view kMsgNoCode = "缺少授权码";
constexpr std::string_view kMsgNoState = "缺少授权状态";
constexpr std::string_view kMsgBound = "绑定成功";
constexpr std::string_view kMsgUnbound = "解绑成功，即将前往首页";
constexpr int kLoginOk = 200;

bool wants_bind(const Request& req) {
    const auto* value = req.json().if_contains("bind");
    if (value == nullptr) return false;
    if (value->is_bool()) return value->get_bool();
    if (value->is_int64()) return value->get_int64() != 0;
    return value->is_string() && (value->get_string() == "true" || value->get_string() == "1");
}

std::string required_text(const Request& req, std::string_view field, std::string_view msg) {
    std::string text = body_text(req, field);
    if (text.empty()) throw ApiError::invalid(std::string(field), std::string(msg));
    return text;
}

core::Response with_state_cookie(core::Response res, std::string value, std::chrono::seconds life, const Request& req) {
    core::SetCookie cookie{std::string(kStateCookie), std::move(value), life, true, is_https(req)};
    res.with_header("Set-Cookie", core::render_set_cookie(cookie));
    return res;
}

}  // namespace

void register_wechat_routes(core::Router::Domain& r, AccountService& a) {
    r.get("/wechat/config", Access::public_(), "微信登录是否开通 {enabled}", [&a](const Request&) {
        return core::ok(json::object{{"enabled", a.wechat_enabled()}});
    });
    r.post("/wechat/qrConnect", Access::public_(),
           "微信扫码登录地址（state 10 分钟、一次有效，绑定 wechatState Cookie；bind=true 时绑定当前账号）",
           [&a](const Request& req) {
               auto call_back = same_site_call_back(body_text(req, "callBack"), req.host());
               if (!call_back) throw ApiError::invalid("callBack", std::string(kMsgCallBack));
               WechatQr qr =
                   a.wechat_qr_connect(req.user(), *call_back, wants_bind(req), req.cookie("token"), client_of(req));
               return with_state_cookie(core::ok(json::object{{"qrConnectUrl", qr.url}, {"state", qr.state}}),
                                        qr.browser_key, kStateCookieLife, req);
           });
    r.post("/wechat/login", Access::public_(),
           "微信授权码登录（已绑定：登录；扫码绑定：绑定当前账号；未绑定：-1000 与一次性 bindTicket）",
           [&a](const Request& req) {
               std::string code = required_text(req, "code", kMsgNoCode);
               std::string state = required_text(req, "state", kMsgNoState);
               WechatLogin done = a.wechat_login(code, state, req.cookie(kStateCookie), client_of(req));
               core::Response res;
               if (done.login) {
                   json::value body = login_result_json(*done.login);
                   body.as_object()["callBack"] = done.call_back;
                   res = with_session(core::ok(std::move(body)), done.login->session, req);
               } else {
                   res = core::ok(json::object{{"code", kLoginOk},
                                               {"msg", kMsgBound},
                                               {"callBack", done.call_back},
                                               {"bound", true},
                                               {"nickname", done.nickname}});
               }
               return with_state_cookie(std::move(res), "", std::chrono::seconds(0), req);
           });
    r.post("/wechat/bind", Access::login(), "用 bindTicket 绑定微信到当前账号（一次有效）", [&a](const Request& req) {
        std::string nickname =
            a.wechat_bind(req.current_user(), body_text(req, "bindTicket"), req.cookie("token"), client_of(req));
        core::Response res;
        res.body =
            core::envelope_text(static_cast<int>(core::ApiCode::kOk), kMsgBound, json::object{{"nickname", nickname}});
        return res;
    });
    r.post("/wechat/unbind", Access::login(), "解绑微信并退出登录（清除 token，isLogin=0）", [&a](const Request& req) {
        a.wechat_unbind(req.current_user(), req.cookie("token"), client_of(req));
        return with_session_ended(envelope_with_code(static_cast<int>(core::ApiCode::kOk), kMsgUnbound), req);
    });
}

}  // namespace xj::accounts
