// The teaching domain's unit tests on both databases: the course team fixture (courses/test_fixture.h).
#pragma once

#include "courses/test_fixture.h"

namespace xj::teaching::testing {

using courses::testing::kNow;
class TeachingTest : public courses::testing::CourseTeamTest {};

}  // namespace xj::teaching::testing
