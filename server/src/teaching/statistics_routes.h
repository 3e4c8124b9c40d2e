// Routes of course statistics (docs/course-management.md, Statistics).
#pragma once

#include "core/router.h"
#include "teaching/statistics_service.h"

namespace xj::teaching {

void register_statistics_routes(core::Router& router, StatisticsService& statistics);

}  // namespace xj::teaching
