// The one sign generator: kSignLength lower-case hex characters, fresh each time.
#include "core/sign.h"

#include <gtest/gtest.h>

#include <set>

namespace xj::core {
namespace {

TEST(MakeSign, IsSixteenLowerCaseHexCharacters) {
    for (int i = 0; i < 100; ++i) {
        std::string sign = make_sign();
        ASSERT_EQ(sign.size(), kSignLength);
        for (char c : sign) EXPECT_TRUE((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')) << sign;
    }
}

TEST(MakeSign, NeverRepeatsInPractice) {
    std::set<std::string> seen;
    for (int i = 0; i < 10000; ++i) seen.insert(make_sign());
    EXPECT_EQ(seen.size(), 10000U);
}

}  // namespace
}  // namespace xj::core
