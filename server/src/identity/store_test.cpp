// The identity store on both databases: claims (latest, decided once, paged per school and status), the roster
// (match on school, kind, number and name; upsert counts), and the accounts store's identity grant.
#include <gtest/gtest.h>

#include "accounts/store.h"
#include "identity/store.h"
#include "testing/db_test_support.h"

namespace xj::identity {
namespace {

using db::testing::SchemaTest;

constexpr std::int64_t kNow = 1'800'000'000;

class IdentityStoreTest : public SchemaTest {
protected:
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        db_->with_conn([&](db::Conn& c) {
            c.exec(
                "INSERT INTO school (sign, name, title, created_at) VALUES ('s1', '一校', '一校', 1), ('s2', '二校', "
                "'二校', 1)");
            school1_ = c.query_one("SELECT id FROM school WHERE sign = 's1'")->integer("id");
            school2_ = c.query_one("SELECT id FROM school WHERE sign = 's2'")->integer("id");
            accounts::NewUser u{"sign-u", "13700000001", "用户", "hash", "", 0, {core::Role::kNormal}};
            user_ = *users_.insert_user(c, u, kNow);
            accounts::NewUser a{"sign-a", "13700000002", "管理员", "hash", "s1", 0, {core::Role::kSchoolAdmin}};
            admin_ = *users_.insert_user(c, a, kNow);
        });
    }
    Claim claim(std::int64_t school, int type) const {
        return Claim{0, user_, type, school, "", "", "张三", "2024", kStatusPending, "", kNow};
    }
    IdentityStore store_;
    accounts::UserStore users_;
    std::int64_t school1_ = 0;
    std::int64_t school2_ = 0;
    std::int64_t user_ = 0;
    std::int64_t admin_ = 0;
};

TEST_P(IdentityStoreTest, KeepsOnePendingClaimPerUserDecidesItOnceAndPagesPerSchoolAndStatus) {
    db_->with_conn([&](db::Conn& c) {
        EXPECT_FALSE(store_.latest_claim(c, user_));
        auto first = store_.insert_claim(c, claim(school1_, kTypeStudent), kNow);
        ASSERT_TRUE(first);
        EXPECT_FALSE(store_.insert_claim(c, claim(school1_, kTypeTeacher), kNow + 1)) << "one pending claim per user";
        EXPECT_THROW(
            c.exec("INSERT INTO identity_claim (user_id, type, school_id, real_name, number, status, created_at) "
                   "VALUES (:u, 1, :s, 'x', 'y', 1, 0)",
                   {{"u", user_}, {"s", school1_}}),
            db::DbError);
    });
    db_->with_conn([&](db::Conn& c) {
        auto first = store_.latest_claim(c, user_);
        ASSERT_TRUE(first);
        EXPECT_TRUE(store_.decide_claim(c, first->id, kStatusRejected, admin_, "不符", kNow + 5));
        EXPECT_FALSE(store_.decide_claim(c, first->id, kStatusPassed, admin_, "", kNow + 6));
        auto decided = store_.find_claim(c, first->id);
        ASSERT_TRUE(decided);
        EXPECT_EQ(decided->status, kStatusRejected);
        EXPECT_EQ(decided->reason, "不符");

        auto second = store_.insert_claim(c, claim(school1_, kTypeTeacher), kNow + 7);
        ASSERT_TRUE(second);
        Claim passed = claim(school2_, kTypeStudent);
        passed.status = kStatusPassed;
        ASSERT_TRUE(store_.insert_claim(c, passed, kNow + 8));
        EXPECT_EQ(store_.latest_claim(c, user_)->school_id, school2_);

        auto pending = store_.list_claims(c, school1_, kStatusPending, Page{1, 15});
        EXPECT_EQ(pending.total, 1);
        ASSERT_EQ(pending.list.size(), 1U);
        EXPECT_EQ(pending.list[0].id, *second);
        EXPECT_EQ(pending.list[0].type, kTypeTeacher);
        EXPECT_EQ(store_.list_claims(c, school1_, kStatusRejected, Page{1, 15}).total, 1);
        EXPECT_TRUE(store_.list_claims(c, school1_, kStatusPending, Page{2, 15}).list.empty());
    });
}

TEST_P(IdentityStoreTest, ADecidedClaimIsWrittenPassedAndDecidedWhenCreated) {
    db_->with_conn([&](db::Conn& c) {
        Claim passed = claim(school1_, kTypeStudent);
        passed.status = kStatusPassed;
        store_.insert_decided_claim(c, passed, kNow - 10);
        auto latest = store_.latest_claim(c, user_);
        ASSERT_TRUE(latest);
        EXPECT_EQ(latest->status, kStatusPassed);
        EXPECT_EQ(latest->type, kTypeStudent);
        EXPECT_EQ(latest->school_id, school1_);
        EXPECT_EQ(latest->real_name, "张三");
        EXPECT_EQ(latest->number, "2024");
        EXPECT_EQ(latest->created_at, kNow - 10);
        auto row =
            c.query_one("SELECT decided_at, reviewer_id FROM identity_claim WHERE id = :id", {{"id", latest->id}});
        EXPECT_EQ(row->integer("decided_at"), kNow - 10);
        EXPECT_TRUE(row->is_null("reviewer_id"));
        EXPECT_TRUE(store_.insert_claim(c, claim(school1_, kTypeTeacher), kNow)) << "a decided claim is not pending";
    });
}

TEST_P(IdentityStoreTest, RosterUpsertsPerSchoolKindAndNumberAndMatchesTheName) {
    db_->with_conn([&](db::Conn& c) {
        EXPECT_FALSE(store_.any_roster(c));
        EXPECT_TRUE(store_.upsert_roster(c, school1_, {"student", "2024", "张三"}));
        EXPECT_TRUE(store_.upsert_roster(c, school1_, {"teacher", "2024", "李四"}));
        EXPECT_TRUE(store_.upsert_roster(c, school2_, {"student", "2024", "王五"}));
        EXPECT_FALSE(store_.upsert_roster(c, school1_, {"student", "2024", "张三丰"}));
        EXPECT_TRUE(store_.any_roster(c));
        EXPECT_TRUE(store_.roster_matches(c, school1_, "student", "2024", "张三丰"));
        EXPECT_FALSE(store_.roster_matches(c, school1_, "student", "2024", "张三"));
        EXPECT_FALSE(store_.roster_matches(c, school1_, "teacher", "2024", "张三丰"));
        EXPECT_FALSE(store_.roster_matches(c, school2_, "student", "2024", "张三丰"));
        auto students = store_.list_roster(c, school1_, "student", Page{1, 15});
        EXPECT_EQ(students.total, 1);
        ASSERT_EQ(students.list.size(), 1U);
        EXPECT_EQ(students.list[0].name, "张三丰");
    });
}

TEST_P(IdentityStoreTest, GrantingAnIdentityAddsTheRoleSetsTheSchoolAndPasses) {
    db_->with_tx([&](db::Conn& c) {
        users_.update_audit_status(c, user_, kStatusPending);
        EXPECT_EQ(users_.find_by_id(c, user_)->audit_status, kStatusPending);
        users_.grant_identity(c, user_, core::Role::kTeacher, school2_);
    });
    db_->with_conn([&](db::Conn& c) {
        auto user = users_.find_by_id(c, user_);
        ASSERT_TRUE(user);
        EXPECT_EQ(user->audit_status, kStatusPassed);
        EXPECT_EQ(user->school_sign, "s2");
        ASSERT_EQ(user->roles.size(), 1U);
        EXPECT_EQ(user->roles[0], core::Role::kTeacher);
    });
}

XJ_INSTANTIATE_DB_TEST(IdentityStoreTest);

}  // namespace
}  // namespace xj::identity
