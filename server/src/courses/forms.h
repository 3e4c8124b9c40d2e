// Reading the courses calls' inputs: paging (page, page_size or size), signs, list filters, texts.
#pragma once

#include "core/request.h"
#include "courses/model.h"

namespace xj::courses {

}  // namespace xj::courses
