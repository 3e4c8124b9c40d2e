// The identity routes: claims (submit, my audit info) and the school admin's review, roster import and list.
#pragma once

#include "core/router.h"
#include "identity/service.h"

namespace xj::identity {

void register_routes(core::Router& router, IdentityService& identity);

}  // namespace xj::identity
