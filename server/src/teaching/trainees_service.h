// A course's students (docs/course-management.md, Students): the list, removing students, the Excel import
// (preview, then all-or-nothing), imported students and activation codes. Every call checks
// CourseService::managed_course first.
#pragma once

#include "courses/service.h"

namespace xj::teaching {

class TraineeService {
public:
    explicit TraineeService(courses::CourseService& courses) : courses_(courses) {}

    courses::CourseService& courses() { return courses_; }

private:
    courses::CourseService& courses_;
};

}  // namespace xj::teaching
