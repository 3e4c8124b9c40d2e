// The account-change queries on both databases: other sessions ended, simulated sessions and their rotation back
// to the admin, single-use token keys and verified marks, a number change that never takes a used number.
#include <gtest/gtest.h>

#include "accounts/guard_store.h"
#include "accounts/store.h"
#include "testing/db_test_support.h"

namespace xj::accounts {
namespace {

using db::testing::SchemaTest;

constexpr std::int64_t kNow = 1'800'000'000;

class AccountChangesStoreTest : public SchemaTest {
protected:
    std::int64_t add_user(db::Conn& c, std::string mobile, std::string sign, std::string name = "测试") const {
        auto id = users_.insert_user(c, {std::move(sign), std::move(mobile), std::move(name), "hash", "", 0, {}}, kNow);
        EXPECT_TRUE(id);
        return id.value_or(0);
    }
    UserStore users_;
    GuardStore guard_;
};

TEST_P(AccountChangesStoreTest, EndsOtherSessionsOnlyAndFindsUsersBySign) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = add_user(c, "13700000011", "sign-a");
        std::int64_t b = add_user(c, "13700000012", "sign-b");
        for (const char* t : {"a1", "a2", "a3"}) users_.insert_session(c, t, a, kNow + 60, false, kNow, "");
        users_.insert_session(c, "b1", b, kNow + 60, false, kNow, "");
        EXPECT_EQ(users_.delete_other_sessions(c, a, "a2"), 2);
        EXPECT_TRUE(users_.find_session_user(c, "a2", kNow));
        EXPECT_FALSE(users_.find_session_user(c, "a1", kNow));
        EXPECT_TRUE(users_.find_session_user(c, "b1", kNow));
        EXPECT_EQ(users_.find_by_sign(c, "sign-b")->id, b);
        EXPECT_FALSE(users_.find_by_sign(c, "sign-x"));
    });
}

TEST_P(AccountChangesStoreTest, SimulatedSessionsNameTheAdminAndOnlyOrdinarySessionsRotate) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t admin = add_user(c, "13700000013", "sign-admin", "管理员");
        std::int64_t user = add_user(c, "13700000014", "sign-user");
        users_.insert_session(c, "admin-own", admin, kNow + 600, false, kNow, "");
        users_.insert_simulated_session(c, "acting", user, kNow + 60, kNow, "", admin, "admin-own");
        auto sim = users_.find_simulation(c, "acting", kNow);
        ASSERT_TRUE(sim);
        EXPECT_EQ(sim->user_id, user);
        EXPECT_EQ(sim->admin_id, admin);
        EXPECT_EQ(sim->admin_name, "管理员");
        EXPECT_EQ(sim->admin_token_hash, "admin-own");
        EXPECT_FALSE(users_.find_simulation(c, "admin-own", kNow));
        EXPECT_FALSE(users_.find_simulation(c, "acting", kNow + 60));
        EXPECT_EQ(users_.find_session_user(c, "acting", kNow)->id, user);

        EXPECT_FALSE(users_.rotate_session(c, "acting", "x", kNow));  // a simulated session never becomes the admin's
        EXPECT_EQ(users_.rotate_session(c, "admin-own", "admin-new", kNow), kNow + 600);
        EXPECT_FALSE(users_.find_session_user(c, "admin-own", kNow));
        EXPECT_EQ(users_.find_session_user(c, "admin-new", kNow)->id, admin);
        EXPECT_FALSE(users_.rotate_session(c, "admin-new", "later", kNow + 600));  // expired: nothing to restore
    });
}

TEST_P(AccountChangesStoreTest, TokenKeysAreTakenOnceBeforeTheyExpire) {
    auto other = open_db(1);
    db_->with_conn([&](db::Conn& c) {
        std::int64_t id = add_user(c, "13700000015", "sign-k");
        users_.insert_token_key(c, "k1", id, kNow + 60);
        users_.insert_token_key(c, "k2", id, kNow + 60);
        EXPECT_EQ(users_.take_token_key(c, "k1", kNow), id);
        EXPECT_FALSE(users_.take_token_key(c, "k1", kNow));
        other->with_conn([&](db::Conn& c2) { EXPECT_FALSE(users_.take_token_key(c2, "k1", kNow)); });
        EXPECT_FALSE(users_.take_token_key(c, "k2", kNow + 60));
        EXPECT_FALSE(users_.take_token_key(c, "unknown", kNow));
        EXPECT_EQ(users_.delete_dead_token_keys(c, kNow + 60), 2);
    });
}

TEST_P(AccountChangesStoreTest, NumberChangesNeverTakeAUsedNumberAndMarksAreTakenOnce) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = add_user(c, "13700000016", "sign-m1");
        add_user(c, "13700000017", "sign-m2");
        EXPECT_FALSE(users_.update_mobile(c, a, "13700000017"));
        EXPECT_TRUE(users_.update_mobile(c, a, "13700000018"));
        EXPECT_EQ(users_.find_by_id(c, a)->mobile, "13700000018");

        guard_.insert_code(c, "13700000018", 2, "h", kNow + 300, kNow);
        auto code = guard_.latest_code(c, "13700000018", 2);
        ASSERT_TRUE(code);
        ASSERT_TRUE(guard_.use_code(c, code->id, kNow, 5, kNow + 600));
        EXPECT_FALSE(guard_.take_verified(c, "13700000018", 2, kNow + 600));
        EXPECT_TRUE(guard_.take_verified(c, "13700000018", 2, kNow + 1));
        EXPECT_FALSE(guard_.take_verified(c, "13700000018", 2, kNow + 1));
        EXPECT_FALSE(guard_.verified(c, "13700000018", 2, kNow + 1));
    });
}

XJ_INSTANTIATE_DB_TEST(AccountChangesStoreTest);

}  // namespace
}  // namespace xj::accounts
