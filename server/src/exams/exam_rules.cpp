#include "exams/exam_rules.h"

#include <chrono>

#include "core/text.h"
#include "core/time_format.h"

namespace xj::exams {

namespace {

bool digits(std::string_view s, std::size_t at, std::size_t n, int* out) {
    if (at + n > s.size()) return false;
    int v = 0;
    for (std::size_t i = at; i < at + n; ++i) {
        if (s[i] < '0' || s[i] > '9') return false;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return true;
}

}  // namespace

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

std::optional<std::int64_t> parse_exam_time(std::string_view text) {
    std::string t = trim_text(text);
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
    if (!digits(t, 0, 4, &y) || t.size() < 10 || t[4] != '-' || !digits(t, 5, 2, &mo) || t[7] != '-' ||
        !digits(t, 8, 2, &d))
        return std::nullopt;
    std::size_t at = 10;
    std::int64_t offset = core::kChinaOffsetSeconds;
    if (at < t.size()) {
        if (t[at] != ' ' && t[at] != 'T') return std::nullopt;
        if (!digits(t, at + 1, 2, &h) || at + 3 >= t.size() || t[at + 3] != ':' || !digits(t, at + 4, 2, &mi))
            return std::nullopt;
        at += 6;
        if (at < t.size() && t[at] == ':') {
            if (!digits(t, at + 1, 2, &s)) return std::nullopt;
            at += 3;
            if (at < t.size() && t[at] == '.') {  // fractions of a second are dropped
                ++at;
                while (at < t.size() && t[at] >= '0' && t[at] <= '9') ++at;
            }
        }
        if (at < t.size()) {
            if (t[at] == 'Z' && at + 1 == t.size()) {
                offset = 0;
            } else if ((t[at] == '+' || t[at] == '-') && t.size() == at + 6 && t[at + 3] == ':') {
                int oh = 0, om = 0;
                if (!digits(t, at + 1, 2, &oh) || !digits(t, at + 4, 2, &om) || oh > 14 || om > 59) return std::nullopt;
                offset = (t[at] == '+' ? 1 : -1) * (oh * 3600 + om * 60);
            } else {
                return std::nullopt;
            }
        }
    }
    if (y < 1970 || y > 9999 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return std::nullopt;
    using namespace std::chrono;
    year_month_day ymd{year{y}, month{static_cast<unsigned>(mo)}, day{static_cast<unsigned>(d)}};
    if (!ymd.ok()) return std::nullopt;
    std::int64_t days = sys_days(ymd).time_since_epoch().count();
    return days * 86400 + h * 3600 + mi * 60 + s - offset;
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
