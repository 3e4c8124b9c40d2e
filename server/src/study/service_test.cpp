// The study side on both databases, with the service's clock injected: heartbeats and verified progress (credit,
// completion, course progress, finishing, the day ledger), refusals, two tabs beating at once, signed media URLs
// (expiry, alteration, who may have one) and the personal-centre lists.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <thread>

#include <unistd.h>

#include "accounts/service.h"
#include "accounts/store.h"
#include "core/api_error.h"
#include "courses/service.h"
#include "site/service.h"
#include "study/service.h"
#include "testing/db_test_support.h"

namespace xj::study {
namespace {

using db::testing::SchemaTest;

constexpr std::int64_t kStart = 1'800'000'000;  // 2027-01-15 08:00 UTC, 16:00 China time
constexpr std::int64_t kVideoMs = 100'000;      // every test video lasts 100 s

class StudyServiceTest : public SchemaTest {
protected:
    core::Clock clock_{kStart * 1000};  // the services read it; a test moves it with clock_.advance
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        accounts_ = std::make_unique<accounts::AccountService>(*db_, clock_, accounts::Settings{});
        site_ = std::make_unique<site::SiteService>(*db_, clock_);
        courses_ = std::make_unique<courses::CourseService>(*db_, clock_, *accounts_, *site_);
        study_ = std::make_unique<StudyService>(*db_, clock_, *courses_);
        study_->set_media_key("0123456789abcdef0123456789abcdef");
        db_->with_conn([&](db::Conn& c) {
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('s1', '一校', '一校', 1)");
            std::int64_t school = c.query_one("SELECT id FROM school WHERE sign = 's1'")->integer("id");
            student_ = user(c, "13700000001", "学生", core::Role::kStudent);
            teacher_ = user(c, "13700000002", "王老师", core::Role::kTeacher);
            other_ = user(c, "13700000003", "路人", core::Role::kNormal);
            course_ = c.query_one(
                           "INSERT INTO course (sign, school_id, name, status, created_at, updated_at) "
                           "VALUES ('course1', :school, '数据分析', 1, 1, 1) RETURNING id",
                           {{"school", school}})
                          ->integer("id");
            c.exec(
                "INSERT INTO course_teacher (sign, course_id, user_id, master, created_at) "
                "VALUES ('ct1', :course, :teacher, 1, 1)",
                {{"course", course_}, {"teacher", teacher_.id}});
            std::int64_t chapter = c.query_one(
                                        "INSERT INTO chapter (sign, course_id, level, name, created_at) "
                                        "VALUES ('ch1', :course, 1, '第一章', 1) RETURNING id",
                                        {{"course", course_}})
                                       ->integer("id");
            for (int i = 1; i <= 2; ++i) {
                std::string n = std::to_string(i);
                std::int64_t media = c.query_one(
                                          "INSERT INTO media (sign, path, mime, size, duration_ms, created_at) "
                                          "VALUES (:sign, :path, 'video/mp4', 10, :ms, 1) RETURNING id",
                                          {{"sign", "m" + n}, {"path", "videos/demo/v" + n + ".mp4"}, {"ms", kVideoMs}})
                                         ->integer("id");
                c.exec(
                    "INSERT INTO chapter_video (sign, chapter_id, course_id, level, title, media_id, created_at) "
                    "VALUES (:sign, :chapter, :course, :level, :title, :media, 1)",
                    {{"sign", "v" + n},
                     {"chapter", chapter},
                     {"course", course_},
                     {"level", std::int64_t{i}},
                     {"title", "第" + n + "节"},
                     {"media", media}});
            }
            c.exec("INSERT INTO enrolment (course_id, user_id, source, created_at) VALUES (:course, :user, 'free', 1)",
                   {{"course", course_}, {"user", student_.id}});
        });
    }

    core::AuthUser user(db::Conn& c, const std::string& mobile, const std::string& name, core::Role role) {
        accounts::NewUser u{"sign-" + mobile, mobile, name, "hash", "", 0, {role}};
        std::int64_t id = *users_.insert_user(c, u, kStart);
        return core::AuthUser{id, u.sign, name, {role}, 0};
    }

    BeatResult beat(const std::string& video, double position, const core::AuthUser* who = nullptr) {
        return study_->heartbeat(who ? *who : student_, BeatForm{std::string("course1"), video, position});
    }
    void advance(std::int64_t seconds) { clock_.advance(std::chrono::seconds(seconds)); }

    static void expect_refused(const std::function<void()>& call, core::ApiCode code, const std::string& msg,
                               std::optional<std::string> field = std::nullopt) {
        try {
            call();
            ADD_FAILURE() << "expected " << msg;
        } catch (const core::ApiError& e) {
            EXPECT_EQ(e.code(), code);
            EXPECT_EQ(std::string(e.what()), msg);
            EXPECT_EQ(e.field(), field);
        }
    }

