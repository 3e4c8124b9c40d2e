// The external systems' routes (docs/external-systems.md "API").
#pragma once

#include "core/router.h"
#include "external/service.h"

namespace xj::external {

void register_routes(core::Router& router, ExternalService& service);

}  // namespace xj::external
