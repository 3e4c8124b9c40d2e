// The study store on both databases: who may watch a media file, the day ledger's upsert and window, the
// personal-centre lists (order, limits, one row per course, catalogue order across chapters) and course totals.
#include <gtest/gtest.h>

#include "accounts/store.h"
#include "study/store.h"
#include "testing/db_test_support.h"

namespace xj::study {
namespace {

using db::testing::SchemaTest;

constexpr std::int64_t kNow = 1'800'000'000;

class StudyStoreTest : public SchemaTest {
protected:
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        db_->with_conn([&](db::Conn& c) {
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('s1', '一校', '一校', 1)");
            school_ = c.query_one("SELECT id FROM school WHERE sign = 's1'")->integer("id");
            c.exec("INSERT INTO course_type (sign, level, name) VALUES ('t3', 3, '数据分析类')");
            type3_ = c.query_one("SELECT id FROM course_type WHERE sign = 't3'")->integer("id");
            student_ = user(c, "13700000001", "学生");
            teacher_ = user(c, "13700000002", "王老师");
            helper_ = user(c, "13700000003", "李助教");
            other_ = user(c, "13700000004", "路人");
        });
    }

    std::int64_t user(db::Conn& c, const std::string& mobile, const std::string& name) {
        accounts::NewUser u{"sign-" + mobile, mobile, name, "hash", "", 0, {core::Role::kStudent}};
        return *users_.insert_user(c, u, kNow);
    }

    // A course with `chapters` chapters of `per_chapter` videos of 100 s; chapters are inserted last level first,
    // so catalogue order differs from id order.
    std::int64_t course(db::Conn& c, const std::string& sign, int chapters, int per_chapter) {
        std::int64_t id = c.query_one(
                               "INSERT INTO course (sign, school_id, name, type3_id, status, created_at, updated_at) "
                               "VALUES (:sign, :school, :name, :type3, 1, 1, 1) RETURNING id",
                               {{"sign", sign}, {"school", school_}, {"name", "课程" + sign}, {"type3", type3_}})
                              ->integer("id");
        c.exec(
            "INSERT INTO course_teacher (sign, course_id, user_id, master, created_at) VALUES "
            "(:a, :course, :helper, 0, 1), (:b, :course, :teacher, 1, 1)",
            {{"a", sign + "-ct1"}, {"b", sign + "-ct2"}, {"course", id}, {"helper", helper_}, {"teacher", teacher_}});
        for (int ch = chapters; ch >= 1; --ch) {
            std::string chs = sign + "-ch" + std::to_string(ch);
            std::int64_t chapter = c.query_one(
                                        "INSERT INTO chapter (sign, course_id, level, name, created_at) "
                                        "VALUES (:sign, :course, :level, :name, 1) RETURNING id",
                                        {{"sign", chs}, {"course", id}, {"level", std::int64_t{ch}}, {"name", chs}})
                                       ->integer("id");
            for (int v = 1; v <= per_chapter; ++v) {
                std::string vs = chs + "-v" + std::to_string(v);
                std::int64_t media = c.query_one(
                                          "INSERT INTO media (sign, path, mime, size, duration_ms, created_by, "
                                          "created_at) VALUES (:sign, :path, 'video/mp4', 1, 100000, :by, 1) "
                                          "RETURNING id",
                                          {{"sign", "m-" + vs}, {"path", "videos/" + vs + ".mp4"}, {"by", helper_}})
                                         ->integer("id");
                c.exec(
                    "INSERT INTO chapter_video (sign, chapter_id, course_id, level, title, media_id, created_at) "
                    "VALUES (:sign, :chapter, :course, :level, :title, :media, 1)",
                    {{"sign", vs},
                     {"chapter", chapter},
                     {"course", id},
                     {"level", std::int64_t{v}},
                     {"title", vs},
                     {"media", media}});
            }
        }
        return id;
    }

