// The demo catalogue: the courses of the demo school (≥ 12 published, with covers, lead teachers, standards,
// chapters and real MP4 videos made by ffmpeg, cached), and through the courses service the rows courses owns that
// come with them: the type tree, two districts, data files, Q&A, the demo student's enrolments, collections and
// history, and four activation codes (docs/database.md, "Tables and their owners").
#pragma once

#include <filesystem>

#include "accounts/service.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"
#include "site/service.h"

namespace xj::authoring {

// The services the demo reads and writes through, and tells of the new catalogue.
struct DemoServices {
    const site::SiteService& site;
    const accounts::AccountService& accounts;
    courses::CourseService& courses;
};
// Seeds only when there are no courses yet; call after the site, accounts and identity demo data.
// files_dir is <data-dir>/files. Throws when ffmpeg is missing.
bool seed_demo(db::Database& db, const core::Clock& clock, const DemoServices& services,
               const std::filesystem::path& files_dir);

}  // namespace xj::authoring
