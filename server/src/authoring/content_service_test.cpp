// Course authoring's content step on both databases, without HTTP: ownership through chapter → course →
// course_teacher (and the school admin of the course's school), chapter deletion taking its videos and the media
// files no other video uses (after the commit), attach replacing a media, the catalogue answers invalidated by
// every write, and the upload sessions on disk (append at the received offset only, stale chunks ignored,
// other users refused, content check and probe on finish, stale sessions removed).
#include <gtest/gtest.h>

#include <sys/time.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include "accounts/service.h"
#include "accounts/store.h"
#include "authoring/content_service.h"
#include "authoring/store.h"
#include "authoring/upload_service.h"
#include "core/api_error.h"
#include "core/sign.h"
#include "courses/service.h"
#include "site/service.h"
#include "testing/db_test_support.h"
#include "testing/request_support.h"

namespace xj::authoring {
namespace {

using db::testing::SchemaTest;
namespace fs = std::filesystem;

constexpr std::int64_t kNow = 1'800'000'000;

using core::testing::refusal;

void write_file(const fs::path& p, const std::string& bytes) {
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << bytes;
}

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

class ContentServiceTest : public SchemaTest {
protected:
    core::Clock clock_{kNow * 1000};  // the services read it; a test moves it with clock_.advance
    void SetUp() override {
        SchemaTest::SetUp();
        if (!db_) return;
        accounts_ = std::make_unique<accounts::AccountService>(*db_, clock_, accounts::Settings{true, {}, 1});
        site_ = std::make_unique<site::SiteService>(*db_, clock_);
        courses_ = std::make_unique<courses::CourseService>(*db_, clock_, *accounts_, *site_);
        content_ = std::make_unique<ContentService>(*db_, clock_, *courses_);
        uploads_ = std::make_unique<UploadService>(*db_, clock_);
        root_ = fs::temp_directory_path() / ("xj-content-" + core::make_sign());
        content_->set_files_dir(root_ / "files");
        uploads_->set_dirs(root_ / "uploads", root_ / "files");
        db_->with_conn([&](db::Conn& c) {
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('1', '学鲸', '学鲸', 1)");
            c.exec("INSERT INTO school (sign, name, title, created_at) VALUES ('2', '别校', '别校', 1)");
            school_ = c.query_one("SELECT id FROM school WHERE sign = '1'")->integer("id");
            other_school_ = c.query_one("SELECT id FROM school WHERE sign = '2'")->integer("id");
            teacher_ = user(c, "13700000003", core::Role::kTeacher, school_);
            stranger_ = user(c, "13700000004", core::Role::kTeacher, school_);
            admin_ = user(c, "13700000005", core::Role::kSchoolAdmin, school_);
            far_admin_ = user(c, "13700000006", core::Role::kSchoolAdmin, other_school_);
            NewCourse nc;
            nc.sign = "course";
            nc.school_id = school_;
            nc.fields.name = "会计基础";
            nc.status = courses::kStatusPublished;
            course_ = AuthoringStore{}.insert_course(c, nc, kNow);
            AuthoringStore{}.insert_member(c, core::make_sign(), course_, teacher_.id, true, kNow);
        });
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(root_, ec);
        SchemaTest::TearDown();
    }

    core::AuthUser user(db::Conn& c, const std::string& mobile, core::Role role, std::int64_t school) {
        accounts::NewUser u{"sign-" + mobile, mobile, "用户" + mobile.substr(9), "hash", "", 0, {role}};
        std::int64_t id = *users_.insert_user(c, u, kNow);
        return core::AuthUser{id, u.sign, u.name, {role}, school};
    }

    // A media row of `owner` with its file under files/.
    std::string media(const core::AuthUser& owner, const std::string& name) {
        write_file(root_ / "files" / "videos" / "uploads" / name, "video bytes");
        NewMedia m{core::make_sign(), "videos/uploads/" + name, "video/mp4", 11, 3000, owner.id};
        db_->with_tx([&](db::Conn& c) { ContentStore().insert_media(c, m, kNow); });
        return m.sign;
    }

    std::int64_t count(const std::string& sql) {
        return db_->with_conn([&](db::Conn& c) { return c.query_one(sql)->integer("n"); });
    }

