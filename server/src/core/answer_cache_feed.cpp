#include "core/answer_cache_feed.h"

#include <string>

namespace xj::core {

db::ChangeFeed::Subscription follow_changes(db::ChangeFeed& feed, std::string_view topic, LruAnswerCache& cache) {
    return feed.subscribe(std::string(topic), [&cache](std::int64_t scope) {
        if (scope == 0) {
            cache.invalidate_all();
        } else {
            cache.invalidate(scope);
        }
    });
}

}  // namespace xj::core
