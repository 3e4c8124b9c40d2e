// Database-free parts: Row conversions, URL dispatch, the :name → $n rewrite.
#include <gtest/gtest.h>

#include "db/db.h"
#include "db/pg_params.h"

namespace xj::db {
namespace {

Row make_row(const std::vector<std::string>& names, std::vector<Value> values) {
    return Row(std::make_shared<const std::vector<std::string>>(names), std::move(values));
}

TEST(Row, ConvertsBetweenNumberTypes) {
    const Row row = make_row({"i", "d", "s", "f", "n", "t"},
                             {std::int64_t{42}, 2.6, std::string("17"), std::string("3.5"), nullptr, std::string("x")});
    EXPECT_EQ(row.integer("i"), 42);
    EXPECT_EQ(row.integer("d"), 3);  // rounded
    EXPECT_EQ(row.integer("s"), 17);
    EXPECT_EQ(row.integer("f"), 4);
    EXPECT_EQ(row.integer("n"), 0);
    EXPECT_DOUBLE_EQ(row.real("i"), 42.0);
    EXPECT_DOUBLE_EQ(row.real("f"), 3.5);
    EXPECT_EQ(row.text("i"), "42");
    EXPECT_EQ(row.text("d"), "2.6");
    EXPECT_EQ(row.opt_integer("n"), std::nullopt);
    EXPECT_EQ(row.opt_text("s"), "17");
    EXPECT_THROW(row.integer("t"), DbError);
}

TEST(Row, MissingColumnNamesIt) {
    const Row row = make_row({"a"}, {std::int64_t{1}});
    try {
        row.integer("nope");
        FAIL() << "no exception";
    } catch (const std::out_of_range& e) {
        EXPECT_NE(std::string(e.what()).find("nope"), std::string::npos);
    }
    EXPECT_THROW(row[1], std::out_of_range);
}

TEST(Row, BorrowedColumnsStillWork) {
    const std::vector<std::string> names{"x"};
    const Row row(&names, {std::string("y")});
    EXPECT_EQ(row.text("x"), "y");
}

TEST(Open, RejectsUnknownSchemes) {
    for (const char* url : {"mysql://localhost/x", "", "sqlite:", "/tmp/file.db"}) {
        try {
            open(url, 1);
            ADD_FAILURE() << url;
        } catch (const DbError& e) {
            EXPECT_EQ(e.kind(), DbError::Kind::kConnection) << e.what();
        }
    }
}

TEST(Open, AcceptsBothSqliteForms) {
    const std::string path = ::testing::TempDir() + "xj_db_open_test.db";
    for (const std::string& url : {"sqlite:" + path, "sqlite://" + path}) {
        auto db = open(url, 1);
        EXPECT_EQ(db->dialect(), Dialect::kSqlite);
        db->with_conn([](Conn& c) { EXPECT_EQ(c.query_one("SELECT 1 AS one")->integer("one"), 1); });
        auto mode = db->with_conn([](Conn& c) { return c.query_one("PRAGMA journal_mode")->text("journal_mode"); });
        EXPECT_EQ(mode, "wal");
        db->close();
    }
    std::remove(path.c_str());
}

TEST(Open, UnreachablePostgresFailsAtOnce) {
    try {
        open("postgresql://nobody@127.0.0.1:1/none?connect_timeout=2", 1);
        FAIL() << "connected to port 1";
    } catch (const DbError& e) {
        EXPECT_EQ(e.kind(), DbError::Kind::kConnection);
    }
}

TEST(ToPositional, NumbersNamesInOrderOfFirstUse) {
    auto p = detail::to_positional("SELECT * FROM t WHERE a = :a AND b = :b_2 OR a > :a");
    EXPECT_EQ(p.sql, "SELECT * FROM t WHERE a = $1 AND b = $2 OR a > $1");
    EXPECT_EQ(p.names, (std::vector<std::string>{"a", "b_2"}));
}

TEST(ToPositional, SkipsCastsLiteralsIdentifiersAndComments) {
    constexpr std::string_view kSql =
        "SELECT :x::text, ':no', 'a''b:no', E'\\':no', \"col:no\", $$ :no $$, $t$ :no $t$ -- :no\n"
        "/* :no /* :no */ :no */ FROM t WHERE y = :y";
    auto p = detail::to_positional(kSql);
    EXPECT_EQ(p.sql,
              "SELECT $1::text, ':no', 'a''b:no', E'\\':no', \"col:no\", $$ :no $$, $t$ :no $t$ -- :no\n"
              "/* :no /* :no */ :no */ FROM t WHERE y = $2");
    EXPECT_EQ(p.names, (std::vector<std::string>{"x", "y"}));
}

TEST(ToPositional, LeavesOtherColonsAlone) {
    auto p = detail::to_positional("SELECT arr[1:2], x::int, a$b, :_p1 FROM t");
    EXPECT_EQ(p.sql, "SELECT arr[1:2], x::int, a$b, $1 FROM t");
    EXPECT_EQ(p.names, std::vector<std::string>{"_p1"});
}

}  // namespace
}  // namespace xj::db
