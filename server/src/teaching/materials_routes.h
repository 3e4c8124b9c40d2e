// Routes of a course's data files (docs/teaching.md, Course data files).
#pragma once

#include "core/router.h"
#include "teaching/materials_service.h"

namespace xj::teaching {

void register_material_routes(core::Router& router, MaterialService& materials);

}  // namespace xj::teaching
