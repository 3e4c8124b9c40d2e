#include "courses/service.h"

namespace xj::courses {}  // namespace xj::courses
