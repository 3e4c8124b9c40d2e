#include "courses/store.h"

namespace xj::courses {}  // namespace xj::courses
