#include "authoring/forms.h"

#include <charconv>
#include <cmath>

#include <boost/json/serialize.hpp>

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"

namespace xj::authoring {

using core::ApiError;
using core::text::code_points;
using core::text::trim;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgInvalid = "校验未通过";
constexpr std::string_view kMsgNameEmpty = "课程名称不能为空";
constexpr std::string_view kMsgNameLong = "课程名称不能超过50个字";
constexpr std::string_view kMsgIntroLong = "课程简介不能超过500个字";
constexpr std::string_view kMsgDetailsLong = "课程详情不能超过20000个字";
constexpr std::string_view kMsgPrice = "课程价格必须是不小于0的整数";
constexpr std::string_view kMsgCredit = "学分必须是0到100之间的数字";
constexpr std::string_view kMsgPeriod = "学时必须是0到10000之间的整数";
constexpr std::string_view kMsgType = "请选择三级课程分类";
constexpr std::string_view kMsgKind = "课程难度只能是入门、进阶或高级";
constexpr std::string_view kMsgWeightSuffix = "必须是0到100之间的整数";
constexpr std::string_view kMsgWeightSum = "各项权重之和必须等于100";
constexpr std::string_view kBad = "\x01";  // present but neither text nor a number: never valid
constexpr int kWeightTotal = 100;

ApiError invalid(std::string_view field, std::string_view msg) {
    return ApiError::invalid(std::string(field), std::string(msg));
}

// A body field as text (numbers in their JSON spelling); nullopt when absent or null.
std::optional<std::string> text_of(const core::Request& req, std::string_view field) {
    const json::value* v = req.json().if_contains(field);
    if (v == nullptr) return req.query(field);
    if (v->is_string()) return std::string(v->as_string());
    if (v->is_int64()) return std::to_string(v->as_int64());
    if (v->is_uint64()) return std::to_string(v->as_uint64());
    if (v->is_double()) return json::serialize(*v);
    if (v->is_null()) return std::nullopt;
    return std::string(kBad);
}

std::optional<std::int64_t> integer(std::string_view text) {
    std::int64_t out = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return out;
}

// An integer in [lo, hi]; `empty` when absent or blank; -2 `msg` otherwise.
std::int64_t bounded_int(const core::Request& req, std::string_view field, std::int64_t lo, std::int64_t hi,
                         std::optional<std::int64_t> empty, std::string_view msg) {
    std::string text = trim(text_of(req, field).value_or(""));
    if (text.empty()) {
        if (empty) return *empty;
        throw invalid(field, msg);
    }
    auto v = integer(text);
    if (!v || *v < lo || *v > hi) throw invalid(field, msg);
    return *v;
}

std::string bounded_text(const core::Request& req, std::string_view field, std::size_t max, std::string_view msg) {
    std::string text = trim(text_of(req, field).value_or(""));
    if (text == kBad || code_points(text) > max) throw invalid(field, msg);
    return text;
}

double parse_credit(const core::Request& req) {
    std::string text = trim(text_of(req, "courseScore").value_or(""));
    if (text.empty()) return 0;
    double v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v) || v < 0 || v > kCreditMax)
        throw invalid("courseScore", kMsgCredit);
    return std::round(v * 10) / 10;
}

}  // namespace

CourseForm parse_course_form(const core::Request& req) {
    CourseForm f;
    f.name = trim(text_of(req, "name").value_or(""));
    if (f.name.empty() || f.name == kBad) throw invalid("name", kMsgNameEmpty);
    if (code_points(f.name) > kCourseNameMax) throw invalid("name", kMsgNameLong);
    f.introduction = bounded_text(req, "introduction", kIntroductionMax, kMsgIntroLong);
    f.details = bounded_text(req, "courseDetails", kDetailsMax, kMsgDetailsLong);
    f.picture = trim(text_of(req, "coursePicture").value_or(""));
    f.price_fen = bounded_int(req, "coursePrice", 0, kPriceMaxYuan, 0, kMsgPrice) * 100;
    f.credit = parse_credit(req);
    f.period = static_cast<int>(bounded_int(req, "courseTime", 0, kPeriodMax, 0, kMsgPeriod));
    f.type1_sign = trim(text_of(req, "courseTypeIdSign").value_or(""));
    f.type2_sign = trim(text_of(req, "courseType2IdSign").value_or(""));
    f.type3_sign = trim(text_of(req, "courseType3IdSign").value_or(""));
    if (f.type1_sign.empty() || f.type2_sign.empty() || f.type3_sign.empty())
        throw invalid(f.type1_sign.empty() ? "courseTypeIdSign"
                                           : (f.type2_sign.empty() ? "courseType2IdSign" : "courseType3IdSign"),
                      kMsgType);
    std::string type = trim(text_of(req, "type").value_or(""));
    f.type = (type.empty() || type == "1") ? courses::kTypeCredit
                                           : courses::kTypeOther;  // spec 02 §5: 1 credit, 2 otherwise
    f.kind = static_cast<int>(
        bounded_int(req, "kind", courses::kKindIntro, courses::kKindHigh, courses::kKindIntro, kMsgKind));
    return f;
}

courses::Standard parse_standard_form(const core::Request& req) {
    struct Weight {
        std::string_view field;
        std::string_view label;
        int courses::Standard::*member;
    };
    static constexpr Weight kWeights[] = {
        {"watchVideo", "观看视频", &courses::Standard::watch_video},
        {"interactiveQuestion", "互动问答", &courses::Standard::interactive_question},
        {"unitTesting", "单元测试", &courses::Standard::unit_testing},
        {"theFinalExam", "期末考试", &courses::Standard::final_exam},
        {"logSig", "登录签到", &courses::Standard::log_sig},
    };
    courses::Standard s;
    int sum = 0;
    for (const auto& w : kWeights) {
        std::string msg = std::string(w.label) + std::string(kMsgWeightSuffix);
        s.*(w.member) = static_cast<int>(bounded_int(req, w.field, 0, kWeightTotal, std::nullopt, msg));
        sum += s.*(w.member);
    }
    if (sum != kWeightTotal) throw invalid("watchVideo", kMsgWeightSum);
    return s;
}

std::string required_sign(const core::Request& req, std::string_view field) {
    return core::required_sign(req, field, kMsgInvalid);
}

std::string optional_sign(const core::Request& req, std::string_view field) {
    return core::opt_sign(req, field, kMsgInvalid).value_or("");
}

}  // namespace xj::authoring
