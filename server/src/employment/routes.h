// The employment calls (docs/employment.md, docs/api.md): the job board, the seeker's lists and applications, the
// enterprise centre, the platform admin's review, the school's statistics and the demo's outbox.
#pragma once

#include "core/router.h"
#include "employment/application_service.h"
#include "employment/enterprise_service.h"
#include "employment/service.h"
#include "employment/statistics_service.h"

namespace xj::employment {

struct Services {
    EmploymentService& board;
    ApplicationService& applications;
    EnterpriseService& enterprise;
    StatisticsService& statistics;
};

void register_routes(core::Router& router, const Services& services);

}  // namespace xj::employment
