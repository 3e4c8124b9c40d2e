#include "messages/forms.h"

#include <charconv>
#include <optional>

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"

namespace xj::messages {

using core::ApiError;
using core::text::code_points;
using core::text::trim;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgTitleMissing = "请输入标题";
constexpr std::string_view kMsgTitleLong = "标题不能超过50个字";
constexpr std::string_view kMsgContentMissing = "请输入内容";
constexpr std::string_view kMsgContentLong = "内容不能超过2000个字";
constexpr std::string_view kMsgType = "消息类型错误";
constexpr std::string_view kMsgCourse = "请选择课程";
constexpr std::string_view kMsgMessage = "请选择消息";

// A string field ("" when absent or not a string; integers are written out).
std::string text_of(const core::Request& req, std::string_view field) {
    const json::value* v = req.json().if_contains(field);
    if (v == nullptr) return {};
    if (v->is_string()) return std::string(v->as_string());
    if (v->is_int64()) return std::to_string(v->as_int64());
    return {};
}

std::optional<std::int64_t> int_of(const core::Request& req, std::string_view field) {
    const json::value* v = req.json().if_contains(field);
    if (v == nullptr) return std::nullopt;
    if (v->is_int64()) return v->as_int64();
    if (v->is_uint64()) return static_cast<std::int64_t>(v->as_uint64());
    if (!v->is_string()) return std::nullopt;
    std::string_view s = v->as_string();
    std::int64_t out = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return out;
}

std::string bounded_text(const core::Request& req, std::string_view field, std::size_t max, std::string_view missing,
                         std::string_view too_long) {
    std::string value = trim(text_of(req, field));
    if (value.empty()) throw ApiError::invalid(std::string(field), std::string(missing));
    if (code_points(value) > max) throw ApiError::invalid(std::string(field), std::string(too_long));
    return value;
}

int message_type(const core::Request& req, std::optional<int> fallback, bool course_allowed) {
    auto type = int_of(req, "msgType");
    if (!type && req.json().if_contains("msgType") == nullptr && fallback) return *fallback;
    bool ok = type && (*type == kSystem || *type == kSchool || (course_allowed && *type == kCourse));
    if (!ok) throw ApiError::invalid("msgType", std::string(kMsgType));
    return static_cast<int>(*type);
}

}  // namespace

PostForm parse_post(const core::Request& req) {
    PostForm form;
    form.category = message_type(req, kCourse, true);
    form.title = bounded_text(req, "title", kTitleMax, kMsgTitleMissing, kMsgTitleLong);
    form.content = bounded_text(req, "content", kContentMax, kMsgContentMissing, kMsgContentLong);
    if (form.category == kCourse) form.course_sign = parse_course_sign(req, "courseId");
    return form;
}

int parse_notice_type(const core::Request& req) { return message_type(req, std::nullopt, false); }

int parse_any_type(const core::Request& req) { return message_type(req, std::nullopt, true); }

std::string parse_course_sign(const core::Request& req, std::string_view field) {
    return core::required_sign(req, field, kMsgCourse);
}

std::string parse_message_sign(const core::Request& req) { return core::required_sign(req, "idSign", kMsgMessage); }

NoticeForm parse_notice_form(const core::Request& req) {
    NoticeForm form;
    form.sign = core::opt_sign(req, "idSign", kMsgMessage).value_or("");
    form.title = bounded_text(req, "title", kTitleMax, kMsgTitleMissing, kMsgTitleLong);
    form.content = bounded_text(req, "content", kContentMax, kMsgContentMissing, kMsgContentLong);
    return form;
}

}  // namespace xj::messages
