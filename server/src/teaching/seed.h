// Demo data of the teaching screens (issue 5): 24 students of the demo school in the demo teacher 王丽华's
// (13800000002) course "Python 程序设计" (else the course she teaches with most videos), with approved student
// numbers, enrolments over the last 30 days, study played through the StudyService's heartbeat rules on days
// spread over those 30 days (so progress, study days and statuses follow the rules of real study), some Q&A and
// views, an assessment standard when the course has none, and six unused activation codes (one expired). Once: the
// first demo student's account is the mark (a second start adds nothing). One password hash for all (the demo
// password).
#pragma once

#include <string>
#include <vector>

#include "accounts/service.h"
#include "authoring/service.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"
#include "identity/service.h"
#include "site/service.h"
#include "study/service.h"

namespace xj::teaching {

inline constexpr int kDemoStudents = 24;

// The mobile of demo student i (0-based): 13900010001 …
std::string demo_student_mobile(int i);
// The mobiles of the n demo students furthest through the course's videos, furthest first (the ones who sit its
// exams in the demo: exams::seed_sittings_demo).
std::vector<std::string> demo_leading_mobiles(int n);
// True when this call seeded.
// The services whose rows the demo writes through (each table has one owning domain: docs/database.md).
struct DemoServices {
    const site::SiteService& site;
    accounts::AccountService& accounts;  // hashes the demo password
    const identity::IdentityService& identity;
    const courses::CourseService& courses;
    const authoring::AuthoringService& authoring;  // the assessment standard
    const study::StudyService& study;
};
bool seed_teaching_demo(db::Database& db, const core::Clock& clock, const DemoServices& services);

}  // namespace xj::teaching
