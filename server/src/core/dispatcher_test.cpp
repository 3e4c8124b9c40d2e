#include "core/dispatcher.h"

#include <chrono>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <boost/json/parse.hpp>

#include "testing/request_support.h"

namespace xj::core {
namespace {

namespace fs = std::filesystem;
namespace http = boost::beast::http;
namespace json = boost::json;
using testing::make_request;

constexpr std::size_t kUploadLimit = 50 * 1024 * 1024;

void write_file(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

std::string text_of(const Response& res) {
    if (auto* s = std::get_if<std::string>(&res.body)) return *s;
    if (auto* shared = std::get_if<SharedBytes>(&res.body)) return **shared;
    return {};
}

json::object envelope_of(const Response& res) { return json::parse(text_of(res)).as_object(); }

std::string header_of(const Response& res, std::string_view name) {
    for (const auto& [key, value] : res.headers) {
        if (key == name) return value;
    }
    return {};
}

class DispatcherTest : public ::testing::Test {
protected:
    DispatcherTest()
        : root_(fs::temp_directory_path() / ("xj-dispatch-" + std::to_string(::getpid()))),
          site_((prepare(root_), root_ / "web")),
          files_(root_ / "files") {
        auto api = router_.domain("test");
        api.get("/open", Access::public_(), "", [](const Request&) { return ok("open"); });
        api.post("/echo", Access::public_(), "", [](const Request& r) { return ok(r.json()); });
        api.get("/mine", Access::login(), "",
                [](const Request& r) { return ok(boost::json::value(r.current_user().name)); });
        api.get("/teach", Access::role(Role::kTeacher), "", [](const Request&) { return ok("taught"); });
        api.post("/save", Access::role(Role::kTeacher), "", [](const Request&) { return ok("saved"); });
        api.get("/dev", Access::demo(), "", [](const Request&) { return ok("dev"); });
        api.get("/boom", Access::public_(), "", [](const Request&) -> Response { throw std::runtime_error("secret"); });
        api.post("/upload", Access::public_(), "", [](const Request&) { return ok(); })
            .limit_body(kUploadLimit)
            .accept_multipart();
        api.put("/chunk", Access::public_(), "",
                [](const Request& r) { return ok(boost::json::value(std::string(r.body()))); })
            .limit_body(kUploadLimit)
            .accept_raw_body();
        api.post("/notify", Access::public_(), "",
                 [](const Request& r) { return ok(boost::json::value(std::string(r.body()))); })
            .accept_form_body();
        api.get("/refuse", Access::public_(), "",
                [](const Request&) -> Response { throw ApiError::business("学校不存在"); });
        files_.add_public_area("site");
        files_.add_area("private", [](const Request&, const fs::path&) { return false; });
    }
    ~DispatcherTest() override { fs::remove_all(root_); }

    static void prepare(const fs::path& root) {
        write_file(root / "web" / "index.html", "<html>学鲸</html>");
        write_file(root / "web" / "assets" / "app-1a2b3c4d.js", "console.log(1)");
        write_file(root / "web" / "assets" / "app-1a2b3c4d.js.gz", "GZIPPED");
        write_file(root / "web" / "assets" / "app-1a2b3c4d.js.br", "BROTLI");
        // A compressed copy from an earlier build: older than the page, so never served.
        write_file(root / "web" / "index.html.gz", "STALE");
        fs::last_write_time(root / "web" / "index.html.gz",
                            fs::last_write_time(root / "web" / "index.html") - std::chrono::hours(1));
        write_file(root / "files" / "site" / "logo.png", "PNG");
        write_file(root / "files" / "private" / "answer.txt", "secret");
    }

    Outcome run(Request req, bool demo = false) {
        Dispatcher d(router_, site_, files_, demo, 100, 101);
        d.set_authenticator(authenticator_);
        return d.handle(req);
    }

    fs::path root_;
    Router router_;
    StaticSite site_;
    FileServer files_;
    Authenticator authenticator_;
};

TEST_F(DispatcherTest, PlansTheBodyFromTheRoute) {
    Dispatcher d(router_, site_, files_, false, 100, 101);
    EXPECT_EQ(d.body_plan(http::verb::post, "/api/v1/echo?x=1").limit, kPublicBodyLimit);  // anyone may call it
    EXPECT_FALSE(d.body_plan(http::verb::post, "/api/v1/echo").caller_first);
    EXPECT_EQ(d.body_plan(http::verb::post, "/api/v1/upload").limit, kUploadLimit);  // declared
    EXPECT_EQ(d.body_plan(http::verb::post, "/api/v1/save").limit, kJsonBodyLimit);
    EXPECT_TRUE(d.body_plan(http::verb::post, "/api/v1/save").caller_first);
    EXPECT_EQ(d.body_plan(http::verb::post, "/api/v1/unknown").limit, kJsonBodyLimit);
}

TEST_F(DispatcherTest, AdmitsFromTheHeaderAloneAndKeepsTheCaller) {
    int lookups = 0;
    authenticator_ = [&lookups](const Request& r) -> std::optional<AuthUser> {
        ++lookups;
        if (r.cookie("token") != "good") return std::nullopt;
        return AuthUser{7, "u7", "王老师", {Role::kTeacher}, 1};
    };
    Dispatcher d(router_, site_, files_, false, 100, 101);
    d.set_authenticator(authenticator_);

    Request anonymous = make_request(http::verb::post, "/api/v1/save", "");
    auto refused = d.admit(anonymous);
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->code(), ApiCode::kNotLoggedIn);

    Request cross_site = make_request(http::verb::post, "/api/v1/save", "",
                                      {{"Cookie", "token=good"}, {"Origin", "https://evil.example"}});
    ASSERT_TRUE(d.admit(cross_site));
    EXPECT_EQ(d.admit(cross_site)->code(), ApiCode::kNoPermission);

    Request teacher = make_request(http::verb::post, "/api/v1/save", "{}",
                                   {{"Cookie", "token=good"}, {"Content-Type", "application/json"}});
    EXPECT_FALSE(d.admit(teacher));
    ASSERT_TRUE(teacher.user());
    lookups = 0;
    auto out = d.handle(teacher);  // the body is read later: the caller found from the header is kept
    EXPECT_EQ(out.response.status, http::status::ok);
    EXPECT_EQ(lookups, 0);
}

TEST_F(DispatcherTest, AcceptsMultipartOnlyWhereTheRouteTakesUploads) {
    auto upload = run(make_request(http::verb::post, "/api/v1/upload", "--b--",
                                   {{"Content-Type", "multipart/form-data; boundary=b"}}));
    EXPECT_EQ(upload.response.status, http::status::ok);
    auto echo = run(
        make_request(http::verb::post, "/api/v1/echo", "--b--", {{"Content-Type", "multipart/form-data; boundary=b"}}));
    EXPECT_EQ(echo.response.status, http::status::bad_request);
}

TEST_F(DispatcherTest, AcceptsRawOctetsOnlyWhereTheRouteDeclaresThem) {
    auto chunk =
        run(make_request(http::verb::put, "/api/v1/chunk", "\x01raw", {{"Content-Type", "application/octet-stream"}}));
    EXPECT_EQ(chunk.response.status, http::status::ok);
    EXPECT_NE(std::get<std::string>(chunk.response.body).find("raw"), std::string::npos);
    auto echo =
        run(make_request(http::verb::post, "/api/v1/echo", "raw", {{"Content-Type", "application/octet-stream"}}));
    EXPECT_EQ(echo.response.status, http::status::bad_request);
    auto json = run(make_request(http::verb::put, "/api/v1/chunk", "{}", {{"Content-Type", "application/json"}}));
    EXPECT_EQ(json.response.status, http::status::bad_request);
}

TEST_F(DispatcherTest, AcceptsAFormBodyOnlyWhereTheRouteDeclaresIt) {
    auto form = run(make_request(http::verb::post, "/api/v1/notify", "a=1&b=%E5%AD%A6",
                                 {{"Content-Type", "application/x-www-form-urlencoded; charset=utf-8"}}));
    EXPECT_EQ(form.response.status, http::status::ok);
    EXPECT_NE(std::get<std::string>(form.response.body).find("a=1&b=%E5%AD%A6"), std::string::npos);
    auto echo = run(
        make_request(http::verb::post, "/api/v1/echo", "a=1", {{"Content-Type", "application/x-www-form-urlencoded"}}));
    EXPECT_EQ(echo.response.status, http::status::bad_request);
}

TEST_F(DispatcherTest, AnswersUnknownApiPathsWith404Envelope) {
    auto out = run(make_request(http::verb::get, "/api/v1/nope"));
    EXPECT_EQ(out.response.status, http::status::not_found);
    EXPECT_EQ(envelope_of(out.response).at("code").as_int64(), 404);
    EXPECT_EQ(envelope_of(out.response).at("msg").as_string(), "请求的资源不存在");
}

TEST_F(DispatcherTest, AnswersAWrongMethodWith405AndAllow) {
    auto out = run(make_request(http::verb::post, "/api/v1/open", "{}", {{"Content-Type", "application/json"}}));
    EXPECT_EQ(out.response.status, http::status::method_not_allowed);
    EXPECT_EQ(header_of(out.response, "Allow"), "GET");
}

TEST_F(DispatcherTest, ParsesJsonBodiesOnce) {
    auto out = run(make_request(http::verb::post, "/api/v1/echo", R"({"a":"学"})",
                                {{"Content-Type", "application/json; charset=utf-8"}}));
    EXPECT_EQ(envelope_of(out.response).at("data").at("a").as_string(), "学");
}

TEST_F(DispatcherTest, RefusesMalformedTooDeepAndNonJsonBodies) {
    auto bad = run(make_request(http::verb::post, "/api/v1/echo", "{", {{"Content-Type", "application/json"}}));
    EXPECT_EQ(bad.response.status, http::status::bad_request);
    EXPECT_EQ(envelope_of(bad.response).at("code").as_int64(), -2);
    EXPECT_EQ(envelope_of(bad.response).at("msg").as_string(), "请求体不是有效的JSON");

    std::string deep = std::string(40, '[') + std::string(40, ']');
    auto too_deep = run(make_request(http::verb::post, "/api/v1/echo", R"({"a":)" + deep + "}",
                                     {{"Content-Type", "application/json"}}));
    EXPECT_EQ(envelope_of(too_deep.response).at("msg").as_string(), "请求体嵌套过深");

    auto text = run(make_request(http::verb::post, "/api/v1/echo", "{}", {{"Content-Type", "text/plain"}}));
    EXPECT_EQ(envelope_of(text.response).at("msg").as_string(), "请求必须是JSON格式");

    auto array = run(make_request(http::verb::post, "/api/v1/echo", "[1]", {{"Content-Type", "application/json"}}));
    EXPECT_EQ(envelope_of(array.response).at("code").as_int64(), -2);
}

TEST_F(DispatcherTest, RefusesWritesFromAnotherOrigin) {
    auto out = run(make_request(http::verb::post, "/api/v1/echo", "{}",
                                {{"Content-Type", "application/json"}, {"Origin", "https://evil.example"}}));
    EXPECT_EQ(out.response.status, http::status::forbidden);
    EXPECT_EQ(envelope_of(out.response).at("code").as_int64(), -6);
    auto same = run(make_request(http::verb::post, "/api/v1/echo", "{}",
                                 {{"Content-Type", "application/json"}, {"Origin", "http://localhost:8080"}}));
    EXPECT_EQ(same.response.status, http::status::ok);
}

TEST_F(DispatcherTest, EnforcesTheAccessRuleOfTheRoute) {
    auto anonymous = run(make_request(http::verb::get, "/api/v1/mine"));
    EXPECT_EQ(anonymous.response.status, http::status::unauthorized);
    EXPECT_EQ(envelope_of(anonymous.response).at("code").as_int64(), -1001);

    authenticator_ = [](const Request&) { return AuthUser{7, "s", "小明", {Role::kStudent}, 1}; };
    EXPECT_EQ(envelope_of(run(make_request(http::verb::get, "/api/v1/mine")).response).at("data").as_string(), "小明");
    auto student = run(make_request(http::verb::get, "/api/v1/teach"));
    EXPECT_EQ(student.response.status, http::status::forbidden);
    EXPECT_EQ(envelope_of(student.response).at("msg").as_string(), "您没有权限访问!");

    authenticator_ = [](const Request&) { return AuthUser{8, "t", "王老师", {Role::kTeacher}, 1}; };
    EXPECT_EQ(run(make_request(http::verb::get, "/api/v1/teach")).response.status, http::status::ok);
}

TEST_F(DispatcherTest, HidesDemoRoutesUnlessInDemoMode) {
    EXPECT_EQ(run(make_request(http::verb::get, "/api/v1/dev")).response.status, http::status::not_found);
    EXPECT_EQ(run(make_request(http::verb::get, "/api/v1/dev"), true).response.status, http::status::ok);
}

TEST_F(DispatcherTest, AnswersUnexpectedErrorsWithoutDetail) {
    auto out = run(make_request(http::verb::get, "/api/v1/boom"));
    EXPECT_EQ(out.response.status, http::status::internal_server_error);
    EXPECT_EQ(envelope_of(out.response).at("code").as_int64(), -9999);
    EXPECT_EQ(text_of(out.response).find("secret"), std::string::npos);
}

TEST_F(DispatcherTest, AnswersBusinessErrorsWith200AndTheirMessage) {
    auto out = run(make_request(http::verb::get, "/api/v1/refuse"));
    EXPECT_EQ(out.response.status, http::status::ok);
    EXPECT_EQ(envelope_of(out.response).at("code").as_int64(), -1000);
    EXPECT_EQ(envelope_of(out.response).at("msg").as_string(), "学校不存在");
}

TEST_F(DispatcherTest, ServesHashedAssetsImmutableAndIndexRevalidated) {
    auto asset = run(make_request(http::verb::get, "/assets/app-1a2b3c4d.js"));
    EXPECT_EQ(header_of(asset.response, "Cache-Control"), "public, max-age=31536000, immutable");
    EXPECT_EQ(text_of(asset.response), "console.log(1)");
    auto gz = run(make_request(http::verb::get, "/assets/app-1a2b3c4d.js", "", {{"Accept-Encoding", "gzip"}}));
    EXPECT_EQ(header_of(gz.response, "Content-Encoding"), "gzip");
    EXPECT_EQ(text_of(gz.response), "GZIPPED");
    // Brotli first when the browser takes it; each variant has its own validator.
    auto br =
        run(make_request(http::verb::get, "/assets/app-1a2b3c4d.js", "", {{"Accept-Encoding", "gzip, deflate, br"}}));
    EXPECT_EQ(header_of(br.response, "Content-Encoding"), "br");
    EXPECT_EQ(text_of(br.response), "BROTLI");
    EXPECT_EQ(header_of(br.response, "Vary"), "Accept-Encoding");
    EXPECT_NE(header_of(br.response, "ETag"), header_of(gz.response, "ETag"));
    EXPECT_NE(header_of(br.response, "ETag"), header_of(asset.response, "ETag"));
    auto again = run(make_request(http::verb::get, "/assets/app-1a2b3c4d.js", "",
                                  {{"Accept-Encoding", "br"}, {"If-None-Match", header_of(br.response, "ETag")}}));
    EXPECT_EQ(again.response.status, http::status::not_modified);
    EXPECT_EQ(run(make_request(http::verb::get, "/assets/app-1a2b3c4d.js.br")).response.status,
              http::status::not_found);
    auto index = run(make_request(http::verb::get, "/"));
    EXPECT_EQ(header_of(index.response, "Cache-Control"), "no-cache");
    EXPECT_EQ(index.metric_slot, 100U);
}

TEST_F(DispatcherTest, LeavesOutACompressedCopyOlderThanItsFile) {
    auto index = run(make_request(http::verb::get, "/", "", {{"Accept-Encoding", "gzip, br"}}));
    EXPECT_EQ(header_of(index.response, "Content-Encoding"), "");
    EXPECT_EQ(text_of(index.response), "<html>学鲸</html>");
}

TEST_F(DispatcherTest, FallsBackToIndexForClientRoutesOnly) {
    EXPECT_EQ(text_of(run(make_request(http::verb::get, "/courseDetail/12")).response), "<html>学鲸</html>");
    EXPECT_EQ(run(make_request(http::verb::get, "/assets/missing-00000000.js")).response.status,
              http::status::not_found);
    EXPECT_EQ(run(make_request(http::verb::get, "/api/v1/courseDetail")).response.status, http::status::not_found);
    EXPECT_EQ(run(make_request(http::verb::get, "/files/nothing/here")).response.status, http::status::not_found);
    EXPECT_EQ(run(make_request(http::verb::post, "/courseDetail/12")).response.status, http::status::not_found);
}

TEST_F(DispatcherTest, ServesPublicFilesAndHidesRefusedOnes) {
    auto logo = run(make_request(http::verb::get, "/files/site/logo.png"));
    ASSERT_EQ(logo.response.status, http::status::ok);
    EXPECT_EQ(logo.response.content_type, "image/png");
    EXPECT_EQ(std::get<FileBody>(logo.response.body).size, 3U);
    EXPECT_EQ(run(make_request(http::verb::get, "/files/private/answer.txt")).response.status, http::status::not_found);
    EXPECT_EQ(run(make_request(http::verb::get, "/files/site/../private/answer.txt")).response.status,
              http::status::not_found);
    EXPECT_EQ(run(make_request(http::verb::get, "/files/site/%2e%2e/private/answer.txt")).response.status,
              http::status::not_found);
}

}  // namespace
}  // namespace xj::core
