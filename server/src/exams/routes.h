// The exams domain (docs/exams.md): the question bank, exams and their subjects, students' attempts and grading.
#pragma once

#include "core/router.h"
#include "exams/bank_service.h"
#include "exams/exam_service.h"
#include "exams/paper_service.h"

namespace xj::exams {

void register_routes(core::Router& router, BankService& bank, ExamService& exams, PaperService& papers);

}  // namespace xj::exams
