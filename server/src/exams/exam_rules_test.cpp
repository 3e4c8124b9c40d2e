// The exam form's pure rules: each field's check (docs/exams.md, Model — Exam).
#include <gtest/gtest.h>

#include "exams/exam_rules.h"

namespace xj::exams {
namespace {

constexpr std::int64_t kMar1At8China = 1772323200;  // 2026-03-01T08:00:00+08:00

ExamForm valid() {
    ExamForm f;
    f.type = 2;
    f.name = " 第一单元测试 ";
    f.start_at = kMar1At8China;
    f.end_at = kMar1At8China + 7200;
    return f;
}

std::vector<std::string> messages(const ExamForm& f) {
    std::vector<std::string> out;
    for (const auto& e : check_exam(f, nullptr)) out.push_back(e.field + ":" + e.message);
    return out;
}

TEST(ExamRulesTest, DefaultsAndEachRule) {
    CheckedExam e;
    ASSERT_TRUE(check_exam(valid(), &e).empty());
    EXPECT_EQ(e.name, "第一单元测试");
    EXPECT_EQ(e.exam_time, 0);
    EXPECT_EQ(e.answer_mode, 1);
    EXPECT_FALSE(e.shuffle);
    EXPECT_EQ(e.attempt_limit, 1);
    auto with = [](auto change) {
        ExamForm f = valid();
        change(f);
        return messages(f);
    };
    using V = std::vector<std::string>;
    EXPECT_EQ(with([](ExamForm& f) { f.name = ""; }), V{"examinationName:请输入考试名称"});
    EXPECT_EQ(with([](ExamForm& f) { f.name = std::string(51, 'x'); }), V{"examinationName:考试名称不能超过50个字"});
    EXPECT_EQ(with([](ExamForm& f) { f.type = 0; }), V{"type:请选择考试类型"});
    EXPECT_EQ(with([](ExamForm& f) { f.start_at.reset(); }), V{"startTime:请选择开始时间"});
    EXPECT_EQ(with([](ExamForm& f) { f.bad_end = true; }), V{"endTime:请选择结束时间"});
    EXPECT_EQ(with([](ExamForm& f) { f.end_at = f.start_at; }), V{"endTime:结束时间必须晚于开始时间"});
    EXPECT_EQ(with([](ExamForm& f) { f.exam_time = 601; }), V{"examTime:考试时长必须是0到600分钟"});
    EXPECT_EQ(with([](ExamForm& f) { f.answer_mode = 3; }), V{"answerMode:作答方式只能是在线作答或线下作答"});
    EXPECT_EQ(with([](ExamForm& f) { f.bad_shuffle = true; }), V{"shuffle:乱序设置不正确"});
    EXPECT_EQ(with([](ExamForm& f) { f.attempt_limit = 11; }), V{"attemptLimit:作答次数必须是1到10之间的整数"});
    EXPECT_EQ(with([](ExamForm& f) { f.attention = std::string(2001, 'x'); }), V{"attention:考试说明不能超过2000个字"});
}

}  // namespace
}  // namespace xj::exams
