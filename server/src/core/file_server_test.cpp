#include "core/file_server.h"

#include <gtest/gtest.h>

#include <fstream>

#include "testing/request_support.h"

namespace xj::core {
namespace {

namespace fs = std::filesystem;
namespace http = boost::beast::http;
using Kind = RangeRequest::Kind;

struct RangeCase {
    const char* header;
    std::uint64_t size;
    Kind kind;
    std::uint64_t first;
    std::uint64_t length;
};

TEST(ParseRange, Table) {
    const RangeCase cases[] = {
        {"", 100, Kind::kWhole, 0, 0},
        {"bytes=0-9", 100, Kind::kPart, 0, 10},
        {"bytes=10-19", 100, Kind::kPart, 10, 10},
        {"bytes=99-99", 100, Kind::kPart, 99, 1},
        {"bytes=90-", 100, Kind::kPart, 90, 10},
        {"bytes=0-", 100, Kind::kPart, 0, 100},
        {"bytes=50-1000", 100, Kind::kPart, 50, 50},  // last byte clamped to the end
        {"bytes=-10", 100, Kind::kPart, 90, 10},      // suffix
        {"bytes=-1000", 100, Kind::kPart, 0, 100},    // suffix longer than the file
        {"Bytes= 5 - 6 ", 100, Kind::kPart, 5, 2},    // unit case and spaces
        {"bytes=100-", 100, Kind::kUnsatisfiable, 0, 0},
        {"bytes=100-200", 100, Kind::kUnsatisfiable, 0, 0},
        {"bytes=-0", 100, Kind::kUnsatisfiable, 0, 0},
        {"bytes=0-0", 0, Kind::kUnsatisfiable, 0, 0},
        {"bytes=-5", 0, Kind::kUnsatisfiable, 0, 0},
        {"bytes=0-1,5-6", 100, Kind::kWhole, 0, 0},  // several ranges: whole file
        {"bytes=9-5", 100, Kind::kWhole, 0, 0},      // last before first: ignored
        {"bytes=abc", 100, Kind::kWhole, 0, 0},
        {"bytes=1-x", 100, Kind::kWhole, 0, 0},
        {"bytes=-", 100, Kind::kWhole, 0, 0},
        {"items=0-5", 100, Kind::kWhole, 0, 0},
        {"bytes=99999999999999999999999-", 100, Kind::kWhole, 0, 0},  // overflow: ignored
    };
    for (const auto& c : cases) {
        RangeRequest r = parse_range(c.header, c.size);
        EXPECT_EQ(r.kind, c.kind) << c.header;
        if (c.kind == Kind::kPart) {
            EXPECT_EQ(r.first, c.first) << c.header;
            EXPECT_EQ(r.length, c.length) << c.header;
        }
    }
}

class FileServerTest : public ::testing::Test {
protected:
    void SetUp() override {
        root_ = fs::temp_directory_path() / ("xj-files-" + std::to_string(::getpid()) + "-" +
                                             ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(root_ / "videos");
        std::ofstream(root_ / "videos" / "a.mp4", std::ios::binary) << "0123456789abcdefghij";
        files_ = std::make_unique<FileServer>(root_);
        files_->add_area("videos", [](const Request& req, const fs::path&) { return req.query("ok").has_value(); });
    }
    void TearDown() override { fs::remove_all(root_); }

    Response get(std::string target, std::vector<std::pair<std::string, std::string>> headers = {}) {
        return files_->serve(testing::make_request(http::verb::get, std::move(target), {}, std::move(headers)));
    }
    static std::string header(const Response& res, std::string_view name) {
        for (const auto& [n, v] : res.headers)
            if (n == name) return v;
        return "";
    }

    fs::path root_;
    std::unique_ptr<FileServer> files_;
};

TEST_F(FileServerTest, WholeFileAdvertisesRanges) {
    Response res = get("/files/videos/a.mp4?ok=1");
    EXPECT_EQ(res.status, http::status::ok);
    EXPECT_EQ(header(res, "Accept-Ranges"), "bytes");
    EXPECT_EQ(res.body_size(), 20U);
    EXPECT_FALSE(header(res, "ETag").empty());
}

TEST_F(FileServerTest, OneRangeIsPartialContentFromTheOffset) {
    Response res = get("/files/videos/a.mp4?ok=1", {{"Range", "bytes=5-9"}});
    EXPECT_EQ(res.status, http::status::partial_content);
    EXPECT_EQ(header(res, "Content-Range"), "bytes 5-9/20");
    const auto& body = std::get<FileBody>(res.body);
    EXPECT_EQ(body.offset, 5U);
    EXPECT_EQ(body.size, 5U);
    EXPECT_EQ(res.body_size(), 5U);
}

TEST_F(FileServerTest, UnsatisfiableIs416WithTheSize) {
    Response res = get("/files/videos/a.mp4?ok=1", {{"Range", "bytes=20-"}});
    EXPECT_EQ(res.status, http::status::range_not_satisfiable);
    EXPECT_EQ(header(res, "Content-Range"), "bytes */20");
    EXPECT_EQ(res.body_size(), 0U);
}

TEST_F(FileServerTest, IfRangeMismatchSendsTheWholeFile) {
    std::string etag = header(get("/files/videos/a.mp4?ok=1"), "ETag");
    Response same = get("/files/videos/a.mp4?ok=1", {{"Range", "bytes=0-1"}, {"If-Range", etag}});
    EXPECT_EQ(same.status, http::status::partial_content);
    Response other = get("/files/videos/a.mp4?ok=1", {{"Range", "bytes=0-1"}, {"If-Range", "\"stale\""}});
    EXPECT_EQ(other.status, http::status::ok);
    EXPECT_EQ(other.body_size(), 20U);
    Response weak = get("/files/videos/a.mp4?ok=1", {{"Range", "bytes=0-1"}, {"If-Range", "W/" + etag}});
    EXPECT_EQ(weak.status, http::status::ok);
}

TEST_F(FileServerTest, RefusedLikeMissing) {
    EXPECT_THROW(get("/files/videos/a.mp4"), ApiError);
    EXPECT_THROW(get("/files/videos/b.mp4?ok=1"), ApiError);
}

}  // namespace
}  // namespace xj::core
