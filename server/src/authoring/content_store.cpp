#include "authoring/content_store.h"

#include "courses/store_rows.h"

namespace xj::authoring {

namespace {

constexpr std::string_view kChapterBySign =
    "SELECT ch.id, ch.sign, ch.course_id, ch.level, ch.name, ch.synopsis, co.sign AS course_sign "
    "FROM chapter ch JOIN course co ON co.id = ch.course_id WHERE ch.sign = :sign";
constexpr std::string_view kChaptersOfCourse =
    "SELECT ch.id, ch.sign, ch.course_id, ch.level, ch.name, ch.synopsis, co.sign AS course_sign "
    "FROM chapter ch JOIN course co ON co.id = ch.course_id WHERE ch.course_id = :course ORDER BY ch.level, ch.id";
constexpr std::string_view kInsertChapter =
    "INSERT INTO chapter (sign, course_id, level, name, synopsis, created_at) "
    "VALUES (:sign, :course, :level, :name, :synopsis, :now) RETURNING id";
constexpr std::string_view kUpdateChapter =
    "UPDATE chapter SET level = :level, name = :name, synopsis = :synopsis WHERE id = :id";
constexpr std::string_view kDeleteChapter = "DELETE FROM chapter WHERE id = :id";

constexpr std::string_view kVideoColumns =
    "SELECT v.id, v.sign, v.chapter_id, ch.sign AS chapter_sign, v.course_id, v.level, v.title, v.media_id, "
    "m.sign AS media_sign, m.path AS media_path, m.duration_ms, m.size "
    "FROM chapter_video v JOIN chapter ch ON ch.id = v.chapter_id LEFT JOIN media m ON m.id = v.media_id ";
constexpr std::string_view kVideoBySignWhere = "WHERE v.sign = :sign";
constexpr std::string_view kVideosOfCourseWhere = "WHERE v.course_id = :course ORDER BY v.chapter_id, v.level, v.id";
constexpr std::string_view kMediaOfChapter =
    "SELECT DISTINCT media_id FROM chapter_video WHERE chapter_id = :chapter AND media_id IS NOT NULL";
constexpr std::string_view kInsertVideo =
    "INSERT INTO chapter_video (sign, chapter_id, course_id, level, title, media_id, created_at) "
    "VALUES (:sign, :chapter, :course, :level, :title, :media, :now) RETURNING id";
constexpr std::string_view kUpdateVideo = "UPDATE chapter_video SET level = :level, title = :title WHERE id = :id";
constexpr std::string_view kSetVideoMedia = "UPDATE chapter_video SET media_id = :media WHERE id = :id";
constexpr std::string_view kDeleteVideo = "DELETE FROM chapter_video WHERE id = :id";

constexpr std::string_view kMediaBySign =
    "SELECT id, sign, path, duration_ms, size, created_by FROM media WHERE sign = :sign";
constexpr std::string_view kInsertMedia =
    "INSERT INTO media (sign, path, mime, size, duration_ms, width, height, created_by, created_at) "
    "VALUES (:sign, :path, :mime, :size, :duration, :width, :height, :user, :now) RETURNING id";
// A media row is removed only where no video uses it, in the statement that removes it; before it, on PostgreSQL,
// the row is locked FOR UPDATE, which waits for an attach holding it FOR SHARE (ContentStore::media with lock): the
// delete then sees that attach, or the attach finds no media (SQLite's write transactions are serial).
constexpr std::string_view kMediaPathsUnder = "SELECT path FROM media WHERE path LIKE :prefix";
constexpr std::string_view kLockMediaPg = "SELECT id FROM media WHERE id = :media FOR UPDATE";
constexpr std::string_view kShareMediaPg = " FOR SHARE";
constexpr std::string_view kDropUnused =
    "DELETE FROM media WHERE id = :media AND NOT EXISTS (SELECT 1 FROM chapter_video v WHERE v.media_id = media.id) "
    "RETURNING path";
constexpr std::string_view kUnattachedMedia =
    "SELECT id, path FROM media WHERE created_at < :before AND path LIKE :prefix "
    "AND NOT EXISTS (SELECT 1 FROM chapter_video v WHERE v.media_id = media.id)";
#undef XJ_CARD_COLUMNS
#undef XJ_CARD_JOINS
#undef XJ_ENROLMENT_COLUMNS

EditChapter chapter_of(const db::Row& r) {
    return {r.integer("id"), r.text("sign"),     r.integer("course_id"), static_cast<int>(r.integer("level")),
            r.text("name"),  r.text("synopsis"), r.text("course_sign")};
}

EditVideo video_of(const db::Row& r) {
    EditVideo v;
    v.id = r.integer("id");
    v.sign = r.text("sign");
    v.chapter_id = r.integer("chapter_id");
    v.chapter_sign = r.text("chapter_sign");
    v.course_id = r.integer("course_id");
    v.level = static_cast<int>(r.integer("level"));
    v.title = r.text("title");
    v.media_id = r.opt_integer("media_id");
    v.media_sign = r.text("media_sign");
    v.media_path = r.text("media_path");
    v.duration_ms = r.opt_integer("duration_ms").value_or(0);
    v.size = r.opt_integer("size").value_or(0);
    return v;
}

}  // namespace

std::optional<EditChapter> ContentStore::chapter(db::Conn& conn, std::string_view sign) const {
    auto row = conn.query_one(kChapterBySign, {{"sign", std::string(sign)}});
    if (!row) return std::nullopt;
    return chapter_of(*row);
}

std::vector<EditChapter> ContentStore::chapters(db::Conn& conn, std::int64_t course_id) const {
    std::vector<EditChapter> out;
    for (const auto& r : conn.query(kChaptersOfCourse, {{"course", course_id}})) out.push_back(chapter_of(r));
    return out;
}

std::int64_t ContentStore::insert_chapter(db::Conn& conn, const EditChapter& c, std::int64_t now) const {
    return conn
        .query(kInsertChapter, {{"sign", c.sign},
                                {"course", c.course_id},
                                {"level", std::int64_t{c.level}},
                                {"name", c.name},
                                {"synopsis", c.synopsis},
                                {"now", now}})
        .front()
        .integer("id");
}

void ContentStore::update_chapter(db::Conn& conn, const EditChapter& c) const {
    conn.exec(kUpdateChapter,
              {{"level", std::int64_t{c.level}}, {"name", c.name}, {"synopsis", c.synopsis}, {"id", c.id}});
}

void ContentStore::delete_chapter(db::Conn& conn, std::int64_t id) const { conn.exec(kDeleteChapter, {{"id", id}}); }

std::optional<EditVideo> ContentStore::video(db::Conn& conn, std::string_view sign) const {
    auto row =
        conn.query_one(std::string(kVideoColumns) + std::string(kVideoBySignWhere), {{"sign", std::string(sign)}});
    if (!row) return std::nullopt;
    return video_of(*row);
}

std::vector<EditVideo> ContentStore::videos_of_course(db::Conn& conn, std::int64_t course_id) const {
    std::vector<EditVideo> out;
    for (const auto& r :
         conn.query(std::string(kVideoColumns) + std::string(kVideosOfCourseWhere), {{"course", course_id}}))
        out.push_back(video_of(r));
    return out;
}

std::vector<std::int64_t> ContentStore::media_of_chapter(db::Conn& conn, std::int64_t chapter_id) const {
    std::vector<std::int64_t> out;
    for (const auto& r : conn.query(kMediaOfChapter, {{"chapter", chapter_id}})) out.push_back(r.integer("media_id"));
    return out;
}

std::int64_t ContentStore::insert_video(db::Conn& conn, const EditVideo& v, std::int64_t now) const {
    return conn
        .query(kInsertVideo, {{"sign", v.sign},
                              {"chapter", v.chapter_id},
                              {"course", v.course_id},
                              {"level", std::int64_t{v.level}},
                              {"title", v.title},
                              {"media", db::nullable(v.media_id)},
                              {"now", now}})
        .front()
        .integer("id");
}

void ContentStore::update_video(db::Conn& conn, std::int64_t id, int level, std::string_view title) const {
    conn.exec(kUpdateVideo, {{"level", std::int64_t{level}}, {"title", std::string(title)}, {"id", id}});
}

void ContentStore::set_video_media(db::Conn& conn, std::int64_t id, std::int64_t media_id) const {
    conn.exec(kSetVideoMedia, {{"media", media_id}, {"id", id}});
}

void ContentStore::delete_video(db::Conn& conn, std::int64_t id) const { conn.exec(kDeleteVideo, {{"id", id}}); }

std::optional<StoredMedia> ContentStore::media(db::Conn& conn, std::string_view sign, bool lock) const {
    std::string sql(kMediaBySign);
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += kShareMediaPg;
    auto row = conn.query_one(sql, {{"sign", std::string(sign)}});
    if (!row) return std::nullopt;
    return StoredMedia{row->integer("id"),          row->text("sign"),    row->text("path"),
                       row->integer("duration_ms"), row->integer("size"), row->opt_integer("created_by")};
}

std::int64_t ContentStore::insert_media(db::Conn& conn, const NewMedia& m, std::int64_t now) const {
    return conn
        .query(kInsertMedia, {{"sign", m.sign},
                              {"path", m.path},
                              {"mime", m.mime},
                              {"size", m.size},
                              {"duration", m.duration_ms},
                              {"width", std::int64_t{m.width}},
                              {"height", std::int64_t{m.height}},
                              {"user", db::nullable(m.created_by)},
                              {"now", now}})
        .front()
        .integer("id");
}

std::vector<std::string> ContentStore::media_paths_under(db::Conn& conn, std::string_view folder) const {
    std::vector<std::string> out;
    for (const auto& r : conn.query(kMediaPathsUnder, {{"prefix", std::string(folder) + "/%"}}))
        out.push_back(r.text("path"));
    return out;
}

std::optional<std::string> ContentStore::drop_if_unused(db::Conn& conn, std::int64_t media_id) const {
    if (conn.dialect() == db::Dialect::kPostgres) conn.query(kLockMediaPg, {{"media", media_id}});
    auto rows = conn.query(kDropUnused, {{"media", media_id}});
    if (rows.empty()) return std::nullopt;  // in use (or gone): nothing removed
    return rows.front().text("path");
}

std::vector<std::string> ContentStore::drop_unattached(db::Conn& conn, std::string_view prefix,
                                                       std::int64_t before) const {
    std::vector<std::string> paths;
    for (const auto& r : conn.query(kUnattachedMedia, {{"before", before}, {"prefix", std::string(prefix) + "%"}})) {
        if (auto path = drop_if_unused(conn, r.integer("id"))) paths.push_back(*path);  // attached meanwhile: kept
    }
    return paths;
}

std::vector<core::UploadedFile> ContentStore::uploaded_videos(db::Conn& conn, std::int64_t user_id, int limit) const {
    std::vector<core::UploadedFile> out;
    for (const auto& r : conn.query(
             "SELECT m.size, m.created_at, (SELECT v.title FROM chapter_video v WHERE v.media_id = m.id ORDER BY v.id "
             "LIMIT 1) AS title FROM media m WHERE m.created_by = :user ORDER BY m.id DESC LIMIT :limit",
             {{"user", user_id}, {"limit", std::int64_t{limit}}})) {
        auto title = r.opt_text("title");
        out.push_back({"video", title ? *title : "未使用的视频", r.integer("size"), r.integer("created_at"),
                       title ? "课程视频" : "课程视频（尚未加入课程）"});
    }
    return out;
}

}  // namespace xj::authoring
