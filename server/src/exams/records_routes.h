// The teacher's calls over attempts (docs/exams.md, Calls — exams: records and their export, grading, answer file).
#pragma once

#include "core/router.h"
#include "exams/paper_service.h"

namespace xj::exams {

void register_records_routes(core::Router::Domain& r, PaperService& service);

}  // namespace xj::exams
