// The WeChat sign-in calls (docs/accounts.md "WeChat sign-in"), registered by accounts::register_routes.
#pragma once

#include "accounts/service.h"
#include "core/router.h"

namespace xj::accounts {

void register_wechat_routes(core::Router::Domain& r, AccountService& accounts);

}  // namespace xj::accounts
