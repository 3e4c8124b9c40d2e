// Demo data of the teaching screens (issue 5): 24 students of the demo school in the demo teacher 王丽华's
// (13800000002) course "Python 程序设计" (else the course she teaches with most videos), with approved student
// numbers, enrolments over the last 30 days, study played through the StudyService's heartbeat rules on days
// spread over those 30 days (so progress, study days and statuses follow the rules of real study), some Q&A and
// views, an assessment standard when the course has none, and six unused activation codes (one expired). Once: the first demo
// student's account is the mark (a second start adds nothing). One password hash for all (the demo password).
#pragma once

#include "accounts/service.h"
#include "courses/study_service.h"

namespace xj::teaching {

inline constexpr int kDemoStudents = 24;

// The mobile of demo student i (0-based): 13900010001 …
std::string demo_student_mobile(int i);
// True when this call seeded.
bool seed_teaching_demo(accounts::AccountService& accounts, courses::StudyService& study);

}  // namespace xj::teaching
