// A course's question bank (docs/exams.md, Calls — question bank): questions of five types with their options,
// the Excel template, import (preview, then all-or-nothing) and export. Only the course's managers
// (CourseService::managed_course) may read or change it.
#pragma once

#include "courses/service.h"

namespace xj::exams {

class BankService {
public:
    explicit BankService(courses::CourseService& courses) : courses_(courses) {}

    courses::CourseService& courses() { return courses_; }

private:
    courses::CourseService& courses_;
};

}  // namespace xj::exams
