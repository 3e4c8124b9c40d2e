#include "teaching/routes.h"

#include "teaching/materials_routes.h"
#include "teaching/statistics_routes.h"
#include "teaching/trainees_routes.h"

namespace xj::teaching {

void register_routes(core::Router& router, StatisticsService& statistics, TraineeService& trainees,
                     MaterialService& materials) {
    register_statistics_routes(router, statistics);
    register_trainee_routes(router, trainees);
    register_material_routes(router, materials);
}

}  // namespace xj::teaching
