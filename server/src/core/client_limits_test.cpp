#include "core/client_limits.h"

#include <gtest/gtest.h>

#include <vector>

namespace xj::core {
namespace {

TEST(ClientLimitsTest, CapsConnectionsPerAddressAndFreesSlotsWhenReleased) {
    ClientLimits limits(ClientLimitSettings{10, 2, 1});
    auto a1 = limits.open_connection("10.0.0.1");
    auto a2 = limits.open_connection("10.0.0.1");
    EXPECT_TRUE(a1);
    EXPECT_TRUE(a2);
    EXPECT_FALSE(limits.open_connection("10.0.0.1"));  // the third from one address
    EXPECT_TRUE(limits.open_connection("10.0.0.2"));   // another address is not affected
    a1.release();
    EXPECT_TRUE(limits.open_connection("10.0.0.1"));
    EXPECT_EQ(limits.connections(), 1U);  // a2 only: the others were temporaries, released at once
}

TEST(ClientLimitsTest, CapsConnectionsInAll) {
    ClientLimits limits(ClientLimitSettings{3, 3, 1});
    std::vector<ClientLimits::Slot> held;
    for (int i = 0; i < 3; ++i) held.push_back(limits.open_connection("10.0.1." + std::to_string(i)));
    EXPECT_FALSE(limits.open_connection("10.0.2.1"));
    held.pop_back();
    EXPECT_TRUE(limits.open_connection("10.0.2.1"));
}

TEST(ClientLimitsTest, CapsUploadsPerAddressAndMovesSlots) {
    ClientLimits limits(ClientLimitSettings{10, 10, 2});
    auto conn = limits.open_connection("10.0.0.1");
    auto u1 = limits.begin_upload("10.0.0.1");
    ClientLimits::Slot u2;
    u2 = limits.begin_upload("10.0.0.1");
    EXPECT_TRUE(u1);
    EXPECT_TRUE(u2);
    EXPECT_FALSE(limits.begin_upload("10.0.0.1"));
    ClientLimits::Slot moved(std::move(u1));
    EXPECT_FALSE(limits.begin_upload("10.0.0.1"));  // a moved slot still holds its place
    moved.release();
    EXPECT_TRUE(limits.begin_upload("10.0.0.1"));
    EXPECT_EQ(limits.connections(), 1U);
}

}  // namespace
}  // namespace xj::core
