#include "core/time_format.h"

#include <gtest/gtest.h>

namespace xj::core {
namespace {

TEST(IsoTime, WritesChinaStandardTimeWithItsOffset) {
    EXPECT_EQ(iso_time(0), "1970-01-01T08:00:00+08:00");
    EXPECT_EQ(iso_time(1763722800), "2025-11-21T19:00:00+08:00");
}

TEST(IsoTime, CrossesTheDateLineOfUtc) {
    EXPECT_EQ(iso_time(1763740800), "2025-11-22T00:00:00+08:00");  // 16:00 UTC
}

}  // namespace
}  // namespace xj::core
