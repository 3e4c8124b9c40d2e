#include "training/forms.h"

#include "core/api_error.h"
#include "core/file_type.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "core/text.h"
#include "core/time_format.h"
#include "courses/forms.h"
#include "exams/exam_rules.h"

namespace xj::training {

namespace {

using core::ApiError;

constexpr std::string_view kMsgInvalid = "校验未通过";
constexpr std::string_view kMsgChooseTraining = "请选择培训项目";
constexpr int kListPageSize = 12;
constexpr int kEnterprisePageSize = 16;
constexpr std::int64_t kPriceMaxYuan = 100000;  // as a course's (authoring/forms.h)
constexpr std::string_view kMsgPrice = "培训价格必须是0到100000之间的整数";

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

std::string parse_task_id(const core::Request& req) { return core::required_sign(req, "taskIdSign", "请选择实训任务"); }

PracticeUpload parse_practice_upload(const core::Request& req) {
    core::UploadForm form(req);
    PracticeUpload up;
    up.task_sign = form.text("taskIdSign").value_or("");
    if (up.task_sign.empty() || up.task_sign.size() > core::kUploadSignMax)
        throw ApiError::invalid("taskIdSign", "请选择实训任务");
    const core::FormPart& file = form.file(kMsgPracticeNoFile);
    up.file_name = core::clean_file_name(file.filename.value_or(""));
    up.bytes = file.data;
    return up;
}

std::string parse_record_id(const core::Request& req) { return core::required_sign(req, "recordId", "请选择实训记录"); }

PracticeRecordQuery parse_practice_records(const core::Request& req) {
    PracticeRecordQuery q;
    q.train_sign = parse_train_id(req);
    q.task_sign = core::opt_sign(req, "taskIdSign", kMsgInvalid);
    if (auto status = int_field(req, "status")) {
        if (*status < kPracticeStarted || *status > kPracticeScored) throw invalid("status");
        q.status = static_cast<int>(*status);
    }
    q.page = core::parse_page(req);
    return q;
}

PracticeTaskForm parse_practice_task(const core::Request& req, bool adding) {
    PracticeTaskForm f;
    if (adding) f.train_sign = parse_train_id(req);
    f.chapter_sign = core::opt_sign(req, "chapterId", kMsgInvalid);
    auto number = int_field(req, "taskId");
    if (!number || *number < 1 || *number > kPracticeNumberMax)
        throw ApiError::invalid("taskId", "任务编号必须是1到9999之间的整数");
    f.number = static_cast<int>(*number);
    f.title = core::opt_text(req, "title", kMsgInvalid).value_or("");
    if (f.title.empty()) throw ApiError::invalid("title", "请输入任务名称");
    if (core::text::code_points(f.title) > kPracticeTitleMax)
        throw ApiError::invalid("title", "任务名称不能超过50个字");
    f.description = core::opt_text(req, "description", kMsgInvalid).value_or("");
    if (core::text::code_points(f.description) > kPracticeDescriptionMax)
        throw ApiError::invalid("description", "任务说明不能超过2000个字");
    auto full = int_field(req, "fullScore");
    if (full && (*full < 1 || *full > kPracticeScoreMax))
        throw ApiError::invalid("fullScore", "满分必须是1到1000之间的整数");
    f.full_score = full ? static_cast<int>(*full) : 100;
    auto pass = int_field(req, "passLine");
    if (!pass || *pass < 0 || *pass > f.full_score) throw ApiError::invalid("passLine", "及格线必须在0到满分之间");
    f.pass_line = static_cast<int>(*pass);
    if (const boost::json::value* list = req.json().if_contains("requires"); list != nullptr && !list->is_null()) {
        if (!list->is_array() || list->as_array().size() > kPracticeRequiresMax)
            throw ApiError::invalid("requires", "前置任务不正确");
        for (const auto& v : list->as_array()) {
            auto sign = core::sign_value(v);
            if (!sign) throw ApiError::invalid("requires", "前置任务不正确");
            f.requires_signs.push_back(*sign);
        }
    }
    return f;
}

TrainingForm parse_training_form(const core::Request& req) {
    TrainingForm f;
    auto text = [&](std::string_view field, std::size_t max, std::string_view too_long) {
        std::string value = core::opt_text(req, field, kMsgInvalid).value_or("");
        if (core::text::code_points(value) > max) throw ApiError::invalid(std::string(field), std::string(too_long));
        return value;
    };
    f.name = text("trainName", 50, "培训名称不能超过50个字");
    if (f.name.empty()) throw ApiError::invalid("trainName", "请输入培训名称");
    f.introduction = text("introduction", 200, "培训简介不能超过200个字");
    f.details = text("details", 5000, "培训介绍不能超过5000个字");
    f.picture = text("trainPicture", 300, kMsgInvalid);
    auto hours = int_field(req, "classHour");
    if (hours && (*hours < 0 || *hours > 9999)) throw ApiError::invalid("classHour", "学时必须是0到9999之间的整数");
    f.hours = hours ? static_cast<int>(*hours) : 0;
    f.plan = text("plan", 5000, "培训计划不能超过5000个字");
    f.join_rule = core::opt_text(req, "joinRule", kMsgInvalid).value_or(std::string(kJoinFree));
    if (f.join_rule != kJoinFree && f.join_rule != kJoinCode && f.join_rule != kJoinOrder)
        throw ApiError::invalid("joinRule", "加入方式只能是免费加入、激活码加入或购买加入");
    std::optional<std::int64_t> price;
    if (auto given = core::opt_text(req, "trainPrice", kMsgPrice); given && !given->empty()) {
        price = core::loose_int(boost::json::value(*given));
        if (!price || *price < 0 || *price > kPriceMaxYuan)
            throw ApiError::invalid("trainPrice", std::string(kMsgPrice));
    }
    if (f.join_rule == kJoinOrder) {
        if (!price || *price == 0) throw ApiError::invalid("trainPrice", "购买加入的培训请填写价格");
        f.price_fen = *price * 100;
    }
    auto time = [&](std::string_view field, std::string_view bad) -> std::optional<std::int64_t> {
        auto value = core::opt_text(req, field, kMsgInvalid);
        if (!value) return std::nullopt;
        auto at = core::parse_time(*value);
        if (!at) throw ApiError::invalid(std::string(field), std::string(bad));
        return at;
    };
    f.starts_at = time("startTime", "请选择开始时间");
    f.ends_at = time("endTime", "请选择结束时间");
    // A date alone ends at the end of that day (China time): a training ending 2027-01-31 runs through that day.
    if (auto text = core::opt_text(req, "endTime", kMsgInvalid); f.ends_at && text && text->size() == 10)
        *f.ends_at += 86400 - 1;
    if (f.starts_at && f.ends_at && *f.ends_at <= *f.starts_at)
        throw ApiError::invalid("endTime", "结束时间必须晚于开始时间");
    f.recommend = core::flag(req, "recommend");
    if (const boost::json::value* list = req.json().if_contains("enterpriseIds"); list != nullptr && !list->is_null()) {
        if (!list->is_array() || list->as_array().size() > 10)
            throw ApiError::invalid("enterpriseIds", "合作企业不正确");
        for (const auto& v : list->as_array()) {
            auto sign = core::sign_value(v);
            if (!sign) throw ApiError::invalid("enterpriseIds", "合作企业不正确");
            f.enterprise_signs.push_back(*sign);
        }
    }
    return f;
}

bool parse_publish_status(const core::Request& req) {
    auto status = int_field(req, "status");
    if (!status || (*status != 0 && *status != 1)) throw invalid("status");
    return *status == 1;
}

}  // namespace xj::training
