// The courses domain's SQL (catalogue, course pages, enrolment, Q&A, files, codes, collections, history),
// and only SQL. The study side keeps its own in study_store.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "courses/model.h"
#include "db/db.h"

namespace xj::courses {

class CourseStore {
public:
};

}  // namespace xj::courses
