// The industry domain's routes (docs/industrial-belt.md "API"): the public map and a province's panel, and the
// platform admin's editing of the belts.
#pragma once

#include "core/router.h"
#include "industry/service.h"

namespace xj::industry {

void register_routes(core::Router& router, IndustryService& s);

}  // namespace xj::industry
