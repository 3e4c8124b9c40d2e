// Routes of course statistics (docs/teaching.md, Statistics).
#pragma once

#include <string>

#include "core/request.h"
#include "core/router.h"
#include "teaching/statistics_service.h"

namespace xj::teaching {

void register_statistics_routes(core::Router& router, StatisticsService& statistics);

// courseId (or courseIdSign): the course's sign, required (-2 校验未通过 field courseId).
std::string parse_course_sign(const core::Request& req);
// days 7 or 30, default 30 (-2 field days otherwise).
int parse_chart_days(const core::Request& req);

}  // namespace xj::teaching
