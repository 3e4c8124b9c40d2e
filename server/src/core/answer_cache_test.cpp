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

TEST(AnswerCache, KeepsAnAnswerUntilItExpiresAndBuildsItAgainFromThen) {
    AnswerCache cache;
    int builds = 0;
    auto build = [&] { return AnswerCache::Built{std::to_string(++builds), 100}; };
    EXPECT_EQ(*cache.get_or_build("k", 50, build), "1");
    EXPECT_EQ(*cache.get_or_build("k", 99, build), "1");
    EXPECT_EQ(*cache.find("k", 99), "1");
    EXPECT_EQ(cache.find("k", 100), nullptr);  // its end is exclusive
    EXPECT_EQ(*cache.get_or_build("k", 100, build), "2");
    EXPECT_EQ(builds, 2);
}

TEST(AnswerCache, AnAnswerWithoutEndIsKeptAtAnyTime) {
    AnswerCache cache;
    cache.get_or_build("k", [] { return std::string("v"); });
    EXPECT_EQ(*cache.find("k", AnswerCache::kForever - 1), "v");
}

}  // namespace
}  // namespace xj::core
