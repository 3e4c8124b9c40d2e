// The courses routes (docs/courses.md): catalogue, course page, enrolment, Q&A, files, codes, collections.
#pragma once

#include "core/router.h"
#include "courses/service.h"

namespace xj::courses {

void register_routes(core::Router& router, CourseService& courses);

}  // namespace xj::courses
