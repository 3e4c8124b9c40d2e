#include "core/response.h"

#include <filesystem>
#include <fstream>
#include <optional>

#include <gtest/gtest.h>
#include <unistd.h>
#include <boost/json/parse.hpp>

namespace xj::core {
namespace {

namespace http = boost::beast::http;
namespace json = boost::json;

json::object body_of(const Response& res) { return json::parse(std::get<std::string>(res.body)).as_object(); }

TEST(Envelope, WrapsDataWithCode200) {
    auto res = ok(json::array{1, 2});
    auto body = body_of(res);
    EXPECT_EQ(res.status, http::status::ok);
    EXPECT_EQ(body.at("code").as_int64(), 200);
    EXPECT_EQ(body.at("data").as_array().size(), 2U);
    EXPECT_TRUE(body.at("extend").is_null());
    EXPECT_EQ(res.content_type, "application/json; charset=utf-8");
}

TEST(Envelope, CarriesTheContractsOwnSuccessMessage) {
    auto res = ok_with_msg(json::object{{"idSign", "m1"}}, "发布成功");
    auto body = body_of(res);
    EXPECT_EQ(res.status, http::status::ok);
    EXPECT_EQ(body.at("code").as_int64(), 200);
    EXPECT_EQ(body.at("msg").as_string(), "发布成功");
    EXPECT_EQ(body.at("data").as_object().at("idSign").as_string(), "m1");
}

TEST(Envelope, CarriesTheFieldOfAValidationError) {
    auto res = error_response(ApiError::invalid("mobile", "请输入正确的手机号"));
    auto body = body_of(res);
    EXPECT_EQ(res.status, http::status::bad_request);
    EXPECT_EQ(body.at("code").as_int64(), -2);
    EXPECT_EQ(body.at("msg").as_string(), "请输入正确的手机号");
    EXPECT_EQ(body.at("data").at("field").as_string(), "mobile");
}

TEST(Envelope, CarriesFurtherDataBesideTheField) {
    ApiError error = ApiError::business("请输入验证码", "code");
    error.with("captchaRequired", true);
    auto body = body_of(error_response(error));
    EXPECT_EQ(body.at("code").as_int64(), -1000);
    EXPECT_EQ(body.at("data").at("field").as_string(), "code");
    EXPECT_EQ(body.at("data").at("captchaRequired").as_bool(), true);
}

TEST(Envelope, ClosesTheConnectionAfterOversizedRequests) {
    EXPECT_TRUE(error_response(ApiError::of(ApiCode::kPayloadTooLarge)).close);
    EXPECT_FALSE(error_response(ApiError::not_found()).close);
}

struct StatusCase {
    ApiCode code;
    http::status status;
    std::string_view message;
};

class CatalogueTest : public ::testing::TestWithParam<StatusCase> {};

TEST_P(CatalogueTest, MapsEachCodeToOneStatusAndTheSpecsMessage) {
    const auto& c = GetParam();
    EXPECT_EQ(http_status_for(c.code), c.status);
    EXPECT_EQ(default_message(c.code), c.message);
}

INSTANTIATE_TEST_SUITE_P(
    SpecCatalogue, CatalogueTest,
    ::testing::Values(StatusCase{ApiCode::kOk, http::status::ok, "操作成功"},
                      StatusCase{ApiCode::kNoPermission, http::status::forbidden, "您没有权限访问!"},
                      StatusCase{ApiCode::kFailed, http::status::ok, "请求失败，请稍后重试"},
                      StatusCase{ApiCode::kInvalid, http::status::bad_request, "校验未通过"},
                      StatusCase{ApiCode::kInsertFailed, http::status::ok, "插入数据异常"},
                      StatusCase{ApiCode::kDuplicateSubmit, http::status::ok, "请勿重复提交"},
                      StatusCase{ApiCode::kCaptchaWrong, http::status::ok, "验证码错误!"},
                      StatusCase{ApiCode::kBusy, http::status::internal_server_error, "系统繁忙,请稍后重试!"},
                      StatusCase{ApiCode::kNotLoggedIn, http::status::unauthorized, "请登录"},
                      StatusCase{ApiCode::kBusiness, http::status::ok, ""},
                      StatusCase{ApiCode::kNotFound, http::status::not_found, "请求的资源不存在"},
                      StatusCase{ApiCode::kMethodNotAllowed, http::status::method_not_allowed, "请求方法不被允许"},
                      StatusCase{ApiCode::kPayloadTooLarge, http::status::payload_too_large, "请求内容过大"},
                      StatusCase{ApiCode::kTooManyRequests, http::status::too_many_requests,
                                 "您的请求过于频繁，请稍后重试"}));

}  // namespace
}  // namespace xj::core

namespace xj::core {
namespace {

TEST(TempFileBody, TheFileIsRemovedWithTheLastCopyOfTheAnswer) {
    auto path = std::filesystem::temp_directory_path() / ("xj-temp-body-" + std::to_string(::getpid()) + ".bin");
    { std::ofstream(path) << "bytes"; }
    ASSERT_TRUE(std::filesystem::exists(path));
    std::optional<Response> copy;
    {
        Response res;
        res.body = FileBody{path, 5, 0, std::make_shared<const TempFile>(path)};
        EXPECT_EQ(res.body_size(), 5U);
        copy = res;
    }
    EXPECT_TRUE(std::filesystem::exists(path));  // one answer still holds it
    copy.reset();
    EXPECT_FALSE(std::filesystem::exists(path));
}

TEST(TempFileBody, APlainFileBodyLeavesTheFileAlone) {
    auto path = std::filesystem::temp_directory_path() / ("xj-plain-body-" + std::to_string(::getpid()) + ".bin");
    { std::ofstream(path) << "bytes"; }
    {
        Response res;
        res.body = FileBody{path, 5};
    }
    EXPECT_TRUE(std::filesystem::exists(path));
    std::filesystem::remove(path);
}

}  // namespace
}  // namespace xj::core
