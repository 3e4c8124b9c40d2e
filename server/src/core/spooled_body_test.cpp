#include "core/spooled_body.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <string>

#include <boost/asio/buffer.hpp>
#include <boost/beast/http/message.hpp>

namespace xj::core {
namespace {

namespace fs = std::filesystem;

class SpoolFileTest : public ::testing::Test {
protected:
    SpoolFileTest() : dir_(fs::temp_directory_path() / ("xj-spool-" + std::to_string(::getpid()))) {}
    ~SpoolFileTest() override { fs::remove_all(dir_); }
    fs::path dir_;
};

TEST_F(SpoolFileTest, KeepsWhatArrivesInAnUnnamedFileAndMapsIt) {
    SpoolFile file = SpoolFile::create(dir_ / "bodies");
    EXPECT_TRUE(fs::is_empty(dir_ / "bodies"));  // no name left in the folder
    boost::beast::error_code ec;
    std::string part(100'000, 'x');
    file.append(part.data(), part.size(), ec);
    ASSERT_FALSE(ec);
    file.append("学鲸", 6, ec);
    ASSERT_FALSE(ec);
    EXPECT_EQ(file.size(), 100'006U);
    SpoolFile moved = std::move(file);
    std::string_view body = moved.map();
    ASSERT_EQ(body.size(), 100'006U);
    EXPECT_EQ(body.substr(99'999, 7), "x学鲸");
    moved.append("more", 4, ec);  // mapped: no more appends
    EXPECT_TRUE(ec);
}

TEST_F(SpoolFileTest, AnEmptyFileMapsToAnEmptyView) {
    SpoolFile file = SpoolFile::create(dir_);
    EXPECT_TRUE(file.map().empty());
}

TEST_F(SpoolFileTest, TheBeastReaderWritesEveryBuffer) {
    boost::beast::http::request<SpooledBody> req;
    req.body() = SpoolFile::create(dir_);
    SpooledBody::reader reader(req.base(), req.body());
    boost::beast::error_code ec;
    reader.init(boost::none, ec);
    ASSERT_FALSE(ec);
    std::string a = "--b\r\n";
    std::string b = "内容";
    std::array<boost::asio::const_buffer, 2> buffers{boost::asio::buffer(a), boost::asio::buffer(b)};
    EXPECT_EQ(reader.put(buffers, ec), a.size() + b.size());
    reader.finish(ec);
    EXPECT_FALSE(ec);
    EXPECT_EQ(req.body().map(), "--b\r\n内容");

    boost::beast::http::request<SpooledBody> closed;  // no file opened: the read fails instead of losing the body
    SpooledBody::reader refused(closed.base(), closed.body());
    refused.init(boost::none, ec);
    EXPECT_TRUE(ec);
}

}  // namespace
}  // namespace xj::core
