// SQL of course authoring's content step (docs/authoring.md): chapters, chapter videos and the media they play,
// as their teachers edit them. Every statement is a named constant in content_store.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/uploaded_file.h"
#include "courses/store.h"
#include "db/db.h"

namespace xj::authoring {

// The course a chapter, video or course sign belongs to: what the ownership check needs.
using OwnedCourse = courses::ManagedCourse;

struct EditChapter {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;
    int level = 0;
    std::string name;
    std::string synopsis;
    std::string course_sign;
};

struct EditVideo {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t chapter_id = 0;
    std::string chapter_sign;
    std::int64_t course_id = 0;
    int level = 0;
    std::string title;
    std::optional<std::int64_t> media_id;
    std::string media_sign;  // "" without media
    std::string media_path;
    std::int64_t duration_ms = 0;
    std::int64_t size = 0;
};

struct NewMedia {
    std::string sign;
    std::string path;  // relative to <data-dir>/files
    std::string mime;
    std::int64_t size = 0;
    std::int64_t duration_ms = 0;
    std::optional<std::int64_t> created_by;  // the uploader; none for the demo's clips (no teacher may attach them)
    int width = 0, height = 0;               // the demo's clips know theirs; an upload's are not probed
};

struct StoredMedia {
    std::int64_t id = 0;
    std::string sign;
    std::string path;
    std::int64_t duration_ms = 0;
    std::int64_t size = 0;
    std::optional<std::int64_t> created_by;
};

class ContentStore {
public:
    // The user's uploaded videos (media rows they made), newest first: named by the chapter video using each.
    std::vector<core::UploadedFile> uploaded_videos(db::Conn& conn, std::int64_t user_id, int limit) const;
    std::optional<EditChapter> chapter(db::Conn& conn, std::string_view sign) const;
    std::vector<EditChapter> chapters(db::Conn& conn, std::int64_t course_id) const;
    std::int64_t insert_chapter(db::Conn& conn, const EditChapter& c, std::int64_t now) const;
    void update_chapter(db::Conn& conn, const EditChapter& c) const;
    void delete_chapter(db::Conn& conn, std::int64_t id) const;

    std::optional<EditVideo> video(db::Conn& conn, std::string_view sign) const;
    std::vector<EditVideo> videos_of_course(db::Conn& conn, std::int64_t course_id) const;
    std::vector<std::int64_t> media_of_chapter(db::Conn& conn, std::int64_t chapter_id) const;
    // A video with v.media_id (none from the editor: an upload is attached by set_video_media).
    std::int64_t insert_video(db::Conn& conn, const EditVideo& v, std::int64_t now) const;
    void update_video(db::Conn& conn, std::int64_t id, int level, std::string_view title) const;
    void set_video_media(db::Conn& conn, std::int64_t id, std::int64_t media_id) const;
    void delete_video(db::Conn& conn, std::int64_t id) const;

    // lock: held FOR SHARE until the transaction ends (PostgreSQL), so a concurrent drop_if_unused waits for an attach.
    std::optional<StoredMedia> media(db::Conn& conn, std::string_view sign, bool lock = false) const;
    std::int64_t insert_media(db::Conn& conn, const NewMedia& m, std::int64_t now) const;
    // The stored paths of every media row under a folder ("videos/uploads"): the orphan sweep's reference list.
    std::vector<std::string> media_paths_under(db::Conn& conn, std::string_view folder) const;
    // Deletes the media row when no chapter video uses it any more; its path then, for removal after commit.
    std::optional<std::string> drop_if_unused(db::Conn& conn, std::int64_t media_id) const;
    // Uploads (paths under `prefix`) created before `before` that no chapter video uses: deleted, their paths returned.
    std::vector<std::string> drop_unattached(db::Conn& conn, std::string_view prefix, std::int64_t before) const;
};

}  // namespace xj::authoring
