// Demo study progress: the demo student (13800000001) has verified progress in the courses the courses seed enrolled
// him in — a completed video, a half-watched one, a few days of the study ledger. Runs after courses::seed_demo.
#pragma once

#include "courses/study_service.h"

namespace xj::courses {

// Does nothing without the student, without enrolments, or when he already has progress.
bool seed_study_demo(StudyService& study);

}  // namespace xj::courses
