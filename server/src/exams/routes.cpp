#include "exams/routes.h"

#include "exams/across_routes.h"
#include "exams/bank_routes.h"
#include "exams/exam_routes.h"
#include "exams/paper_routes.h"

namespace xj::exams {

void register_routes(core::Router& router, BankService& bank, ExamService& exams, PaperService& papers) {
    register_bank_routes(router, bank);
    register_exam_routes(router, exams);
    register_paper_routes(router, papers);
    register_across_routes(router, exams, papers);
}

}  // namespace xj::exams
