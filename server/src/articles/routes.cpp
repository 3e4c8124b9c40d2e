#include "articles/routes.h"

#include <functional>

#include "accounts/forms.h"
#include "articles/forms.h"
#include "articles/json.h"
#include "core/api_error.h"
#include "core/input.h"
#include "core/memory_answers.h"
#include "core/response.h"

namespace xj::articles {

using core::Access;
using core::Request;
namespace json = boost::json;

namespace {

constexpr std::size_t kImageUploadLimit = 5 * 1024 * 1024 + 64 * 1024;  // 5 MB and the multipart envelope
constexpr int kRecommendDefault = 6;
constexpr int kRecommendMax = 20;
constexpr int kHomeNews = 6;
constexpr int kHotNews = 8;

Access writers() { return Access::roles({core::Role::kTeacher, core::Role::kSchoolAdmin}); }
Access news_writers() { return Access::roles({core::Role::kSchoolAdmin, core::Role::kAdmin}); }

using core::DataOf;
using core::KeyOf;

std::string list_key(const Request& req) {
    ArticleQuery q = parse_article_query(req, kListPageSize);
    if (!q.keyword.empty()) return {};
    return "list:" + q.type_sign.value_or("-") + ":" + std::to_string(q.page.page) + ":" + std::to_string(q.page.size);
}

int recommend_size(const Request& req) { return core::parse_page(req, kRecommendDefault, kRecommendMax).size; }

void register_reader_routes(core::Router::Domain& r, ArticleService& s) {
    r.get("/article/getArticleTypeList", Access::public_(), "文章类型",
          [&s](const Request&) { return core::ok(types_json(s.types())); });
    core::cached_get(r, "/article/getAllArticleList", "全部文章（已发布，最新在前）?page&size(12)&typeId&keyword",
                     s.answers(), &list_key, [&s](const Request& req) -> json::value {
                         return paged_cards_json(s.list(req.host(), parse_article_query(req, kListPageSize)));
                     });
    r.post("/article/getRecommendList", Access::public_(), "推荐文章 {size?(6), sign?（不含这篇）} → {list}",
           core::cached_handler(
               s.answers(),
               [](const Request& req) {
                   std::string except = core::opt_sign(req, "sign", "校验未通过").value_or("");
                   return "recommend:" + except + ":" + std::to_string(recommend_size(req));
               },
               [&s](const Request& req) -> json::value {
                   std::string except = core::opt_sign(req, "sign", "校验未通过").value_or("");
                   return json::object{{"list", cards_json(s.recommended(req.host(), except, recommend_size(req)))}};
               }));
    r.post("/article/getArticleDetail", Access::public_(),
           "文章详情 {sign}（已发布；记浏览数，登录读者记浏览记录；liked、collected、relatedList）",
           [&s](const Request& req) {
               return core::ok(article_page_json(s.read(req.host(), req.user(), parse_article_sign(req))));
           });
    r.post("/article/addLike", Access::login(), "点赞 {sign}（每人一次）→ {likeCount, liked}",
           [&s](const Request& req) {
               std::int64_t count = s.like(req.host(), req.current_user(), parse_article_sign(req));
               return core::ok_with_msg(json::object{{"likeCount", count}, {"liked", true}}, "点赞成功");
           });
    r.post("/article/addCollection", Access::login(), "收藏文章 {sign}", [&s](const Request& req) {
        s.collect(req.host(), req.current_user(), parse_article_sign(req));
        return core::ok_with_msg(nullptr, "收藏成功");
    });
    r.post("/article/cancelCollection", Access::login(), "取消收藏 {sign}", [&s](const Request& req) {
        s.uncollect(req.host(), req.current_user(), parse_article_sign(req));
        return core::ok_with_msg(nullptr, "取消收藏成功");
    });
    r.post("/article/getCollectionList", Access::login(), "我的收藏（收藏时间倒序）{page, size}",
           [&s](const Request& req) {
               return core::ok(reader_items_json(
                   s.collections(req.host(), req.current_user(), core::parse_page(req, kListPageSize)), "collectTime"));
           });
    r.post("/article/getBrowsingRecordList", Access::login(), "我的浏览记录（最近在前）{page, size}",
           [&s](const Request& req) {
               return core::ok(reader_items_json(
                   s.history(req.host(), req.current_user(), core::parse_page(req, kListPageSize)), "viewTime"));
           });
}

void register_writer_routes(core::Router::Domain& r, ArticleService& s) {
    r.post("/article/getManageArticleList", writers(),
           "文章管理列表（教师：自己的；学校管理员：本校的）{page, size, typeId?, status?, keyword?}",
           [&s](const Request& req) {
               return core::ok(
                   paged_cards_json(s.managed_list(req.host(), req.current_user(), parse_article_query(req, 10))));
           });
    r.post("/article/addArticle", writers(),
           "写文章 {title, typeId, summary?, cover?, content（富文本，服务器净化）, courseId?, publish?, recommend?}",
           [&s](const Request& req) {
               ArticleForm form = parse_article_form(req);
               std::string sign = s.add(req.host(), req.current_user(), form);
               return core::ok_with_msg(json::object{{"idSign", sign}}, form.publish ? "发布成功" : "保存成功");
           });
    r.post("/article/updateArticle", writers(), "修改文章 {sign, …同 addArticle}", [&s](const Request& req) {
        std::string sign = parse_article_sign(req);
        return core::ok_with_msg(article_json(s.update(req.host(), req.current_user(), sign, parse_article_form(req))),
                                 "修改成功");
    });
    r.post("/article/deleteArticle", writers(), "删除文章 {sign}", [&s](const Request& req) {
        s.remove(req.host(), req.current_user(), parse_article_sign(req));
        return core::ok_with_msg(nullptr, "删除成功");
    });
    r.post("/article/unpublishArticle", writers(), "下架文章 {sign}（已发布的）", [&s](const Request& req) {
        return core::ok_with_msg(article_json(s.unpublish(req.host(), req.current_user(), parse_article_sign(req))),
                                 "下架成功");
    });
    r.post("/article/getManageArticleDetail", writers(), "文章管理详情 {sign}（含草稿）", [&s](const Request& req) {
        return core::ok(article_json(s.managed(req.host(), req.current_user(), parse_article_sign(req))));
    });
    r.get("/article/getCourseTrainList", writers(), "可关联的本校课程与培训（已发布）",
          [&s](const Request& req) { return core::ok(course_options_json(s.course_options(req.host()))); });
    r.post("/article/uploadImage", Access::roles({core::Role::kTeacher, core::Role::kSchoolAdmin, core::Role::kAdmin}),
           "上传文章或资讯图片（multipart 字段 file，按内容判定，缩放至 1600×1600 内）→ {url}",
           [&s](const Request& req) {
               return core::ok_with_msg(json::object{{"url", s.upload_image(accounts::upload_file(req))}}, "上传成功");
           })
        .accept_multipart()
        .limit_body(kImageUploadLimit);
}

void register_news_routes(core::Router::Domain& r, NewsService& s) {
    core::cached_get(
        r, "/news/getNewsList", "首页新闻资讯（最新 6 条）", s.answers(),
        [](const Request&) { return std::string("latest"); },
        [&s](const Request& req) -> json::value { return news_list_json(s.latest(req.host(), kHomeNews)); });
    core::cached_get(
        r, "/news/getHotList", "热门资讯（近 180 天阅读最多的 8 条）", s.answers(),
        [](const Request&) { return std::string("hot"); },
        [&s](const Request& req) -> json::value { return news_list_json(s.hot(req.host(), kHotNews)); });
    r.post("/news/getInformationList", Access::public_(),
           "资讯列表 {page 1, size 9, category 1 企业资讯 | 2 行业资讯} → {list, total}",
           core::cached_handler(
               s.answers(),
               [](const Request& req) {
                   Page p = core::parse_page(req, kNewsPageSize);
                   return "info:" + std::to_string(parse_category(req, true)) + ":" + std::to_string(p.page) + ":" +
                          std::to_string(p.size);
               },
               [&s](const Request& req) -> json::value {
                   return paged_news_json(
                       s.information(req.host(), parse_category(req, true), core::parse_page(req, kNewsPageSize)));
               }));
    r.post("/news/getNewsById", Access::public_(), "资讯详情 {sign}（记阅读数）",
           [&s](const Request& req) { return core::ok(news_json(s.read(req.host(), parse_news_sign(req)))); });
    r.get("/news/getTemplateUrl", Access::public_(), "资讯详情页地址模板（{id} 换成资讯的 idSign）",
          [](const Request&) {
              return core::ok(
                  json::object{{"detailUrl", "/home/news-advisory/{id}"}, {"hotUrl", "/home/hot-advisory/{id}"}});
          });

    r.post("/news/getManageNewsList", news_writers(),
           "资讯管理列表（学校管理员：本校的；平台管理员：平台的）{page, size, category?}", [&s](const Request& req) {
               int category = parse_category(req, false);
               return core::ok(paged_news_json(s.managed_list(
                   req.host(), req.current_user(), category == 0 ? std::nullopt : std::optional<int>(category),
                   core::parse_page(req, 10))));
           });
    r.post("/news/addNews", news_writers(),
           "发布资讯 {category, title, summary?, source?, cover?, content（富文本，服务器净化）, publish?}",
           [&s](const Request& req) {
               NewsForm form = parse_news_form(req);
               std::string sign = s.add(req.host(), req.current_user(), req.client_address(), form);
               return core::ok_with_msg(json::object{{"idSign", sign}}, form.publish ? "发布成功" : "保存成功");
           });
    r.post("/news/updateNews", news_writers(), "修改资讯 {sign, …同 addNews}", [&s](const Request& req) {
        std::string sign = parse_news_sign(req);
        return core::ok_with_msg(
            news_json(s.update(req.host(), req.current_user(), req.client_address(), sign, parse_news_form(req))),
            "修改成功");
    });
    r.post("/news/publishNews", news_writers(), "发布或撤回资讯 {sign, status 1 | 0}", [&s](const Request& req) {
        std::string sign = parse_news_sign(req);
        auto status = core::opt_text(req, "status", "状态不正确");
        if (!status || (*status != "0" && *status != "1")) throw core::ApiError::invalid("status", "状态不正确");
        bool publish = *status == "1";
        return core::ok_with_msg(
            news_json(s.set_published(req.host(), req.current_user(), req.client_address(), sign, publish)),
            publish ? "发布成功" : "已撤回");
    });
    r.post("/news/deleteNews", news_writers(), "删除资讯 {sign}", [&s](const Request& req) {
        s.remove(req.host(), req.current_user(), req.client_address(), parse_news_sign(req));
        return core::ok_with_msg(nullptr, "删除成功");
    });
    r.post("/news/getManageNewsDetail", news_writers(), "资讯管理详情 {sign}（含草稿）", [&s](const Request& req) {
        return core::ok(news_json(s.managed(req.host(), req.current_user(), parse_news_sign(req))));
    });
}

}  // namespace

void register_routes(core::Router& router, ArticleService& articles, NewsService& news) {
    auto r = router.domain("articles");
    register_reader_routes(r, articles);
    register_writer_routes(r, articles);
    register_news_routes(r, news);
}

}  // namespace xj::articles
