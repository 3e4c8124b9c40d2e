#include "commerce/forms.h"

#include "accounts/rules.h"
#include "commerce/discount_rules.h"
#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"
#include "core/time_format.h"

namespace xj::commerce {

namespace {

using core::ApiError;

constexpr std::string_view kMsgChooseCourse = "请选择课程";
constexpr std::string_view kMsgChooseOrder = "请选择订单";
constexpr std::string_view kMsgPayType = "请选择支付方式";
constexpr std::string_view kMsgAmount = "请输入充值金额";
constexpr std::string_view kMsgBadTime = "时间格式不正确";
constexpr std::string_view kMsgBadCode = "优惠码格式不正确";
constexpr std::string_view kMsgBatchName = "请输入批次名称（50字以内）";
constexpr std::string_view kMsgKind = "请选择优惠方式";
constexpr std::string_view kMsgRate = "折扣须在10到99之间（80即八折）";
constexpr std::string_view kMsgFixed = "优惠金额须大于0";
constexpr std::string_view kMsgStart = "请选择开始时间";
constexpr std::string_view kMsgEnd = "结束时间必须晚于开始时间";
constexpr std::string_view kMsgUseLimit = "每个优惠码可用次数须在1到10000之间";
constexpr std::string_view kMsgCount = "生成数量须在1到500之间";
constexpr std::string_view kMsgChooseBatch = "请选择优惠码批次";
constexpr std::string_view kMsgReason = "请填写退款原因";
constexpr std::string_view kMsgQuantity = "购买数量须在1到500之间";
constexpr std::string_view kMsgReasonLong = "退款原因最多200字";
constexpr std::string_view kMsgRealName = "请输入真实姓名（2到20个字）";
constexpr std::string_view kMsgIntro = "推广说明最多500字";
constexpr std::string_view kMsgAgree = "请阅读并同意《推广员协议》";
constexpr std::string_view kMsgChooseMarketer = "请选择推广员";
constexpr std::string_view kMsgRateType = "佣金比例须在1%到50%之间";
constexpr std::string_view kMsgNoteLong = "原因最多200字";
constexpr std::size_t kReasonMax = 200;
constexpr std::size_t kKeywordMax = 50;
constexpr std::size_t kIntroMax = 500;
constexpr std::size_t kCodeMax = 32;
constexpr std::size_t kBatchNameMax = 50;
constexpr int kOrderPageSize = 10;
constexpr std::size_t kTitleMax = 100;
constexpr std::size_t kOrderNoMax = 32;
constexpr std::int64_t kDaySeconds = 86400;

ApiError invalid(std::string_view field, std::string_view msg = core::kMsgInvalid) {
    return ApiError::invalid(std::string(field), std::string(msg));
}

// Text a user typed: at most `max` characters, no control characters.
std::string typed_text(const core::Request& req, std::string_view field, std::size_t max, std::string_view msg) {
    auto text = core::opt_text(req, field, msg);
    if (!text) return "";
    if (core::text::code_points(*text) > max || !core::text::clean_text(*text)) throw invalid(field, msg);
    return *text;
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

// status: -1 (or absent) for every one, else 0…last.
int status_filter(const core::Request& req, int last) {
    auto v = int_field(req, "status", core::kMsgInvalid);
    if (!v) return -1;
    if (*v < -1 || *v > last) throw invalid("status");
    return static_cast<int>(*v);
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
        if (*t < 0 || *t > kOrderCodes) throw invalid("orderType");
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

std::string parse_discount_code(const core::Request& req) {
    auto text = core::opt_text(req, "discountCode", kMsgBadCode);
    if (!text) return "";
    std::string code = normalise_code(*text);
    if (code.size() > kCodeMax) throw invalid("discountCode", kMsgBadCode);
    for (char ch : code)
        if (!((ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'))) throw invalid("discountCode", kMsgBadCode);
    return code;
}

DiscountBatch parse_batch(const core::Request& req, std::string* course_sign, int* count) {
    *course_sign = parse_course_id(req);
    DiscountBatch b;
    auto name = core::opt_text(req, "name", kMsgBatchName);
    if (!name || core::text::code_points(*name) > kBatchNameMax) throw invalid("name", kMsgBatchName);
    b.name = *name;
    auto kind = int_field(req, "kind", kMsgKind);
    if (!kind || (*kind != kDiscountRate && *kind != kDiscountFixed)) throw invalid("kind", kMsgKind);
    b.kind = static_cast<int>(*kind);
    auto value = int_field(req, "value", b.kind == kDiscountRate ? kMsgRate : kMsgFixed);
    if (b.kind == kDiscountRate && (!value || *value < 10 || *value > 99)) throw invalid("value", kMsgRate);
    if (b.kind == kDiscountFixed && (!value || *value <= 0 || *value > kTopUpMaxFen)) throw invalid("value", kMsgFixed);
    b.value = *value;
    auto starts = time_field(req, "startTime", false);
    if (!starts) throw invalid("startTime", kMsgStart);
    auto ends = time_field(req, "endTime", true);
    if (!ends || *ends <= *starts) throw invalid("endTime", kMsgEnd);
    b.starts_at = *starts;
    b.ends_at = *ends;
    auto limit = int_field(req, "useLimit", kMsgUseLimit);
    if (!limit || *limit < 1 || *limit > 10'000) throw invalid("useLimit", kMsgUseLimit);
    b.use_limit = static_cast<int>(*limit);
    auto n = int_field(req, "count", kMsgCount);
    if (!n || *n < 1 || *n > 500) throw invalid("count", kMsgCount);
    *count = static_cast<int>(*n);
    return b;
}

std::string parse_batch_id(const core::Request& req) { return core::required_sign(req, "batchId", kMsgChooseBatch); }

std::string parse_token(const core::Request& req) {
    std::string_view token = req.param("token");
    if (token.empty() || token.size() > core::kSignMax) throw invalid("token");
    return std::string(token);
}

int parse_quantity(const core::Request& req) {
    auto n = int_field(req, "quantity", kMsgQuantity);
    if (!n || *n < 1 || *n > kCodesPerOrderMax) throw invalid("quantity", kMsgQuantity);
    return static_cast<int>(*n);
}

std::string parse_refund_reason(const core::Request& req) {
    std::string reason = typed_text(req, "reason", kReasonMax, kMsgReasonLong);
    if (reason.empty()) throw invalid("reason", kMsgReason);
    return reason;
}

SchoolOrderQuery parse_school_order_query(const core::Request& req) {
    SchoolOrderQuery q;
    q.page = core::parse_page(req, kOrderPageSize);
    q.status = status_filter(req, kOrderRefunded);
    q.keyword = typed_text(req, "keyword", kKeywordMax, core::kMsgInvalid);
    return q;
}

SchoolOrderQuery parse_admin_order_query(const core::Request& req) {
    SchoolOrderQuery q = parse_school_order_query(req);
    if (auto type = int_field(req, "orderType", core::kMsgInvalid)) {
        if (*type != -1 && (*type < kOrderCourse || *type > kOrderCodes)) throw invalid("orderType");
        q.order_type = static_cast<int>(*type);
    }
    q.school_sign = core::opt_sign(req, "schoolSign", core::kMsgInvalid).value_or("");
    return q;
}

MarketerApplication parse_application(const core::Request& req) {
    MarketerApplication a;
    a.real_name = typed_text(req, "realName", 20, kMsgRealName);
    if (core::text::code_points(a.real_name) < 2) throw invalid("realName", kMsgRealName);
    auto mobile = core::opt_text(req, "mobile", accounts::rules::kMsgPhoneInvalid);
    a.mobile = accounts::rules::normalize_phone(mobile.value_or(""));
    if (auto problem = accounts::rules::phone_problem(a.mobile, false)) throw invalid("mobile", *problem);
    a.intro = typed_text(req, "intro", kIntroMax, kMsgIntro);
    if (!core::flag(req, "agree")) throw invalid("agree", kMsgAgree);
    return a;
}

std::string parse_marketer_id(const core::Request& req) {
    return core::required_sign(req, "marketerId", kMsgChooseMarketer);
}

MarketerQuery parse_marketer_query(const core::Request& req) {
    MarketerQuery q;
    q.page = core::parse_page(req, kOrderPageSize);
    q.status = status_filter(req, kMarketerStopped);
    q.keyword = typed_text(req, "keyword", kKeywordMax, core::kMsgInvalid);
    return q;
}

Review parse_review(const core::Request& req) {
    Review r;
    r.approve = core::flag(req, "approve");
    if (auto rate = int_field(req, "rate", kMsgRateType)) {
        if (*rate < 0 || *rate > 100) throw invalid("rate", kMsgRateType);
        r.rate = static_cast<int>(*rate);
    }
    r.note = typed_text(req, "note", kReasonMax, kMsgNoteLong);
    return r;
}

std::string parse_referral(const core::Request& req) {
    return core::opt_sign(req, "marketerId", core::kMsgInvalid).value_or("");
}

}  // namespace xj::commerce
