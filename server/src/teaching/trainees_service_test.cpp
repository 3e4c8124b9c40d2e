// TraineeService and TraineeStore on both databases: the student list, removal without orphans (enrolment, video
// progress, study days, import records of that course only; the student count follows), the import preview and the
// all-or-nothing import (a concurrent double import counts once), imported students, activation codes; every call
// refused to anyone who may not manage the course.
#include <gtest/gtest.h>

#include <unistd.h>

#include <atomic>
#include <fstream>
#include <iterator>
#include <set>
#include <thread>
#include <vector>

#include "core/api_error.h"
#include "core/xlsx_writer.h"
#include "teaching/test_fixture.h"
#include "teaching/trainees_service.h"
#include "testing/request_support.h"

namespace xj::teaching {
namespace {

using core::testing::refusal;
using testing::kNow;
namespace fs = std::filesystem;

class TraineeServiceTest : public testing::TeachingTest {
protected:
    void SetUp() override {
        TeachingTest::SetUp();
        if (!db_) return;
        study_ = std::make_unique<study::StudyService>(*db_, clock_, *courses_);
        trainees_ = std::make_unique<TraineeService>(*db_, clock_, *courses_, *study_);
        db_->with_conn([&](db::Conn& c) {
            // A video in each course, progress and study days of student_ in both.
            for (std::int64_t course : {course_, other_course_}) {
                std::string s = std::to_string(course);
                std::int64_t ch = xj::testing::insert_chapter(c, "ch" + s, course, 1, "第一章", kNow);
                std::int64_t v = xj::testing::insert_video(c, "v" + s, ch, course, 1, "视频", std::nullopt, kNow);
                videos_.push_back(v);
                courses_->enrol(c, student_.id, course, "free", kNow);
                c.exec(
                    "INSERT INTO video_progress (user_id, video_id, course_id, credited_seconds, last_beat_ms, "
                    "updated_at) VALUES (:u, :v, :c, 30, 0, :now)",
                    {{"u", student_.id}, {"v", v}, {"c", course}, {"now", kNow}});
                c.exec("INSERT INTO study_day (user_id, course_id, day, seconds) VALUES (:u, :c, '2026-11-20', 30)",
                       {{"u", student_.id}, {"c", course}});
            }
            c.exec(
                "INSERT INTO identity_claim (user_id, type, school_id, real_name, number, status, created_at) "
                "VALUES (:u, 1, :s, '李小红', '2024010106', 2, 1)",
                {{"u", student2_.id}, {"s", school_}});
        });
    }

    std::int64_t student_count(std::int64_t course) {
        return db_->with_conn([&](db::Conn& c) {
            return c.query_one("SELECT student_count AS n FROM course WHERE id = :id", {{"id", course}})->integer("n");
        });
    }

    std::string sheet(const std::vector<std::vector<std::string>>& rows) {
        fs::path p = fs::temp_directory_path() / ("xj-import-" + std::to_string(::getpid()) + ".xlsx");
        {
            core::XlsxWriter w(p, "Sheet1", {{"姓名"}, {"手机号"}, {"学号"}});
            for (const auto& r : rows) {
                for (const auto& cell : r) w.text(cell);
                w.end_row();
            }
            w.close();
        }
        std::ifstream in(p, std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), {});
        fs::remove(p);
        return bytes;
    }

