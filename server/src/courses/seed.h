// Demo courses: types, ≥ 12 published courses with chapters, real MP4 videos (ffmpeg, cached), covers, data
// files, Q&A, the demo student's enrolments and four activation codes.
#pragma once

#include <filesystem>

#include "courses/service.h"

namespace xj::courses {

// Seeds only when there are no courses yet; call after the site, accounts and identity demo data.
// files_dir is <data-dir>/files. Throws when ffmpeg is missing.
bool seed_demo(CourseService& courses, const std::filesystem::path& files_dir);

}  // namespace xj::courses
