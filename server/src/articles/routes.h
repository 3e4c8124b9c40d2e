// The articles' and news' calls (docs/articles.md, docs/api.md).
#pragma once

#include "articles/news_service.h"
#include "articles/service.h"
#include "core/router.h"

namespace xj::articles {

void register_routes(core::Router& router, ArticleService& articles, NewsService& news);

}  // namespace xj::articles
