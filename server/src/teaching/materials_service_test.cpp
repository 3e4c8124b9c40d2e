// MaterialService on both databases: a data file stored under course-files/<sign>.<ext> with its row, renamed,
// deleted with its file; the chapter must be the course's; types by content; every call refused to whoever may not
// manage the course, with nothing written to disk.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/api_error.h"
#include "core/sign.h"
#include "teaching/materials_service.h"
#include "teaching/test_fixture.h"
#include "testing/request_support.h"

namespace xj::teaching {
namespace {

using core::testing::refusal;
using testing::kNow;
namespace fs = std::filesystem;

constexpr std::string_view kPdf = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

class MaterialServiceTest : public testing::TeachingTest {
protected:
    void SetUp() override {
        TeachingTest::SetUp();
        if (!db_) return;
        materials_ = std::make_unique<MaterialService>(*db_, clock_, *courses_);
        files_ = fs::temp_directory_path() / ("xj-materials-" + core::make_sign());
        materials_->set_files_dir(files_);
        db_->with_conn([&](db::Conn& c) {
            xj::testing::insert_chapter(c, "ch-a", course_, 1, "第一章", kNow);
            xj::testing::insert_chapter(c, "ch-b", other_course_, 1, "第一章", kNow);
        });
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(files_, ec);
        TeachingTest::TearDown();
    }
    DataFileUpload upload(std::string_view bytes, std::string name = "讲义.pdf", std::string chapter = "") {
        return {"course-a", std::move(chapter), std::nullopt, std::move(name), bytes};
    }
    std::size_t files_on_disk() {
        std::size_t n = 0;
        if (fs::exists(files_ / kDataFileDir))
            for (const auto& e : fs::directory_iterator(files_ / kDataFileDir)) n += e.is_regular_file() ? 1 : 0;
        return n;
    }

    std::unique_ptr<MaterialService> materials_;
    fs::path files_;
};

TEST_P(MaterialServiceTest, AddsRenamesAndDeletesWithTheFile) {
    PlacedFile placed = materials_->add(lead_, upload(kPdf, "讲义.pdf", "ch-a"));
    EXPECT_EQ(placed.index, 1U);
    courses::DataFile f = placed.file;
    EXPECT_EQ(f.name, "讲义");
    EXPECT_EQ(f.data_type, "pdf");
    EXPECT_EQ(f.path, "course-files/" + f.sign + ".pdf");
    EXPECT_EQ(f.size, static_cast<std::int64_t>(kPdf.size()));
    ASSERT_TRUE(fs::is_regular_file(files_ / f.path));
    auto listed = db_->with_conn([&](db::Conn& c) { return courses_->files(c, course_); });
    ASSERT_EQ(listed.size(), 1U);
    EXPECT_TRUE(listed[0].chapter_id.has_value());
    EXPECT_EQ(materials_->rename(admin_, f.sign, "第一章讲义").file.name, "第一章讲义");
    EXPECT_EQ(db_->with_conn([&](db::Conn& c) { return courses_->files(c, course_).at(0).name; }), "第一章讲义");
    materials_->remove(lead_, f.sign);
    EXPECT_FALSE(fs::exists(files_ / f.path));
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course_file"), 0);
    EXPECT_EQ(std::string(refusal([&] { materials_->remove(lead_, f.sign); }).what()), "文件不存在");
}

TEST_P(MaterialServiceTest, RefusesOtherCoursesChaptersAndTypesByContent) {
    EXPECT_EQ(std::string(refusal([&] { materials_->add(lead_, upload(kPdf, "a.pdf", "ch-b")); }).what()),
              "章节不存在");
    auto e = refusal([&] { materials_->add(lead_, upload("<html><body>x</body></html>", "a.pdf")); });
    EXPECT_EQ(e.code(), core::ApiCode::kInvalid);
    EXPECT_EQ(std::string(e.what()), "不支持的文件类型");
    EXPECT_EQ(e.field(), "file");
    EXPECT_EQ(files_on_disk(), 0U);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course_file"), 0);
}

TEST_P(MaterialServiceTest, EveryCallIsRefusedToWhoeverMayNotManageTheCourse) {
    courses::DataFile f = materials_->add(lead_, upload(kPdf)).file;
    for (const auto* u : {&peer_, &far_admin_, &student_}) {
        EXPECT_EQ(refusal([&] { materials_->add(*u, upload(kPdf)); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { materials_->rename(*u, f.sign, "x"); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { materials_->remove(*u, f.sign); }).code(), core::ApiCode::kNoPermission);
    }
    EXPECT_EQ(files_on_disk(), 1U);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course_file"), 1);
    EXPECT_EQ(std::string(refusal([&] {
                              materials_->add(lead_, {"nope", "", std::nullopt, "a.pdf", kPdf});
                          }).what()),
              "课程不存在");
}

XJ_INSTANTIATE_DB_TEST(MaterialServiceTest);

}  // namespace
}  // namespace xj::teaching
