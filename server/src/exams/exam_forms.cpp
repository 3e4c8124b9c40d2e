#include "exams/exam_forms.h"

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"
#include "core/time_format.h"

namespace xj::exams {

using core::ApiError;
namespace json = boost::json;

std::string course_sign_of(const core::Request& req) {
    return core::required_sign(req, {"courseId", "courseIdSign"}, kMsgNoCourseSign);
}

namespace {

std::optional<std::string> text_value(const json::value& v) {
    if (v.is_null()) return std::string();
    if (v.is_string()) return std::string(v.as_string());
    if (v.is_int64()) return std::to_string(v.as_int64());
    if (v.is_uint64()) return std::to_string(v.as_uint64());
    return std::nullopt;
}

}  // namespace

std::string body_text(const core::Request& req, std::string_view field, std::size_t max_chars) {
    const json::value* v = req.json().if_contains(field);
    if (!v) return {};
    auto t = text_value(*v);
    if (!t || core::text::code_points(*t) > max_chars)
        throw ApiError::invalid(std::string(field), std::string(kMsgInvalidInput));
    return trim_text(*t);
}

QuestionForm question_form(const json::object& o, bool for_update) {
    QuestionForm f;
    auto given = [&](std::string_view key) { return !for_update || o.contains(key); };
    // An integer field: absent/null/"" → nullopt; anything but an integer → bad.
    auto int_field = [&](std::string_view key, std::optional<std::int64_t>& out, bool& bad) {
        const json::value* v = o.if_contains(key);
        if (!v || v->is_null() || (v->is_string() && trim_text(std::string_view(v->as_string())).empty())) return;
        out = loose_int(*v);
        if (!out) bad = true;
    };
    f.given.type = given("type");
    std::optional<std::int64_t> type;
    int_field("type", type, f.bad_type);
    if (type) {
        if (*type >= 1 && *type <= 5) f.type = static_cast<int>(*type);
        else f.bad_type = true;
    }
    // Too long texts are cut a little past the limit so the check still reports them without holding megabytes.
    auto text_field = [&](std::string_view key, std::size_t limit) -> std::string {
        const json::value* v = o.if_contains(key);
        if (!v) return {};
        auto t = text_value(*v);
        if (!t) return std::string(limit + 1, 'x');  // a non-text value fails the length check
        return *t;
    };
    f.given.subject_name = given("subjectName");
    f.subject_name = text_field("subjectName", kSubjectNameMax);
    f.given.serial_number = given("serialNumber");
    int_field("serialNumber", f.serial_number, f.bad_serial);
    f.given.level = given("level");
    int_field("level", f.level, f.bad_level);
    f.given.score = given("score");
    int_field("score", f.score, f.bad_score);
    f.given.answer = given("answer");
    if (const json::value* a = o.if_contains("answer"); a && a->is_array()) {
        for (const auto& item : a->as_array()) {
            auto t = text_value(item);
            if (!t) continue;
            if (!f.answer.empty()) f.answer.push_back(',');
            f.answer += *t;
        }
    } else {
        f.answer = text_field("answer", kReferenceAnswerMax);
    }
    f.given.analysis = given("analysis");
    f.analysis = text_field("analysis", kAnalysisMax);
    f.given.options = given("optionList");
    if (const json::value* l = o.if_contains("optionList"); l && l->is_array()) {
        for (const auto& item : l->as_array()) {
            if (item.is_object()) {
                const json::value* c = item.as_object().if_contains("optionContent");
                auto t = c ? text_value(*c) : std::optional<std::string>(std::string());
                f.options.push_back(t ? *t : std::string());
            } else {
                auto t = text_value(item);
                f.options.push_back(t ? *t : std::string());
            }
            if (f.options.size() > kOptionsMax) break;  // enough to fail the count
        }
    }
    return f;
}

}  // namespace xj::exams

namespace xj::exams {

ExamForm exam_form(const json::object& o, bool for_update) {
    ExamForm f;
    auto given = [&](std::string_view key) { return !for_update || o.contains(key); };
    auto present = [&](std::string_view key) -> const json::value* {
        const json::value* v = o.if_contains(key);
        if (!v || v->is_null() || (v->is_string() && trim_text(std::string_view(v->as_string())).empty()))
            return nullptr;
        return v;
    };
    auto int_field = [&](std::string_view key, std::optional<std::int64_t>& out, bool& bad) {
        if (const json::value* v = present(key)) {
            out = loose_int(*v);
            if (!out) bad = true;
        }
    };
    auto text = [&](std::string_view key, std::size_t limit) -> std::string {
        const json::value* v = o.if_contains(key);
        if (!v || v->is_null()) return {};
        if (!v->is_string()) return std::string(limit + 1, 'x');
        return std::string(v->as_string());
    };
    auto time_field = [&](std::string_view key, std::optional<std::int64_t>& out, bool& bad) {
        const json::value* v = present(key);
        if (!v) return;
        if (v->is_string()) {
            out = core::parse_time(std::string_view(v->as_string()));
        } else if (auto n = loose_int(*v)) {
            out = *n > 100'000'000'000 ? *n / 1000 : *n;  // epoch milliseconds or seconds
        }
        if (!out) bad = true;
    };
    f.given.name = given("examinationName");
    f.name = text("examinationName", kExamNameMax);
    f.given.type = given("type");
    int_field("type", f.type, f.bad_type);
    f.given.attention = given("attention");
    f.attention = text("attention", kAttentionMax);
    f.given.chapter = given("chapterIdSign");
    if (const json::value* v = o.if_contains("chapterIdSign"); v && v->is_string())
        f.chapter_sign = std::string(v->as_string());
    f.given.start = given("startTime");
    time_field("startTime", f.start_at, f.bad_start);
    f.given.end = given("endTime");
    time_field("endTime", f.end_at, f.bad_end);
    f.given.exam_time = given("examTime");
    int_field("examTime", f.exam_time, f.bad_exam_time);
    f.given.answer_mode = given("answerMode");
    int_field("answerMode", f.answer_mode, f.bad_answer_mode);
    f.given.attempt_limit = given("attemptLimit");
    int_field("attemptLimit", f.attempt_limit, f.bad_attempt_limit);
    f.given.shuffle = given("shuffle");
    if (const json::value* v = present("shuffle")) {
        if (v->is_bool()) f.shuffle = v->as_bool();
        else if (auto n = loose_int(*v); n && (*n == 0 || *n == 1)) f.shuffle = *n == 1;
        else f.bad_shuffle = true;
    }
    return f;
}

}  // namespace xj::exams
