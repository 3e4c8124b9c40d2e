// Demo courses: types, ≥ 12 published courses with chapters, real MP4 videos (ffmpeg, cached), covers, data
// files, Q&A, the demo student's enrolments and four activation codes.
#pragma once

#include <filesystem>

#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"

namespace xj::courses {

// The services the demo reads through and tells of the new catalogue.
struct DemoServices {
    const site::SiteService& site;
    const accounts::AccountService& accounts;
    CourseService& courses;
};
// Seeds only when there are no courses yet; call after the site, accounts and identity demo data.
// files_dir is <data-dir>/files. Throws when ffmpeg is missing.
bool seed_demo(db::Database& db, const core::Clock& clock, const DemoServices& services,
               const std::filesystem::path& files_dir);

}  // namespace xj::courses
