// The training domain's calls (docs/training.md).
#pragma once

#include "core/router.h"
#include "study/service.h"
#include "training/service.h"

namespace xj::training {

// study: the heartbeat the training video page sends (the course videos' rules, unchanged).
void register_routes(core::Router& router, TrainingService& service, study::StudyService& study,
                     const core::Clock& clock);

}  // namespace xj::training
