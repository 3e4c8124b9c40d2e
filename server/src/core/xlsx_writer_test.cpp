#include "core/xlsx_writer.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <gtest/gtest.h>
#include <unistd.h>

#include "core/xlsx_reader.h"

namespace xj::core {
namespace {

std::filesystem::path scratch_dir() {
    auto dir = std::filesystem::temp_directory_path() / ("xj-xlsx-writer-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    return dir;
}

std::string slurp(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(XlsxWriter, WritesAHeaderRowAndTextAndNumberCellsThatReadBack) {
    auto dir = scratch_dir();
    auto path = dir / "成绩.xlsx";
    {
        XlsxWriter w(path, "成绩", {{"姓名", 10}, {"学号", 14}, {"总成绩", 8}, {"是否及格", 8}});
        w.text("刘子涵").text("2024010101").number(86.5).text("是").end_row();
        w.text("王 五").blank().number(0).text("否").end_row();
        w.text("陈\x01静").text("").number(100).text("是").end_row();
        EXPECT_EQ(w.rows(), 3U);
        w.close();
        w.close();  // idempotent
    }
    std::string bytes = slurp(path);
    ASSERT_TRUE(looks_like_zip(bytes));
    auto rows = read_xlsx(bytes);
    ASSERT_TRUE(rows);
    ASSERT_EQ(rows->size(), 4U);
    EXPECT_EQ((*rows)[0], (std::vector<std::string>{"姓名", "学号", "总成绩", "是否及格"}));
    EXPECT_EQ((*rows)[1], (std::vector<std::string>{"刘子涵", "2024010101", "86.5", "是"}));
    ASSERT_GE((*rows)[2].size(), 4U);
    EXPECT_EQ((*rows)[2][0], "王 五");
    EXPECT_EQ((*rows)[2][1], "");
    EXPECT_EQ((*rows)[2][2], "0");
    EXPECT_EQ((*rows)[3][0], "陈静");  // the control character is dropped, not an invalid XML file
    EXPECT_EQ((*rows)[3][2], "100");
    // The header is bold and frozen, the widths set (the parts libxlsxwriter writes for them).
    EXPECT_NE(bytes.find("xl/styles.xml"), std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST(XlsxWriter, AnEmptyListIsJustTheHeader) {
    auto dir = scratch_dir();
    auto path = dir / "empty.xlsx";
    {
        XlsxWriter w(path, "Sheet", {{"激活码", 20}});
        w.close();
    }
    auto rows = read_xlsx(slurp(path));
    ASSERT_TRUE(rows);
    ASSERT_EQ(rows->size(), 1U);
    EXPECT_EQ((*rows)[0], std::vector<std::string>{"激活码"});
    std::filesystem::remove_all(dir);
}

TEST(XlsxWriter, ClosesOnDestructionAndLeavesNoTemporaryFiles) {
    auto dir = scratch_dir();
    auto path = dir / "many.xlsx";
    {
        XlsxWriter w(path, "Sheet", {{"n", 8}, {"text", 20}}, dir);
        for (int i = 0; i < 5000; ++i) w.number(i).text("行 " + std::to_string(i)).end_row();
    }
    auto rows = read_xlsx(slurp(path));
    ASSERT_TRUE(rows);
    EXPECT_EQ(rows->size(), 5001U);
    EXPECT_EQ((*rows)[5000], (std::vector<std::string>{"4999", "行 4999"}));
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir)) ++files;
    EXPECT_EQ(files, 1U);
    std::filesystem::remove_all(dir);
}

TEST(XlsxWriter, ANotWritablePlaceThrows) {
    EXPECT_THROW(
        {
            XlsxWriter w("/nonexistent-dir/x.xlsx", "Sheet", {{"a", 8}});
            w.close();
        },
        std::runtime_error);
}

TEST(XlsxCellText, DropsControlCharactersAndCutsAtExcelsLimitOnACharacterBoundary) {
    EXPECT_EQ(xlsx_cell_text("a\tb\nc\x07"
                             "d"),
              "a\tb\ncd");
    std::string long_text;
    for (int i = 0; i < 40000; ++i) long_text += "学";
    std::string cut = xlsx_cell_text(long_text);
    EXPECT_EQ(cut.size(), 32767U * 3);
    EXPECT_EQ(xlsx_cell_text("ab\xe5\xad"), "ab");  // a cut sequence at the end
}

}  // namespace
}  // namespace xj::core
