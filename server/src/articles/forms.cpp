#include "articles/forms.h"

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"

namespace xj::articles {

using core::ApiError;
using core::text::code_points;

namespace {

constexpr std::string_view kMsgInvalid = "校验未通过";
constexpr std::string_view kMsgTitle = "请输入标题";
constexpr std::string_view kMsgTitleLong = "标题不能超过60个字";
constexpr std::string_view kMsgType = "请选择文章类型";
constexpr std::string_view kMsgSummaryLong = "摘要不能超过200个字";
constexpr std::string_view kMsgSourceLong = "来源不能超过30个字";
constexpr std::string_view kMsgKeywordLong = "搜索内容不能超过30个字";
constexpr std::string_view kMsgArticle = "请选择文章";
constexpr std::string_view kMsgNews = "请选择资讯";
constexpr std::string_view kMsgCategory = "资讯分类只能是企业资讯或行业资讯";
constexpr std::string_view kMsgStatus = "文章状态不正确";
constexpr std::size_t kContentSentMax = 2 * kContentMaxBytes;  // bytes of HTML before sanitising

std::string text(const core::Request& req, std::string_view field) {
    return core::opt_text(req, field, kMsgInvalid).value_or("");
}

std::string bounded(const core::Request& req, std::string_view field, std::size_t max, std::string_view too_long) {
    std::string value = text(req, field);
    if (code_points(value) > max) throw ApiError::invalid(std::string(field), std::string(too_long));
    return value;
}

std::string title_of(const core::Request& req) {
    std::string title = bounded(req, "title", kTitleMax, kMsgTitleLong);
    if (title.empty()) throw ApiError::invalid("title", std::string(kMsgTitle));
    return title;
}

// The HTML as sent (not trimmed: whitespace inside <pre> is content); the service sanitises it.
std::string content_of(const core::Request& req) {
    const boost::json::value* v = req.json().if_contains("content");
    if (v == nullptr || v->is_null()) return {};
    if (!v->is_string()) throw ApiError::invalid("content", std::string(kMsgInvalid));
    if (v->as_string().size() > kContentSentMax)
        throw ApiError::invalid("content", "文章内容过长，请减少格式或分篇发布");
    return std::string(v->as_string());
}

}  // namespace

ArticleForm parse_article_form(const core::Request& req) {
    ArticleForm f;
    f.title = title_of(req);
    f.type_sign = core::opt_sign(req, "typeId", kMsgType).value_or("");
    if (f.type_sign.empty()) throw ApiError::invalid("typeId", std::string(kMsgType));
    f.summary = bounded(req, "summary", kSummaryMax, kMsgSummaryLong);
    f.cover = text(req, "cover");
    f.content = content_of(req);
    f.course_sign = core::opt_sign(req, "courseId", kMsgInvalid);
    f.publish = core::flag(req, "publish");
    f.recommend = core::flag(req, "recommend");
    return f;
}

ArticleQuery parse_article_query(const core::Request& req, int default_size) {
    ArticleQuery q;
    q.type_sign = core::opt_sign(req, "typeId", kMsgInvalid);
    q.keyword = bounded(req, "keyword", kKeywordMax, kMsgKeywordLong);
    if (auto status = core::opt_text(req, "status", kMsgStatus)) {
        if (*status != "0" && *status != "1" && *status != "2")
            throw ApiError::invalid("status", std::string(kMsgStatus));
        q.status = (*status)[0] - '0';
    }
    q.page = core::parse_page(req, default_size);
    return q;
}

std::string parse_article_sign(const core::Request& req) {
    return core::required_sign(req, {"sign", "idSign"}, kMsgArticle);
}

NewsForm parse_news_form(const core::Request& req) {
    NewsForm f;
    f.category = parse_category(req, true);
    f.title = title_of(req);
    f.summary = bounded(req, "summary", kSummaryMax, kMsgSummaryLong);
    f.source = bounded(req, "source", kSourceMax, kMsgSourceLong);
    f.cover = text(req, "cover");
    f.content = content_of(req);
    f.publish = core::flag(req, "publish");
    return f;
}

int parse_category(const core::Request& req, bool required) {
    auto value = core::opt_text(req, "category", kMsgCategory);
    if (!value) {
        if (required) throw ApiError::invalid("category", std::string(kMsgCategory));
        return 0;
    }
    if (*value == "1") return kBusiness;
    if (*value == "2") return kIndustry;
    throw ApiError::invalid("category", std::string(kMsgCategory));
}

std::string parse_news_sign(const core::Request& req) { return core::required_sign(req, {"sign", "idSign"}, kMsgNews); }

}  // namespace xj::articles
