// Students' attempts (docs/exams.md, Calls — students): start or resume a test paper, saves ordered by saveSeq,
// submission, the deadline sweep. (exams-paper fills this.)
#pragma once

#include "courses/service.h"

namespace xj::exams {

class PaperService {
public:
    explicit PaperService(courses::CourseService& courses) : courses_(courses) {}

    courses::CourseService& courses() { return courses_; }

private:
    courses::CourseService& courses_;
};

}  // namespace xj::exams