    std::unique_ptr<accounts::AccountService> accounts_;
    std::unique_ptr<site::SiteService> site_;
    std::unique_ptr<courses::CourseService> courses_;
    std::unique_ptr<ContentService> content_;
    std::unique_ptr<UploadService> uploads_;
    accounts::UserStore users_;
    fs::path root_;
    std::int64_t school_ = 0, other_school_ = 0, course_ = 0;
    core::AuthUser teacher_, stranger_, admin_, far_admin_;
};

TEST_P(ContentServiceTest, OnlyTheCourseTeachersAndItsSchoolAdminsManageIt) {
    std::string ch = content_->add_chapter(teacher_, "course", {"第一章", 1, ""});
    std::string v = content_->add_video(teacher_, ch, {"第一讲", 1});
    for (const auto* who : {&stranger_, &far_admin_}) {
        EXPECT_EQ(refusal([&] { content_->tree(*who, "course"); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] {
                      content_->update_chapter(*who, ch, {"改", 2, ""});
                  }).code(),
                  core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { content_->delete_video(*who, v); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { content_->add_video(*who, ch, {"偷加", 2}); }).code(), core::ApiCode::kNoPermission);
    }
    EXPECT_EQ(content_->tree(teacher_, "course").videos.size(), 1U) << "nothing written by the refused calls";
    content_->update_chapter(admin_, ch, {"管理员改名", 3, "简介"});
    EditChapter got = content_->chapter(teacher_, ch);
    EXPECT_EQ(got.name, "管理员改名");
    EXPECT_EQ(got.level, 3);
    EXPECT_EQ(got.course_sign, "course");
    EXPECT_EQ(std::string(refusal([&] {
                              content_->add_chapter(teacher_, "nope", {"x", 1, ""});
                          }).what()),
              "课程不存在");
    EXPECT_EQ(std::string(refusal([&] { content_->chapter(teacher_, "nope"); }).what()), "章节不存在");
    EXPECT_EQ(std::string(refusal([&] { content_->video(teacher_, "nope"); }).what()), "视频不存在");
}

TEST_P(ContentServiceTest, DeletingAChapterTakesItsVideosAndTheFilesNoOtherVideoUses) {
    std::string ch1 = content_->add_chapter(teacher_, "course", {"一", 1, ""});
    std::string ch2 = content_->add_chapter(teacher_, "course", {"二", 2, ""});
    std::string only = media(teacher_, "only.mp4");
    std::string shared = media(teacher_, "shared.mp4");
    content_->attach(teacher_, content_->add_video(teacher_, ch1, {"甲", 1}), only);
    content_->attach(teacher_, content_->add_video(teacher_, ch1, {"乙", 2}), shared);
    content_->attach(teacher_, content_->add_video(teacher_, ch2, {"丙", 1}), shared);

    content_->delete_chapter(teacher_, ch1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM chapter_video"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM media"), 1) << "the shared media stays";
    EXPECT_FALSE(fs::exists(root_ / "files/videos/uploads/only.mp4"));
    EXPECT_TRUE(fs::exists(root_ / "files/videos/uploads/shared.mp4"));

    ContentTree t = content_->tree(teacher_, "course");
    ASSERT_EQ(t.chapters.size(), 1U);
    ASSERT_EQ(t.videos.size(), 1U);
    EXPECT_EQ(t.videos[0].title, "丙");
    EXPECT_EQ(t.videos[0].duration_ms, 3000);