    std::unique_ptr<study::StudyService> study_;
    std::unique_ptr<TraineeService> trainees_;
    std::vector<std::int64_t> videos_;
};

TEST_P(TraineeServiceTest, ListsTheCoursesStudentsWithTheirApprovedNumber) {
    db_->with_conn([&](db::Conn& c) { courses_->enrol(c, student2_.id, course_, "code", kNow + 5); });
    auto page = trainees_->students(lead_, "course-a", "", {1, 15});
    ASSERT_EQ(page.total, 2);
    EXPECT_EQ(page.list[0].name, "李小红") << "newest enrolment first";
    EXPECT_EQ(page.list[0].student_card, "2024010106");
    EXPECT_EQ(page.list[0].source, "code");
    EXPECT_EQ(page.list[1].student_card, "");
    EXPECT_EQ(trainees_->students(admin_, "course-a", "2024010106", {1, 15}).total, 1) << "keyword matches the number";
    EXPECT_EQ(trainees_->students(lead_, "course-a", "晓明", {1, 15}).total, 1);
    EXPECT_EQ(trainees_->students(lead_, "course-a", "13700000005", {1, 15}).total, 1) << "and the whole mobile";
    EXPECT_EQ(trainees_->students(lead_, "course-a", "0000005", {1, 15}).total, 0) << "not a part of it (issue 13)";
    EXPECT_EQ(trainees_->students(lead_, "course-a", "%", {1, 15}).total, 0) << "LIKE wildcards are escaped";
    EXPECT_EQ(trainees_->students(lead_, "course-a", "", {2, 15}).list.size(), 0U);
}

TEST_P(TraineeServiceTest, EveryCallIsRefusedToWhoeverMayNotManageTheCourse) {
    for (const auto* u : {&peer_, &far_admin_, &student_}) {
        EXPECT_EQ(refusal([&] {
                      trainees_->students(*u, "course-a", "", {1, 15});
                  }).code(),
                  core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { trainees_->remove(*u, "course-a", {student_.sign}); }).code(),
                  core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { trainees_->preview(*u, "course-a", "x"); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] {
                      trainees_->import(*u, "course-a", {{2, "李小红", "13700000006", ""}});
                  }).code(),
                  core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { trainees_->imported(*u, "course-a", {1, 15}); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] {
                      trainees_->codes(*u, "course-a", std::nullopt, {1, 15});
                  }).code(),
                  core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { trainees_->make_codes(*u, "course-a", 1, std::nullopt); }).code(),
                  core::ApiCode::kNoPermission);
    }
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM enrolment"), 2);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM activation_code"), 0);
    EXPECT_EQ(std::string(refusal([&] { trainees_->students(lead_, "nope", "", {1, 15}); }).what()), "课程不存在");
}

TEST_P(TraineeServiceTest, RemovingAStudentLeavesNoOrphansAndOnlyThatCourse) {
    EXPECT_EQ(student_count(course_), 1);
    EXPECT_EQ(trainees_->remove(lead_, "course-a", {student_.sign, student2_.sign, "unknown"}), 1)
        << "signs not enrolled are skipped";
    EXPECT_EQ(student_count(course_), 0);
    auto n = [&](const char* table, std::int64_t course) {
        return count(std::string("SELECT COUNT(*) AS n FROM ") + table +
                     " WHERE course_id = " + std::to_string(course));
    };
    for (const char* t : {"enrolment", "video_progress", "study_day", "course_import"})
        EXPECT_EQ(n(t, course_), 0) << t;
    for (const char* t : {"enrolment", "video_progress", "study_day"}) EXPECT_EQ(n(t, other_course_), 1) << t;
    EXPECT_EQ(student_count(other_course_), 1);
    EXPECT_EQ(trainees_->remove(lead_, "course-a", {student_.sign}), 0) << "removing twice counts once";
    EXPECT_EQ(student_count(course_), 0);
}

TEST_P(TraineeServiceTest, ThePreviewChecksTheSheetAndSavesNothing) {
    std::string bytes = sheet({{"李小红", "13700000006", ""},
                               {"张晓明", "", ""},
                               {"张晓明", "13700000005", ""},
                               {"李小红", "", "2024010106"},
                               {"王五", "13700000001", ""},
                               {"外人", "13900000000", ""}});
    ImportPreview p = trainees_->preview(lead_, "course-a", bytes);
    ASSERT_EQ(p.rows.size(), 6U);
    EXPECT_EQ(p.rows[0].status, "ok");
    EXPECT_EQ(p.rows[0].input.row, 2);
    EXPECT_EQ(p.rows[0].user_sign, student2_.sign);
    EXPECT_EQ(p.rows[1].error, "请填写手机号或学号");
    EXPECT_EQ(p.rows[2].status, "enrolled");
    EXPECT_EQ(p.rows[3].error, "与第2行重复");
    EXPECT_EQ(p.rows[4].error, "姓名与账号不一致");
    EXPECT_EQ(p.rows[5].error, "未找到该学员，请先注册并加入本校");
    EXPECT_EQ(p.ok_count, 2);
    EXPECT_EQ(p.error_count, 4);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM enrolment"), 2);
    EXPECT_EQ(std::string(refusal([&] { trainees_->preview(lead_, "course-a", "姓名,手机号\n"); }).what()),
              "请上传 .xlsx 格式的 Excel 文件");
    EXPECT_EQ(std::string(refusal([&] {
                              trainees_->preview(lead_, "course-a", std::string(kImportMaxBytes + 1, 'x'));
                          }).what()),
              "文件不能超过2MB");
}

