#pragma once

#include "core/router.h"
#include "exams/exam_service.h"

namespace xj::exams {

void register_exam_routes(core::Router& router, ExamService& service);

}  // namespace xj::exams
