// Demo study progress for the demo student (13800000001), after authoring::seed_demo enrolled him: the first videos
// of each of his courses played to the end and a half-watched video in his first course (so "continue watching"
// has a resume point), all through the StudyService's heartbeat rules — so the progress rows, the day ledger and
// the courses' progress and status (a course with every video complete is finished) follow the same rules as
// real study. Finds his enrolments by query; does nothing without them, and only once (the ledger is the mark).
#pragma once

#include "study/service.h"

namespace xj::study {

bool seed_demo(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
               const StudyService& study);

}  // namespace xj::study
