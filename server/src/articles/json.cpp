#include "articles/json.h"

#include "core/json_value.h"
#include "core/time_format.h"

namespace xj::articles {

namespace json = boost::json;

namespace {

std::string_view status_name(int status) {
    return status == kPublished ? "已发布" : status == kUnpublished ? "已下架" : "草稿";
}

std::string_view category_name(int category) { return category == kIndustry ? "行业资讯" : "企业资讯"; }

}  // namespace

json::array types_json(const std::vector<ArticleType>& types) {
    json::array out;
    for (const auto& t : types) out.push_back(json::object{{"idSign", t.sign}, {"typeName", t.name}});
    return out;
}

json::object card_json(const ArticleCard& c) {
    return {{"idSign", c.sign},
            {"title", c.title},
            {"summary", c.summary},
            {"cover", c.cover},
            {"typeId", c.type_sign},
            {"typeName", c.type_name},
            {"authorName", c.author_name},
            {"authorPhoto", c.author_photo},
            {"status", c.status},
            {"statusName", status_name(c.status)},
            {"recommend", c.recommend},
            {"likeCount", c.like_count},
            {"collectCount", c.collect_count},
            {"viewCount", c.view_count},
            {"createTime", core::iso_time(c.created_at)},
            {"updateTime", core::iso_time(c.updated_at)},
            {"publishTime", core::iso_time_or_null(c.published_at)}};
}

json::array cards_json(const std::vector<ArticleCard>& cards) {
    json::array out;
    for (const auto& c : cards) out.push_back(card_json(c));
    return out;
}

json::object paged_cards_json(const Paged<ArticleCard>& page) {
    return {{"list", cards_json(page.list)}, {"total", page.total}};
}

json::object article_json(const Article& a) {
    json::object out = card_json(a.card);
    out["content"] = a.content;
    if (a.course)
        out["course"] = json::object{{"idSign", a.course->sign},
                                     {"name", a.course->name},
                                     {"picture", a.course->picture},
                                     {"offering", a.course->offering}};
    else out["course"] = nullptr;
    return out;
}

json::object article_page_json(const ArticlePage& p) {
    json::object out = article_json(p.view.article);
    out["liked"] = p.view.liked;
    out["collected"] = p.view.collected;
    out["relatedList"] = cards_json(p.related);
    return out;
}

json::object reader_items_json(const Paged<ReaderItem>& page, std::string_view at_field) {
    json::array list;
    for (const auto& item : page.list) {
        json::object o = card_json(item.card);
        o[at_field] = core::iso_time(item.at);
        list.push_back(std::move(o));
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::array course_options_json(const std::vector<CourseOption>& options) {
    json::array out;
    for (const auto& o : options)
        out.push_back(
            json::object{{"idSign", o.sign}, {"name", o.name}, {"picture", o.picture}, {"offering", o.offering}});
    return out;
}

json::object news_json(const NewsItem& n) {
    json::object out{{"idSign", n.sign},
                     {"category", n.category},
                     {"categoryName", category_name(n.category)},
                     {"title", n.title},
                     {"summary", n.summary},
                     {"cover", n.cover},
                     {"source", n.source},
                     {"status", n.status},
                     {"viewCount", n.view_count},
                     {"authorName", n.author_name},
                     {"platform", !n.school_id.has_value()},
                     {"createTime", core::iso_time(n.created_at)},
                     {"updateTime", core::iso_time(n.updated_at)},
                     {"publishTime", core::iso_time_or_null(n.published_at)}};
    if (!n.content.empty()) out["content"] = n.content;
    return out;
}

json::array news_list_json(const std::vector<NewsItem>& list) {
    json::array out;
    for (const auto& n : list) out.push_back(news_json(n));
    return out;
}

json::object paged_news_json(const Paged<NewsItem>& page) {
    return {{"list", news_list_json(page.list)}, {"total", page.total}};
}

}  // namespace xj::articles
