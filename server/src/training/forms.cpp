#include "training/forms.h"

#include "core/api_error.h"
#include "core/input.h"
#include "courses/forms.h"

namespace xj::training {

namespace {

using core::ApiError;

constexpr std::string_view kMsgInvalid = "校验未通过";
constexpr std::string_view kMsgNoTraining = "请选择培训项目";
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
    return core::required_sign(req, "trainId", kMsgNoTraining);
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

}  // namespace xj::training
