// A course's exams (docs/exams.md, Calls — exams): homework, unit tests and final exams composed from the bank,
// their release and the release of their answers. Only the course's managers may change them.
#pragma once

#include "courses/service.h"

namespace xj::exams {

class ExamService {
public:
    explicit ExamService(courses::CourseService& courses) : courses_(courses) {}

    courses::CourseService& courses() { return courses_; }

private:
    courses::CourseService& courses_;
};

}  // namespace xj::exams
