// The commerce domain's calls (docs/commerce.md): orders, the payment page, the platform cashier and the balance.
#pragma once

#include "commerce/service.h"
#include "core/router.h"

namespace xj::commerce {

void register_routes(core::Router& router, CommerceService& service);

}  // namespace xj::commerce
