// The teacher's course calls (docs/authoring.md): declared role(teacher|schoolAdmin); ownership in AuthoringService.
#pragma once

#include "authoring/service.h"
#include "core/router.h"

namespace xj::authoring {

void register_routes(core::Router& router, AuthoringService& authoring);

}  // namespace xj::authoring
