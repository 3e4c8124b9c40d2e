// QR codes as PNG (core/qr_code.h); the modules themselves are decoded by site's demo image tests (draw_qr).
#include "core/qr_code.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace xj::core {
namespace {

TEST(QrPng, IsAPngOfTheAskedSize) {
    std::string png = qr_png("http://localhost:8080/pay/0123456789abcdef0123456789abcdef", 360);
    ASSERT_GT(png.size(), 24U);
    EXPECT_EQ(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
    auto be32 = [&](std::size_t at) {
        return (static_cast<unsigned char>(png[at]) << 24) | (static_cast<unsigned char>(png[at + 1]) << 16) |
               (static_cast<unsigned char>(png[at + 2]) << 8) | static_cast<unsigned char>(png[at + 3]);
    };
    EXPECT_EQ(be32(16), 360U);  // IHDR width
    EXPECT_EQ(be32(20), 360U);  // and height
}

TEST(QrPng, RefusesWhatCannotBeACode) {
    EXPECT_THROW(qr_png("", 360), std::runtime_error);
    EXPECT_THROW(qr_png(std::string_view("a\0b", 3), 360), std::runtime_error);
    EXPECT_THROW(qr_png("https://xuejing.example.cn", 20), std::runtime_error);
    EXPECT_THROW(qr_png("https://xuejing.example.cn", kQrMaxSizePx + 1), std::runtime_error);
    EXPECT_THROW(qr_png(std::string(10000, 'x'), 360), std::runtime_error);
}

}  // namespace
}  // namespace xj::core
