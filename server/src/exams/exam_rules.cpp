#include "exams/exam_rules.h"

#include <chrono>

#include "core/text.h"
#include "core/time_format.h"

namespace xj::exams {

std::string_view exam_type_name(int type) {
    switch (type) {
        case 1:
            return "作业";
        case 2:
            return "单元测试";
        case 3:
            return "期末考试";
        default:
            return "";
    }
}

std::vector<FieldError> check_exam(const ExamForm& f, CheckedExam* out) {
    std::vector<FieldError> errors;
    auto add = [&](std::string_view field, std::string_view msg) {
        errors.push_back({std::string(field), std::string(msg)});
    };
    CheckedExam e;
    e.name = trim_text(f.name);
    if (e.name.empty()) add("examinationName", kMsgExamName);
    else if (core::text::code_points(e.name) > kExamNameMax) add("examinationName", kMsgExamNameLong);
    if (f.bad_type || !f.type || *f.type < 1 || *f.type > 3) add("type", kMsgExamType);
    else e.type = static_cast<int>(*f.type);
    bool start_ok = !f.bad_start && f.start_at.has_value();
    bool end_ok = !f.bad_end && f.end_at.has_value();
    if (!start_ok) add("startTime", kMsgStartTime);
    else e.start_at = *f.start_at;
    if (!end_ok) add("endTime", kMsgEndTime);
    else e.end_at = *f.end_at;
    if (start_ok && end_ok && e.end_at <= e.start_at) add("endTime", kMsgEndBeforeStart);
    if (f.bad_exam_time || (f.exam_time && (*f.exam_time < 0 || *f.exam_time > kExamTimeMax)))
        add("examTime", kMsgExamTime);
    else e.exam_time = static_cast<int>(f.exam_time.value_or(0));
    if (f.bad_answer_mode || (f.answer_mode && *f.answer_mode != 1 && *f.answer_mode != 2))
        add("answerMode", kMsgAnswerMode);
    else e.answer_mode = static_cast<int>(f.answer_mode.value_or(1));
    if (f.bad_shuffle) add("shuffle", kMsgShuffle);
    else e.shuffle = f.shuffle.value_or(false);
    if (f.bad_attempt_limit || (f.attempt_limit && (*f.attempt_limit < 1 || *f.attempt_limit > kAttemptLimitMax)))
        add("attemptLimit", kMsgAttemptLimit);
    else e.attempt_limit = static_cast<int>(f.attempt_limit.value_or(1));
    e.attention = trim_text(f.attention);
    if (core::text::code_points(e.attention) > kAttentionMax) add("attention", kMsgAttentionLong);
    e.chapter_sign = f.chapter_sign ? trim_text(*f.chapter_sign) : std::string();
    if (errors.empty() && out) *out = std::move(e);
    return errors;
}

}  // namespace xj::exams
