// Statements on both databases: values, named parameters, row counts, constraint errors.
#include <gtest/gtest.h>

#include "testing/db_test_support.h"

namespace xj::db::testing {
namespace {

constexpr std::string_view kValuesTable =
    "CREATE TABLE vals (id {{pk}}, i BIGINT, r DOUBLE PRECISION, s TEXT, b {{blob}}, n TEXT)";
constexpr std::string_view kInsertValues = "INSERT INTO vals (i, r, s, b, n) VALUES (:i, :r, :s, :b, :n) RETURNING id";
constexpr std::string_view kSelectValues = "SELECT i, r, s, b, n FROM vals WHERE id = :id";
constexpr std::string_view kItemsTable = "CREATE TABLE items (id {{pk}}, code TEXT NOT NULL UNIQUE, qty BIGINT)";
constexpr std::string_view kInsertItem = "INSERT INTO items (code, qty) VALUES (:code, :qty) RETURNING id";

using QueryTest = DbTest;

TEST_P(QueryTest, RoundTripsEveryValueType) {
    create(kValuesTable);
    const std::string chinese = "学鲸：中文学习平台 🐳";
    const std::string bytes("\x00\x01\xff\xfe\x80 \\x'\"", 10);
    const std::int64_t big = 9'007'199'254'740'993;  // not representable as a double
    db_->with_conn([&](Conn& c) {
        auto id = c.query_one(kInsertValues, {{"i", big}, {"r", 3.25}, {"s", chinese}, {"b", bytes}, {"n", nullptr}});
        ASSERT_TRUE(id);
        auto row = c.query_one(kSelectValues, {{"id", id->integer("id")}});
        ASSERT_TRUE(row);
        EXPECT_EQ(std::get<std::int64_t>((*row)["i"]), big);
        EXPECT_DOUBLE_EQ(std::get<double>((*row)["r"]), 3.25);
        EXPECT_EQ(std::get<std::string>((*row)["s"]), chinese);
        EXPECT_EQ(std::get<std::string>((*row)["b"]), bytes);
        EXPECT_TRUE(row->is_null("n"));
        EXPECT_FALSE(row->opt_text("n"));
        EXPECT_EQ(row->text("n"), "");
        EXPECT_EQ(row->opt_integer("i"), big);
        EXPECT_EQ(std::get<std::string>((*row)[2]), chinese);
    });
}

TEST_P(QueryTest, ReadsAggregatesAsNumbers) {
    create(kItemsTable);
    db_->with_conn([&](Conn& c) {
        c.exec(kInsertItem, {{"code", "a"}, {"qty", 2}});
        c.exec(kInsertItem, {{"code", "b"}, {"qty", 5}});
        auto row = c.query_one("SELECT COUNT(*) AS n, SUM(qty) AS total, AVG(qty) AS mean, MAX(qty) AS top FROM items");
        ASSERT_TRUE(row);
        EXPECT_EQ(row->integer("n"), 2);
        EXPECT_EQ(row->integer("total"), 7);  // PostgreSQL: numeric → double → integer
        EXPECT_DOUBLE_EQ(row->real("mean"), 3.5);
        EXPECT_EQ(row->integer("top"), 5);
        auto none = c.query_one("SELECT SUM(qty) AS total FROM items WHERE qty > 100");
        ASSERT_TRUE(none);
        EXPECT_TRUE(none->is_null("total"));
        EXPECT_FALSE(none->opt_integer("total"));
    });
}

TEST_P(QueryTest, BindsTheSameNameTwice) {
    create(kItemsTable);
    db_->with_conn([&](Conn& c) {
        c.exec(kInsertItem, {{"code", "a"}, {"qty", 1}});
        c.exec(kInsertItem, {{"code", "b"}, {"qty", 2}});
        c.exec(kInsertItem, {{"code", "c"}, {"qty", 3}});
        auto row = c.query_one("SELECT COUNT(*) AS n FROM items WHERE qty = :q OR qty = :q + 1", {{"q", 2}});
        EXPECT_EQ(row->integer("n"), 2);
    });
}

TEST_P(QueryTest, LeavesLiteralsCommentsAndCastsAlone) {
    if (!is_postgres()) {
        GTEST_SKIP() << "'::' casts are PostgreSQL syntax";
    }
    db_->with_conn([&](Conn& c) {
        auto row = c.query_one(
            "SELECT :word::text AS w, ':not_a_param' AS lit, 'it''s :x' AS quoted, "
            "\"k:ey\".v AS v /* :comment */ FROM (SELECT 1 AS v) AS \"k:ey\" -- :trailing\n"
            "WHERE :n::bigint > 0",
            {{"word", "你好"}, {"n", 1}});
        ASSERT_TRUE(row);
        EXPECT_EQ(row->text("w"), "你好");
        EXPECT_EQ(row->text("lit"), ":not_a_param");
        EXPECT_EQ(row->text("quoted"), "it's :x");
        EXPECT_EQ(row->integer("v"), 1);
    });
}

TEST_P(QueryTest, MissingOrUnusedParameterIsAnError) {
    create(kItemsTable);
    db_->with_conn([&](Conn& c) {
        EXPECT_THROW(c.exec(kInsertItem, {{"code", "a"}}), DbError);
        EXPECT_THROW(c.exec(kInsertItem, {{"code", "a"}, {"qty", 1}, {"extra", 2}}), DbError);
        EXPECT_EQ(c.exec(kInsertItem, {{"code", "a"}, {"qty", 1}}), 1);  // the connection still works
    });
}

TEST_P(QueryTest, InsertReturningGivesTheNewId) {
    create(kItemsTable);
    db_->with_conn([&](Conn& c) {
        auto first = c.query_one(kInsertItem, {{"code", "a"}, {"qty", 1}});
        auto second = c.query_one(kInsertItem, {{"code", "b"}, {"qty", 1}});
        ASSERT_TRUE(first && second);
        EXPECT_EQ(first->integer("id"), 1);
        EXPECT_EQ(second->integer("id"), 2);
    });
}

TEST_P(QueryTest, ExecCountsChangedRows) {
    db_->with_conn([&](Conn& c) {
        EXPECT_EQ(c.exec("CREATE TABLE counts (k BIGINT)"), 0);
        for (int k = 0; k < 3; ++k) {
            EXPECT_EQ(c.exec("INSERT INTO counts (k) VALUES (:k)", {{"k", k}}), 1);
        }
        EXPECT_EQ(c.exec("UPDATE counts SET k = k + 10 WHERE k >= :min", {{"min", 1}}), 2);
        EXPECT_EQ(c.exec("DELETE FROM counts WHERE k > :max", {{"max", 100}}), 0);
        EXPECT_EQ(c.exec("DELETE FROM counts WHERE k >= 0"), 3);
        auto empty = c.query("SELECT k FROM counts");
        EXPECT_TRUE(empty.empty());
        EXPECT_EQ(empty.columns, std::vector<std::string>{"k"});
    });
}

TEST_P(QueryTest, ConstraintViolationsHaveTheirKind) {
    create(kItemsTable);
    create("CREATE TABLE moves (id {{pk}}, item_id BIGINT NOT NULL REFERENCES items (id))");
    db_->with_conn([&](Conn& c) {
        c.exec(kInsertItem, {{"code", "a"}, {"qty", 1}});
        try {
            c.exec(kInsertItem, {{"code", "a"}, {"qty", 2}});
            ADD_FAILURE() << "duplicate accepted";
        } catch (const DbError& e) {
            EXPECT_EQ(e.kind(), DbError::Kind::kUniqueViolation) << e.what();
        }
        try {
            c.exec("INSERT INTO items (id, code) VALUES (1, 'other')");
            ADD_FAILURE() << "duplicate primary key accepted";
        } catch (const DbError& e) {
            EXPECT_EQ(e.kind(), DbError::Kind::kUniqueViolation) << e.what();
        }
        try {
            c.exec("INSERT INTO moves (item_id) VALUES (:item)", {{"item", 999}});
            ADD_FAILURE() << "dangling foreign key accepted";
        } catch (const DbError& e) {
            EXPECT_EQ(e.kind(), DbError::Kind::kForeignKeyViolation) << e.what();
        }
        try {
            c.exec("SELECT * FROM no_such_table");
            ADD_FAILURE() << "bad SQL accepted";
        } catch (const DbError& e) {
            EXPECT_EQ(e.kind(), DbError::Kind::kOther) << e.what();
        }
    });
}

TEST_P(QueryTest, QueryOneRowOutlivesItsResult) {
    std::optional<Row> row = db_->with_conn([](Conn& c) { return c.query_one("SELECT 7 AS seven, 'x' AS ex"); });
    ASSERT_TRUE(row);
    EXPECT_EQ(row->integer("seven"), 7);
    EXPECT_EQ(row->text("ex"), "x");
    EXPECT_THROW((*row)["missing"], std::out_of_range);
    Result moved = db_->with_conn([](Conn& c) { return c.query("SELECT 1 AS one"); });
    Result again = std::move(moved);
    EXPECT_EQ(again.front().integer("one"), 1);
}

TEST_P(QueryTest, SeveralStatementsNeedExecScript) {
    db_->with_conn([](Conn& c) {
        EXPECT_THROW(c.exec("CREATE TABLE a (x BIGINT); CREATE TABLE b (y BIGINT)"), DbError);
        c.exec_script("CREATE TABLE a (x BIGINT);\nINSERT INTO a (x) VALUES (1);\nINSERT INTO a (x) VALUES (2);");
        EXPECT_EQ(c.query("SELECT x FROM a ORDER BY x").size(), 2u);
    });
}

XJ_INSTANTIATE_DB_TEST(QueryTest);

}  // namespace
}  // namespace xj::db::testing
