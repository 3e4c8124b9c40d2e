#include "core/request.h"

#include <gtest/gtest.h>

#include "core/api_error.h"
#include "core/input.h"
#include "testing/request_support.h"

namespace xj::core {
namespace {

namespace http = boost::beast::http;
using testing::make_request;

TEST(UrlDecode, DecodesPercentEscapesAndPlusInForms) {
    EXPECT_EQ(url_decode("%E5%AD%A6%E9%B2%B8", false), "学鲸");
    EXPECT_EQ(url_decode("a+b", true), "a b");
    EXPECT_EQ(url_decode("a+b", false), "a+b");
}

TEST(UrlDecode, RejectsBrokenEscapes) {
    EXPECT_FALSE(url_decode("%E5%A", false).has_value());
    EXPECT_FALSE(url_decode("%zz", false).has_value());
    EXPECT_FALSE(url_decode("%", false).has_value());
}

TEST(Request, SplitsPathAndQuery) {
    auto req = make_request(http::verb::get, "/api/v1/x?sign=abc&name=%E5%AD%A6+%E9%B2%B8&empty");
    EXPECT_EQ(req.path(), "/api/v1/x");
    EXPECT_EQ(req.query("sign"), "abc");
    EXPECT_EQ(req.query("name"), "学 鲸");
    EXPECT_EQ(req.query("empty"), "");
    EXPECT_FALSE(req.query("missing").has_value());
}

TEST(Request, StripsThePortFromTheHost) {
    auto req = make_request(http::verb::get, "/");
    EXPECT_EQ(req.host(), "localhost");
}

TEST(Request, ReadsAcceptEncoding) {
    EXPECT_TRUE(
        make_request(http::verb::get, "/", "", {{"Accept-Encoding", "gzip, deflate, br"}}).accepts_encoding("gzip"));
    EXPECT_TRUE(
        make_request(http::verb::get, "/", "", {{"Accept-Encoding", "br;q=1.0, GZIP;q=0.5"}}).accepts_encoding("gzip"));
    EXPECT_FALSE(make_request(http::verb::get, "/", "", {{"Accept-Encoding", "gzip;q=0"}}).accepts_encoding("gzip"));
    EXPECT_FALSE(make_request(http::verb::get, "/", "", {{"Accept-Encoding", "br"}}).accepts_encoding("gzip"));
    EXPECT_FALSE(make_request(http::verb::get, "/").accepts_encoding("gzip"));
    EXPECT_TRUE(make_request(http::verb::get, "/", "", {{"Accept-Encoding", "gzip, deflate, br, zstd"}})
                    .accepts_encoding("br"));
    EXPECT_FALSE(make_request(http::verb::get, "/", "", {{"Accept-Encoding", "gzip, br;q=0"}}).accepts_encoding("br"));
    EXPECT_FALSE(make_request(http::verb::get, "/", "", {{"Accept-Encoding", "gzip, brotli"}}).accepts_encoding("br"));
    EXPECT_FALSE(
        make_request(http::verb::get, "/", "", {{"Accept-Encoding", "br;q=0.0, gzip"}}).accepts_encoding("br"));
    EXPECT_FALSE(make_request(http::verb::get, "/", "", {{"Accept-Encoding", "br; Q=0"}}).accepts_encoding("br"));
    EXPECT_TRUE(make_request(http::verb::get, "/", "", {{"Accept-Encoding", "br;q=0.001"}}).accepts_encoding("br"));
    EXPECT_FALSE(make_request(http::verb::get, "/", "", {{"Accept-Encoding", "br;q=abc"}}).accepts_encoding("br"));
}

TEST(Input, ReadsStringsAndIntegersFromTheBody) {
    auto req = make_request(http::verb::post, "/");
    req.set_json(boost::json::object{{"sign", "abc"}, {"page", 2}, {"size", "15"}, {"bad", true}});
    auto in = Input::body(req);
    EXPECT_EQ(in.opt_string("sign", "x"), "abc");
    EXPECT_EQ(in.opt_int("page", "x"), 2);
    EXPECT_EQ(in.opt_int("size", "x"), 15);
    EXPECT_EQ(in.string_or("missing", "1", "x"), "1");
    EXPECT_FALSE(in.opt_int("missing", "x").has_value());
}

TEST(Input, NamesTheFieldOfAWrongType) {
    auto req = make_request(http::verb::post, "/");
    req.set_json(boost::json::object{{"sign", 123}, {"page", "two"}});
    try {
        (void)Input::body(req).opt_string("sign", "学校标识必须是字符串");
        FAIL() << "no error";
    } catch (const ApiError& e) {
        EXPECT_EQ(e.code(), ApiCode::kInvalid);
        EXPECT_EQ(e.field(), "sign");
        EXPECT_STREQ(e.what(), "学校标识必须是字符串");
    }
    EXPECT_THROW((void)Input::body(req).opt_int("page", "页码必须是整数"), ApiError);
}

TEST(Input, ParsesQueryIntegers) {
    auto req = make_request(http::verb::get, "/x?page=3&size=abc");
    EXPECT_EQ(Input::query(req).opt_int("page", "x"), 3);
    EXPECT_THROW((void)Input::query(req).opt_int("size", "x"), ApiError);
}

}  // namespace
}  // namespace xj::core
