// The articles' and news' JSON (docs/articles.md, docs/api.md).
#pragma once

#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "articles/model.h"
#include "articles/service.h"

namespace xj::articles {

boost::json::array types_json(const std::vector<ArticleType>& types);
boost::json::object card_json(const ArticleCard& card);
boost::json::array cards_json(const std::vector<ArticleCard>& cards);
boost::json::object paged_cards_json(const Paged<ArticleCard>& page);
// An article with its content (the editor's and the reader's), its linked course.
boost::json::object article_json(const Article& article);
// The reader's page: the article, liked and collected, the related articles.
boost::json::object article_page_json(const ArticlePage& page);
boost::json::object reader_items_json(const Paged<ReaderItem>& page, std::string_view at_field);
boost::json::array course_options_json(const std::vector<CourseOption>& options);

boost::json::object news_json(const NewsItem& news);  // with content when it has one
boost::json::array news_list_json(const std::vector<NewsItem>& list);
boost::json::object paged_news_json(const Paged<NewsItem>& page);

}  // namespace xj::articles
