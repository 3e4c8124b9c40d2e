// The accounts stores on both databases: unique numbers, the one-query session join, single-use codes,
// the 60-second gate and the key table.
#include <gtest/gtest.h>

#include "accounts/guard_store.h"
#include "accounts/store.h"
#include "testing/db_test_support.h"

namespace xj::accounts {
namespace {

using db::testing::SchemaTest;

constexpr std::int64_t kNow = 1'800'000'000;

class AccountsStoreTest : public SchemaTest {
protected:
    NewUser user(std::string mobile, std::string sign) const {
        return {std::move(sign), std::move(mobile), "测试", "hash", "", 0, {Role::kStudent, Role::kTeacher}};
    }
    UserStore users_;
    GuardStore guard_;
};

TEST_P(AccountsStoreTest, KeepsOneUserPerNumberAndResolvesSessionsWithRolesInOneQuery) {
    db_->with_conn([&](db::Conn& c) {
        auto id = users_.insert_user(c, user("13700000001", "sign-a"), kNow);
        ASSERT_TRUE(id);
        for (Role r : {Role::kStudent, Role::kTeacher}) users_.insert_role(c, *id, r);
        EXPECT_FALSE(users_.insert_user(c, user("13700000001", "sign-b"), kNow));
        auto found = users_.find_by_mobile(c, "13700000001");
        ASSERT_TRUE(found);
        EXPECT_EQ(found->roles.size(), 2U);
        EXPECT_FALSE(found->school_id);

        users_.insert_session(c, "live", *id, kNow + 60, false, kNow, "10.0.0.1");
        users_.insert_session(c, "dead", *id, kNow - 1, false, kNow, "10.0.0.1");
        auto session_user = users_.find_session_user(c, "live", kNow);
        ASSERT_TRUE(session_user);
        EXPECT_EQ(session_user->sign, "sign-a");
        EXPECT_TRUE(session_user->has_role(Role::kTeacher));
        EXPECT_FALSE(users_.find_session_user(c, "dead", kNow));
        EXPECT_EQ(users_.delete_session(c, "live"), *id);
        EXPECT_FALSE(users_.find_session_user(c, "live", kNow));
        EXPECT_EQ(users_.delete_expired_sessions(c, kNow), 1);
    });
}

TEST_P(AccountsStoreTest, UsesACodeOnceAndStopsCountingTriesAtTheLimit) {
    auto other = open_db(1);
    db_->with_conn([&](db::Conn& c) {
        guard_.insert_code(c, "13700000002", 1, "h", kNow + 300, kNow);
        auto code = guard_.latest_code(c, "13700000002", 1);
        ASSERT_TRUE(code);
        for (int i = 0; i < 3; ++i) EXPECT_TRUE(guard_.add_try(c, code->id, 3));
        EXPECT_FALSE(guard_.add_try(c, code->id, 3));
        EXPECT_FALSE(guard_.use_code(c, code->id, kNow, 3, std::nullopt));

        guard_.insert_code(c, "13700000002", 3, "h", kNow + 300, kNow);
        auto fresh = guard_.latest_code(c, "13700000002", 3);
        ASSERT_TRUE(fresh);
        EXPECT_TRUE(guard_.use_code(c, fresh->id, kNow, 5, kNow + 600));
        other->with_conn([&](db::Conn& c2) { EXPECT_FALSE(guard_.use_code(c2, fresh->id, kNow, 5, std::nullopt)); });
        EXPECT_TRUE(guard_.verified(c, "13700000002", 3, kNow + 599));
        EXPECT_FALSE(guard_.verified(c, "13700000002", 3, kNow + 600));
    });
}

TEST_P(AccountsStoreTest, TheSendGateOpensOncePerMinute) {
    db_->with_conn([&](db::Conn& c) {
        EXPECT_FALSE(guard_.last_sent(c, "13700000003"));
        EXPECT_TRUE(guard_.take_send_slot(c, "13700000003", kNow, kNow - 60));
        EXPECT_FALSE(guard_.take_send_slot(c, "13700000003", kNow + 59, kNow - 1));
        EXPECT_EQ(guard_.last_sent(c, "13700000003"), kNow);
        EXPECT_TRUE(guard_.take_send_slot(c, "13700000003", kNow + 60, kNow));
    });
}

TEST_P(AccountsStoreTest, CountsRateEventsInAWindowAndKeepsTheFirstStoredKey) {
    db_->with_conn([&](db::Conn& c) {
        for (int i = 0; i < 4; ++i) guard_.record_event(c, "login_fail_ip", "10.0.0.9", kNow - i * 100);
        EXPECT_EQ(guard_.count_events(c, "login_fail_ip", "10.0.0.9", kNow - 250), 3);
        EXPECT_EQ(guard_.latest_event(c, "login_fail_ip", "10.0.0.9"), kNow);
        EXPECT_FALSE(guard_.latest_event(c, "login_fail_ip", "10.0.0.8"));
        guard_.insert_key_if_absent(c, "k", "first");
        guard_.insert_key_if_absent(c, "k", "second");
        EXPECT_EQ(guard_.find_key(c, "k"), "first");
    });
}

XJ_INSTANTIATE_DB_TEST(AccountsStoreTest);

}  // namespace
}  // namespace xj::accounts
