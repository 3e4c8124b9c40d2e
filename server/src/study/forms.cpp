#include "study/forms.h"

#include <cmath>

#include "core/api_error.h"
#include "core/input.h"

namespace xj::study {

namespace json = boost::json;
using core::ApiError;

namespace {

constexpr std::string_view kMsgBadSign = "视频不存在";
constexpr std::string_view kMsgBadCourse = "课程不存在";
constexpr std::string_view kMsgBadPosition = "播放进度无效";

// A finite JSON number (an integer or a double); anything else is -2 on the field.
double number_field(const core::Request& req, std::string_view name) {
    const json::value* v = req.json().if_contains(name);
    if (!v) throw ApiError::invalid(std::string(name), std::string(kMsgBadPosition));
    if (v->is_int64()) return static_cast<double>(v->get_int64());
    if (v->is_uint64()) return static_cast<double>(v->get_uint64());
    if (v->is_double() && std::isfinite(v->get_double())) return v->get_double();
    throw ApiError::invalid(std::string(name), std::string(kMsgBadPosition));
}

BeatForm beat_form(const core::Request& req, std::string_view position_field) {
    BeatForm form;
    form.course_sign = core::opt_sign(req, "courseIdSign", kMsgBadCourse);
    form.video_sign = core::opt_sign(req, "videoIdSign", kMsgBadSign).value_or("");
    form.position = number_field(req, position_field);
    return form;
}

}  // namespace

std::string parse_video_sign(const core::Request& req) {
    return core::opt_sign(req, "videoSign", kMsgBadSign).value_or("");
}

BeatForm parse_heartbeat(const core::Request& req) { return beat_form(req, "position"); }

BeatForm parse_save_progress(const core::Request& req) { return beat_form(req, "studyTime"); }

std::string parse_resume_sign(const core::Request& req) {
    return core::opt_sign(req, "videoIdSign", kMsgBadSign).value_or("");
}

}  // namespace xj::study
