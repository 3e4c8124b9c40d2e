// Uploaded files judged by content: the MIME type libmagic finds, the extension a document is stored under (the
// content decides, the name only breaks ties), and the display name cut to its last path component.
#include "core/file_type.h"

#include <gtest/gtest.h>

#include "core/text.h"

namespace xj::core {
namespace {

TEST(FileType, LibmagicNamesTheTypeFromTheBytes) {
    EXPECT_EQ(sniff_mime("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"), "application/pdf");
    EXPECT_EQ(sniff_mime("编号,名称\n1,库存现金\n"), "text/plain");
    EXPECT_EQ(sniff_mime("<html><body>x</body></html>"), "text/html");
}

TEST(FileType, DocumentTypesByContent) {
    EXPECT_EQ(document_type_of("application/pdf", "讲义.txt"), "pdf") << "the content decides, not the name";
    EXPECT_EQ(document_type_of("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "a.docx"),
              "docx");
    EXPECT_EQ(document_type_of("application/vnd.ms-excel", "a.xls"), "xls");
    EXPECT_EQ(document_type_of("application/CDFV2", "a.ppt"), "ppt");
    EXPECT_EQ(document_type_of("application/CDFV2", "a.msi"), std::nullopt);
    EXPECT_EQ(document_type_of("text/plain", "笔记.MD"), "md");
    EXPECT_EQ(document_type_of("text/plain", "notes.markdown"), "md");
    EXPECT_EQ(document_type_of("text/plain", "data.csv"), "csv");
    EXPECT_EQ(document_type_of("text/plain", "run.sh"), "txt");
    EXPECT_EQ(document_type_of("text/plain", "README"), "txt");
    EXPECT_EQ(document_type_of("application/zip", "a.xlsx"), "xlsx");
    EXPECT_EQ(document_type_of("application/zip", "a.jar"), "zip");
    EXPECT_EQ(document_type_of("image/png", "a.png"), "png");
    EXPECT_EQ(document_type_of("image/jpeg", "a.jpeg"), "jpg");
    for (const char* refused : {"text/html", "application/x-executable", "application/octet-stream", "image/gif",
                                "video/mp4", "application/x-sharedlib", ""})
        EXPECT_EQ(document_type_of(refused, "a.pdf"), std::nullopt) << refused;
}

TEST(FileType, CleanFileNameKeepsTheLastComponentWithoutControlCharacters) {
    EXPECT_EQ(clean_file_name("C:\\Users\\王\\会计科目表.csv"), "会计科目表.csv");
    EXPECT_EQ(clean_file_name("../../etc/passwd"), "passwd");
    EXPECT_EQ(clean_file_name("a\nb.txt"), "ab.txt");
    EXPECT_EQ(clean_file_name("\u3000 讲义.pdf \u3000"), "讲义.pdf");
    EXPECT_EQ(clean_file_name(""), "");
    std::string long_name;
    for (int i = 0; i < 120; ++i) long_name += "资";
    EXPECT_EQ(text::code_points(clean_file_name(long_name + ".pdf")), kFileNameMax);
}

}  // namespace
}  // namespace xj::core