    db::Row enrolment() {
        return *db_->with_conn([&](db::Conn& c) {
            return c.query_one(
                "SELECT status, progress, studied_seconds, finished_at, last_video_id, last_studied_at "
                "FROM enrolment WHERE user_id = :u",
                {{"u", student_.id}});
        });
    }

    accounts::UserStore users_;
    std::unique_ptr<accounts::AccountService> accounts_;
    std::unique_ptr<site::SiteService> site_;
    std::unique_ptr<courses::CourseService> courses_;
    std::unique_ptr<StudyService> study_;
    core::AuthUser student_, teacher_, other_;
    std::int64_t course_ = 0;
};

TEST_P(StudyServiceTest, HeartbeatsCreditVerifiedTimeAndFinishTheCourse) {
    BeatResult first = beat("v1", 50);
    EXPECT_EQ(first.progress.credited_seconds, 0) << "the first beat opens a segment";
    EXPECT_EQ(first.progress.resume_seconds, 0);
    advance(30);
    BeatResult second = beat("v1", 30);
    EXPECT_DOUBLE_EQ(second.progress.credited_seconds, 30);
    EXPECT_DOUBLE_EQ(second.progress.furthest_seconds, 30);
    EXPECT_FALSE(second.progress.completed);
    EXPECT_EQ(second.course_progress, 0);
    advance(30);
    BeatResult third = beat("v1", 100);  // claims 70 s in 30 s: 60 credited (the cap)
    EXPECT_DOUBLE_EQ(third.progress.credited_seconds, 90);
    EXPECT_DOUBLE_EQ(third.progress.furthest_seconds, 90);
    EXPECT_TRUE(third.progress.completed) << "90 s of 100 s is 90 %";
    EXPECT_EQ(third.course_progress, 50);
    EXPECT_EQ(third.study_status, courses::kStudyInProgress);
    db::Row e = enrolment();
    EXPECT_EQ(e.integer("progress"), 50);
    EXPECT_EQ(e.integer("studied_seconds"), 90);
    EXPECT_EQ(e.integer("last_studied_at"), kStart + 60);
    EXPECT_TRUE(e.is_null("finished_at"));

    beat("v2", 0);
    for (int i = 1; i <= 3; ++i) {
        advance(30);
        beat("v2", 30.0 * i);
    }
    BeatResult done = study_->heartbeat(student_, BeatForm{std::nullopt, "v2", 90});
    EXPECT_TRUE(done.progress.completed);
    EXPECT_EQ(done.course_progress, 100);
    EXPECT_EQ(done.study_status, courses::kStudyFinished);
    e = enrolment();
    EXPECT_EQ(e.integer("status"), courses::kStudyFinished);
    EXPECT_EQ(e.integer("finished_at"), kStart + 150);
    EXPECT_EQ(e.integer("studied_seconds"), 180);

    ResumePoint r = study_->resume(student_, "v2");
    EXPECT_DOUBLE_EQ(r.progress.resume_seconds, 90);
    EXPECT_EQ(r.duration_ms, kVideoMs);
    auto days = study_->study_days(student_);
    ASSERT_EQ(days.size(), 7U);
    EXPECT_EQ(days.back().date, "2027-01-15");
    EXPECT_DOUBLE_EQ(days.back().seconds, 180);
    EXPECT_DOUBLE_EQ(days.front().seconds, 0);
    EXPECT_EQ(days.front().date, "2027-01-09");
}

TEST_P(StudyServiceTest, RefusesUnknownVideosStrangersAndBadPositions) {
    using core::ApiCode;
    expect_refused([&] { beat("nope", 1); }, ApiCode::kBusiness, "视频不存在");
    expect_refused([&] { beat("", 1); }, ApiCode::kBusiness, "视频不存在");
    expect_refused(
        [&] {
            study_->heartbeat(student_, BeatForm{std::string("other"), "v1", 1});
        },
        ApiCode::kBusiness, "视频不存在");
    expect_refused([&] { beat("v1", 1, &other_); }, ApiCode::kBusiness, "请先加入学习");
    expect_refused([&] { beat("v1", 1, &teacher_); }, ApiCode::kBusiness, "请先加入学习");
    expect_refused([&] { beat("v1", -0.5); }, ApiCode::kInvalid, "播放进度无效", "position");
    expect_refused([&] { beat("v1", 105.5); }, ApiCode::kInvalid, "播放进度无效", "position");
    expect_refused([&] { beat("v1", std::numeric_limits<double>::infinity()); }, ApiCode::kInvalid, "播放进度无效",
                   "position");
    expect_refused([&] { beat("v1", std::nan("")); }, ApiCode::kInvalid, "播放进度无效", "position");
    expect_refused(
        [&] {
            study_->heartbeat(student_, BeatForm{std::nullopt, "v1", -1}, "studyTime");
        },
        ApiCode::kInvalid, "播放进度无效", "studyTime");
    EXPECT_NO_THROW(beat("v1", 105));  // duration + 5 is still accepted
    expect_refused([&] { study_->resume(other_, "v1"); }, ApiCode::kBusiness, "请先加入学习");
    EXPECT_EQ(study_->resume(teacher_, "v1").progress.resume_seconds, 0);
    auto rows = db_->with_conn([&](db::Conn& c) { return c.query("SELECT user_id FROM video_progress"); });
    EXPECT_EQ(rows.size(), 1U) << "refused beats write nothing";
}

TEST_P(StudyServiceTest, TwoTabsBeatingAtOnceDoNotDoubleCredit) {
    beat("v1", 0);
    advance(30);
    constexpr int kTabs = 4;
    constexpr int kBeatsPerTab = 5;
    std::vector<std::thread> tabs;
    std::atomic<int> failures{0};
    for (int t = 0; t < kTabs; ++t) {
        tabs.emplace_back([&] {
            for (int i = 0; i < kBeatsPerTab; ++i) {
                try {
                    beat("v1", 30);
                } catch (...) {
                    ++failures;
                }
            }
        });
    }
    for (auto& t : tabs) t.join();
    EXPECT_EQ(failures.load(), 0);
    ResumePoint r = study_->resume(student_, "v1");
    EXPECT_DOUBLE_EQ(r.progress.credited_seconds, 30) << "20 beats in one instant credit the 30 s once";
    EXPECT_EQ(enrolment().integer("studied_seconds"), 30);
    auto ledger = db_->with_conn([&](db::Conn& c) { return c.query_one("SELECT SUM(seconds) AS s FROM study_day"); });
    EXPECT_DOUBLE_EQ(ledger->real("s"), 30) << "the day ledger counts the 30 s once";
    EXPECT_DOUBLE_EQ(study_->study_days(student_).back().seconds, 30);
}

TEST_P(StudyServiceTest, SignedMediaUrlsForEnrolledUsersAndTeachersExpireAfterTenMinutes) {
    MediaTicket t = study_->video_auth(student_, "m1");
    EXPECT_EQ(t.mime, "video/mp4");
    EXPECT_EQ(t.duration_ms, kVideoMs);
    EXPECT_EQ(t.expires_at, kStart + 600);
    std::string prefix = "/files/videos/demo/v1.mp4?e=" + std::to_string(kStart + 600) + "&s=";
    ASSERT_EQ(t.url.substr(0, prefix.size()), prefix);
    std::string s = t.url.substr(prefix.size());
    std::string e = std::to_string(kStart + 600);
    EXPECT_TRUE(study_->media_url_valid("demo/v1.mp4", e, s));
    EXPECT_FALSE(study_->media_url_valid("demo/v2.mp4", e, s)) << "another file";
    EXPECT_FALSE(study_->media_url_valid("demo/v1.mp4", std::to_string(kStart + 6000), s)) << "a later expiry";
    std::string altered = s;
    altered[0] = altered[0] == 'A' ? 'B' : 'A';
    EXPECT_FALSE(study_->media_url_valid("demo/v1.mp4", e, altered));
    EXPECT_FALSE(study_->media_url_valid("demo/v1.mp4", std::nullopt, s));
    EXPECT_FALSE(study_->media_url_valid("demo/v1.mp4", e, std::nullopt));
    advance(600);
    EXPECT_TRUE(study_->media_url_valid("demo/v1.mp4", e, s)) << "valid through its last second";
    advance(1);
    EXPECT_FALSE(study_->media_url_valid("demo/v1.mp4", e, s)) << "expired";

    EXPECT_NO_THROW(study_->video_auth(teacher_, "m2"));
    db_->with_conn([&](db::Conn& c) {  // a stored path that is not in normal form is signed as the server reads it
        c.exec(
            "INSERT INTO media (sign, path, mime, size, duration_ms, created_by, created_at) "
            "VALUES ('m3', 'videos//demo/./v3.mp4', 'video/mp4', 1, 1000, :u, 1)",
            {{"u", student_.id}});
    });
    MediaTicket odd = study_->video_auth(student_, "m3");
    ASSERT_EQ(odd.url.rfind("/files/videos/demo/v3.mp4?e=", 0), 0U) << odd.url;
    EXPECT_TRUE(study_->media_url_valid("demo/v3.mp4", std::to_string(odd.expires_at),
                                        odd.url.substr(odd.url.find("&s=") + 3)));
    expect_refused([&] { study_->video_auth(other_, "m1"); }, core::ApiCode::kBusiness, "请先加入学习");
    expect_refused([&] { study_->video_auth(student_, "nope"); }, core::ApiCode::kBusiness, "视频不存在");
}

TEST_P(StudyServiceTest, PersonalCentreListsTheStudentsStudy) {
    StudySummary empty = study_->summary(other_);
    EXPECT_EQ(empty.course_count, 0);
    EXPECT_TRUE(empty.recent.empty());
    EXPECT_TRUE(study_->watch_locus(other_).empty());
    EXPECT_TRUE(study_->tasks(other_).empty());

    auto tasks = study_->tasks(student_);
    ASSERT_EQ(tasks.size(), 1U);
    EXPECT_EQ(tasks[0].video_sign, "v1");
    EXPECT_EQ(tasks[0].course_name, "数据分析");

    beat("v1", 0);
    advance(30);
    beat("v1", 30);
    advance(30);
    beat("v1", 90);
    advance(60);
    beat("v2", 0);
    tasks = study_->tasks(student_);
    ASSERT_EQ(tasks.size(), 1U);
    EXPECT_EQ(tasks[0].video_sign, "v2") << "v1 is complete: the next unfinished video";

    auto locus = study_->watch_locus(student_);
    ASSERT_EQ(locus.size(), 2U);
    EXPECT_EQ(locus[0].video_sign, "v2") << "most recent first";
    EXPECT_EQ(locus[1].video_sign, "v1");
    EXPECT_TRUE(locus[1].completed);
    EXPECT_DOUBLE_EQ(locus[1].resume_seconds, 90);
    EXPECT_EQ(locus[1].duration_ms, kVideoMs);
    EXPECT_EQ(locus[1].course_sign, "course1");

    StudySummary s = study_->summary(student_);
    EXPECT_EQ(s.course_count, 1);
    EXPECT_EQ(s.in_progress_count, 1);
    EXPECT_EQ(s.finished_count, 0);
    EXPECT_EQ(s.studied_seconds, 90);
    ASSERT_EQ(s.recent.size(), 1U);
    EXPECT_EQ(s.recent[0].card.sign, "course1");
    EXPECT_EQ(s.recent[0].card.teacher_name, "王老师");
    EXPECT_EQ(s.recent[0].progress, 50);
    EXPECT_EQ(s.recent[0].status, courses::kStudyInProgress);
}

TEST_P(StudyServiceTest, EveryInstanceSharesTheMediaKeyThroughTheDatabaseAndKeepsItInItsDataDir) {
    namespace fs = std::filesystem;
    fs::path base = fs::temp_directory_path() /
                    ("xj-study-keys-" + std::to_string(::getpid()) + "-" + (is_postgres() ? "pg" : "sqlite"));
    fs::remove_all(base);
    fs::create_directories(base / "a" / "keys");
    {  // an older data directory's key file is adopted by the first start
        std::ofstream(base / "a" / "keys" / "media.key") << "feedfacefeedfacefeedfacefeedface00\n";
    }
    StudyService a(*db_, clock_, *courses_);
    StudyService b(*db_, clock_, *courses_);
    a.start(base / "a");
    b.start(base / "b");
    MediaTicket t = a.video_auth(student_, "m1");
    std::string query = t.url.substr(t.url.find("?e=") + 3);
    std::string e = query.substr(0, query.find('&'));
    std::string s = query.substr(query.find("&s=") + 3);
    EXPECT_TRUE(b.media_url_valid("demo/v1.mp4", e, s)) << "a URL signed by one instance plays on the other";
    EXPECT_FALSE(study_->media_url_valid("demo/v1.mp4", e, s)) << "a different key";
    std::ifstream in(base / "b" / "keys" / "media.key");
    std::string stored;
    in >> stored;
    EXPECT_EQ(stored, "feedfacefeedfacefeedfacefeedface00");
    EXPECT_EQ(fs::status(base / "b" / "keys" / "media.key").permissions() & fs::perms::all,
              fs::perms::owner_read | fs::perms::owner_write);
    EXPECT_EQ(fs::status(base / "b" / "keys").permissions() & fs::perms::all, fs::perms::owner_all);
    fs::remove_all(base);
}

TEST(StudyDays, ChinaDayRollsOverAtSixteenUtc) {
    EXPECT_EQ(china_day(kStart), "2027-01-15");  // 16:00 China time
    EXPECT_EQ(china_day(kStart + 8 * 3600 - 1), "2027-01-15");
    EXPECT_EQ(china_day(kStart + 8 * 3600), "2027-01-16");
}

XJ_INSTANTIATE_DB_TEST(StudyServiceTest);

}  // namespace
}  // namespace xj::study
