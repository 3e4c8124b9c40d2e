#include "teaching/materials_routes.h"

namespace xj::teaching {

void register_material_routes(core::Router& router, MaterialService& materials) {}

}  // namespace xj::teaching
