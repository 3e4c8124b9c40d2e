// Demo exams (docs/exams.md): for 王丽华's "Python 程序设计" a question bank of all five types, a released homework,
// a released unit test and a released final exam, open for the next 30 days; 张晓明 enrolled so he can take them.
#pragma once

#include "exams/bank_service.h"
#include "exams/exam_service.h"

namespace xj::exams {

// Idempotent (nothing is done when the course's bank has questions); after the courses and the study demo.
void seed_exams_demo(db::Database& db, const core::Clock& clock, courses::CourseService& courses);

}  // namespace xj::exams
