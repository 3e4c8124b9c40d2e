// Operations routes outside the API: /healthz (checks the database) and /metrics (Prometheus text).
#pragma once

#include "core/metrics.h"
#include "core/router.h"
#include "db/db.h"

namespace xj::core {

void register_ops_routes(Router& router, db::Database& db, const Metrics& metrics);

}  // namespace xj::core
