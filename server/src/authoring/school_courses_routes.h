// 课程管理 of 学校管理后台 (docs/admin.md "Courses of the school"): declared role(schoolAdmin); the school is the
// caller's, checked in SchoolCourseService.
#pragma once

#include "authoring/school_courses.h"
#include "core/router.h"

namespace xj::authoring {

void register_school_course_routes(core::Router& router, SchoolCourseService& service);

}  // namespace xj::authoring
