#include "courses/seed.h"

namespace xj::courses {

bool seed_demo(CourseService& courses, const std::filesystem::path& files_dir) { return false; }

}  // namespace xj::courses
