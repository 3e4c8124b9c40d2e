// 站点内容's rules on both databases (docs/admin.md "Site content"): every read and write is scoped to the school,
// the menu keeps two levels, an order must name exactly the level's members, and a scheduled advert enters and leaves
// the public answer at its instants, the answer kept in memory ending at the next one.
#include <gtest/gtest.h>

#include "core/api_error.h"
#include "site/content_rules.h"
#include "site/service.h"
#include "testing/db_test_support.h"

namespace xj::site {
namespace {

using db::testing::SchemaTest;

constexpr std::int64_t kNow = 1'800'000'000;

MenuItem menu(std::string name, std::optional<std::int64_t> parent = std::nullopt, std::int64_t id = 0) {
    MenuItem m;
    m.id = id;
    m.parent_id = parent;
    m.name = std::move(name);
    m.url = "/home";
    return m;
}

Advert banner(std::string title, std::optional<std::int64_t> from = std::nullopt,
              std::optional<std::int64_t> to = std::nullopt) {
    Advert a;
    a.position = std::string(kBannerPosition);
    a.title = std::move(title);
    a.image_url = "/files/site/a.jpg";
    a.starts_at = from;
    a.ends_at = to;
    return a;
}

// The -1000 or -2 message a call throws.
template <typename F>
std::string refusal(F&& f) {
    try {
        f();
    } catch (const core::ApiError& e) {
        return e.what();
    }
    return "";
}

class SiteContentTest : public SchemaTest {
protected:
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        db_->with_conn([](db::Conn& c) {
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('1', '学鲸', '学鲸', 1)");
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('2', '别校', '别校', 1)");
        });
        site_ = std::make_unique<SiteService>(*db_, clock_);
        own_ = school("1");
        other_ = school("2");
    }
    std::int64_t school(const char* sign) {
        return db_->with_conn([&](db::Conn& c) { return site_->find_school_by_sign(c, sign)->id; });
    }
    template <typename F>
    auto tx(F&& f) {
        return db_->with_tx([&](db::Conn& c) { return f(c); });
    }
    MenuItem save(std::int64_t school, MenuItem m) {
        return tx([&](db::Conn& c) { return site_->save_menu(c, school, std::move(m)).second; });
    }
    std::string banners() { return *site_->home_banners("any.example"); }

