// The teaching domain (docs/teaching.md): what a teacher does with a course that exists — its students,
// its data files, its statistics and the Excel exports of its lists.
#pragma once

#include "core/router.h"
#include "teaching/materials_service.h"
#include "teaching/statistics_service.h"
#include "teaching/trainees_service.h"

namespace xj::teaching {

void register_routes(core::Router& router, StatisticsService& statistics, TraineeService& trainees,
                     MaterialService& materials);

}  // namespace xj::teaching
