// Demo exams (docs/exams.md): for 王丽华's "Python 程序设计" a question bank of all five types, a released homework,
// a released unit test and a released final exam; for her training 跨境电商运营实训 an online unit test and homework
// and an uploaded homework and final (docs/training.md); all open for the next 30 days, 张晓明 enrolled in both.
#pragma once

#include "exams/bank_service.h"
#include "exams/exam_service.h"

namespace xj::exams {

// Idempotent (nothing is done for a course whose bank has questions); after the courses and the study demo.
void seed_exams_demo(db::Database& db, const core::Clock& clock, courses::CourseService& courses);

}  // namespace xj::exams
