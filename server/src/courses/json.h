// The courses domain's JSON shapes (docs/learning.md: CourseCard, CourseInfo, Chapter, DataFile, …).
#pragma once

#include <boost/json.hpp>

#include "courses/model.h"

namespace xj::courses {

boost::json::object card_json(const CourseCard& card);

}  // namespace xj::courses
