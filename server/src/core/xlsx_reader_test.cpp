#include "core/xlsx_reader.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <gtest/gtest.h>
#include <unistd.h>
#include <zip.h>

namespace xj::core {
namespace {

using Parts = std::vector<std::pair<std::string, std::string>>;

// A tiny XLSX (just the parts the reader needs) written with libzip.
std::string make_xlsx(const Parts& parts) {
    auto path = std::filesystem::temp_directory_path() / ("xj-xlsx-" + std::to_string(::getpid()) + ".xlsx");
    int error = 0;
    zip_t* z = zip_open(path.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    EXPECT_NE(z, nullptr);
    for (const auto& [name, text] : parts) {
        zip_source_t* src = zip_source_buffer(z, text.data(), text.size(), 0);
        EXPECT_GE(zip_file_add(z, name.c_str(), src, ZIP_FL_OVERWRITE), 0);
    }
    EXPECT_EQ(zip_close(z), 0);
    std::ifstream in(path, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::filesystem::remove(path);
    return bytes;
}

const std::string kShared =
    R"(<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">)"
    R"(<si><t>类型</t></si><si><t>学号/工号</t></si><si><t>姓名</t></si><si><t>学生</t></si>)"
    R"(<si><r><t>刘</t></r><r><t>子涵</t></r><rPh><t>りゅう</t></rPh></si></sst>)";

const std::string kSheet =
    R"(<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>)"
    R"(<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>)"
    R"(<row r="2"><c r="A2" t="s"><v>3</v></c><c r="B2"><v>2024010101</v></c><c r="C2" t="s"><v>4</v></c></row>)"
    R"(<row r="4"><c r="A4" t="inlineStr"><is><t>教师</t></is></c><c r="B4" t="str"><v>T2019001</v></c>)"
    R"(<c r="C4" t="inlineStr"><is><t>王丽华</t></is></c></row></sheetData></worksheet>)";

TEST(XlsxReader, ReadsSharedAndInlineStringsNumbersAndKeepsRowNumbers) {
    std::string bytes = make_xlsx({{"xl/sharedStrings.xml", kShared}, {"xl/worksheets/sheet1.xml", kSheet}});
    ASSERT_TRUE(looks_like_zip(bytes));
    auto records = read_xlsx(bytes);
    ASSERT_TRUE(records);
    ASSERT_EQ(records->size(), 4U);
    EXPECT_EQ((*records)[0], (std::vector<std::string>{"类型", "学号/工号", "姓名"}));
    EXPECT_EQ((*records)[1], (std::vector<std::string>{"学生", "2024010101", "刘子涵"}));
    EXPECT_TRUE((*records)[2].empty());
    EXPECT_EQ((*records)[3], (std::vector<std::string>{"教师", "T2019001", "王丽华"}));
}

TEST(XlsxReader, TakesTheLowestNumberedSheetAndRefusesBrokenFiles) {
    std::string other =
        R"(<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>)";
    auto records = read_xlsx(make_xlsx({{"xl/worksheets/sheet2.xml", other},
                                        {"xl/worksheets/sheet1.xml", kSheet},
                                        {"xl/sharedStrings.xml", kShared}}));
    ASSERT_TRUE(records);
    EXPECT_EQ((*records)[0][0], "类型");
    EXPECT_FALSE(read_xlsx(make_xlsx({{"a.txt", "no sheet"}})));
    EXPECT_FALSE(read_xlsx(make_xlsx({{"xl/worksheets/sheet1.xml", "<worksheet><sheetData>"}})));
    EXPECT_FALSE(read_xlsx("PK\x03\x04 not really a zip"));
    EXPECT_FALSE(looks_like_zip("类型,学号/工号,姓名"));
}

TEST(XlsxReader, TheFirstTabOfTheWorkbookWinsOverTheLowestSheetNumber) {
    std::string book =
        R"(<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">)"
        R"(<sheets><sheet name="名单" sheetId="2" r:id="rId7"/><sheet name="旧" sheetId="1" r:id="rId1"/>)"
        R"(</sheets></workbook>)";
    std::string rels = R"(<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/>)"
                       R"(<Relationship Id="rId7" Target="/xl/worksheets/sheet2.xml"/></Relationships>)";
    std::string first =
        R"(<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>第一个标签</t></is></c></row></sheetData></worksheet>)";
    std::string old =
        R"(<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>旧</t></is></c></row></sheetData></worksheet>)";
    auto records = read_xlsx(make_xlsx({{"xl/workbook.xml", book},
                                        {"xl/_rels/workbook.xml.rels", rels},
                                        {"xl/worksheets/sheet1.xml", old},
                                        {"xl/worksheets/sheet2.xml", first}}));
    ASSERT_TRUE(records);
    EXPECT_EQ((*records)[0][0], "第一个标签");
}

}  // namespace
}  // namespace xj::core
