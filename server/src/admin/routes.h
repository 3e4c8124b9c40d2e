// The platform admin's console calls (docs/admin.md "Schools", "Users").
#pragma once

#include "admin/service.h"
#include "core/router.h"

namespace xj::admin {

void register_routes(core::Router& router, AdminService& admin);

}  // namespace xj::admin
