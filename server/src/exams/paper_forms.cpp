#include "exams/paper_forms.h"

#include <limits>

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/file_type.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "core/text.h"
#include "exams/grading_rules.h"

namespace xj::exams {

using core::ApiError;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgMissing = "参数不能为空";
constexpr std::string_view kMsgInvalidText = "校验未通过";
constexpr std::string_view kMsgAnswers = "答案列表格式不正确";
constexpr std::string_view kMsgSaveSeq = "保存序号必须是正整数";
constexpr std::string_view kMsgInteger = "必须是整数";
constexpr std::string_view kMsgScore = "请输入得分";
constexpr std::string_view kMsgComment = "评语不能超过500个字";
constexpr std::string_view kMsgStatus = "提交状态只能是0、1、2";

std::optional<std::int64_t> int_field(const core::Request& req, std::string_view field) {
    const json::value* v = req.json().if_contains(field);
    if (v == nullptr || v->is_null()) {
        auto q = req.query(field);
        if (!q || q->empty()) return std::nullopt;
        try {
            std::size_t used = 0;
            long long n = std::stoll(*q, &used);
            if (used != q->size()) throw ApiError::invalid(std::string(field), std::string(kMsgInteger));
            return n;
        } catch (const std::logic_error&) {
            throw ApiError::invalid(std::string(field), std::string(kMsgInteger));
        }
    }
    if (!v->is_string()) {
        if (auto n = core::loose_int(*v)) return *n;  // an integral number within range, checked before any cast
    }
    throw ApiError::invalid(std::string(field), std::string(kMsgInteger));
}

std::optional<std::string> text_field(const core::Request& req, std::string_view field) {
    return core::opt_text(req, field, kMsgInvalidText);
}

// An answer as sent: a string, a number (spec 02 §4 sends numbers as strings; numbers are taken too) or null.
std::optional<std::string> answer_of(const json::value* v) {
    if (v == nullptr || v->is_null()) return std::nullopt;
    if (v->is_string()) return std::string(v->as_string());
    if (v->is_int64()) return std::to_string(v->as_int64());
    if (v->is_uint64()) return std::to_string(v->as_uint64());
    if (v->is_array()) {  // multiple choice sent as a list
        std::string joined;
        for (const auto& e : v->as_array()) {
            if (!e.is_string()) throw ApiError::invalid("subjectAnswerReqList", std::string(kMsgAnswers));
            joined += (joined.empty() ? "" : ",") + std::string(e.as_string());
        }
        return joined;
    }
    throw ApiError::invalid("subjectAnswerReqList", std::string(kMsgAnswers));
}

}  // namespace

std::string required_sign(const core::Request& req, std::string_view field) {
    return core::required_sign(req, field, kMsgMissing);
}

std::optional<std::string> optional_sign(const core::Request& req, std::string_view field) {
    return core::opt_sign(req, field, kMsgMissing);
}

SaveInput parse_save(const core::Request& req, bool as_submit) {
    SaveInput in;
    std::string_view record_field = as_submit ? "recordId" : "unitestingUserRecordId";
    std::string_view list_field = as_submit ? "answerList" : "subjectAnswerReqList";
    in.record_sign = required_sign(req, record_field);
    const json::value* list = req.json().if_contains(list_field);
    if (list != nullptr && !list->is_null()) {
        if (!list->is_array() || list->as_array().size() > kSaveAnswersMax)
            throw ApiError::invalid("subjectAnswerReqList", std::string(kMsgAnswers));
        for (const auto& item : list->as_array()) {
            if (!item.is_object()) throw ApiError::invalid("subjectAnswerReqList", std::string(kMsgAnswers));
            const json::object& o = item.as_object();
            const json::value* id = o.if_contains("unitestingBankId");
            if (id == nullptr) id = o.if_contains("subjectId");
            std::optional<std::string> sign = id == nullptr ? std::nullopt : core::sign_value(*id);
            if (!sign) throw ApiError::invalid("subjectAnswerReqList", std::string(kMsgAnswers));
            in.answers.push_back({std::move(*sign), answer_of(o.if_contains("answer"))});
        }
    }
    if (as_submit) {
        in.exam_sign = optional_sign(req, "examinationId");
        in.save_seq = std::numeric_limits<std::int64_t>::max();  // a submission is the last word
        in.submit = true;
    } else {
        auto seq = int_field(req, "saveSeq");
        if (!seq || *seq < 1) throw ApiError::invalid("saveSeq", std::string(kMsgSaveSeq));
        in.save_seq = *seq;
        in.submit = core::flag(req, "submit");
    }
    in.count_down = std::max<std::int64_t>(0, int_field(req, "countDown").value_or(0));
    if (auto leave = int_field(req, "leaveCount")) {
        if (*leave < 0 || *leave > 100000) throw ApiError::invalid("leaveCount", std::string(kMsgInteger));
        in.leave_count = static_cast<int>(*leave);
    }
    return in;
}

RecordQuery parse_record_query(const core::Request& req) {
    RecordQuery q;
    q.course_sign = required_sign(req, "courseId");
    q.exam_sign = optional_sign(req, "examinationId");
    q.exam_name = text_field(req, "examinationName");
    q.user_name = text_field(req, "userName");
    q.student_card = text_field(req, "studentCard");
    if (auto s = int_field(req, "submitStatus")) {
        if (*s < 0 || *s > 2) throw ApiError::invalid("submitStatus", std::string(kMsgStatus));
        q.submit_status = static_cast<int>(*s);
    }
    auto page = core::parse_page(req, 10);
    q.page = page.page;
    q.size = page.size;
    return q;
}

std::int64_t parse_score(const core::Request& req) {
    auto s = int_field(req, "score");
    if (!s) throw ApiError::invalid("score", std::string(kMsgScore));
    return *s;
}

std::string parse_comment(const core::Request& req) {
    const json::value* v = req.json().if_contains("comment");
    if (v == nullptr || v->is_null()) return {};
    if (!v->is_string()) throw ApiError::invalid("comment", std::string(kMsgComment));
    std::string c(v->as_string());
    if (core::text::code_points(c) > kCommentMax) throw ApiError::invalid("comment", std::string(kMsgComment));
    return c;
}

OfflineUpload parse_offline(const core::Request& req) {
    core::UploadForm form(req);
    OfflineUpload up;
    up.exam_sign = form.text("examinationId").value_or("");
    if (up.exam_sign.empty() || up.exam_sign.size() > core::kUploadSignMax)
        throw core::ApiError::invalid("examinationId", "参数不能为空");
    const core::FormPart& file = form.file(kMsgOfflineNoFile);
    up.file_name = core::clean_file_name(file.filename.value_or(""));
    up.bytes = file.data;
    return up;
}

}  // namespace xj::exams
