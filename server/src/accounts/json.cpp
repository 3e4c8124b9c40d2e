#include "accounts/json.h"

#include "accounts/rules.h"

namespace xj::accounts {

namespace json = boost::json;

namespace {

constexpr int kLoginOk = 200;
constexpr std::string_view kMsgLoggedIn = "登录成功";

}  // namespace

json::value login_result_json(const LoginResult& r) {
    return {{"code", kLoginOk}, {"msg", kMsgLoggedIn}, {"roleAlias", r.role_alias}, {"auditStatus", r.audit_status}};
}

json::value login_info_json(const User& u, const std::optional<std::string>& simulated_by) {
    json::object info{{"userId", u.sign},
                      {"mobile", u.mobile},
                      {"name", u.name},
                      {"roleStr", rules::role_alias(u.roles)},
                      {"auditStatus", u.audit_status},
                      {"photo", u.photo},
                      {"sex", u.sex},
                      {"schoolName", u.school_name},
                      {"schoolSign", u.school_sign},
                      {"simulated", simulated_by.has_value()}};
    if (simulated_by) info["simulatedBy"] = *simulated_by;
    return info;
}

json::value with_wechat_json(json::value info, const std::optional<WechatBinding>& wechat) {
    info.as_object()["wechatBound"] = wechat.has_value();
    info.as_object()["wechatNickname"] = wechat ? wechat->nickname : std::string();
    return info;
}

json::value role_info_json(const User& u) {
    json::array roles;
    for (Role role : u.roles) roles.emplace_back(core::role_name(role));
    return {{"roleStr", rules::role_alias(u.roles)}, {"roles", std::move(roles)}, {"auditStatus", u.audit_status}};
}

json::value code_sent_json(const CodeSent& s) {
    return {{"resendSeconds", s.resend_seconds}, {"expireSeconds", s.expire_seconds}};
}

}  // namespace xj::accounts
