#include "teaching/statistics_routes.h"

namespace xj::teaching {

void register_statistics_routes(core::Router& router, StatisticsService& statistics) {}

}  // namespace xj::teaching
