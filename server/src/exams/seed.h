// Demo exams (docs/exams.md): for 王丽华's "Python 程序设计" a question bank of all five types, a released homework,
// a released unit test and a released final exam; for her training 跨境电商运营实训 an online unit test and homework
// and an uploaded homework and final (docs/training.md); all open for the next 30 days, 张晓明 enrolled in both.
#pragma once

#include <string>
#include <vector>

#include "accounts/service.h"
#include "exams/bank_service.h"
#include "exams/exam_service.h"

namespace xj::exams {

// Idempotent (nothing is done for a course whose bank has questions); after the courses and the study demo.
void seed_exams_demo(db::Database& db, const core::Clock& clock, courses::CourseService& courses);

class PaperService;

// The demo students who sit Python 程序设计's unit test and final exam (issue 20: a certificate needs a real pass).
// Each student starts the paper, answers and submits it through the PaperService like the exam page does; most answers
// are right, a few (a different few for each student) are wrong; the teacher 王丽华 grades the short-answer questions.
// The later a student comes in `mobiles`, the more they get wrong; the last sits only the unit test. Idempotent:
// nothing is done when the final exam has an attempt already.
void seed_sittings_demo(db::Database& db, const accounts::AccountService& accounts, PaperService& papers,
                        const std::vector<std::string>& mobiles);

}  // namespace xj::exams
