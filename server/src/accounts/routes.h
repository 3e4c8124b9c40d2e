// The accounts routes: public key, captcha, sign-in and out, login info, SMS codes, registration, reset.
#pragma once

#include "accounts/service.h"
#include "core/router.h"

namespace xj::accounts {

void register_routes(core::Router& router, AccountService& accounts);

// The dispatcher's authenticator: the user of the request's token cookie.
std::optional<core::AuthUser> authenticate(AccountService& accounts, const core::Request& req);

}  // namespace xj::accounts
