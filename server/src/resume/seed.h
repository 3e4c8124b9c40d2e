// Demo data of resumes: 张晓明's resume filled in every section, in the two-column template, citing his finished
// courses and graded exams as verified entries, its share link on. Seeded once (when he has no resume), after the
// courses', exams' and training demos whose records it cites.
#pragma once

#include "accounts/service.h"
#include "db/db.h"
#include "resume/service.h"

namespace xj::resume {

// True when the resume was seeded.
bool seed_demo(db::Database& db, accounts::AccountService& accounts, ResumeService& resumes);

}  // namespace xj::resume
