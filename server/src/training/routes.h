// The training domain's calls (docs/training.md).
#pragma once

#include "core/router.h"
#include "training/service.h"

namespace xj::training {

void register_routes(core::Router& router, TrainingService& service, const core::Clock& clock);

}  // namespace xj::training
