#include "teaching/statistics_service.h"

namespace xj::teaching {}  // namespace xj::teaching
