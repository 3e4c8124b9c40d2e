// Pure rules of exams (docs/exams.md, Model — Exam): the exam form and its checks with the contract's messages,
// the China-time parsing of startTime/endTime. No database, no JSON (exam_rules_test.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "exams/bank_rules.h"

namespace xj::exams {

inline constexpr std::size_t kExamNameMax = 50;
inline constexpr std::size_t kAttentionMax = 2000;
inline constexpr int kExamTimeMax = 600;
inline constexpr int kAttemptLimitMax = 10;
inline constexpr std::size_t kAddSubjectsMax = 200;

inline constexpr std::string_view kMsgExamName = "请输入考试名称";
inline constexpr std::string_view kMsgExamNameLong = "考试名称不能超过50个字";
inline constexpr std::string_view kMsgAttentionLong = "考试说明不能超过2000个字";
inline constexpr std::string_view kMsgExamType = "请选择考试类型";
inline constexpr std::string_view kMsgStartTime = "请选择开始时间";
inline constexpr std::string_view kMsgEndTime = "请选择结束时间";
inline constexpr std::string_view kMsgEndBeforeStart = "结束时间必须晚于开始时间";
inline constexpr std::string_view kMsgExamTime = "考试时长必须是0到600分钟";
inline constexpr std::string_view kMsgAnswerMode = "作答方式只能是在线作答或线下作答";
inline constexpr std::string_view kMsgAttemptLimit = "作答次数必须是1到10之间的整数";
inline constexpr std::string_view kMsgShuffle = "乱序设置不正确";
inline constexpr std::string_view kMsgNoChapter = "章节不存在";

inline constexpr std::string_view kMsgNoExam = "考试不存在";
inline constexpr std::string_view kMsgReleasedSubjects = "考试已发布，不能修改题目";
inline constexpr std::string_view kMsgAttemptedSubjects = "已有学员作答，不能修改题目";
inline constexpr std::string_view kMsgAttemptedMode = "已有学员作答，不能修改作答方式或乱序设置";
inline constexpr std::string_view kMsgHasRecords = "已有学员作答，不能删除";
inline constexpr std::string_view kMsgNeedSubjects = "请先添加题目";
inline constexpr std::string_view kMsgSelectSubjects = "请选择题目";
inline constexpr std::string_view kMsgTooManySubjects = "一次最多添加200道题";
inline constexpr std::string_view kMsgSubjectNotInBank = "题目不属于本课程题库";
inline constexpr std::string_view kMsgReleaseStatus = "状态只能是0或1";

// An exam as a teacher gives it; `given` says which fields an update changes.
struct ExamForm {
    std::optional<std::int64_t> type;
    std::string name;
    std::string attention;
    std::optional<std::string> chapter_sign;  // "" or absent: none
    std::optional<std::int64_t> start_at, end_at;
    std::optional<std::int64_t> exam_time;
    std::optional<std::int64_t> answer_mode;
    std::optional<bool> shuffle;
    std::optional<std::int64_t> attempt_limit;
    bool bad_type = false, bad_start = false, bad_end = false, bad_exam_time = false, bad_answer_mode = false,
         bad_shuffle = false, bad_attempt_limit = false;
    struct Given {
        bool type = true, name = true, attention = true, chapter = true, start = true, end = true, exam_time = true,
             answer_mode = true, shuffle = true, attempt_limit = true;
        static Given none() { return {false, false, false, false, false, false, false, false, false, false}; }
    } given;
};

// The checked exam (defaults applied; the chapter still a sign, resolved by the service).
struct CheckedExam {
    int type = 1;
    std::string name;
    std::string attention;
    std::string chapter_sign;
    std::int64_t start_at = 0, end_at = 0;
    int exam_time = 0;
    int answer_mode = 1;
    bool shuffle = false;
    int attempt_limit = 1;
};

// Every failed rule (examinationName, type, startTime, endTime, examTime, answerMode, shuffle, attemptLimit,
// attention); `out` filled when none.
std::vector<FieldError> check_exam(const ExamForm& form, CheckedExam* out);

std::string_view exam_type_name(int type);

}  // namespace xj::exams
