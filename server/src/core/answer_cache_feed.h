// An LruAnswerCache kept in step with every instance's writes: it follows one topic of the change feed
// (db/change_feed.h), where scope 0 drops every school's answers and another scope that school's.
#pragma once

#include <string_view>

#include "core/answer_cache_lru.h"
#include "db/change_feed.h"

namespace xj::core {

// The subscription lasts as long as the returned object: declare it after the cache, so it ends first.
[[nodiscard]] db::ChangeFeed::Subscription follow_changes(db::ChangeFeed& feed, std::string_view topic,
                                                          LruAnswerCache& cache);

}  // namespace xj::core
