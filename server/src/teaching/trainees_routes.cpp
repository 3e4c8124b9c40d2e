#include "teaching/trainees_routes.h"

namespace xj::teaching {

void register_trainee_routes(core::Router& router, TraineeService& trainees) {}

}  // namespace xj::teaching