    // Attaching another media frees the one it replaces.
    std::string next = media(teacher_, "next.mp4");
    content_->attach(teacher_, t.videos[0].sign, next);
    EXPECT_FALSE(fs::exists(root_ / "files/videos/uploads/shared.mp4"));
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM media"), 1);
    // Another user's upload cannot be attached.
    std::string theirs = media(stranger_, "theirs.mp4");
    EXPECT_EQ(refusal([&] { content_->attach(teacher_, t.videos[0].sign, theirs); }).code(),
              core::ApiCode::kNoPermission);
}

TEST_P(ContentServiceTest, EveryWriteInvalidatesTheSchoolCatalogueAnswers) {
    int builds = 0;
    auto answer = [&] {
        return courses_->catalogue_answer("localhost", "probe", [&] {
            ++builds;
            return boost::json::value(builds);
        });
    };
    db_->with_conn([&](db::Conn& c) {
        c.exec("INSERT INTO site_host (host, school_id, icp_number) VALUES ('localhost', " + std::to_string(school_) +
               ", '')");
    });
    answer();
    answer();
    ASSERT_EQ(builds, 1);
    std::string ch = content_->add_chapter(teacher_, "course", {"一", 1, ""});
    answer();
    EXPECT_EQ(builds, 2) << "add_chapter";
    std::string v = content_->add_video(teacher_, ch, {"甲", 1});
    answer();
    EXPECT_EQ(builds, 3) << "add_video";
    content_->update_video(teacher_, v, {"乙", 2});
    answer();
    EXPECT_EQ(builds, 4) << "update_video";
    content_->delete_chapter(teacher_, ch);
    answer();
    EXPECT_EQ(builds, 5) << "delete_chapter";
}

TEST_P(ContentServiceTest, UploadSessionsAppendOnlyAtTheReceivedOffsetAndBelongToTheirUser) {
    UploadState s = uploads_->init(teacher_, "课程/../第一讲.mp4", 10);
    EXPECT_EQ(s.file_name, "第一讲.mp4") << "only the last path segment";
    EXPECT_EQ(uploads_->put_chunk(teacher_, s.upload_id, 0, "abcd").received, 4);
    EXPECT_EQ(uploads_->put_chunk(teacher_, s.upload_id, 0, "abcd").received, 4) << "repeated: not written twice";
    EXPECT_EQ(refusal([&] { uploads_->put_chunk(teacher_, s.upload_id, 6, "gh"); }).code(), core::ApiCode::kInvalid);
    EXPECT_EQ(refusal([&] { uploads_->state(stranger_, s.upload_id); }).code(), core::ApiCode::kNoPermission);
    EXPECT_EQ(refusal([&] { uploads_->put_chunk(stranger_, s.upload_id, 4, "ef"); }).code(),
              core::ApiCode::kNoPermission);
    EXPECT_EQ(uploads_->put_chunk(teacher_, s.upload_id, 4, "efghij").received, 10);
    EXPECT_EQ(read_file(root_ / "uploads" / s.upload_id / "data"), "abcdefghij");
    EXPECT_EQ(uploads_->state(teacher_, s.upload_id).received, 10);
    // Not a video: refused by content, the session removed, no media row.
    EXPECT_EQ(std::string(refusal([&] { uploads_->finish(teacher_, s.upload_id); }).what()),
              "不支持的视频格式，请上传 MP4 或 WebM 视频");
    EXPECT_FALSE(fs::exists(root_ / "uploads" / s.upload_id));
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM media"), 0);

    uploads_->set_max_bytes(5);
    EXPECT_EQ(refusal([&] { uploads_->init(teacher_, "a.mp4", 6); }).code(), core::ApiCode::kInvalid);
}

TEST_P(ContentServiceTest, FinishesARealMp4AndRemovesStaleSessions) {
    fs::path clip = root_ / "clip.mp4";
    fs::create_directories(root_);
    std::string cmd =
        "ffmpeg -v error -f lavfi -i testsrc=size=64x36:rate=5 -t 2 -c:v libx264 -pix_fmt yuv420p -y " + clip.string();
    if (std::system(cmd.c_str()) != 0) GTEST_SKIP() << "ffmpeg is not installed";
    std::string bytes = read_file(clip);
    UploadState s = uploads_->init(teacher_, "clip.mp4", static_cast<std::int64_t>(bytes.size()));
    uploads_->put_chunk(teacher_, s.upload_id, 0, std::string_view(bytes).substr(0, 100));
    uploads_->put_chunk(teacher_, s.upload_id, 100, std::string_view(bytes).substr(100));
    FinishedUpload f = uploads_->finish(teacher_, s.upload_id);
    EXPECT_NEAR(static_cast<double>(f.duration_ms), 2000.0, 150.0);
    EXPECT_EQ(f.size, static_cast<std::int64_t>(bytes.size()));
    EXPECT_EQ(read_file(root_ / "files" / "videos" / "uploads" / (f.video_sign + ".mp4")), bytes);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM media"), 1);

    UploadState old = uploads_->init(teacher_, "old.mp4", 10);
    UploadState fresh = uploads_->init(teacher_, "fresh.mp4", 10);
    auto day_ago = fs::file_time_type::clock::now() - std::chrono::hours(25);
    fs::last_write_time(root_ / "uploads" / old.upload_id / "data", day_ago);
    EXPECT_EQ(uploads_->remove_stale(24 * 3600), 1);
    EXPECT_FALSE(fs::exists(root_ / "uploads" / old.upload_id));
    EXPECT_TRUE(fs::exists(root_ / "uploads" / fresh.upload_id));
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM media"), 1) << "a fresh finished upload stays";

    // A finished upload never attached to a video is removed after a day; an attached one stays.
    std::string ch = content_->add_chapter(teacher_, "course", {"一", 1, ""});
    std::string kept = media(teacher_, "kept.mp4");
    content_->attach(teacher_, content_->add_video(teacher_, ch, {"甲", 1}), kept);
    db_->with_conn([&](db::Conn& c) { c.exec("UPDATE media SET created_at = 1000"); });
    EXPECT_EQ(uploads_->remove_stale(24 * 3600), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM media"), 1);
    EXPECT_FALSE(fs::exists(root_ / "files" / "videos" / "uploads" / (f.video_sign + ".mp4")));
    EXPECT_TRUE(fs::exists(root_ / "files" / "videos" / "uploads" / "kept.mp4"));
}

// Issue 13, hole 7: a video's delete and an attach of its media to another video at the same moment. The attach is
// held open on its own connection; the delete waits for it and keeps the media (and its file) the attach now uses.
TEST_P(ContentServiceTest, AnAttachInFlightKeepsTheMediaADeleteWouldDrop) {
    std::string ch = content_->add_chapter(teacher_, "course", {"第一章", 1, ""});
    std::string shared = media(teacher_, "shared.mp4");
    std::string first = content_->add_video(teacher_, ch, {"甲", 1});
    std::string second = content_->add_video(teacher_, ch, {"乙", 2});
    content_->attach(teacher_, first, shared);
    auto lease = db_->acquire();
    db::Conn& a = *lease;
    a.begin(true);
    auto m = ContentStore{}.media(a, shared, true);
    ASSERT_TRUE(m);
    ContentStore{}.set_video_media(a, ContentStore{}.video(a, second)->id, m->id);
    const std::uint64_t waits = db_->lock_waits();
    std::thread teacher([&] { content_->delete_video(teacher_, first); });
    wait_for_lock_waiter(*db_, waits);
    a.commit();
    teacher.join();
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM media"), 1) << "the media the attach uses is kept";
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM chapter_video WHERE media_id IS NOT NULL"), 1);
    EXPECT_TRUE(fs::exists(root_ / "files" / "videos" / "uploads" / "shared.mp4"));
}

// Issue 13: a video renamed into place whose row was never written (the server stopped between the two) is removed
// once it is an hour old; files with a row, and recent ones, stay.
TEST_P(ContentServiceTest, VideoFilesWithoutARowAreSweptWhenOld) {
    std::string kept = media(teacher_, "kept.mp4");
    write_file(root_ / "files" / "videos" / "uploads" / "orphan.mp4", "bytes");
    write_file(root_ / "files" / "videos" / "uploads" / "fresh.mp4", "bytes");
    auto old = fs::file_time_type::clock::now() - std::chrono::hours(2);
    fs::last_write_time(root_ / "files" / "videos" / "uploads" / "kept.mp4", old);
    fs::last_write_time(root_ / "files" / "videos" / "uploads" / "orphan.mp4", old);
    EXPECT_EQ(uploads_->remove_orphans(std::chrono::hours(1)), 1);
    EXPECT_FALSE(fs::exists(root_ / "files" / "videos" / "uploads" / "orphan.mp4"));
    EXPECT_TRUE(fs::exists(root_ / "files" / "videos" / "uploads" / "kept.mp4"));
    EXPECT_TRUE(fs::exists(root_ / "files" / "videos" / "uploads" / "fresh.mp4"));
}

XJ_INSTANTIATE_DB_TEST(ContentServiceTest);

}  // namespace
}  // namespace xj::authoring
