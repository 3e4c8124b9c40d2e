// The site service's host table on both databases: a failed load leaves nothing half-loaded (issue 13).
#include "site/service.h"

#include <gtest/gtest.h>

#include "testing/db_test_support.h"

namespace xj::site {
namespace {

using db::testing::SchemaTest;

class SiteServiceTest : public SchemaTest {
protected:
    core::Clock clock_{1'800'000'000'000};
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        db_->with_conn([](db::Conn& c) {
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('1', '学鲸', '学鲸', 1)");
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('2', '别校', '别校', 1)");
            c.exec(
                "INSERT INTO site_host (host, school_id, icp_number) "
                "SELECT 'b.example', id, '' FROM school WHERE sign = '2'");
        });
    }
};

TEST_P(SiteServiceTest, AFailedLoadOfTheHostsIsDoneAgainWholeNextTime) {
    SiteService site(*db_, clock_);
    // The host table loads, then the default school's query fails: nothing may stay half-loaded.
    db_->with_conn([](db::Conn& c) { c.exec("ALTER TABLE school RENAME TO school_away"); });
    EXPECT_ANY_THROW(site.school_sign("a.example"));
    db_->with_conn([](db::Conn& c) { c.exec("ALTER TABLE school_away RENAME TO school"); });
    EXPECT_EQ(site.school_sign("a.example"), "1");  // the default school
    EXPECT_EQ(site.school_sign("b.example"), "2");
}

XJ_INSTANTIATE_DB_TEST(SiteServiceTest);

}  // namespace
}  // namespace xj::site
