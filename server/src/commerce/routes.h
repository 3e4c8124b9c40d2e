// The commerce domain's calls (docs/commerce.md): orders, the payment page, the platform cashier, the balance,
// refunds, discount codes and marketers.
#pragma once

#include "commerce/marketer_service.h"
#include "commerce/service.h"
#include "core/router.h"

namespace xj::commerce {

void register_routes(core::Router& router, CommerceService& service, MarketerService& marketers);
// The marketers' calls (marketer_routes.cpp).
void register_marketer_routes(core::Router::Domain& r, MarketerService& marketers);

}  // namespace xj::commerce
