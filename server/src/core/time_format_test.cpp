// Times in JSON and in forms (core/time_format.h): China time out, China time or an explicit offset in.
#include <gtest/gtest.h>

#include "core/time_format.h"

namespace xj::core {
namespace {

constexpr std::int64_t kMar1At8China = 1772323200;  // 2026-03-01T08:00:00+08:00

TEST(IsoTime, WritesChinaStandardTimeWithItsOffset) {
    EXPECT_EQ(iso_time(0), "1970-01-01T08:00:00+08:00");
    EXPECT_EQ(iso_time(1763722800), "2025-11-21T19:00:00+08:00");
    EXPECT_EQ(iso_time(kMar1At8China), "2026-03-01T08:00:00+08:00");
}

TEST(IsoTime, CrossesTheDateLineOfUtc) {
    EXPECT_EQ(iso_time(1763740800), "2025-11-22T00:00:00+08:00");  // 16:00 UTC
}

TEST(SheetTime, WritesChinaTimeWithASpaceAndNoOffset) {
    EXPECT_EQ(sheet_time(kMar1At8China), "2026-03-01 08:00:00");
    EXPECT_EQ(sheet_time(1763740800), "2025-11-22 00:00:00");
}

TEST(ParseTime, ChinaTimeUnlessTheTextCarriesAnOffset) {
    EXPECT_EQ(parse_time("2026-03-01 08:00"), kMar1At8China);
    EXPECT_EQ(parse_time("2026-03-01 08:00:30"), kMar1At8China + 30);
    EXPECT_EQ(parse_time("2026-03-01T08:00:00+08:00"), kMar1At8China);
    EXPECT_EQ(parse_time("2026-03-01T00:00:00Z"), kMar1At8China);
    EXPECT_EQ(parse_time("2026-03-01T00:00:00.123Z"), kMar1At8China);
    EXPECT_EQ(parse_time("2026-03-01"), kMar1At8China - 8 * 3600);
    for (const char* bad : {"", "2026-02-30 08:00", "2026-13-01 08:00", "2026-03-01 24:00", "2026/03/01 08:00",
                            "2026-03-01 08:00 extra", "tomorrow", "2026-03-01T08:00:00+8"})
        EXPECT_FALSE(parse_time(bad).has_value()) << bad;
}

}  // namespace
}  // namespace xj::core
