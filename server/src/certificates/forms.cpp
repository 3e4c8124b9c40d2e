#include "certificates/forms.h"

#include <cmath>
#include <cstdlib>

#include "certificates/rules.h"
#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"

namespace xj::certificates {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNameMissing = "请输入持证人姓名";
constexpr std::string_view kMsgNameType = "持证人姓名格式错误";
constexpr std::string_view kMsgNumberMissing = "请输入证书编号";
constexpr std::string_view kMsgNumberFormat = "证书编号格式不正确";
constexpr std::string_view kMsgCodeMissing = "请输入验证码";
constexpr std::string_view kMsgCodeFormat = "验证码格式不正确";
constexpr std::string_view kMsgCourseMissing = "请选择课程";
constexpr std::string_view kMsgKeywordType = "关键词格式错误";
constexpr std::string_view kMsgStudentMissing = "请选择学员";
constexpr std::string_view kMsgScoreMissing = "请输入成绩";
constexpr std::string_view kMsgScoreRange = "成绩需在 60 到 100 分之间，最多一位小数";
constexpr std::string_view kMsgRemarkType = "备注格式错误";
constexpr std::string_view kMsgReasonMissing = "请输入吊销原因";
constexpr std::string_view kMsgReasonType = "吊销原因格式错误";
constexpr int kKeywordMaxChars = 30;

std::string too_long(std::string_view what, int max) {
    return std::string(what) + "不能超过 " + std::to_string(max) + " 个字";
}

// A certificate number from the field: spaces and case forgiven, then XJ and digits.
std::string number_field(const core::Request& req) {
    auto typed = core::opt_text(req, "number", kMsgNumberFormat);
    if (!typed) throw ApiError::invalid("number", std::string(kMsgNumberMissing));
    std::string number = normalize_token(*typed);
    if (!is_number(number)) throw ApiError::invalid("number", std::string(kMsgNumberFormat));
    return number;
}

// An offline result's score: a number (or a numeric string) 60–100 with at most one decimal.
double score_field(const core::Request& req) {
    const boost::json::value* v = req.json().if_contains("score");
    std::string text = v != nullptr && v->is_string() ? core::text::trim(std::string(v->as_string())) : "";
    if (v == nullptr || v->is_null() || (v->is_string() && text.empty()))
        throw ApiError::invalid("score", std::string(kMsgScoreMissing));
    double score = -1;
    if (v->is_int64()) score = static_cast<double>(v->as_int64());
    else if (v->is_uint64()) score = static_cast<double>(v->as_uint64());
    else if (v->is_double()) score = v->as_double();
    else if (v->is_string()) {
        char* end = nullptr;
        score = std::strtod(text.c_str(), &end);
        if (end == nullptr || *end != '\0') score = -1;
    }
    double tenths = score * 10;
    if (!std::isfinite(score) || score < teaching::kPassMark || score > 100 ||
        std::fabs(tenths - std::round(tenths)) > 1e-9)
        throw ApiError::invalid("score", std::string(kMsgScoreRange));
    return std::round(tenths) / 10;
}

std::string limited(const core::Request& req, std::string_view field, std::string_view type_msg, std::string_view what,
                    int max) {
    std::string text = core::opt_text(req, field, type_msg).value_or("");
    if (!core::text::clean_text(text)) throw ApiError::invalid(std::string(field), std::string(type_msg));
    if (core::text::code_points(text) > static_cast<std::size_t>(max))
        throw ApiError::invalid(std::string(field), too_long(what, max));
    return text;
}

}  // namespace

SearchInput parse_search(const core::Request& req) {
    SearchInput in;
    in.name = limited(req, "name", kMsgNameType, "持证人姓名", kNameMaxChars);
    if (in.name.empty()) throw ApiError::invalid("name", std::string(kMsgNameMissing));
    in.number = number_field(req);
    return in;
}

VerifyInput parse_verify(const core::Request& req) {
    VerifyInput in;
    in.number = number_field(req);
    auto code = core::opt_text(req, "code", kMsgCodeFormat);
    if (!code) throw ApiError::invalid("code", std::string(kMsgCodeMissing));
    in.code = normalize_token(*code);
    if (!is_code(in.code)) throw ApiError::invalid("code", std::string(kMsgCodeFormat));
    return in;
}

std::string parse_course(const core::Request& req) {
    return core::required_sign(req, {"courseId", "courseIdSign"}, kMsgCourseMissing);
}

std::string parse_keyword(const core::Request& req) {
    return limited(req, "keyword", kMsgKeywordType, "关键词", kKeywordMaxChars);
}

OfflineInput parse_offline(const core::Request& req) {
    OfflineInput in;
    in.course_sign = parse_course(req);
    in.user_sign = core::required_sign(req, "userId", kMsgStudentMissing);
    in.score = score_field(req);
    in.remark = limited(req, "remark", kMsgRemarkType, "备注", kRemarkMaxChars);
    return in;
}

RevokeInput parse_revoke(const core::Request& req) {
    RevokeInput in;
    in.number = number_field(req);
    in.reason = limited(req, "reason", kMsgReasonType, "吊销原因", kReasonMaxChars);
    if (in.reason.empty()) throw ApiError::invalid("reason", std::string(kMsgReasonMissing));
    return in;
}

}  // namespace xj::certificates