    void enrol(db::Conn& c, std::int64_t user_id, std::int64_t course_id, std::optional<std::int64_t> studied_at,
               int status = courses::kStudyInProgress) {
        c.exec(
            "INSERT INTO enrolment (course_id, user_id, source, status, last_studied_at, created_at) "
            "VALUES (:course, :user, 'free', :status, :at, 1)",
            {{"course", course_id},
             {"user", user_id},
             {"status", std::int64_t{status}},
             {"at", studied_at ? db::Value(*studied_at) : db::Value(nullptr)}});
    }

    void watched(db::Conn& c, std::int64_t user_id, const std::string& video_sign, bool completed, std::int64_t at) {
        auto video = store_.find_video(c, video_sign);
        ASSERT_TRUE(video) << video_sign;
        VideoProgress p{completed ? 95.0 : 30.0, completed ? 95.0 : 30.0, 30, completed, at * 1000};
        store_.insert_progress(c, user_id, *video, p, at);
    }

    StudyStore store_;
    accounts::UserStore users_;
    std::int64_t school_ = 0, type3_ = 0, student_ = 0, teacher_ = 0, helper_ = 0, other_ = 0;
};

TEST_P(StudyStoreTest, MediaIsForEnrolledUsersTeachersAndItsUploader) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = course(c, "a", 1, 1);
        enrol(c, student_, a, std::nullopt);
        const std::string media = "m-a-ch1-v1";
        EXPECT_TRUE(store_.find_media(c, media, student_)->allowed);
        EXPECT_TRUE(store_.find_media(c, media, teacher_)->allowed);
        EXPECT_TRUE(store_.find_media(c, media, helper_)->allowed);
        EXPECT_FALSE(store_.find_media(c, media, other_)->allowed);
        EXPECT_EQ(store_.find_media(c, media, other_)->path, "videos/a-ch1-v1.mp4");
        EXPECT_EQ(store_.find_media(c, media, other_)->duration_ms, 100000);
        EXPECT_FALSE(store_.find_media(c, "nope", student_));
        EXPECT_TRUE(store_.teaches(c, teacher_, a));
        EXPECT_FALSE(store_.teaches(c, student_, a));
        EXPECT_TRUE(store_.lock_enrolment(c, student_, a));
        EXPECT_FALSE(store_.lock_enrolment(c, other_, a));
    });
}

TEST_P(StudyStoreTest, DayLedgerAddsUpPerDayAndReadsAWindow) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = course(c, "a", 1, 1);
        std::int64_t b = course(c, "b", 1, 1);
        store_.add_study_day(c, student_, a, "2027-01-10", 10.5);
        store_.add_study_day(c, student_, a, "2027-01-10", 4.5);
        store_.add_study_day(c, student_, b, "2027-01-10", 5);
        store_.add_study_day(c, student_, a, "2027-01-14", 7);
        store_.add_study_day(c, student_, a, "2027-01-03", 99);  // before the window
        store_.add_study_day(c, other_, a, "2027-01-10", 1000);  // another user
        auto days = store_.days_since(c, student_, "2027-01-09");
        ASSERT_EQ(days.size(), 2U);
        EXPECT_EQ(days[0].date, "2027-01-10");
        EXPECT_DOUBLE_EQ(days[0].seconds, 20);
        EXPECT_EQ(days[1].date, "2027-01-14");
        EXPECT_DOUBLE_EQ(days[1].seconds, 7);
        EXPECT_TRUE(store_.has_study_days(c, student_));
        EXPECT_FALSE(store_.has_study_days(c, teacher_));
    });
}

