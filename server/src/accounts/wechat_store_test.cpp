// The WeChat sign-in store on both databases: one WeChat per user and one user per WeChat, states taken once
// and only by their browser, tickets taken once, expired grants refused and purged.
#include <gtest/gtest.h>

#include "accounts/store.h"
#include "accounts/wechat_store.h"
#include "testing/db_test_support.h"

namespace xj::accounts {
namespace {

using db::testing::SchemaTest;

constexpr std::int64_t kNow = 1'800'000'000;

class WechatStoreTest : public SchemaTest {
protected:
    std::int64_t new_user(db::Conn& c, std::string mobile) {
        auto id = users_.insert_user(c, {mobile + "-sign", mobile, "测试", "hash", "", 0, {Role::kStudent}}, kNow);
        EXPECT_TRUE(id);
        return id.value_or(0);
    }
    UserStore users_;
    WechatStore wechat_;
};

TEST_P(WechatStoreTest, KeepsOneWechatPerUserAndOneUserPerWechat) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = new_user(c, "13700000101");
        std::int64_t b = new_user(c, "13700000102");
        EXPECT_TRUE(wechat_.insert_binding(c, {a, "open-a", "union-a", "甲", "http://img/a", kNow}));
        EXPECT_FALSE(wechat_.insert_binding(c, {b, "open-a", "", "乙", "", kNow}));   // open id taken
        EXPECT_FALSE(wechat_.insert_binding(c, {a, "open-b", "", "甲2", "", kNow}));  // user bound
        auto found = wechat_.find_by_open_id(c, "open-a");
        ASSERT_TRUE(found);
        EXPECT_EQ(found->user_id, a);
        EXPECT_EQ(found->union_id, "union-a");
        EXPECT_FALSE(wechat_.find_by_user(c, b));
        wechat_.update_profile(c, a, "新昵称", "");
        EXPECT_EQ(wechat_.find_by_user(c, a)->nickname, "新昵称");
        EXPECT_TRUE(wechat_.delete_binding(c, a));
        EXPECT_FALSE(wechat_.delete_binding(c, a));
        EXPECT_TRUE(wechat_.insert_binding(c, {b, "open-a", "", "乙", "", kNow}));
    });
}

TEST_P(WechatStoreTest, TakesAStateOnceAndOnlyWithItsBrowser) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = new_user(c, "13700000103");
        wechat_.insert_state(c, "state-1", "browser-1", "/home/account", a, kNow + 600);
        wechat_.insert_state(c, "state-2", "browser-2", "", std::nullopt, kNow + 600);
        wechat_.insert_state(c, "state-old", "browser-3", "", std::nullopt, kNow - 1);
        EXPECT_FALSE(wechat_.take_state(c, "state-1", "browser-2", kNow));  // another browser: refused, not used
        auto taken = wechat_.take_state(c, "state-1", "browser-1", kNow);
        ASSERT_TRUE(taken);
        EXPECT_EQ(taken->call_back, "/home/account");
        EXPECT_EQ(taken->bind_user_id, a);
        EXPECT_FALSE(wechat_.take_state(c, "state-1", "browser-1", kNow));  // used
        auto plain = wechat_.take_state(c, "state-2", "browser-2", kNow);
        ASSERT_TRUE(plain);
        EXPECT_FALSE(plain->bind_user_id);
        EXPECT_FALSE(wechat_.take_state(c, "state-old", "browser-3", kNow));  // expired
        EXPECT_FALSE(wechat_.take_ticket(c, "state-2", kNow));                // a state is no ticket
    });
}

TEST_P(WechatStoreTest, TakesATicketOnceAndPurgesDeadGrants) {
    db_->with_conn([&](db::Conn& c) {
        wechat_.insert_ticket(c, "ticket-1", {"open-t", "union-t", "丙", "http://img/t"}, kNow + 600);
        wechat_.insert_ticket(c, "ticket-old", {"open-u", "", "", ""}, kNow - 1);
        wechat_.insert_ticket(c, "ticket-live", {"open-v", "", "", ""}, kNow + 600);
        auto t = wechat_.take_ticket(c, "ticket-1", kNow);
        ASSERT_TRUE(t);
        EXPECT_EQ(t->open_id, "open-t");
        EXPECT_EQ(t->nickname, "丙");
        EXPECT_FALSE(wechat_.take_ticket(c, "ticket-1", kNow));
        EXPECT_FALSE(wechat_.take_ticket(c, "ticket-old", kNow));
        wechat_.insert_ticket(c, "ticket-old-2", {"open-w", "", "", ""}, kNow - 5);
        EXPECT_EQ(wechat_.purge_expired_grants(c, kNow), 2);  // both expired ones, not the used live one
        EXPECT_EQ(wechat_.purge_grants(c, kNow), 1);          // then the used one
        EXPECT_TRUE(wechat_.take_ticket(c, "ticket-live", kNow));
    });
}

XJ_INSTANTIATE_DB_TEST(WechatStoreTest);

}  // namespace
}  // namespace xj::accounts
