// What a course data file may be called: the default name from the file name (its type: core/file_type_test.cpp).
#include <gtest/gtest.h>

#include "core/text.h"
#include "teaching/materials_rules.h"

namespace xj::teaching {
namespace {

TEST(MaterialRules, Names) {
    EXPECT_EQ(default_data_name("借贷记账法练习.md"), "借贷记账法练习");
    EXPECT_EQ(default_data_name(".profile"), ".profile");
    EXPECT_EQ(core::text::code_points(default_data_name(std::string(60 * 3, 'x') + ".txt")), 50U);
    std::string long_name;
    for (int i = 0; i < 60; ++i) long_name += "资";
    EXPECT_EQ(core::text::code_points(default_data_name(long_name + ".pdf")), 50U);
}

}  // namespace
}  // namespace xj::teaching
