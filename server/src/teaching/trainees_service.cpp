#include "teaching/trainees_service.h"

namespace xj::teaching {}  // namespace xj::teaching
