#include "core/cookies.h"

#include <gtest/gtest.h>

#include "testing/request_support.h"

namespace xj::core {
namespace {

TEST(Cookies, FindsANamedCookieAmongOthers) {
    EXPECT_EQ(find_cookie("a=1; token=abc-_; isLogin=1", "token"), "abc-_");
    EXPECT_EQ(find_cookie("token=x", "token"), "x");
    EXPECT_EQ(find_cookie(" token = \"quoted\" ", "token"), "quoted");
    EXPECT_EQ(find_cookie("mytoken=1; token=2", "token"), "2");
    EXPECT_EQ(find_cookie("token=", "token"), "");
}

TEST(Cookies, AbsentOrMalformedIsNothing) {
    EXPECT_FALSE(find_cookie("", "token"));
    EXPECT_FALSE(find_cookie("tokenx=1; xtoken=2", "token"));
    EXPECT_FALSE(find_cookie("token", "token"));
    EXPECT_FALSE(find_cookie(";;;", "token"));
}

TEST(Cookies, RendersEveryAttribute) {
    SetCookie c{"token", "abc", std::chrono::seconds(120000)};
    EXPECT_EQ(render_set_cookie(c), "token=abc; Path=/; Max-Age=120000; HttpOnly; SameSite=Lax");
    c.secure = true;
    c.http_only = false;
    EXPECT_EQ(render_set_cookie(c), "token=abc; Path=/; Max-Age=120000; SameSite=Lax; Secure");
}

TEST(Cookies, RequestReadsItsCookieHeader) {
    auto req = testing::make_request(boost::beast::http::verb::get, "/", {}, {{"Cookie", "isLogin=1; token=t0k"}});
    EXPECT_EQ(req.cookie("token"), "t0k");
    EXPECT_FALSE(req.cookie("captchaKey"));
}

}  // namespace
}  // namespace xj::core
