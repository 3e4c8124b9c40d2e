#include "courses/forms.h"

#include <cctype>
#include <charconv>

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"

namespace xj::courses {

using core::ApiError;
using core::text::code_points;
using core::text::trim;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgInvalid = "校验未通过";
constexpr std::string_view kMsgKeywordLong = "关键词不能超过30个字";
constexpr std::string_view kMsgQuestionEmpty = "请输入问题内容";
constexpr std::string_view kMsgQuestionLong = "问题内容不能超过500字";
constexpr std::string_view kMsgAnswerEmpty = "请输入回答内容";
constexpr std::string_view kMsgAnswerLong = "回答内容不能超过500字";
constexpr std::string_view kMsgCodeEmpty = "激活码不能为空";
constexpr std::string_view kMsgCodeFormat = "兑换码必须是16位字母或数字";
constexpr std::string_view kMsgCaptchaMissing = "请输入验证码";
constexpr int kHomeListDefault = 8;
constexpr std::size_t kKeywordMax = 30;
constexpr std::size_t kTextMax = 500;
constexpr std::size_t kCodeLength = 16;

ApiError invalid(std::string_view field) { return ApiError::invalid(std::string(field), std::string(kMsgInvalid)); }

// A field from the JSON body, else the query string.
const json::value* body_field(const core::Request& req, std::string_view field) {
    return req.json().if_contains(field);
}

std::optional<std::string> text_of(const core::Request& req, std::string_view field) {
    if (const json::value* v = body_field(req, field)) {
        if (v->is_string()) return std::string(v->as_string());
        if (v->is_int64()) return std::to_string(v->as_int64());
        if (v->is_uint64()) return std::to_string(v->as_uint64());
        if (v->is_null()) return std::nullopt;
        return std::string("\x01");  // present but neither text nor integer: never valid
    }
    return req.query(field);
}

// An integer field: nullopt when absent or empty, -2 on `field` when it is not an integer.
std::optional<std::int64_t> int_of(const core::Request& req, std::string_view field) {
    auto text = text_of(req, field);
    if (!text || text->empty()) return std::nullopt;
    std::int64_t out = 0;
    auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), out);
    if (ec != std::errc() || end != text->data() + text->size()) throw invalid(field);
    return out;
}

std::string bounded_text(const core::Request& req, std::string_view field, std::string_view empty_msg,
                         std::string_view long_msg) {
    std::string text = trim(text_of(req, field).value_or(""));
    if (text.empty() || text == "\x01") throw ApiError::invalid(std::string(field), std::string(empty_msg));
    if (code_points(text) > kTextMax) throw ApiError::invalid(std::string(field), std::string(long_msg));
    return text;
}

}  // namespace

int parse_limit(const core::Request& req) { return core::parse_page(req, kHomeListDefault).size; }

std::string parse_sign(const core::Request& req, std::string_view field) {
    return core::opt_sign(req, field, kMsgInvalid).value_or("");
}

ListQuery parse_list_query(const core::Request& req) {
    ListQuery q;
    q.page = core::parse_page(req);
    if (auto type = int_of(req, "type")) {
        if (*type != kTypeCredit && *type != kTypeOther) throw invalid("type");
        q.type = static_cast<int>(*type);
    }
    if (auto kind = int_of(req, "kind")) {
        if (*kind < kKindIntro || *kind > kKindHigh) throw invalid("kind");
        q.kind = static_cast<int>(*kind);
    }
    std::string type_sign = parse_sign(req, "typeSign");
    if (!type_sign.empty()) q.type_sign = type_sign;
    q.keyword = parse_keyword(req);
    if (auto order = text_of(req, "order"); order && !order->empty()) {
        if (*order != kOrderSort && *order != kOrderNew && *order != kOrderHot) throw invalid("order");
        q.order = *order;
    }
    if (const json::value* free = body_field(req, "free"); free && !free->is_null()) {
        if (!free->is_bool()) throw invalid("free");
        q.free = free->as_bool();
    } else if (auto text = req.query("free"); text && !text->empty()) {
        if (*text != "true" && *text != "false") throw invalid("free");
        q.free = *text == "true";
    }
    return q;
}

int parse_kind_id(const core::Request& req) {
    auto kind = int_of(req, "kindId");
    if (!kind || *kind < kKindIntro || *kind > kKindHigh) throw invalid("kindId");
    return static_cast<int>(*kind);
}

std::optional<int> parse_optional_kind(const core::Request& req) {
    auto kind = int_of(req, "kindId");
    if (!kind || *kind == 0) return std::nullopt;
    if (*kind < kKindIntro || *kind > kKindHigh) throw invalid("kindId");
    return static_cast<int>(*kind);
}

std::string parse_keyword(const core::Request& req) {
    std::string keyword = trim(text_of(req, "keyword").value_or(""));
    if (keyword == "\x01") throw invalid("keyword");
    if (code_points(keyword) > kKeywordMax) throw ApiError::invalid("keyword", std::string(kMsgKeywordLong));
    return keyword;
}

std::optional<std::string> parse_parent_sign(const core::Request& req) {
    std::string sign = parse_sign(req, "parentSign");
    if (sign.empty()) return std::nullopt;
    return sign;
}

std::optional<int> parse_study_status(const core::Request& req) {
    auto status = int_of(req, "studyStatus");
    if (!status) return std::nullopt;
    if (*status != kStudyInProgress && *status != kStudyFinished) throw invalid("studyStatus");
    return static_cast<int>(*status);
}

int parse_sort_type(const core::Request& req) {
    auto sort = int_of(req, "sortType");
    if (!sort) return 0;
    if (*sort != 0 && *sort != 1) throw invalid("sortType");
    return static_cast<int>(*sort);
}

std::string parse_question(const core::Request& req) {
    return bounded_text(req, "questionsContent", kMsgQuestionEmpty, kMsgQuestionLong);
}

std::string parse_answer(const core::Request& req) {
    return bounded_text(req, "answersContent", kMsgAnswerEmpty, kMsgAnswerLong);
}

ActivationForm parse_activation(const core::Request& req) {
    ActivationForm form;
    std::string code = trim(text_of(req, "code").value_or(""));
    if (code.empty()) throw ApiError::invalid("code", std::string(kMsgCodeEmpty));
    bool alnum = code.size() == kCodeLength;
    for (char& ch : code) {
        alnum = alnum && std::isalnum(static_cast<unsigned char>(ch)) != 0;
        ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    }
    if (!alnum) throw ApiError::invalid("code", std::string(kMsgCodeFormat));
    form.code = code;
    form.captcha = trim(text_of(req, "captcha").value_or(""));
    if (form.captcha.empty() || form.captcha == "\x01")
        throw ApiError::invalid("captcha", std::string(kMsgCaptchaMissing));
    return form;
}

}  // namespace xj::courses
