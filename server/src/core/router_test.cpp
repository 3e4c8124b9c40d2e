#include "core/router.h"

#include <gtest/gtest.h>

namespace xj::core {
namespace {

namespace http = boost::beast::http;

Response answer(std::string text) {
    Response res;
    res.body = std::move(text);
    return res;
}

class RouterTest : public ::testing::Test {
protected:
    void SetUp() override {
        auto site = router.domain("site");
        site.get("/menu/getNavigationBar", Access::public_(), "menu", [](const Request&) { return answer("menu"); });
        site.get("/course/{sign}", Access::login(), "course", [](const Request&) { return answer("course"); });
        site.post("/course/{sign}", Access::role(Role::kTeacher), "save",
                  [](const Request&) { return answer("save"); });
        site.get("/course/{sign}/chapter/{chapterSign}", Access::public_(), "chapter",
                 [](const Request&) { return answer("chapter"); });
    }
    Router router;
};

TEST_F(RouterTest, MatchesExactPathsUnderTheApiBase) {
    auto match = router.match(http::verb::get, "/api/v1/menu/getNavigationBar");
    ASSERT_NE(match.route, nullptr);
    EXPECT_EQ(match.route->summary, "menu");
    EXPECT_EQ(match.route->domain, "site");
}

TEST_F(RouterTest, CapturesParamSegments) {
    auto match = router.match(http::verb::get, "/api/v1/course/abc/chapter/x9");
    ASSERT_NE(match.route, nullptr);
    ASSERT_EQ(match.params.size(), 2U);
    EXPECT_EQ(match.params[0], (std::pair<std::string, std::string>{"sign", "abc"}));
    EXPECT_EQ(match.params[1], (std::pair<std::string, std::string>{"chapterSign", "x9"}));
}

TEST_F(RouterTest, PicksTheRouteOfTheMethod) {
    EXPECT_EQ(router.match(http::verb::get, "/api/v1/course/abc").route->summary, "course");
    EXPECT_EQ(router.match(http::verb::post, "/api/v1/course/abc").route->summary, "save");
}

TEST_F(RouterTest, ReportsAKnownPathWithAnotherMethodForA405) {
    auto match = router.match(http::verb::delete_, "/api/v1/course/abc");
    EXPECT_EQ(match.route, nullptr);
    EXPECT_TRUE(match.path_known);
    EXPECT_EQ(match.allow, "GET, POST");
}

TEST_F(RouterTest, UnknownPathsMatchNothing) {
    auto match = router.match(http::verb::get, "/api/v1/nope");
    EXPECT_EQ(match.route, nullptr);
    EXPECT_FALSE(match.path_known);
    EXPECT_EQ(router.match(http::verb::get, "/api/v1/course/").route, nullptr);  // empty param
    EXPECT_EQ(router.match(http::verb::get, "/api/v1/course/a/b").route, nullptr);
}

TEST_F(RouterTest, HeadIsServedByTheGetRoute) {
    EXPECT_EQ(router.match(http::verb::head, "/api/v1/menu/getNavigationBar").route->summary, "menu");
}

TEST_F(RouterTest, RefusesDuplicateRoutes) {
    auto site = router.domain("site");
    EXPECT_THROW(site.get("/course/{other}", Access::public_(), "dup", [](const Request&) { return answer(""); }),
                 std::invalid_argument);
}

TEST_F(RouterTest, DescribesEveryRouteAsOneJsonLine) {
    std::string lines = router.describe_json_lines();
    EXPECT_EQ(std::count(lines.begin(), lines.end(), '\n'), 4);
    const std::string expected =
        R"x({"method":"POST","path":"/api/v1/course/{sign}","access":"role(teacher)","domain":"site","summary":"save"})x";
    EXPECT_NE(lines.find(expected), std::string::npos);
    EXPECT_NE(lines.find(R"("access":"login")"), std::string::npos);
}

TEST(Access, DescribesRoleLists) {
    EXPECT_EQ(Access::roles({Role::kTeacher, Role::kSchoolAdmin}).describe(), "role(teacher|schoolAdmin)");
    EXPECT_EQ(Access::public_().describe(), "public");
    EXPECT_EQ(Access::demo().describe(), "demo");
    EXPECT_FALSE(Access::public_().needs_user());
    EXPECT_TRUE(Access::role(Role::kStudent).needs_user());
}

}  // namespace
}  // namespace xj::core
