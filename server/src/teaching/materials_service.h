// A course's data files (docs/course-management.md, Course data files): upload, rename, delete, for the course's
// teachers and the admins of its school (CourseService::managed_course).
#pragma once

#include <filesystem>

#include "courses/service.h"

namespace xj::teaching {

class MaterialService {
public:
    explicit MaterialService(courses::CourseService& courses) : courses_(courses) {}
    // Where data files lie (<data-dir>/files); set once at start.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }

    courses::CourseService& courses() { return courses_; }

private:
    courses::CourseService& courses_;
    std::filesystem::path files_dir_;
};

}  // namespace xj::teaching
