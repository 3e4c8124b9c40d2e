#include "core/answer_cache_lru.h"

#include <gtest/gtest.h>

#include <future>
#include <thread>

namespace xj::core {
namespace {

using namespace std::chrono_literals;

std::function<std::string()> counting(int& builds, std::string text) {
    return [&builds, text] {
        ++builds;
        return text;
    };
}

// The cache's time is a clock that stands still until the test moves it.
class LruAnswerCacheTest : public ::testing::Test {
protected:
    Clock clock_{1'700'000'000'000};
};

TEST_F(LruAnswerCacheTest, BuildsOnceAndSharesTheBytes) {
    LruAnswerCache cache(4, 1h, clock_);
    int builds = 0;
    auto first = cache.get_or_build(1, "list:1", counting(builds, "a"));
    auto second = cache.get_or_build(1, "list:1", counting(builds, "b"));
    EXPECT_EQ(builds, 1);
    EXPECT_EQ(first.get(), second.get());
    EXPECT_EQ(*second, "a");
    EXPECT_EQ(cache.find(1, "list:1").get(), first.get());
    EXPECT_EQ(cache.find(2, "list:1"), nullptr);  // the same key of another school is another entry
}

TEST_F(LruAnswerCacheTest, KeepsAtMostCapacityDroppingTheLeastRecentlyUsed) {
    LruAnswerCache cache(3, 1h, clock_);
    int builds = 0;
    for (std::string k : {"a", "b", "c"}) cache.get_or_build(1, k, counting(builds, k));
    cache.find(1, "a");                                 // a is now the most recent; b the least
    cache.get_or_build(1, "d", counting(builds, "d"));  // evicts b
    EXPECT_EQ(cache.size(), 3u);
    EXPECT_EQ(cache.find(1, "b"), nullptr);
    EXPECT_NE(cache.find(1, "a"), nullptr);
    EXPECT_NE(cache.find(1, "c"), nullptr);
    EXPECT_NE(cache.find(1, "d"), nullptr);
    for (int i = 0; i < 1000; ++i) cache.get_or_build(2, std::to_string(i), counting(builds, "x"));
    EXPECT_EQ(cache.size(), 3u);
}

TEST_F(LruAnswerCacheTest, InvalidatingASchoolDropsOnlyItsEntries) {
    LruAnswerCache cache(10, 1h, clock_);
    int builds = 0;
    cache.get_or_build(1, "k", counting(builds, "one-old"));
    cache.get_or_build(2, "k", counting(builds, "two"));
    cache.invalidate(1);
    EXPECT_EQ(cache.find(1, "k"), nullptr);
    EXPECT_NE(cache.find(2, "k"), nullptr);
    EXPECT_EQ(*cache.get_or_build(1, "k", counting(builds, "one-new")), "one-new");
    cache.invalidate_all();
    EXPECT_EQ(cache.size(), 0u);
    EXPECT_EQ(*cache.get_or_build(2, "k", counting(builds, "two-new")), "two-new");
}

TEST_F(LruAnswerCacheTest, AnInvalidateDuringABuildWinsOverTheBuiltBytes) {
    LruAnswerCache cache(10, 1h, clock_);
    auto stale = cache.get_or_build(1, "k", [&] {
        cache.invalidate(1);  // a write commits while the answer is being built from older data
        return std::string("stale");
    });
    EXPECT_EQ(*stale, "stale");              // the caller still gets its answer
    EXPECT_EQ(cache.find(1, "k"), nullptr);  // but later callers do not
    cache.get_or_build(2, "k", [&] {
        cache.invalidate_all();
        return std::string("stale");
    });
    EXPECT_EQ(cache.find(2, "k"), nullptr);
    // another school's write does not discard the build
    cache.get_or_build(3, "k", [&] {
        cache.invalidate(4);
        return std::string("fresh");
    });
    EXPECT_NE(cache.find(3, "k"), nullptr);
}

TEST_F(LruAnswerCacheTest, AnEntryOlderThanTheMaxAgeIsBuiltAgain) {
    LruAnswerCache cache(10, 30ms, clock_);
    int builds = 0;
    cache.get_or_build(1, "k", counting(builds, "v"));
    EXPECT_NE(cache.find(1, "k"), nullptr);
    clock_.advance(30ms);
    EXPECT_NE(cache.find(1, "k"), nullptr) << "exactly the max age is not older";
    clock_.advance(1ms);
    EXPECT_EQ(cache.find(1, "k"), nullptr);
    cache.get_or_build(1, "k", counting(builds, "v"));
    EXPECT_EQ(builds, 2);
    EXPECT_EQ(cache.size(), 1u);
}

// A build that signals when it starts and then waits for the test's word: the test knows a build is running.
struct HeldBuild {
    std::promise<void> started;
    std::promise<void> release;
    std::shared_future<void> released = release.get_future().share();
    std::function<std::string()> returning(std::string text) {
        return [this, text] {
            started.set_value();
            released.wait();
            return text;
        };
    }
};

TEST_F(LruAnswerCacheTest, AnExpiredAnswerIsRebuiltOnceWhileTheOthersKeepAnsweringWithIt) {
    LruAnswerCache cache(10, 30ms, clock_);
    int builds = 0;
    cache.get_or_build(1, "k", counting(builds, "v1"));
    clock_.advance(31ms);
    HeldBuild held;
    auto rebuild = std::async(std::launch::async, [&] { return cache.get_or_build(1, "k", held.returning("v2")); });
    held.started.get_future().wait();
    // While it is rebuilt, every other caller answers with the old bytes and builds nothing.
    EXPECT_EQ(*cache.get_or_build(1, "k", counting(builds, "other")), "v1");
    EXPECT_EQ(*cache.find(1, "k"), "v1");
    held.release.set_value();
    EXPECT_EQ(*rebuild.get(), "v2");
    EXPECT_EQ(*cache.get_or_build(1, "k", counting(builds, "other")), "v2");
    EXPECT_EQ(builds, 1);
}

TEST_F(LruAnswerCacheTest, CallersOfAKeyBeingBuiltWaitForItsBytes) {
    LruAnswerCache cache(10, 1h, clock_);
    HeldBuild held;
    auto first = std::async(std::launch::async, [&] { return cache.get_or_build(1, "k", held.returning("once")); });
    held.started.get_future().wait();
    EXPECT_EQ(cache.find(1, "k"), nullptr) << "nothing to answer from memory yet";
    int builds = 0;
    auto second = std::async(std::launch::async, [&] { return cache.get_or_build(1, "k", counting(builds, "twice")); });
    held.release.set_value();
    EXPECT_EQ(*second.get(), "once");
    EXPECT_EQ(first.get().get(), cache.find(1, "k").get());
    EXPECT_EQ(builds, 0);
}

TEST_F(LruAnswerCacheTest, AfterAnInvalidateDuringABuildNewCallersBuildFromFreshData) {
    LruAnswerCache cache(10, 1h, clock_);
    HeldBuild held;
    auto old = std::async(std::launch::async, [&] { return cache.get_or_build(1, "k", held.returning("old")); });
    held.started.get_future().wait();
    cache.invalidate(1);  // a write commits: a caller after it must not get the answer read before it
    int builds = 0;
    EXPECT_EQ(*cache.get_or_build(1, "k", counting(builds, "new")), "new");
    held.release.set_value();
    EXPECT_EQ(*old.get(), "old");
    EXPECT_EQ(*cache.find(1, "k"), "new") << "the old build is not stored";
}

TEST_F(LruAnswerCacheTest, ABuildThatFailsFailsItsWaitersAndStoresNothing) {
    LruAnswerCache cache(10, 1h, clock_);
    EXPECT_THROW(cache.get_or_build(1, "k", []() -> std::string { throw std::runtime_error("课程不存在"); }),
                 std::runtime_error);
    EXPECT_EQ(cache.find(1, "k"), nullptr);
    int builds = 0;
    EXPECT_EQ(*cache.get_or_build(1, "k", counting(builds, "v")), "v");
}

}  // namespace
}  // namespace xj::core