TEST_P(StudyStoreTest, TasksAreTheNextUnfinishedVideoOfEachCourseInProgressInCatalogueOrder) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = course(c, "a", 2, 2);
        std::int64_t b = course(c, "b", 1, 2);
        std::int64_t done = course(c, "d", 1, 1);
        enrol(c, student_, a, kNow - 100);
        enrol(c, student_, b, kNow - 10);  // studied more recently: first
        enrol(c, student_, done, kNow, courses::kStudyFinished);
        watched(c, student_, "a-ch1-v1", true, kNow - 100);
        watched(c, student_, "a-ch1-v2", false, kNow - 90);  // started, not complete: still the next task
        auto tasks = store_.tasks(c, student_);
        ASSERT_EQ(tasks.size(), 2U);
        EXPECT_EQ(tasks[0].course_sign, "b");
        EXPECT_EQ(tasks[0].video_sign, "b-ch1-v1");
        EXPECT_EQ(tasks[1].course_sign, "a");
        EXPECT_EQ(tasks[1].video_sign, "a-ch1-v2");
        EXPECT_EQ(tasks[1].course_name, "课程a");
        watched(c, student_, "b-ch1-v1", true, kNow - 5);
        watched(c, student_, "b-ch1-v2", true, kNow - 4);
        tasks = store_.tasks(c, student_);
        ASSERT_EQ(tasks.size(), 1U) << "a course with every video complete has no task";
        EXPECT_EQ(tasks[0].course_sign, "a");

        CourseTotals totals = store_.course_totals(c, student_, a);
        EXPECT_EQ(totals.videos, 4);
        EXPECT_EQ(totals.completed_videos, 1);
        EXPECT_DOUBLE_EQ(totals.credited_seconds, 125);
        auto videos = store_.course_videos(c, a);
        ASSERT_EQ(videos.size(), 4U);
        EXPECT_EQ(videos[0].sign, "a-ch1-v1");
        EXPECT_EQ(videos[3].sign, "a-ch2-v2");
    });
}

TEST_P(StudyStoreTest, WatchLocusAndSummary) {
    db_->with_conn([&](db::Conn& c) {
        std::int64_t a = course(c, "a", 3, 4);
        std::int64_t b = course(c, "b", 1, 1);
        enrol(c, student_, a, kNow - 50);
        enrol(c, student_, b, kNow - 10, courses::kStudyFinished);
        int i = 0;
        for (int ch = 1; ch <= 3; ++ch)
            for (int v = 1; v <= 4; ++v)
                watched(c, student_, "a-ch" + std::to_string(ch) + "-v" + std::to_string(v), false, kNow - 100 + ++i);
        watched(c, student_, "b-ch1-v1", true, kNow);
        auto locus = store_.watch_locus(c, student_);
        ASSERT_EQ(locus.size(), 10U);
        EXPECT_EQ(locus[0].video_sign, "b-ch1-v1");
        EXPECT_TRUE(locus[0].completed);
        EXPECT_EQ(locus[1].video_sign, "a-ch3-v4");
        EXPECT_EQ(locus[1].watched_at, kNow - 100 + 12);
        EXPECT_DOUBLE_EQ(locus[1].resume_seconds, 30);
        EXPECT_EQ(locus[1].duration_ms, 100000);

        c.exec("UPDATE enrolment SET studied_seconds = 70, progress = 40 WHERE course_id = :a", {{"a", a}});
        c.exec("UPDATE enrolment SET studied_seconds = 30, progress = 100 WHERE course_id = :b", {{"b", b}});
        StudySummary s = store_.summary(c, student_);
        EXPECT_EQ(s.course_count, 2);
        EXPECT_EQ(s.finished_count, 1);
        EXPECT_EQ(s.in_progress_count, 1);
        EXPECT_EQ(s.studied_seconds, 100);
        ASSERT_EQ(s.recent.size(), 2U);
        EXPECT_EQ(s.recent[0].card.sign, "b");
        EXPECT_EQ(s.recent[0].status, courses::kStudyFinished);
        EXPECT_EQ(s.recent[0].progress, 100);
        EXPECT_EQ(s.recent[1].card.sign, "a");
        EXPECT_EQ(s.recent[1].card.teacher_name, "王老师") << "the lead teacher, not the assistant";
        EXPECT_EQ(s.recent[1].card.type_name, "数据分析类");

        StudySummary none = store_.summary(c, other_);
        EXPECT_EQ(none.course_count, 0);
        EXPECT_EQ(none.studied_seconds, 0);
        EXPECT_TRUE(store_.watch_locus(c, other_).empty());
        auto rows = store_.credited_rows(c, student_);
        EXPECT_EQ(rows.size(), 13U);
    });
}

XJ_INSTANTIATE_DB_TEST(StudyStoreTest);

}  // namespace
}  // namespace xj::study
