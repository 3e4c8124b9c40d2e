// The calls across courses (docs/exams.md "Across courses"): /exam/mine, /exam/managedList, /exam/overview and
// /exam/gradingQueue.
#pragma once

#include "core/router.h"
#include "exams/exam_service.h"
#include "exams/paper_service.h"

namespace xj::exams {

void register_across_routes(core::Router& router, ExamService& exams, PaperService& papers);

}  // namespace xj::exams
