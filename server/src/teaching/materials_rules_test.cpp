// What a course data file may be: the type by content with the extension it is stored under, and the names.
#include <gtest/gtest.h>

#include "accounts/avatar_image.h"
#include "core/text.h"
#include "teaching/materials_rules.h"

namespace xj::teaching {
namespace {

TEST(MaterialRules, TypesByContent) {
    EXPECT_EQ(data_type_of("application/pdf", "讲义.txt"), "pdf") << "the content decides, not the name";
    EXPECT_EQ(data_type_of("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "a.docx"),
              "docx");
    EXPECT_EQ(data_type_of("application/vnd.ms-excel", "a.xls"), "xls");
    EXPECT_EQ(data_type_of("application/CDFV2", "a.ppt"), "ppt");
    EXPECT_EQ(data_type_of("application/CDFV2", "a.msi"), std::nullopt);
    EXPECT_EQ(data_type_of("text/plain", "笔记.MD"), "md");
    EXPECT_EQ(data_type_of("text/plain", "data.csv"), "csv");
    EXPECT_EQ(data_type_of("text/plain", "run.sh"), "txt");
    EXPECT_EQ(data_type_of("application/zip", "a.xlsx"), "xlsx");
    EXPECT_EQ(data_type_of("application/zip", "a.jar"), "zip");
    EXPECT_EQ(data_type_of("image/png", "a.png"), "png");
    EXPECT_EQ(data_type_of("image/jpeg", "a.jpeg"), "jpg");
    for (const char* refused : {"text/html", "application/x-executable", "application/octet-stream", "image/gif",
                                "video/mp4", "application/x-sharedlib"})
        EXPECT_EQ(data_type_of(refused, "a.pdf"), std::nullopt) << refused;
}

TEST(MaterialRules, LibmagicNamesTheseTypes) {
    EXPECT_EQ(accounts::sniff_mime("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"), "application/pdf");
    EXPECT_EQ(accounts::sniff_mime("编号,名称\n1,库存现金\n"), "text/plain");
    EXPECT_EQ(accounts::sniff_mime("<html><body>x</body></html>"), "text/html");
}

TEST(MaterialRules, Names) {
    EXPECT_EQ(clean_file_name("C:\\Users\\王\\会计科目表.csv"), "会计科目表.csv");
    EXPECT_EQ(clean_file_name("../../etc/passwd"), "passwd");
    EXPECT_EQ(clean_file_name("a\nb.txt"), "ab.txt");
    EXPECT_EQ(default_data_name("借贷记账法练习.md"), "借贷记账法练习");
    EXPECT_EQ(default_data_name(".profile"), ".profile");
    EXPECT_EQ(core::text::code_points(default_data_name(std::string(60 * 3, 'x') + ".txt")), 50U);
    std::string long_name;
    for (int i = 0; i < 60; ++i) long_name += "资";
    EXPECT_EQ(core::text::code_points(default_data_name(long_name + ".pdf")), 50U);
}

}  // namespace
}  // namespace xj::teaching
