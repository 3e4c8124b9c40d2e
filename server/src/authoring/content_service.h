// Course authoring's content step (docs/authoring.md): chapters and chapter videos edited by the course's own
// teachers (and the admins of its school), uploaded videos attached to them. Every write invalidates the
// school's catalogue answers after its commit (decision 0006); files no video uses any more are removed after it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "authoring/content_store.h"
#include "core/access.h"
#include "courses/service.h"

namespace xj::authoring {

struct ChapterInput {
    std::string name;
    int level = 0;
    std::string synopsis;
};

struct VideoInput {
    std::string title;
    int level = 0;
};

struct ContentTree {
    OwnedCourse course;
    std::vector<EditChapter> chapters;
    std::vector<EditVideo> videos;  // by chapter, level, id
};

// One item of createUploadVideoList: a new video of a chapter with an uploaded media attached.
struct UploadItem {
    std::string chapter_sign;
    VideoInput video;
    std::string media_sign;
};

class ContentService {
public:
    ContentService(db::Database& db, const core::Clock& clock, courses::CourseService& courses)
        : db_(db), clock_(clock), courses_(courses) {}
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }

    ContentTree tree(const core::AuthUser& user, const std::string& course_sign);

    std::string add_chapter(const core::AuthUser& user, const std::string& course_sign, const ChapterInput& in);
    void update_chapter(const core::AuthUser& user, const std::string& sign, const ChapterInput& in);
    void delete_chapter(const core::AuthUser& user, const std::string& sign);
    EditChapter chapter(const core::AuthUser& user, const std::string& sign);

    std::string add_video(const core::AuthUser& user, const std::string& chapter_sign, const VideoInput& in);
    void update_video(const core::AuthUser& user, const std::string& sign, const VideoInput& in);
    void delete_video(const core::AuthUser& user, const std::string& sign);
    EditVideo video(const core::AuthUser& user, const std::string& sign);
    // Attaches an uploaded media (its videoSign) to a chapter video; the media must be the user's own upload.
    EditVideo attach(const core::AuthUser& user, const std::string& video_sign, const std::string& media_sign);
    // createUploadVideoList: all items or none.
    std::vector<EditVideo> add_uploaded(const core::AuthUser& user, const std::vector<UploadItem>& items);

private:
    // CourseService::managed_course (-1000 课程不存在, -6).
    OwnedCourse owned(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id);
    OwnedCourse owned(db::Conn& conn, const core::AuthUser& user, std::string_view course_sign);
    void remove_files(const std::vector<std::string>& paths);

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    ContentStore store_;
    std::filesystem::path files_dir_;
};

}  // namespace xj::authoring
