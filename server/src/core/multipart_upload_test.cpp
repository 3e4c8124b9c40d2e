#include "core/multipart_upload.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/xlsx_writer.h"
#include "testing/request_support.h"

namespace xj::core {
namespace {

using boost::beast::http::verb;
using testing::make_request;
using testing::refusal;

constexpr std::string_view kMissing = "参数不能为空";

Request upload(const std::string& body, std::string content_type = "multipart/form-data; boundary=XB") {
    return make_request(verb::post, "/upload", body, {{"Content-Type", std::move(content_type)}});
}

std::string field(std::string_view name, std::string_view value) {
    return "--XB\r\nContent-Disposition: form-data; name=\"" + std::string(name) + "\"\r\n\r\n" + std::string(value) +
           "\r\n";
}

std::string file_part(std::string_view data) {
    return "--XB\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.xlsx\"\r\n"
           "Content-Type: application/octet-stream\r\n\r\n" +
           std::string(data) + "\r\n";
}

void expect_refused(const ApiError& e, std::string_view field_name, std::string_view msg) {
    EXPECT_EQ(e.code(), ApiCode::kInvalid);
    EXPECT_EQ(e.field(), std::string(field_name));
    EXPECT_EQ(std::string(e.what()), msg);
}

TEST(UploadForm, ReadsTrimmedTextsTheCourseSignAndTheFile) {
    Request req = upload(field("courseId",
                               " \xE3\x80\x80"
                               "abc ") +
                         field("dataName", " 讲义 ") + file_part("PK-bytes") + "--XB--\r\n");
    UploadForm form(req);
    EXPECT_EQ(form.text("dataName"), "讲义");
    EXPECT_EQ(form.text("other"), std::nullopt);
    EXPECT_EQ(form.course_sign(kMissing), "abc");
    EXPECT_EQ(form.file().data, "PK-bytes");
    EXPECT_EQ(form.file().filename, "a.xlsx");
}

TEST(UploadForm, TheCourseSignFallsBackToCourseIdSignAndIsRequired) {
    EXPECT_EQ(
        UploadForm(upload(field("courseId", " ") + field("courseIdSign", "s1") + "--XB--\r\n")).course_sign(kMissing),
        "s1");
    expect_refused(refusal([] { UploadForm(upload(field("x", "1") + "--XB--\r\n")).course_sign(kMissing); }),
                   "courseId", kMissing);
    expect_refused(refusal([] {
                       UploadForm(upload(field("courseId", std::string(65, 'a')) + "--XB--\r\n")).course_sign(kMissing);
                   }),
                   "courseId", kMissing);
}

TEST(UploadForm, RefusesABodyThatIsNotMultipartAndAMissingOrEmptyFile) {
    expect_refused(refusal([] { UploadForm(upload("{}", "application/json")); }), "file", kMsgNotMultipart);
    expect_refused(refusal([] { UploadForm(upload("--XB\r\nno end")); }), "file", kMsgNotMultipart);
    expect_refused(refusal([] { UploadForm(upload("x", "multipart/form-data")); }), "file", kMsgNotMultipart);
    expect_refused(refusal([] { UploadForm(upload("{}", "text/plain"), "请以 multipart/form-data 上传文件"); }), "file",
                   "请以 multipart/form-data 上传文件");
    expect_refused(refusal([] { UploadForm(upload(field("courseId", "a") + "--XB--\r\n")).file(); }), "file",
                   kMsgNoUploadFile);
    expect_refused(refusal([] { UploadForm(upload(file_part("") + "--XB--\r\n")).file("请选择文件"); }), "file",
                   "请选择文件");
}

TEST(XlsxUploadRows, ReadsAWorkbookAndRefusesLargeOrOtherFiles) {
    auto path = std::filesystem::temp_directory_path() / ("xj-upload-" + std::to_string(::getpid()) + ".xlsx");
    {
        XlsxWriter w(path, "Sheet", {{"姓名", 10}, {"手机号", 14}});
        w.text("张三").text("13800000000").end_row();
        w.close();
    }
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string bytes = ss.str();
    std::filesystem::remove(path);

    auto rows = xlsx_upload_rows(bytes, bytes.size(), "文件不能超过2MB", "请上传 .xlsx 格式的 Excel 文件");
    ASSERT_EQ(rows.size(), 2U);
    EXPECT_EQ(rows[1], (std::vector<std::string>{"张三", "13800000000"}));
    expect_refused(refusal([&] { xlsx_upload_rows(bytes, bytes.size() - 1, "文件不能超过2MB", "不是"); }), "file",
                   "文件不能超过2MB");
    expect_refused(refusal([] { xlsx_upload_rows("名字,手机号\n", 100, "大", "请上传 .xlsx 格式的 Excel 文件"); }),
                   "file", "请上传 .xlsx 格式的 Excel 文件");
    expect_refused(refusal([] { xlsx_upload_rows("PK\x03\x04 broken", 100, "大", "请上传 .xlsx 格式的 Excel 文件"); }),
                   "file", "请上传 .xlsx 格式的 Excel 文件");
}

}  // namespace
}  // namespace xj::core
