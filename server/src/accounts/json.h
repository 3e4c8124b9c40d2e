// JSON shapes of the accounts answers (field names as docs/accounts.md gives them).
#pragma once

#include <optional>
#include <string>

#include <boost/json/value.hpp>

#include "accounts/model.h"
#include "accounts/wechat_store.h"

namespace xj::accounts {

boost::json::value login_result_json(const LoginResult& result);
boost::json::value login_info_json(const User& user, const std::optional<std::string>& simulated_by = std::nullopt);
// Login info's wechatBound and wechatNickname ("" when not bound) added to `info`.
boost::json::value with_wechat_json(boost::json::value info, const std::optional<WechatBinding>& wechat);
boost::json::value role_info_json(const User& user);
boost::json::value code_sent_json(const CodeSent& sent);

}  // namespace xj::accounts
