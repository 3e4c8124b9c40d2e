// Reading the articles' and news' requests (docs/articles.md): -2 naming the field with the form's message.
#pragma once

#include <string>

#include "articles/model.h"
#include "core/request.h"

namespace xj::articles {

ArticleForm parse_article_form(const core::Request& req);
// The list filters: typeId?, keyword? (title or text, ≤ 30), status? (management), page and size.
ArticleQuery parse_article_query(const core::Request& req, int default_size);
// The article's sign from `sign` (or idSign): -2 请选择文章.
std::string parse_article_sign(const core::Request& req);

NewsForm parse_news_form(const core::Request& req);
// category 1 or 2 (-2 category); `required` false lets it be absent (0: both).
int parse_category(const core::Request& req, bool required);
std::string parse_news_sign(const core::Request& req);

}  // namespace xj::articles
