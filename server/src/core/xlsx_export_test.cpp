// The Excel exporter: the sheet written under the tmp dir and removed with the answer, no file left by a failing
// fill, the file names and the row cap setting.
#include "core/xlsx_export.h"

#include <filesystem>
#include <stdexcept>
#include <string>
#include <variant>

#include <gtest/gtest.h>
#include <unistd.h>

namespace xj::core {
namespace {

TEST(Exporter, WritesTheSheetAndRemovesItWithTheAnswer) {
    Clock clock;
    Exporter x(clock);
    auto dir = std::filesystem::temp_directory_path() / ("xj-export-" + std::to_string(::getpid()));
    x.set_tmp_dir(dir);
    std::filesystem::path written;
    {
        Response res = x.answer("Python 入门-成绩-20270115.xlsx", {{"姓名", 10}, {"总成绩", 8}},
                                [](XlsxWriter& w) { w.text("张晓明").number(60).end_row(); });
        EXPECT_EQ(res.content_type, kXlsxType);
        const auto* file = std::get_if<FileBody>(&res.body);
        ASSERT_NE(file, nullptr);
        written = file->path;
        EXPECT_TRUE(std::filesystem::exists(written));
        EXPECT_EQ(written.parent_path(), dir);
        EXPECT_GT(file->size, 0U);
        bool disposition = false;
        for (const auto& [name, value] : res.headers)
            if (name == "Content-Disposition") {
                disposition = true;
                EXPECT_NE(value.find("filename*=UTF-8''Python%20%E5%85%A5%E9%97%A8-"), std::string::npos) << value;
            }
        EXPECT_TRUE(disposition);
    }
    EXPECT_FALSE(std::filesystem::exists(written));
    std::filesystem::remove_all(dir);
}

TEST(Exporter, AFailingFillLeavesNoFile) {
    Clock clock;
    Exporter x(clock);
    auto dir = std::filesystem::temp_directory_path() / ("xj-export-fail-" + std::to_string(::getpid()));
    x.set_tmp_dir(dir);
    EXPECT_THROW(x.answer("x.xlsx", {{"a", 8}}, [](XlsxWriter&) { throw std::runtime_error("boom"); }),
                 std::runtime_error);
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir)) ++files;
    EXPECT_EQ(files, 0U);
    std::filesystem::remove_all(dir);
}

TEST(Exporter, FileNamesAndTheCapSetting) {
    EXPECT_EQ(export_file_name("Python 入门", "学员名单", 1'800'000'000), "Python 入门-学员名单-20270115.xlsx");
    EXPECT_EQ(export_file_name("", "我的课程", 1'800'000'000 + 8 * 3600), "我的课程-20270116.xlsx");
    EXPECT_EQ(export_file_name("a/b:c", "成绩", 1'800'000'000), "a_b_c-成绩-20270115.xlsx");
    EXPECT_EQ(export_max_rows_from(nullptr), 50000);
    EXPECT_EQ(export_max_rows_from("40"), 40);
    EXPECT_EQ(export_max_rows_from("0"), 50000);
    EXPECT_EQ(export_max_rows_from("60000"), 50000);
    EXPECT_EQ(export_max_rows_from("4x"), 50000);
}

}  // namespace
}  // namespace xj::core
