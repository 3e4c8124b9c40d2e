// The audit log's calls (docs/admin.md "Audit").
#pragma once

#include "audit/service.h"
#include "core/router.h"

namespace xj::audit {

void register_routes(core::Router& router, AuditService& audit);

}  // namespace xj::audit
