// The teacher's side JSON shapes (docs/authoring.md: TeachingCourse, the edited course, school teachers).
#pragma once

#include <boost/json.hpp>

#include "authoring/service.h"

namespace xj::authoring {

// A course row of a teaching list (我的授课, 课程管理): the card, status, masterFlag, updatedAt, offering.
boost::json::object teaching_course_json(const TeachingCourse& t);
boost::json::object teaching_courses_json(const core::Paged<TeachingCourse>& page);
boost::json::object course_info_json(const courses::CourseInfo& info);
boost::json::object course_teacher_json(const courses::CourseTeacher& t);
boost::json::array course_teachers_json(const std::vector<courses::CourseTeacher>& list);
boost::json::object edited_course_json(const EditedCourse& course);
boost::json::object school_teachers_json(const core::Paged<SchoolTeacher>& page);
boost::json::object standard_json(const courses::Standard& s);

}  // namespace xj::authoring
