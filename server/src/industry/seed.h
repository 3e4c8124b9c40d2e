// Demo industrial belts (docs/industrial-belt.md): eight belts in six provinces with their leading industries,
// partner enterprises and course keywords, saved through the service's own rules. Seeded once (while there is none).
#pragma once

#include "industry/service.h"

namespace xj::industry {

void seed_demo(IndustryService& s);

}  // namespace xj::industry
