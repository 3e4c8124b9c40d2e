// The teaching domain's unit tests on both databases: the course team fixture (courses/test_fixture.h) and the
// authoring service teaching calls.
#pragma once

#include <memory>

#include "authoring/service.h"
#include "courses/test_fixture.h"

namespace xj::teaching::testing {

using courses::testing::kNow;
class TeachingTest : public courses::testing::CourseTeamTest {
protected:
    void SetUp() override {
        CourseTeamTest::SetUp();
        if (!db_) return;
        authoring_ = std::make_unique<authoring::AuthoringService>(*db_, clock_, *courses_);
    }
    std::unique_ptr<authoring::AuthoringService> authoring_;
};

}  // namespace xj::teaching::testing
