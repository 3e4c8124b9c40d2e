// The shared fixture of the database tests (see db_test_support.h), in the xj_testing library the test binaries link.
#include "testing/db_test_support.h"

#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <thread>

#include "db/migrate.h"

namespace xj::db::testing {
namespace {

std::atomic<int> next_id{0};

std::string unique_name(std::string_view prefix) {
    return std::string(prefix) + std::to_string(::getpid()) + "_" + std::to_string(next_id++);
}

// postgresql://user@host:port/db?opts → the same URL naming another database.
std::string with_database(const std::string& url, const std::string& name) {
    const std::size_t authority = url.find("://");
    const std::size_t slash = url.find('/', authority == std::string::npos ? 0 : authority + 3);
    const std::size_t query = url.find('?');
    const std::string base = url.substr(0, slash == std::string::npos ? std::min(query, url.size()) : slash);
    return base + "/" + name + (query == std::string::npos ? "" : url.substr(query));
}

void remove_sqlite_files(const std::string& path) {
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
        std::filesystem::remove(path + suffix, ignored);
    }
}

}  // namespace

void DbTest::SetUp() {
    if (GetParam() == Dialect::kSqlite) {
        sqlite_path_ = (std::filesystem::temp_directory_path() / (unique_name("xj_db_test_") + ".db")).string();
        remove_sqlite_files(sqlite_path_);
        url_ = "sqlite:" + sqlite_path_;
    } else {
        const char* admin = std::getenv(kPgUrlVariable);
        if (admin == nullptr || *admin == '\0') {
            GTEST_SKIP() << kPgUrlVariable << " is not set: PostgreSQL half skipped "
                         << "(start one with scripts/pg-cluster.sh start DIR PORT and export the URL it prints)";
        }
        pg_admin_url_ = admin;
        pg_database_ = unique_name("xj_db_test_");
        open(pg_admin_url_, 1)->with_conn([&](Conn& c) { c.exec_script("CREATE DATABASE " + pg_database_); });
        url_ = with_database(pg_admin_url_, pg_database_);
    }
    db_ = open(url_, kTestPoolSize);
}

void DbTest::TearDown() {
    if (db_) {
        db_->close();
        db_.reset();
    }
    if (!sqlite_path_.empty()) {
        remove_sqlite_files(sqlite_path_);
    }
    if (!pg_database_.empty()) {
        open(pg_admin_url_, 1)->with_conn([&](Conn& c) {
            c.exec_script("DROP DATABASE IF EXISTS " + pg_database_ + " WITH (FORCE)");
        });
    }
}

std::unique_ptr<Database> DbTest::open_db(std::size_t pool_size, const OpenOptions& options) const {
    return open(url_, pool_size, options);
}

bool eventually(const std::function<bool()>& done, std::chrono::milliseconds limit) {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (!done()) {
        if (std::chrono::steady_clock::now() > until) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return true;
}

void DbTest::wait_for_lock_waiter(const Database& db, std::uint64_t since) const {
    std::function<bool()> waiting;
    std::unique_ptr<Database> watcher;
    if (is_postgres()) {
        watcher = open(url_, 1);
        waiting = [&] {
            return watcher->with_conn([](Conn& c) {
                return c.query_one(
                            "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() "
                            "AND wait_event_type = 'Lock'")
                           ->integer("n") > 0;
            });
        };
    } else {
        waiting = [&] { return db.lock_waits() > since; };
    }
    ASSERT_TRUE(eventually(waiting)) << "no connection came to wait for the lock within " << kRaceWait.count() << " s";
}

void DbTest::create(std::string_view ddl) {
    db_->with_conn([&](Conn& c) { c.exec_script(render_migration(ddl, c.dialect())); });
}

std::string DbTest::plan(Conn& c, std::string_view sql, const Params& params) const {
    std::string out;
    if (is_postgres()) {
        c.exec("SET enable_seqscan = off");
        for (const auto& r : c.query("EXPLAIN " + std::string(sql), params)) out += r.text("QUERY PLAN") + "\n";
        c.exec("SET enable_seqscan = on");
    } else {
        for (const auto& r : c.query("EXPLAIN QUERY PLAN " + std::string(sql), params)) out += r.text("detail") + "\n";
    }
    return out;
}

std::string DbTest::plan(std::string_view sql, const Params& params) const {
    return db_->with_conn([&](Conn& c) { return plan(c, sql, params); });
}

void DbTest::expect_indexed(const std::string& plan_text, const std::string& index) const {
    EXPECT_NE(plan_text.find(index), std::string::npos) << plan_text;
    if (is_postgres()) {
        EXPECT_EQ(plan_text.find("Seq Scan"), std::string::npos) << plan_text;
    } else {
        EXPECT_FALSE(std::regex_search(plan_text, std::regex(R"((^|\n)SCAN [a-z_]+( AS [a-z_]+)?(\n|$))")))
            << plan_text;
    }
}

std::string dialect_name(const ::testing::TestParamInfo<Dialect>& info) {
    return info.param == Dialect::kSqlite ? "Sqlite" : "Postgres";
}

}  // namespace xj::db::testing
