// The demo-only clock route: POST /dev/clock moves the server's clock forward so that the API and browser tests
// run deadline and expiry paths (an exam's time running out, a code's expiry) in milliseconds instead of waiting.
#pragma once

#include "core/clock.h"
#include "core/router.h"

namespace xj::core {

// POST /dev/clock {"advanceSeconds": N} (0 < N ≤ one year; the clock never goes back) → {"now", "offsetSeconds"}.
void register_clock_routes(Router& router, Clock& clock);

}  // namespace xj::core
