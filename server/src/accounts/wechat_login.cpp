// WeChat sign-in (docs/accounts.md "WeChat sign-in"): a browser-bound single-use state for the QR page, the
// OAuth2 code exchange, then a session for a bound WeChat, a binding for a state issued to bind, or a single-use
// bind ticket for the user to claim after signing in. The client never names an open id.
#include <spdlog/spdlog.h>
#include <boost/json/value.hpp>

#include "accounts/crypto.h"
#include "accounts/rules.h"
#include "accounts/service.h"
#include "core/api_error.h"

namespace xj::accounts {

using core::ApiError;

namespace {

constexpr std::int64_t kGrantSeconds = 10 * 60;
constexpr std::int64_t kQrWindowSeconds = 10 * 60;
constexpr int kQrPerIpWindow = 30;
constexpr std::string_view kMsgDisabledFeature = "微信登录未开通";
constexpr std::string_view kMsgStateInvalid = "授权已失效，请重新扫码";
constexpr std::string_view kMsgRefused = "微信授权失败，请重试";
constexpr std::string_view kMsgUnavailable = "微信服务暂时不可用，请稍后重试";
constexpr std::string_view kMsgBoundElsewhere = "该微信已绑定其他账号";
constexpr std::string_view kMsgAlreadyBound = "当前账号已绑定微信";
constexpr std::string_view kMsgNotBound = "当前账号未绑定微信";
constexpr std::string_view kMsgUnbound = "该微信未绑定账号，请登录后绑定";
constexpr std::string_view kMsgTicketInvalid = "绑定凭证无效或已过期";
constexpr std::string_view kMsgUserDisabled = "账号已被禁用";
constexpr std::string_view kMsgTooOften = "您的请求过于频繁，请稍后重试";
constexpr std::string_view kFieldBindTicket = "bindTicket";
constexpr std::string_view kEventQrIp = "wechat_qr_ip";
constexpr std::string_view kAuditSuccess = "login_success";
constexpr std::string_view kAuditBound = "wechat_bound";
constexpr std::string_view kAuditUnbound = "wechat_unbound";
constexpr std::string_view kDetailWechat = "wechat";

ApiError business(std::string_view msg) { return ApiError::business(std::string(msg)); }

}  // namespace

void AccountService::require_wechat() const {
    if (!wechat_enabled()) throw business(kMsgDisabledFeature);
}

std::optional<WechatBinding> AccountService::wechat_binding(std::int64_t user_id) {
    return db_.with_conn([&](db::Conn& c) { return wechat_.find_by_user(c, user_id); });
}

WechatQr AccountService::wechat_qr_connect(const std::optional<core::AuthUser>& user, const std::string& call_back,
                                           bool bind, const std::optional<std::string>& token, const Client& client) {
    require_wechat();
    if (bind && !user) throw ApiError::not_logged_in();
    if (bind) refuse_simulated(token);
    std::int64_t now = clock_.now_seconds();
    WechatQr qr{"", new_token(), new_token()};
    db_.with_tx([&](db::Conn& c) {
        if (guard_.count_events(c, kEventQrIp, client.ip, now - kQrWindowSeconds) >= kQrPerIpWindow)
            throw business(kMsgTooOften);
        guard_.record_event(c, kEventQrIp, client.ip, now);
        wechat_.purge_expired_grants(c, now);
        std::optional<std::int64_t> bind_user;
        if (bind) bind_user = user->id;
        wechat_.insert_state(c, sha256_hex(qr.state), sha256_hex(qr.browser_key), call_back, bind_user,
                             now + kGrantSeconds);
    });
    qr.url = qr_connect_url(settings_.wechat, qr.state);
    return qr;
}

void AccountService::bind_wechat(db::Conn& c, std::int64_t user_id, const WechatTicket& w, const Client& client) {
    if (auto holder = wechat_.find_by_open_id(c, w.open_id)) {
        if (holder->user_id != user_id) throw business(kMsgBoundElsewhere);
        wechat_.update_profile(c, user_id, w.nickname, w.head_image);  // the same WeChat again
        return;
    }
    if (wechat_.find_by_user(c, user_id)) throw business(kMsgAlreadyBound);
    WechatBinding binding{user_id, w.open_id, w.union_id, w.nickname, w.head_image, clock_.now_seconds()};
    // Lost a race with another binding of the user or of the open id: say which, nothing written.
    if (!wechat_.insert_binding(c, binding))
        throw business(wechat_.find_by_user(c, user_id) ? kMsgAlreadyBound : kMsgBoundElsewhere);
    audit(c, user_id, kAuditBound, mask_open_id(w.open_id), client);
}

WechatLogin AccountService::wechat_login(const std::string& code, const std::string& state,
                                         const std::optional<std::string>& browser_key, const Client& client) {
    require_wechat();
    std::int64_t now = clock_.now_seconds();
    if (!browser_key || browser_key->empty()) throw business(kMsgStateInvalid);
    auto taken = db_.with_tx(
        [&](db::Conn& c) { return wechat_.take_state(c, sha256_hex(state), sha256_hex(*browser_key), now); });
    if (!taken) throw business(kMsgStateInvalid);

    WechatToken token;
    WechatProfile profile;
    try {
        token = wechat_api_->exchange_code(code);
    } catch (const WechatError& e) {
        spdlog::warn("{}", e.what());
        throw business(e.kind() == WechatError::Kind::kRefused ? kMsgRefused : kMsgUnavailable);
    }
    try {
        profile = wechat_api_->user_info(token);
    } catch (const WechatError& e) {
        spdlog::warn("{} (user info; signing in without nickname)", e.what());
    }
    WechatTicket wechat{token.open_id, token.union_id, profile.nickname, profile.head_image};

    if (taken->bind_user_id) {
        db_.with_tx([&](db::Conn& c) { bind_wechat(c, *taken->bind_user_id, wechat, client); });
        return {std::nullopt, taken->call_back, profile.nickname};
    }
    auto signed_in = db_.with_tx([&](db::Conn& c) -> std::optional<LoginResult> {
        auto binding = wechat_.find_by_open_id(c, token.open_id);
        if (!binding) return std::nullopt;
        auto user = users_.find_by_id(c, binding->user_id);
        if (!user || user->disabled) throw business(kMsgUserDisabled);
        if (!profile.nickname.empty()) wechat_.update_profile(c, user->id, profile.nickname, profile.head_image);
        users_.update_last_login(c, user->id, now);
        audit(c, user->id, kAuditSuccess, user->mobile, client, std::string(kDetailWechat));
        IssuedSession session = open_session(c, user->id, false, client, now);
        return LoginResult{std::move(session), rules::role_alias(user->roles), user->audit_status};
    });
    if (signed_in) return {std::move(signed_in), taken->call_back, profile.nickname};

    std::string ticket = new_token();
    db_.with_tx([&](db::Conn& c) { wechat_.insert_ticket(c, sha256_hex(ticket), wechat, now + kGrantSeconds); });
    throw std::move(business(kMsgUnbound)
                        .with("openId", boost::json::string(mask_open_id(token.open_id)))
                        .with("bindTicket", boost::json::string(ticket))
                        .with("nickname", boost::json::string(profile.nickname)));
}

std::string AccountService::wechat_bind(const core::AuthUser& user, const std::string& ticket,
                                        const std::optional<std::string>& token, const Client& client) {
    require_wechat();
    refuse_simulated(token);
    if (ticket.empty()) throw ApiError::business(std::string(kMsgTicketInvalid), std::string(kFieldBindTicket));
    std::int64_t now = clock_.now_seconds();
    return db_.with_tx([&](db::Conn& c) {
        auto wechat = wechat_.take_ticket(c, sha256_hex(ticket), now);
        if (!wechat) throw ApiError::business(std::string(kMsgTicketInvalid), std::string(kFieldBindTicket));
        bind_wechat(c, user.id, *wechat, client);  // a refusal rolls the ticket's use back
        return wechat->nickname;
    });
}

void AccountService::wechat_unbind(const core::AuthUser& user, const std::optional<std::string>& token,
                                   const Client& client) {
    require_wechat();
    refuse_simulated(token);
    db_.with_tx([&](db::Conn& c) {
        if (!wechat_.delete_binding(c, user.id)) throw business(kMsgNotBound);
        if (token && !token->empty()) users_.delete_session(c, sha256_hex(*token));
        audit(c, user.id, kAuditUnbound, "", client);
    });
}

}  // namespace xj::accounts
