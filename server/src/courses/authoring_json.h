// The teacher's side JSON shapes (docs/teaching.md: TeachingCourse, the edited course, school teachers).
#pragma once

#include <boost/json.hpp>

#include "courses/authoring_service.h"

namespace xj::courses {

boost::json::object teaching_courses_json(const Paged<TeachingCourse>& page);
boost::json::object course_info_json(const CourseInfo& info);
boost::json::object course_teacher_json(const CourseTeacher& t);
boost::json::array course_teachers_json(const std::vector<CourseTeacher>& list);
boost::json::object edited_course_json(const EditedCourse& course);
boost::json::object school_teachers_json(const Paged<SchoolTeacher>& page);
boost::json::object standard_json(const Standard& s);

}  // namespace xj::courses
