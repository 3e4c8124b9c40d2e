#include "courses/forms.h"

namespace xj::courses {}  // namespace xj::courses
