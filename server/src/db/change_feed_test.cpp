// The change feed: this instance's subscribers at once on both databases; on PostgreSQL another instance (another
// pool on the same database) hears each change once, and a listener that lost its connection tells its subscribers
// that everything changed.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <vector>

#include "db/change_feed.h"
#include "testing/db_test_support.h"

namespace xj::db::testing {
namespace {

using ChangeFeedTest = DbTest;

// What one subscriber was told, in order: the scopes, from any thread.
class Heard {
public:
    ChangeFeed::Handler handler() {
        return [this](std::int64_t scope) {
            std::lock_guard lock(mutex_);
            scopes_.push_back(scope);
        };
    }
    std::vector<std::int64_t> scopes() const {
        std::lock_guard lock(mutex_);
        return scopes_;
    }

private:
    mutable std::mutex mutex_;
    std::vector<std::int64_t> scopes_;
};

TEST_P(ChangeFeedTest, ThisInstancesSubscribersOfTheTopicHearAtOnceUntilTheirSubscriptionEnds) {
    ChangeFeed& feed = db_->changes();
    Heard catalogue, site;
    auto a = feed.subscribe("catalogue", catalogue.handler());
    {
        auto b = feed.subscribe("site", site.handler());
        feed.publish("catalogue", 7);
        feed.publish("site");
    }
    feed.publish("site", 3);  // b has ended
    EXPECT_EQ(catalogue.scopes(), std::vector<std::int64_t>{7});
    EXPECT_EQ(site.scopes(), std::vector<std::int64_t>{0});
}

TEST_P(ChangeFeedTest, AnotherInstanceHearsEachChangeOnceAndTheWriterDoesNotHearItsOwnTwice) {
    if (!is_postgres()) GTEST_SKIP() << "a SQLite file has one instance";
    auto other = open_db();
    Heard here, there, unrelated;
    auto a = db_->changes().subscribe("catalogue", here.handler());
    auto b = other->changes().subscribe("catalogue", there.handler());
    auto c = other->changes().subscribe("news", unrelated.handler());
    db_->changes().start();
    other->changes().start();

    db_->changes().publish("catalogue", 42);
    db_->changes().publish("catalogue", 0);
    ASSERT_TRUE(eventually([&] { return there.scopes().size() == 2; }));
    EXPECT_EQ(there.scopes(), (std::vector<std::int64_t>{42, 0}));
    EXPECT_EQ(other->changes().heard(), 2u);
    // The writer's own notifications came back to it too: once they have, it still heard each change only once.
    other->changes().publish("news", 5);
    ASSERT_TRUE(eventually([&] { return db_->changes().heard() == 1; }));
    EXPECT_EQ(here.scopes(), (std::vector<std::int64_t>{42, 0}));
    EXPECT_EQ(unrelated.scopes(), std::vector<std::int64_t>{5});
}

TEST_P(ChangeFeedTest, AListenerThatLostItsConnectionListensAgainAndDropsEverything) {
    if (!is_postgres()) GTEST_SKIP() << "a SQLite file has one instance";
    auto other = open_db();
    Heard there;
    auto b = other->changes().subscribe("site", there.handler());
    other->changes().start();
    // Every listening backend of the test's database is ended, as a restart of PostgreSQL would.
    db_->with_conn([](Conn& c) {
        c.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()");
    });
    ASSERT_TRUE(eventually([&] { return !there.scopes().empty(); }));
    EXPECT_EQ(there.scopes().front(), 0);  // everything, since changes may have been missed

    // Listening again: a change published now is heard.
    ASSERT_TRUE(eventually([&] {
        db_->changes().publish("site", 9);
        const auto scopes = there.scopes();
        return std::find(scopes.begin(), scopes.end(), 9) != scopes.end();
    }));
}

XJ_INSTANTIATE_DB_TEST(ChangeFeedTest);

}  // namespace
}  // namespace xj::db::testing
