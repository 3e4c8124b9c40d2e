#include "core/multipart.h"

#include <gtest/gtest.h>

namespace xj::core {
namespace {

TEST(Multipart, BoundaryFromTheContentType) {
    EXPECT_EQ(multipart_boundary("multipart/form-data; boundary=----abc123"), "----abc123");
    EXPECT_EQ(multipart_boundary("Multipart/Form-Data; charset=utf-8; BOUNDARY=\"a b;c\""), "a b;c");
    EXPECT_EQ(multipart_boundary("multipart/form-data"), std::nullopt);
    EXPECT_EQ(multipart_boundary("multipart/form-data; boundary="), std::nullopt);
    EXPECT_EQ(multipart_boundary("application/json; boundary=x"), std::nullopt);
    EXPECT_EQ(multipart_boundary("multipart/form-data; boundary=" + std::string(71, 'x')), std::nullopt);
}

TEST(Multipart, PartsWithNamesFilenamesTypesAndBinaryData) {
    std::string png("\x89PNG\r\n\x1a\n\0\r\n--x", 14);
    std::string body =
        "preamble\r\n--XB\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nhello\r\n"
        "--XB\r\ncontent-disposition: form-data; name=\"file\"; filename=\"a;b.png\"\r\n"
        "Content-Type: image/png\r\n\r\n" +
        png + "\r\n--XB--\r\n";
    auto parts = parse_multipart(body, "XB");
    ASSERT_TRUE(parts);
    ASSERT_EQ(parts->size(), 2U);
    EXPECT_EQ((*parts)[0].name, "title");
    EXPECT_EQ((*parts)[0].filename, std::nullopt);
    EXPECT_EQ((*parts)[0].data, "hello");
    const FormPart* file = find_part(*parts, "file");
    ASSERT_NE(file, nullptr);
    EXPECT_EQ(file->filename, "a;b.png");
    EXPECT_EQ(file->content_type, "image/png");
    EXPECT_EQ(file->data, png);
    EXPECT_EQ(find_part(*parts, "other"), nullptr);
}

TEST(Multipart, EmptyFileAndNoParts) {
    auto parts =
        parse_multipart("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\"\r\n\r\n\r\n--b--", "b");
    ASSERT_TRUE(parts);
    ASSERT_EQ(parts->size(), 1U);
    EXPECT_EQ((*parts)[0].filename, "");
    EXPECT_TRUE((*parts)[0].data.empty());
    auto none = parse_multipart("--b--\r\n", "b");
    ASSERT_TRUE(none);
    EXPECT_TRUE(none->empty());
}

TEST(Multipart, MalformedBodiesAreRefused) {
    EXPECT_FALSE(parse_multipart("", "b"));
    EXPECT_FALSE(parse_multipart("--b\r\nContent-Disposition: form-data; name=\"f\"\r\n\r\ndata without end", "b"));
    EXPECT_FALSE(parse_multipart("--b\r\nContent-Disposition: form-data; name=\"f\"\r\nno header end", "b"));
    EXPECT_FALSE(parse_multipart("--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--", "b"));  // no disposition
    EXPECT_FALSE(parse_multipart("--b\r\nContent-Disposition: attachment; name=\"f\"\r\n\r\nx\r\n--b--", "b"));
    EXPECT_FALSE(parse_multipart("--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--", "b"));  // no name
    EXPECT_FALSE(parse_multipart("--bX\r\n", "b"));
    EXPECT_FALSE(parse_multipart("--b\r\n\r\nx\r\n--b--", "b"));  // a part without headers
}

}  // namespace
}  // namespace xj::core
