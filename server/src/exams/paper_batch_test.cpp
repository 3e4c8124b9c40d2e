// The group commit of the test papers' writes on both databases: every caller gets its own result once committed,
// a failing job is rolled back alone, and a batch that meets a lock is run again instead of failing its jobs.
#include "exams/paper_batch.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

#include "testing/db_test_support.h"

namespace xj::exams {
namespace {

using db::Conn;
using namespace std::chrono_literals;

constexpr const char* kTable = "CREATE TABLE paper_job_row (id INTEGER PRIMARY KEY, label TEXT NOT NULL)";
constexpr const char* kInsert = "INSERT INTO paper_job_row (id, label) VALUES (:id, :label)";
constexpr const char* kCount = "SELECT COUNT(*) AS n FROM paper_job_row";
constexpr const char* kHas = "SELECT COUNT(*) AS n FROM paper_job_row WHERE id = :id";

class PaperBatchTest : public db::testing::DbTest {
protected:
    void SetUp() override {
        DbTest::SetUp();
        if (db_) db_->with_conn([](Conn& c) { c.exec_script(kTable); });
    }
    std::int64_t count(const char* sql, const db::Params& params = {}) {
        return db_->with_conn([&](Conn& c) { return c.query_one(sql, params)->integer("n"); });
    }
};

TEST_P(PaperBatchTest, EveryCallerGetsItsResultAndAFailingJobIsRolledBackAlone) {
    TxBatcher batcher(*db_);
    constexpr int kCallers = 24;
    constexpr int kFailing = 7;
    std::atomic<int> ok{0};
    std::atomic<int> refused{0};
    std::vector<std::thread> callers;
    for (int i = 0; i < kCallers; ++i) {
        callers.emplace_back([&, i] {
            try {
                int id = batcher.run([&](Conn& c) {
                    c.exec(kInsert, {{"id", std::int64_t{i}}, {"label", std::string("job")}});
                    if (i == kFailing) throw std::runtime_error("this job fails after its write");
                    return i;
                });
                if (id == i) ++ok;
            } catch (const std::runtime_error&) {
                ++refused;
            }
        });
    }
    for (auto& t : callers) t.join();
    EXPECT_EQ(ok.load(), kCallers - 1);
    EXPECT_EQ(refused.load(), 1);
    EXPECT_EQ(count(kCount), kCallers - 1);
    EXPECT_EQ(count(kHas, {{"id", std::int64_t{kFailing}}}), 0);  // its write went with its savepoint
}

TEST_P(PaperBatchTest, ABatchThatMeetsALockRunsAgainInsteadOfFailing) {
    if (is_postgres()) GTEST_SKIP() << "PostgreSQL starts no write lock at BEGIN; its conflicts are per row";
    // Another connection holds SQLite's write lock until the batch's first attempt has given up (a lock limit of
    // one second here) and its second has begun to wait: that one gets the lock once it is free.
    auto db = open_db(db::testing::kTestPoolSize, db::OpenOptions{.lock_timeout = std::chrono::seconds(1)});
    auto holder = db->acquire();
    holder->begin(true);
    holder->exec(kInsert, {{"id", std::int64_t{1000}}, {"label", std::string("holder")}});
    const std::uint64_t waits = db->lock_waits();
    TxBatcher batcher(*db);
    int id = 0;
    std::thread examinee([&] {
        id = batcher.run([](Conn& c) {
            c.exec(kInsert, {{"id", std::int64_t{1}}, {"label", std::string("examinee")}});
            return 1;
        });
    });
    const bool retried = db::testing::eventually([&] { return db->lock_waits() >= waits + 2; });
    holder->commit();
    examinee.join();
    EXPECT_TRUE(retried) << "the batch did not wait a second time";
    EXPECT_EQ(id, 1);
    EXPECT_EQ(count(kCount), 2);
}

TEST_P(PaperBatchTest, TwoWritesThatDeadlockBothLand) {
    // Two writers take the same two rows in opposite orders: PostgreSQL aborts one of them (deadlock detected);
    // it runs again instead of answering the examinee -9999. (SQLite: both share one transaction, no conflict.)
    db_->with_conn([](Conn& c) {
        c.exec(kInsert, {{"id", std::int64_t{1}}, {"label", std::string("a")}});
        c.exec(kInsert, {{"id", std::int64_t{2}}, {"label", std::string("b")}});
    });
    TxBatcher batcher(*db_);
    constexpr const char* kTouch = "UPDATE paper_job_row SET label = label || :mark WHERE id = :id";
    std::atomic<int> failed{0};
    // On PostgreSQL each writer holds its first row until the other holds its own: then they deadlock for sure. (A
    // writer that runs again after the deadlock finds the count already reached.)
    std::atomic<int> holding{0};
    const bool side_by_side = is_postgres();
    auto writer = [&](std::int64_t first, std::int64_t second, const char* mark) {
        return std::thread([&batcher, &failed, &holding, side_by_side, first, second, mark, kTouch] {
            try {
                batcher.run([&](Conn& c) {
                    c.exec(kTouch, {{"id", first}, {"mark", std::string(mark)}});
                    ++holding;
                    if (side_by_side) db::testing::eventually([&] { return holding.load() >= 2; });
                    c.exec(kTouch, {{"id", second}, {"mark", std::string(mark)}});
                });
            } catch (const std::exception&) {
                ++failed;
            }
        });
    };
    std::thread one = writer(1, 2, "x");
    std::thread two = writer(2, 1, "y");
    one.join();
    two.join();
    EXPECT_EQ(failed.load(), 0);
    auto label = [&](std::int64_t id) {
        return db_->with_conn([&](Conn& c) {
            return c.query_one("SELECT label FROM paper_job_row WHERE id = :id", {{"id", id}})->text("label");
        });
    };
    EXPECT_EQ(label(1).size(), 3U);  // "a" + both marks
    EXPECT_EQ(label(2).size(), 3U);
}

TEST_P(PaperBatchTest, AfterStopJobsRunInATransactionOfTheirOwn) {
    TxBatcher batcher(*db_);
    batcher.stop();
    batcher.run([](Conn& c) { c.exec(kInsert, {{"id", std::int64_t{5}}, {"label", std::string("late")}}); });
    EXPECT_EQ(count(kHas, {{"id", std::int64_t{5}}}), 1);
}

XJ_INSTANTIATE_DB_TEST(PaperBatchTest);

}  // namespace
}  // namespace xj::exams
