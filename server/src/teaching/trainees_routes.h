// Routes of a course's students (docs/teaching.md, Students).
#pragma once

#include "core/router.h"
#include "teaching/trainees_service.h"

namespace xj::teaching {

void register_trainee_routes(core::Router& router, TraineeService& trainees);

}  // namespace xj::teaching