    core::Clock clock_{kNow * 1000};
    std::unique_ptr<SiteService> site_;
    std::int64_t own_ = 0;
    std::int64_t other_ = 0;
};

TEST_P(SiteContentTest, AnotherSchoolsItemIsNeverFound) {
    MenuItem theirs = save(other_, menu("他校"));
    EXPECT_EQ(refusal([&] { save(own_, menu("改", std::nullopt, theirs.id)); }), kMsgNoMenu);
    EXPECT_EQ(refusal([&] { save(own_, menu("子", theirs.id)); }), kMsgNoParent);
    EXPECT_EQ(refusal([&] { tx([&](db::Conn& c) { return site_->remove_menu(c, own_, theirs.id); }); }), kMsgNoMenu);
    auto listed = db_->with_conn([&](db::Conn& c) { return site_->admin_menus(c, own_); });
    EXPECT_TRUE(listed.empty());
}

TEST_P(SiteContentTest, TheMenuKeepsTwoLevels) {
    MenuItem top = save(own_, menu("一级"));
    MenuItem child = save(own_, menu("二级", top.id));
    EXPECT_EQ(refusal([&] { save(own_, menu("三级", child.id)); }), kMsgNoParent);
    MenuItem other = save(own_, menu("另一"));
    // An item with children does not become a child; an item is not its own parent.
    EXPECT_EQ(refusal([&] { save(own_, menu("一级", other.id, top.id)); }), kMsgParentHasChildren);
    EXPECT_EQ(refusal([&] { save(own_, menu("另一", other.id, other.id)); }), kMsgNoParent);
    auto tree = db_->with_conn([&](db::Conn& c) { return site_->admin_menus(c, own_); });
    ASSERT_EQ(tree.size(), 2u);
    ASSERT_EQ(tree[0].children.size(), 1u);
    EXPECT_EQ(tree[0].children[0].name, "二级");
    // Deleting the parent takes the child.
    tx([&](db::Conn& c) { return site_->remove_menu(c, own_, top.id); });
    EXPECT_EQ(db_->with_conn([&](db::Conn& c) { return c.query_one("SELECT COUNT(*) AS n FROM menu")->integer("n"); }),
              1);
}

TEST_P(SiteContentTest, ALevelHoldsTwelveItems) {
    for (int i = 0; i < 12; ++i) save(own_, menu("项" + std::to_string(i)));
    EXPECT_EQ(refusal([&] { save(own_, menu("第十三")); }), kMsgTooManyMenus);
    EXPECT_NO_THROW(save(other_, menu("他校第一")));
}

TEST_P(SiteContentTest, AnOrderNamesExactlyTheLevelsMembers) {
    std::int64_t a = save(own_, menu("甲")).id;
    std::int64_t b = save(own_, menu("乙")).id;
    std::int64_t theirs = save(other_, menu("他校")).id;
    auto order = [&](std::vector<std::int64_t> ids) {
        tx([&](db::Conn& c) {
            site_->order_menus(c, own_, std::nullopt, ids);
            return 0;
        });
    };
    EXPECT_EQ(refusal([&] { order({a}); }), kMsgOrderStale);
    EXPECT_EQ(refusal([&] { order({a, b, theirs}); }), kMsgOrderStale);
    EXPECT_EQ(refusal([&] { order({a, a}); }), kMsgOrderStale);
    order({b, a});
    auto tree = db_->with_conn([&](db::Conn& c) { return site_->admin_menus(c, own_); });
    EXPECT_EQ(tree[0].name, "乙");
    EXPECT_EQ(tree[1].name, "甲");
}

TEST_P(SiteContentTest, AScheduledBannerEntersAndLeavesTheKeptAnswerAtItsInstants) {
    tx([&](db::Conn& c) { return site_->save_advert(c, own_, banner("常驻")).second; });
    tx([&](db::Conn& c) { return site_->save_advert(c, own_, banner("限时", kNow + 60, kNow + 120)).second; });
    site_->invalidate();
    EXPECT_NE(banners().find("常驻"), std::string::npos);
    EXPECT_EQ(banners().find("限时"), std::string::npos);
    ASSERT_NE(site_->cached_home_banners("any.example"), nullptr);  // kept
    clock_.advance(std::chrono::seconds(59));
    EXPECT_NE(site_->cached_home_banners("any.example"), nullptr);
    clock_.advance(std::chrono::seconds(1));
    EXPECT_EQ(site_->cached_home_banners("any.example"), nullptr);  // its start ends the kept answer
    EXPECT_NE(banners().find("限时"), std::string::npos);
    clock_.advance(std::chrono::seconds(60));
    EXPECT_EQ(banners().find("限时"), std::string::npos);
    EXPECT_NE(banners().find("常驻"), std::string::npos);
}

TEST_P(SiteContentTest, AHiddenAdvertIsNeverPublicAndStaysInTheConsole) {
    Advert hidden = banner("隐藏");
    hidden.visible = false;
    tx([&](db::Conn& c) { return site_->save_advert(c, own_, hidden).second; });
    EXPECT_EQ(banners().find("隐藏"), std::string::npos);
    auto listed = db_->with_conn([&](db::Conn& c) { return site_->admin_adverts(c, own_, kBannerPosition); });
    ASSERT_EQ(listed.size(), 1u);
    EXPECT_FALSE(listed[0].visible);
}

TEST(SiteContentRules, LinksArePathsOfThisSiteOrFullAddresses) {
    for (const char* ok : {"/employment", "/search?q=1&x=2", "https://bus.example.cn/a", "http://x.cn"}) {
        MenuItem m = menu("好");
        m.url = ok;
        EXPECT_NO_THROW(check_menu_form(m)) << ok;
    }
    for (const char* bad : {"//evil.example", "javascript:alert(1)", "/a b", "ftp://x.cn", "employment", "/x<y"}) {
        MenuItem m = menu("坏");
        m.url = bad;
        EXPECT_ANY_THROW(check_menu_form(m)) << bad;
    }
    MenuItem m = menu("接口");
    m.parameter_interface = "/school/getSchoolSign?x=1";
    EXPECT_NO_THROW(check_menu_form(m));
    m.parameter_interface = "/../admin";
    EXPECT_ANY_THROW(check_menu_form(m));
    m.parameter_interface = "   ";
    EXPECT_NO_THROW(check_menu_form(m));
    EXPECT_FALSE(m.parameter_interface.has_value());  // empty is none
}

XJ_INSTANTIATE_DB_TEST(SiteContentTest);

}  // namespace
}  // namespace xj::site
