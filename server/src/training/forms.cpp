#include "training/forms.h"

#include "core/api_error.h"
#include "core/file_type.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "courses/forms.h"

namespace xj::training {

namespace {

using core::ApiError;

constexpr std::string_view kMsgInvalid = "校验未通过";
constexpr std::string_view kMsgChooseTraining = "请选择培训项目";
constexpr int kListPageSize = 12;
constexpr int kEnterprisePageSize = 16;

ApiError invalid(std::string_view field) { return ApiError::invalid(std::string(field), std::string(kMsgInvalid)); }

// An integer field from the body or the query: nullopt when absent or empty, -2 on `field` otherwise.
std::optional<std::int64_t> int_field(const core::Request& req, std::string_view field) {
    auto text = core::opt_text(req, field, kMsgInvalid);
    if (!text) return std::nullopt;
    const boost::json::value v(*text);
    auto n = core::loose_int(v);
    if (!n) throw invalid(field);
    return n;
}

}  // namespace

ListQuery parse_list_query(const core::Request& req) {
    ListQuery q;
    q.page = core::parse_page(req, kListPageSize);
    q.keyword = courses::parse_keyword(req);
    q.enterprise_sign = core::opt_sign(req, "enterpriseId", kMsgInvalid);
    if (auto state = int_field(req, "state")) {
        if (*state < kStateUpcoming || *state > kStateEnded) throw invalid("state");
        q.state = static_cast<int>(*state);
    }
    if (auto order = core::opt_text(req, "order", kMsgInvalid)) {
        if (*order != "sort" && *order != "new" && *order != "hot") throw invalid("order");
        q.order = *order;
    }
    return q;
}

std::string parse_train_id(const core::Request& req) {
    std::string_view param = req.param("id");
    if (!param.empty()) {
        if (param.size() > core::kSignMax) throw invalid("id");
        return std::string(param);
    }
    return core::required_sign(req, "trainId", kMsgChooseTraining);
}

std::string parse_video_id(const core::Request& req) {
    std::string_view param = req.param("videoId");
    if (param.empty() || param.size() > core::kSignMax) throw ApiError::invalid("videoId", "请选择视频");
    return std::string(param);
}

std::string parse_chapter_id(const core::Request& req) {
    return core::required_sign(req, "trainChapterId", "请选择章节");
}

EnterpriseQuery parse_enterprise_query(const core::Request& req) {
    EnterpriseQuery q;
    q.page = core::parse_page(req, kEnterprisePageSize);
    if (auto joined = int_field(req, "isJoinEnterprise")) {
        if (*joined != 0 && *joined != 1) throw invalid("isJoinEnterprise");
        q.joined = *joined == 1;
    }
    return q;
}

std::string parse_task_id(const core::Request& req) { return core::required_sign(req, "taskId", "请选择实训任务"); }

PracticeUpload parse_practice_upload(const core::Request& req) {
    core::UploadForm form(req);
    PracticeUpload up;
    up.task_sign = form.text("taskId").value_or("");
    if (up.task_sign.empty() || up.task_sign.size() > core::kUploadSignMax)
        throw ApiError::invalid("taskId", "请选择实训任务");
    const core::FormPart& file = form.file(kMsgPracticeNoFile);
    up.file_name = core::clean_file_name(file.filename.value_or(""));
    up.bytes = file.data;
    return up;
}

std::string parse_record_id(const core::Request& req) { return core::required_sign(req, "recordId", "请选择实训记录"); }

PracticeRecordQuery parse_practice_records(const core::Request& req) {
    PracticeRecordQuery q;
    q.train_sign = parse_train_id(req);
    q.task_sign = core::opt_sign(req, "taskId", kMsgInvalid);
    if (auto status = int_field(req, "status")) {
        if (*status < kPracticeStarted || *status > kPracticeScored) throw invalid("status");
        q.status = static_cast<int>(*status);
    }
    q.page = core::parse_page(req);
    return q;
}

}  // namespace xj::training
