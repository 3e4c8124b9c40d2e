#include "commerce/forms.h"

#include "core/api_error.h"
#include "core/input.h"
#include "core/time_format.h"

namespace xj::commerce {

namespace {

using core::ApiError;

constexpr std::string_view kMsgChooseCourse = "请选择课程";
constexpr std::string_view kMsgChooseOrder = "请选择订单";
constexpr std::string_view kMsgPayType = "请选择支付方式";
constexpr std::string_view kMsgAmount = "请输入充值金额";
constexpr std::string_view kMsgBadTime = "时间格式不正确";
constexpr int kOrderPageSize = 10;
constexpr std::size_t kTitleMax = 100;
constexpr std::size_t kOrderNoMax = 32;
constexpr std::int64_t kDaySeconds = 86400;

ApiError invalid(std::string_view field, std::string_view msg = core::kMsgInvalid) {
    return ApiError::invalid(std::string(field), std::string(msg));
}

std::optional<std::int64_t> int_field(const core::Request& req, std::string_view field, std::string_view msg) {
    auto text = core::opt_text(req, field, msg);
    if (!text) return std::nullopt;
    auto n = core::loose_int(boost::json::value(*text));
    if (!n) throw invalid(field, msg);
    return n;
}

// A date or a time in China time; a bare date ends at the end of its day when `end`.
std::optional<std::int64_t> time_field(const core::Request& req, std::string_view field, bool end) {
    auto text = core::opt_text(req, field, kMsgBadTime);
    if (!text) return std::nullopt;
    auto at = core::parse_time(*text);
    if (!at) throw invalid(field, kMsgBadTime);
    return end && text->size() == 10 ? *at + kDaySeconds : *at;
}

}  // namespace

std::string parse_course_id(const core::Request& req) {
    return core::required_sign(req, {"courseId", "trainId"}, kMsgChooseCourse);
}

std::string parse_order_no(const core::Request& req) {
    for (std::string_view name : {"orderNo", "sign"}) {
        std::string_view param = req.param(name);
        if (!param.empty()) {
            if (param.size() > kOrderNoMax) throw invalid(name);
            return std::string(param);
        }
    }
    auto no = core::opt_text(req, "orderNo", kMsgChooseOrder);
    if (!no) throw invalid("orderNo", kMsgChooseOrder);
    if (no->size() > kOrderNoMax) throw invalid("orderNo");
    return *no;
}

int parse_pay_type(const core::Request& req) {
    auto v = int_field(req, "payType", kMsgPayType);
    if (!v || (*v != kPayBalance && *v != kPayOnline)) throw invalid("payType", kMsgPayType);
    return static_cast<int>(*v);
}

std::int64_t parse_amount(const core::Request& req) {
    auto v = int_field(req, "amount", kMsgAmount);
    if (!v) throw invalid("amount", kMsgAmount);
    return *v;
}

OrderQuery parse_order_query(const core::Request& req) {
    OrderQuery q;
    q.page = core::parse_page(req, kOrderPageSize);
    if (auto t = int_field(req, "orderType", core::kMsgInvalid)) {
        if (*t < 0 || *t > kOrderTopUp) throw invalid("orderType");
        q.order_type = static_cast<int>(*t);
    }
    if (auto t = int_field(req, "payType", core::kMsgInvalid)) {
        if (*t < 0 || *t > kPayOnline) throw invalid("payType");
        q.pay_type = static_cast<int>(*t);
    }
    q.start_time = time_field(req, "startTime", false);
    q.end_time = time_field(req, "endTime", true);
    if (auto title = core::opt_text(req, "title", core::kMsgInvalid)) {
        if (title->size() > kTitleMax) throw invalid("title");
        q.title = *title;
    }
    return q;
}

std::string parse_token(const core::Request& req) {
    std::string_view token = req.param("token");
    if (token.empty() || token.size() > core::kSignMax) throw invalid("token");
    return std::string(token);
}

}  // namespace xj::commerce
