// The teacher's course calls (docs/teaching.md): declared role(teacher|schoolAdmin); ownership in AuthoringService.
#pragma once

#include "core/router.h"
#include "courses/authoring_service.h"

namespace xj::courses {

void register_authoring_routes(core::Router& router, AuthoringService& authoring);

}  // namespace xj::courses
