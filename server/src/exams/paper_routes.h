#pragma once

#include "core/router.h"
#include "exams/paper_service.h"

namespace xj::exams {

void register_paper_routes(core::Router& router, PaperService& service);

}  // namespace xj::exams
