#include "core/answer_cache.h"

#include <gtest/gtest.h>

namespace xj::core {
namespace {

TEST(AnswerCache, BuildsOnceAndSharesTheBytes) {
    AnswerCache cache;
    int builds = 0;
    auto build = [&] { return std::string("v") + std::to_string(++builds); };
    auto first = cache.get_or_build("k", build);
    auto second = cache.get_or_build("k", build);
    EXPECT_EQ(builds, 1);
    EXPECT_EQ(first.get(), second.get());
}

TEST(AnswerCache, RebuildsAfterInvalidate) {
    AnswerCache cache;
    int builds = 0;
    auto build = [&] { return std::to_string(++builds); };
    cache.get_or_build("k", build);
    cache.invalidate();
    EXPECT_EQ(*cache.get_or_build("k", build), "2");
}

TEST(AnswerCache, DoesNotStoreAnAnswerBuiltBeforeAnInvalidate) {
    AnswerCache cache;
    auto stale = cache.get_or_build("k", [&] {
        cache.invalidate();  // the data changed while the answer was being built
        return std::string("stale");
    });
    EXPECT_EQ(*stale, "stale");
    EXPECT_EQ(*cache.get_or_build("k", [] { return std::string("fresh"); }), "fresh");
}

}  // namespace
}  // namespace xj::core
