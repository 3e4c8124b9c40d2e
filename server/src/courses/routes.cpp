#include "courses/routes.h"

namespace xj::courses {

void register_routes(core::Router& router, CourseService& courses) { auto r = router.domain("courses"); }

}  // namespace xj::courses
