// Work one instance does at a time: on PostgreSQL an instance that finds the work's lock taken skips it, and the lock
// is free again afterwards, even after the work threw; on SQLite the work always runs.
#include <gtest/gtest.h>

#include <stdexcept>

#include "db/run_alone.h"
#include "testing/db_test_support.h"

namespace xj::db::testing {
namespace {

using RunAloneTest = DbTest;

TEST_P(RunAloneTest, AnotherInstanceSkipsTheWorkWhileOneDoesItAndDoesItAfterwards) {
    auto other = open_db();
    int here = 0;
    int there = 0;
    bool skipped = false;
    EXPECT_TRUE(run_alone(*db_, AloneWork::kOrderExpiry, [&] {
        ++here;
        skipped = !run_alone(*other, AloneWork::kOrderExpiry, [&] { ++there; });
        // Another work's lock is another key.
        EXPECT_TRUE(run_alone(*other, AloneWork::kExamDeadlines, [&] {}));
    }));
    EXPECT_EQ(here, 1);
    EXPECT_EQ(skipped, is_postgres());
    EXPECT_EQ(there, is_postgres() ? 0 : 1);
    EXPECT_TRUE(run_alone(*other, AloneWork::kOrderExpiry, [&] { ++there; }));

    EXPECT_THROW(run_alone(*db_, AloneWork::kOrderExpiry, [] { throw std::runtime_error("failed run"); }),
                 std::runtime_error);
    EXPECT_TRUE(run_alone(*other, AloneWork::kOrderExpiry, [] {}));  // the failed run let go of the lock
}

XJ_INSTANTIATE_DB_TEST(RunAloneTest);

}  // namespace
}  // namespace xj::db::testing
