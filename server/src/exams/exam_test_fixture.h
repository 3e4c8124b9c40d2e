// The bank and exam services' unit tests on both databases: the course team fixture (courses/test_fixture.h) with the
// bank and exam services over it.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/api_error.h"
#include "courses/test_fixture.h"
#include "exams/bank_service.h"
#include "exams/exam_service.h"
#include "testing/request_support.h"

namespace xj::exams::testing {

using courses::testing::kNow;

class ExamsTest : public courses::testing::CourseTeamTest {
protected:
    void SetUp() override {
        CourseTeamTest::SetUp();
        if (!db_) return;
        bank_ = std::make_unique<BankService>(*db_, clock_, *courses_);
        exams_ = std::make_unique<ExamService>(*db_, clock_, *courses_);
    }

    // A question form of a type with valid fields.
    static QuestionForm form(int type, const std::string& stem = "题目", int score = 5) {
        QuestionForm f;
        f.type = type;
        f.subject_name = stem;
        f.score = score;
        if (type == 1 || type == 2) f.options = {"甲", "乙", "丙", "丁"};
        f.answer = type == 1 ? "B" : type == 2 ? "A,C" : type == 3 ? "1" : type == 4 ? "四|4" : "";
        return f;
    }

    std::unique_ptr<BankService> bank_;
    std::unique_ptr<ExamService> exams_;
};

}  // namespace xj::exams::testing
