#include "teaching/materials_service.h"

namespace xj::teaching {}  // namespace xj::teaching
