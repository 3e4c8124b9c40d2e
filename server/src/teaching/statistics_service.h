// Course statistics (docs/course-management.md, Statistics): scores, progress, charts and records of a course's
// students, for its teachers and the admins of its school.
#pragma once

#include "courses/service.h"

namespace xj::teaching {

class StatisticsService {
public:
    explicit StatisticsService(courses::CourseService& courses) : courses_(courses) {}

    courses::CourseService& courses() { return courses_; }

private:
    courses::CourseService& courses_;
};

}  // namespace xj::teaching
