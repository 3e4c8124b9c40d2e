// The shared readers of request fields: paging (one rule for every list) and signs (a string or an integer, since
// the spec's own defaults are numbers).
#include "core/input.h"

#include <gtest/gtest.h>

#include "core/api_error.h"
#include "testing/request_support.h"

namespace xj::core {
namespace {

namespace http = boost::beast::http;
using testing::make_request;
using testing::refusal;

Request post(boost::json::object body, std::string target = "/") {
    auto req = make_request(http::verb::post, std::move(target));
    req.set_json(std::move(body));
    return req;
}

Request get(std::string target) { return make_request(http::verb::get, std::move(target)); }

void expect_refused(const std::function<void()>& fn, std::string_view field, std::string_view msg) {
    ApiError e = refusal(fn);
    EXPECT_EQ(e.code(), ApiCode::kInvalid);
    EXPECT_EQ(e.field(), field);
    EXPECT_EQ(std::string_view(e.what()), msg);
}

TEST(ParsePage, DefaultsToPageOneOfFifteenOrTheRoutesOwnSize) {
    auto none = parse_page(post({}));
    EXPECT_EQ(none.page, 1);
    EXPECT_EQ(none.size, 15);
    EXPECT_EQ(none.offset(), 0);
    EXPECT_EQ(parse_page(post({}), 5).size, 5) << "messages list 5 a page";
    EXPECT_EQ(parse_page(post({{"page", nullptr}, {"size", ""}}), 3).size, 3) << "null and empty are absent";
    EXPECT_EQ(parse_page(get("/x?page=&page_size=")).size, 15);
}

TEST(ParsePage, ReadsPageAndPageSizeOrSizeFromTheBodyOrTheQuery) {
    auto body = parse_page(post({{"page", 3}, {"page_size", 20}}));
    EXPECT_EQ(body.page, 3);
    EXPECT_EQ(body.size, 20);
    EXPECT_EQ(body.offset(), 40);
    EXPECT_EQ(parse_page(post({{"size", 7}})).size, 7) << "size is page_size's short form";
    EXPECT_EQ(parse_page(post({{"size", 7}, {"page_size", 9}})).size, 9) << "page_size wins";
    auto text = parse_page(post({{"page", "2"}, {"page_size", " 10 "}, {"x", 1.0}}));
    EXPECT_EQ(text.page, 2);
    EXPECT_EQ(text.size, 10);
    EXPECT_EQ(parse_page(post({{"page", 2.0}})).page, 2) << "an integral number";
    auto query = parse_page(get("/x?page=4&size=6"));
    EXPECT_EQ(query.page, 4);
    EXPECT_EQ(query.size, 6);
    EXPECT_EQ(parse_page(get("/x?page_size=30&size=6")).size, 30);
}

TEST(ParsePage, RefusesOutOfRangeOrNonIntegerValuesNamingTheField) {
    expect_refused([] { parse_page(post({{"page", 0}})); }, "page", "校验未通过");
    expect_refused([] { parse_page(post({{"page", -1}})); }, "page", "校验未通过");
    expect_refused([] { parse_page(post({{"page", kPageMax + 1}})); }, "page", "校验未通过");
    expect_refused([] { parse_page(post({{"page", "two"}})); }, "page", "校验未通过");
    expect_refused([] { parse_page(post({{"page", 1.5}})); }, "page", "校验未通过");
    expect_refused([] { parse_page(post({{"page", true}})); }, "page", "校验未通过");
    expect_refused([] { parse_page(post({{"size", 0}})); }, "size", "校验未通过");
    expect_refused([] { parse_page(post({{"page_size", 51}})); }, "page_size", "校验未通过");
    expect_refused([] { parse_page(get("/x?page_size=abc")); }, "page_size", "校验未通过");
    expect_refused([] { parse_page(get("/x?page=0")); }, "page", "校验未通过");
    EXPECT_EQ(parse_page(post({{"page_size", 50}})).size, 50);
    EXPECT_EQ(parse_page(post({{"size", 10000}}), 10000, 10000).size, 10000) << "a route's own maximum";
    expect_refused([] { parse_page(post({{"size", 10001}}), 10000, 10000); }, "size", "校验未通过");
}

TEST(OptSign, TakesAStringOrAnIntegerAsTheSpecsDefaultsAreNumbers) {
    EXPECT_EQ(opt_sign(post({{"sign", "1"}}), "sign", "m"), "1");
    EXPECT_EQ(opt_sign(post({{"sign", 1}}), "sign", "m"), "1") << R"({"sign": 1} is school "1")";
    EXPECT_EQ(opt_sign(post({{"sign", 18446744073709551615ULL}}), "sign", "m"), "18446744073709551615");
    EXPECT_EQ(opt_sign(post({{"sign", " a1B "}}), "sign", "m"), "a1B") << "trimmed";
    EXPECT_EQ(opt_sign(get("/x?sign=abc"), "sign", "m"), "abc") << "the query string when the body has none";
    EXPECT_FALSE(opt_sign(post({}), "sign", "m"));
    EXPECT_FALSE(opt_sign(post({{"sign", nullptr}}), "sign", "m"));
    EXPECT_FALSE(opt_sign(post({{"sign", "  "}}), "sign", "m"));
}

TEST(OptSign, RefusesOtherTypesAndOverlongSignsWithTheCallersMessage) {
    for (const boost::json::value& bad :
         {boost::json::value(true), boost::json::value(1.5), boost::json::value(boost::json::array{1}),
          boost::json::value(boost::json::object{})})
        expect_refused(
            [&] {
                opt_sign(post({{"sign", bad}}), "sign", "学校标识必须是字符串");
            },
            "sign", "学校标识必须是字符串");
    EXPECT_TRUE(opt_sign(post({{"sign", std::string(kSignMax, 'a')}}), "sign", "m"));
    expect_refused([] { opt_sign(post({{"sign", std::string(kSignMax + 1, 'a')}}), "sign", "m"); }, "sign", "m");
}

TEST(RequiredSign, RefusesAMissingSignAndTakesTheFirstOfAFieldAndItsAlias) {
    EXPECT_EQ(required_sign(post({{"courseId", 42}}), "courseId", "m"), "42");
    expect_refused([] { required_sign(post({}), "courseId", "参数不能为空"); }, "courseId", "参数不能为空");
    expect_refused(
        [] {
            required_sign(post({{"courseId", ""}}), "courseId", "参数不能为空");
        },
        "courseId", "参数不能为空");
    EXPECT_EQ(required_sign(post({{"courseIdSign", "c2"}}), {"courseId", "courseIdSign"}, "m"), "c2");
    EXPECT_EQ(required_sign(post({{"courseId", 7}, {"courseIdSign", "c2"}}), {"courseId", "courseIdSign"}, "m"), "7");
    expect_refused(
        [] {
            required_sign(post({}), {"courseId", "courseIdSign"}, "请选择课程");
        },
        "courseId", "请选择课程");
}

TEST(SignValue, ReadsASignInsideAListAsAStringOrAnInteger) {
    EXPECT_EQ(sign_value(boost::json::value("s1")), "s1");
    EXPECT_EQ(sign_value(boost::json::value(12)), "12");
    EXPECT_FALSE(sign_value(boost::json::value("")));
    EXPECT_FALSE(sign_value(boost::json::value(nullptr)));
    EXPECT_FALSE(sign_value(boost::json::value(true)));
    EXPECT_FALSE(sign_value(boost::json::value(std::string(kSignMax + 1, 'a'))));
}

TEST(OptText, TakesTextOrANumberAndRefusesOtherTypes) {
    EXPECT_EQ(opt_text(post({{"studentCard", 2024010101}}), "studentCard", "m"), "2024010101");
    EXPECT_EQ(opt_text(post({{"userName", " 王 "}}), "userName", "m"), "王");
    EXPECT_FALSE(opt_text(post({{"userName", ""}}), "userName", "m"));
    expect_refused([] { opt_text(post({{"userName", boost::json::array{}}}), "userName", "m"); }, "userName", "m");
}

}  // namespace
}  // namespace xj::core
