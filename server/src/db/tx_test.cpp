// Transactions and the pool on both databases.
#include <gtest/gtest.h>

#include <thread>
#include <vector>

#include "testing/db_test_support.h"

namespace xj::db::testing {
namespace {

constexpr std::string_view kCounterTable = "CREATE TABLE counter (id BIGINT PRIMARY KEY, n BIGINT NOT NULL)";
constexpr std::string_view kIncrement = "UPDATE counter SET n = n + 1 WHERE id = :id";
constexpr std::string_view kReadCounter = "SELECT n FROM counter WHERE id = :id";
constexpr std::int64_t kCounterId = 1;
constexpr int kWriterThreads = 4;
constexpr int kIncrementsPerThread = 50;

using TxTest = DbTest;

std::int64_t read_counter(Database& db) {
    return db.with_conn([](Conn& c) { return c.query_one(kReadCounter, {{"id", kCounterId}})->integer("n"); });
}

void make_counter(Database& db) {
    db.with_conn([](Conn& c) {
        c.exec_script(kCounterTable);
        c.exec("INSERT INTO counter (id, n) VALUES (:id, 0)", {{"id", kCounterId}});
    });
}

TEST_P(TxTest, CommitsOnReturn) {
    make_counter(*db_);
    const std::int64_t seen = db_->with_tx([](Conn& c) {
        c.exec(kIncrement, {{"id", kCounterId}});
        return c.query_one(kReadCounter, {{"id", kCounterId}})->integer("n");
    });
    EXPECT_EQ(seen, 1);
    EXPECT_EQ(read_counter(*db_), 1);
}

TEST_P(TxTest, RollsBackOnException) {
    make_counter(*db_);
    EXPECT_THROW(db_->with_tx([](Conn& c) {
        c.exec(kIncrement, {{"id", kCounterId}});
        throw std::runtime_error("business rule failed");
    }),
                 std::runtime_error);
    EXPECT_EQ(read_counter(*db_), 0);
}

TEST_P(TxTest, ConcurrentWritersAllLand) {
    make_counter(*db_);
    std::vector<std::thread> writers;
    std::atomic<int> failures{0};
    for (int t = 0; t < kWriterThreads; ++t) {
        writers.emplace_back([&] {
            for (int k = 0; k < kIncrementsPerThread; ++k) {
                try {
                    db_->with_tx([](Conn& c) { c.exec(kIncrement, {{"id", kCounterId}}); });
                } catch (const std::exception& e) {
                    ++failures;
                    ADD_FAILURE() << e.what();
                }
            }
        });
    }
    for (auto& w : writers) {
        w.join();
    }
    EXPECT_EQ(failures.load(), 0);
    EXPECT_EQ(read_counter(*db_), kWriterThreads * kIncrementsPerThread);
}

TEST_P(TxTest, WritersFromTwoPoolsSerialise) {
    make_counter(*db_);
    auto other = open_db();
    std::thread a([&] {
        for (int k = 0; k < kIncrementsPerThread; ++k) {
            db_->with_tx([](Conn& c) { c.exec(kIncrement, {{"id", kCounterId}}); });
        }
    });
    std::thread b([&] {
        for (int k = 0; k < kIncrementsPerThread; ++k) {
            other->with_tx([](Conn& c) { c.exec(kIncrement, {{"id", kCounterId}}); });
        }
    });
    a.join();
    b.join();
    EXPECT_EQ(read_counter(*db_), 2 * kIncrementsPerThread);
}

TEST_P(TxTest, PoolConnectionIsReusableAfterAFailedTransaction) {
    auto db = open_db(1);  // one connection: every call below gets the same one back (or a replacement)
    db->with_conn([](Conn& c) { c.exec_script("CREATE TABLE uniq (code TEXT PRIMARY KEY)"); });
    db->with_conn([](Conn& c) { c.exec("INSERT INTO uniq (code) VALUES ('a')"); });
    try {
        db->with_tx([](Conn& c) {
            c.exec("INSERT INTO uniq (code) VALUES ('b')");
            c.exec("INSERT INTO uniq (code) VALUES ('a')");
        });
        ADD_FAILURE() << "duplicate accepted";
    } catch (const DbError& e) {
        EXPECT_EQ(e.kind(), DbError::Kind::kUniqueViolation);
    }
    db->with_tx([](Conn& c) { c.exec("INSERT INTO uniq (code) VALUES ('c')"); });
    auto codes = db->with_conn([](Conn& c) { return c.query("SELECT code FROM uniq ORDER BY code"); });
    ASSERT_EQ(codes.size(), 2u);
    EXPECT_EQ(codes.rows[0].text("code"), "a");
    EXPECT_EQ(codes.rows[1].text("code"), "c");
}

TEST_P(TxTest, LeaseDroppedInsideATransactionIsNotReused) {
    auto db = open_db(1);
    db->with_conn([](Conn& c) { c.exec_script("CREATE TABLE notes (body TEXT)"); });
    {
        auto lease = db->acquire();
        lease->begin(true);
        lease->exec("INSERT INTO notes (body) VALUES ('uncommitted')");
    }  // neither committed nor rolled back
    auto count = db->with_tx([](Conn& c) {
        c.exec("INSERT INTO notes (body) VALUES ('next')");
        return c.query_one("SELECT COUNT(*) AS n FROM notes")->integer("n");
    });
    EXPECT_EQ(count, 1);
}

TEST_P(TxTest, CommitAfterASwallowedErrorFails) {
    if (!is_postgres()) {
        GTEST_SKIP() << "SQLite keeps a transaction usable after a failed statement";
    }
    make_counter(*db_);
    EXPECT_THROW(db_->with_tx([](Conn& c) {
        c.exec(kIncrement, {{"id", kCounterId}});
        try {
            c.exec("SELECT * FROM no_such_table");
        } catch (const DbError&) {
        }
    }),
                 DbError);
    EXPECT_EQ(read_counter(*db_), 0);
}

TEST_P(TxTest, BrokenConnectionIsReplaced) {
    if (!is_postgres()) {
        GTEST_SKIP() << "an SQLite connection cannot be cut from outside";
    }
    auto db = open_db(1);
    const std::int64_t pid =
        db->with_conn([](Conn& c) { return c.query_one("SELECT pg_backend_pid() AS pid")->integer("pid"); });
    db_->with_conn([&](Conn& c) { c.query("SELECT pg_terminate_backend(:pid)", {{"pid", pid}}); });
    // The idle connection is noticed as dead on acquire, or fails once with kConnection and is dropped.
    for (int attempt = 0; attempt < 2; ++attempt) {
        try {
            const auto next = db->with_conn([](Conn& c) { return c.query_one("SELECT pg_backend_pid() AS pid"); });
            EXPECT_NE(next->integer("pid"), pid);
            return;
        } catch (const DbError& e) {
            EXPECT_EQ(e.kind(), DbError::Kind::kConnection) << e.what();
        }
    }
    ADD_FAILURE() << "the pool did not replace the broken connection";
}

TEST_P(TxTest, CloseThenAcquireFails) {
    auto db = open_db(2);
    db->with_conn([](Conn& c) { c.query("SELECT 1 AS one"); });
    db->close();
    EXPECT_THROW(db->acquire(), DbError);
}

TEST_P(TxTest, LeaseAssignmentReturnsTheOldConnection) {
    auto db = open_db(2);
    auto first = db->acquire();
    auto second = db->acquire();
    first = std::move(second);
    auto third = db->acquire();  // would wait forever if the first connection were lost instead of returned
    EXPECT_EQ(third->query_one("SELECT 2 AS two")->integer("two"), 2);
    EXPECT_EQ(first->query_one("SELECT 3 AS three")->integer("three"), 3);
}

TEST_P(TxTest, LockConflictIsBusy) {
    make_counter(*db_);
    auto holder = db_->acquire();
    holder->begin(true);
    holder->exec(kIncrement, {{"id", kCounterId}});
    auto other = db_->acquire();
    try {
        if (is_postgres()) {
            other->query("SELECT n FROM counter WHERE id = :id FOR UPDATE NOWAIT", {{"id", kCounterId}});
        } else {
            other->exec_script("PRAGMA busy_timeout = 0");
            other->begin(true);
        }
        ADD_FAILURE() << "no lock conflict";
    } catch (const DbError& e) {
        EXPECT_EQ(e.kind(), DbError::Kind::kBusy) << e.what();
    }
    holder->rollback();
}

TEST_P(TxTest, StatementPreparedInARolledBackTransactionStillWorks) {
    make_counter(*db_);
    auto db = open_db(1);
    constexpr std::string_view kFresh = "UPDATE counter SET n = n + :step WHERE id = :id";
    EXPECT_THROW(db->with_tx([&](Conn& c) {
        c.exec(kFresh, {{"step", 5}, {"id", kCounterId}});
        throw std::runtime_error("undo");
    }),
                 std::runtime_error);
    db->with_tx([&](Conn& c) { EXPECT_EQ(c.exec(kFresh, {{"step", 2}, {"id", kCounterId}}), 1); });
    EXPECT_EQ(read_counter(*db_), 2);
}

XJ_INSTANTIATE_DB_TEST(TxTest);

}  // namespace
}  // namespace xj::db::testing
