#include "exams/exam_routes.h"

namespace xj::exams {

void register_exam_routes(core::Router& router, ExamService& service) {}

}  // namespace xj::exams
