// The simulation domain's routes (docs/simulation.md "API"): the practices and news of /simulation, a user's run
// and its decisions, and a course's assignments for its teachers.
#pragma once

#include "core/router.h"
#include "simulation/service.h"

namespace xj::simulation {

void register_routes(core::Router& router, SimulationService& s);

}  // namespace xj::simulation
