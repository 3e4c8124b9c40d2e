// Shared by the db tests: one fixture, instantiated for SQLite (a temp file) and PostgreSQL
// (a fresh database per test on the server named by XJ_TEST_PG_URL, or skipped when it is unset).
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "db/db.h"
#include "db/migrate.h"

namespace xj::db::testing {

constexpr std::size_t kTestPoolSize = 4;
constexpr const char* kPgUrlVariable = "XJ_TEST_PG_URL";
constexpr std::chrono::seconds kRaceWait{60};

class DbTest : public ::testing::TestWithParam<Dialect> {
protected:
    void SetUp() override;
    void TearDown() override;

    // Another pool on the same database (the fixture already holds one in db_).
    std::unique_ptr<Database> open_db(std::size_t pool_size = kTestPoolSize, const OpenOptions& options = {}) const;
    // Returns once another connection has begun to wait for a lock (at most kRaceWait; past it the test fails):
    // on SQLite when db.lock_waits() has passed `since`, on PostgreSQL when pg_stat_activity shows a backend of the
    // test's database waiting on a lock. A race test holds its transaction open, starts the other side on a
    // thread, calls this, then commits: the other side has really waited, however late its thread ran.
    void wait_for_lock_waiter(const Database& db, std::uint64_t since) const;
    // Renders {{pk}} / {{blob}} for this dialect and runs the script.
    void create(std::string_view ddl);
    bool is_postgres() const { return GetParam() == Dialect::kPostgres; }

    // Every line of the query plan of `sql`: SQLite's EXPLAIN QUERY PLAN details; PostgreSQL's EXPLAIN with
    // sequential scans off (a small test table would otherwise be scanned whatever the indexes).
    std::string plan(Conn& c, std::string_view sql, const Params& params = {}) const;
    std::string plan(std::string_view sql, const Params& params = {}) const;
    // The plan uses `index` and reads no table in full (PostgreSQL: no Seq Scan; SQLite: no "SCAN <table>" line).
    void expect_indexed(const std::string& plan_text, const std::string& index) const;

    std::string url_;
    std::unique_ptr<Database> db_;

private:
    std::string sqlite_path_;
    std::string pg_admin_url_;
    std::string pg_database_;
};

// DbTest on the project's own schema: every embedded migration applied (the domains' store tests).
class SchemaTest : public DbTest {
protected:
    void SetUp() override {
        DbTest::SetUp();
        if (db_) migrate(*db_, embedded_migrations());
    }
};

std::string dialect_name(const ::testing::TestParamInfo<Dialect>& info);

// Polls `done` until it holds or `limit` passes; whether it held. For what another thread does in its own time.
bool eventually(const std::function<bool()>& done, std::chrono::milliseconds limit = kRaceWait);

}  // namespace xj::db::testing

#define XJ_INSTANTIATE_DB_TEST(Fixture)                                                                   \
    INSTANTIATE_TEST_SUITE_P(Both, Fixture,                                                               \
                             ::testing::Values(::xj::db::Dialect::kSqlite, ::xj::db::Dialect::kPostgres), \
                             ::xj::db::testing::dialect_name)
