// The demo training programmes (training/demo_content.h): the training rows of the course rows authoring's demo
// seeded with offering 2 (courses::demo::kTrainings), the demo school's partner enterprises and their links, and
// trainees (张晓明 and some demo students) enrolled through the courses service. Once: when there is no training
// row yet and authoring's demo left training course rows to complete.
#pragma once

#include <filesystem>

#include "accounts/service.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"
#include "site/service.h"

namespace xj::training {

struct DemoServices {
    const site::SiteService& site;
    const accounts::AccountService& accounts;
    courses::CourseService& courses;
};
// True when this call seeded. Call after the teaching demo (its students join trainings). files_dir is
// <data-dir>/files (the resources' files).
bool seed_training_demo(db::Database& db, const core::Clock& clock, const DemoServices& services,
                        const std::filesystem::path& files_dir);

}  // namespace xj::training