TEST_P(TraineeServiceTest, ImportIsAllOrNothing) {
    auto e = refusal([&] {
        trainees_->import(lead_, "course-a", {{2, "李小红", "13700000006", ""}, {3, "张三", "13700000001", ""}});
    });
    EXPECT_EQ(e.code(), core::ApiCode::kInvalid);
    EXPECT_EQ(std::string(e.what()), "有1行数据有误，请修改后重新导入");
    EXPECT_EQ(e.field(), "rows");
    ASSERT_TRUE(e.extra().contains("rows"));
    EXPECT_EQ(e.extra().at("rows").as_array().size(), 2U);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM enrolment WHERE source = 'import'"), 0);

    ImportResult r =
        trainees_->import(lead_, "course-a", {{2, "李小红", "", "2024010106"}, {3, "张晓明", "13700000005", ""}});
    EXPECT_EQ(r.added, 1);
    EXPECT_EQ(r.already_enrolled, 1);
    EXPECT_EQ(student_count(course_), 2);
    auto imported = trainees_->imported(lead_, "course-a", {1, 15});
    ASSERT_EQ(imported.total, 1);
    EXPECT_EQ(imported.list[0].name, "李小红");
    EXPECT_EQ(imported.list[0].student_card, "2024010106");
    EXPECT_EQ(imported.list[0].imported_by, "王丽华");
    EXPECT_EQ(trainees_->students(lead_, "course-a", "", {1, 15}).list[0].source, "import");
    // Removing the student takes the import record too.
    trainees_->remove(lead_, "course-a", {student2_.sign});
    EXPECT_EQ(trainees_->imported(lead_, "course-a", {1, 15}).total, 0);
}

TEST_P(TraineeServiceTest, AConcurrentDoubleImportCountsOnce) {
    std::vector<std::thread> threads;
    std::atomic<int> added{0};
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&] {
            try {
                added += trainees_->import(lead_, "course-a", {{2, "李小红", "13700000006", ""}}).added;
            } catch (const core::ApiError&) {
                // A racing import may see the student enrolled already; that is not an error either.
            }
        });
    for (auto& th : threads) th.join();
    EXPECT_EQ(added.load(), 1);
    EXPECT_EQ(student_count(course_), 2);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM course_import"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM enrolment WHERE course_id = " + std::to_string(course_)), 2);
}

TEST_P(TraineeServiceTest, ActivationCodesAreUniqueAndFilteredByStatus) {
    auto codes = trainees_->make_codes(lead_, "course-a", 5, 30);
    ASSERT_EQ(codes.size(), 5U);
    std::set<std::string> unique(codes.begin(), codes.end());
    EXPECT_EQ(unique.size(), 5U);
    for (const auto& c : codes) {
        EXPECT_EQ(c.size(), 16U);
        for (char ch : c) EXPECT_TRUE((ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'));
    }
    trainees_->make_codes(admin_, "course-a", 2, std::nullopt);
    db_->with_conn([&](db::Conn& c) {
        c.exec("UPDATE activation_code SET used_by = :u, used_at = :t WHERE code = :code",
               {{"u", student2_.id}, {"t", kNow}, {"code", codes[0]}});
        c.exec("UPDATE activation_code SET expires_at = 1 WHERE code = :code", {{"code", codes[1]}});
    });
    auto all = trainees_->codes(lead_, "course-a", std::nullopt, {1, 15});
    EXPECT_EQ(all.total, 7);
    EXPECT_EQ(all.list[0].expires_at, std::nullopt) << "newest first";
    auto used = trainees_->codes(lead_, "course-a", 1, {1, 15});
    ASSERT_EQ(used.total, 1);
    EXPECT_EQ(used.list[0].used_by, "李小红");
    EXPECT_EQ(used.list[0].status, 1);
    auto expired = trainees_->codes(lead_, "course-a", 2, {1, 15});
    ASSERT_EQ(expired.total, 1);
    EXPECT_EQ(expired.list[0].code, codes[1]);
    EXPECT_EQ(trainees_->codes(lead_, "course-a", 0, {1, 15}).total, 5);
}

XJ_INSTANTIATE_DB_TEST(TraineeServiceTest);

}  // namespace
}  // namespace xj::teaching
