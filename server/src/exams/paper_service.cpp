#include "exams/paper_service.h"

namespace xj::exams {}  // namespace xj::exams
