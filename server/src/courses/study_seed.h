// Demo study progress for the demo student (13800000001), after courses::seed_demo enrolled him and marked some
// videos complete: the day ledger of that earlier study (so the 7-day chart has bars), and a half-watched video in
// his first course (so "continue watching" has a resume point). Finds his enrolments by query; does nothing
// without them, and only once (the ledger is the mark).
#pragma once

#include "courses/study_service.h"

namespace xj::courses {

bool seed_study_demo(StudyService& study);

}  // namespace xj::courses
