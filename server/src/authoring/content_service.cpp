#include "authoring/content_service.h"

#include <chrono>
#include <system_error>

#include <spdlog/spdlog.h>

#include "core/api_error.h"
#include "core/sign.h"

namespace xj::authoring {

namespace fs = std::filesystem;
using core::ApiError;

namespace {

constexpr std::string_view kMsgNoChapter = "章节不存在";
constexpr std::string_view kMsgNoVideo = "视频不存在";
constexpr std::string_view kMsgNoMedia = "上传的视频不存在";

}  // namespace

OwnedCourse ContentService::owned(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id) {
    return courses_.managed_course(conn, user, course_id);
}

OwnedCourse ContentService::owned(db::Conn& conn, const core::AuthUser& user, std::string_view course_sign) {
    return courses_.managed_course(conn, user, course_sign);
}

void ContentService::remove_files(const std::vector<std::string>& paths) {
    for (const auto& p : paths) {
        std::error_code ec;
        fs::remove(files_dir_ / p, ec);
        if (ec) spdlog::warn("content: could not remove {}: {}", p, ec.message());
    }
}

ContentTree ContentService::tree(const core::AuthUser& user, const std::string& course_sign) {
    return db_.with_conn([&](db::Conn& conn) {
        OwnedCourse course = owned(conn, user, course_sign);
        return ContentTree{course, store_.chapters(conn, course.id), store_.videos_of_course(conn, course.id)};
    });
}

std::string ContentService::add_chapter(const core::AuthUser& user, const std::string& course_sign,
                                        const ChapterInput& in) {
    auto [sign, school] = db_.with_tx([&](db::Conn& conn) {
        OwnedCourse course = owned(conn, user, course_sign);
        EditChapter c{0, core::make_sign(), course.id, in.level, in.name, in.synopsis, course.sign};
        store_.insert_chapter(conn, c, clock_.now_seconds());
        return std::pair{c.sign, course.school_id};
    });
    courses_.catalogue_changed(school);
    return sign;
}

void ContentService::update_chapter(const core::AuthUser& user, const std::string& sign, const ChapterInput& in) {
    std::int64_t school = db_.with_tx([&](db::Conn& conn) {
        auto c = store_.chapter(conn, sign);
        if (!c) throw ApiError::business(std::string(kMsgNoChapter));
        OwnedCourse course = owned(conn, user, c->course_id);
        c->name = in.name;
        c->level = in.level;
        c->synopsis = in.synopsis;
        store_.update_chapter(conn, *c);
        return course.school_id;
    });
    courses_.catalogue_changed(school);
}

void ContentService::delete_chapter(const core::AuthUser& user, const std::string& sign) {
    std::vector<std::string> orphans;
    std::int64_t school = db_.with_tx([&](db::Conn& conn) {
        auto c = store_.chapter(conn, sign);
        if (!c) throw ApiError::business(std::string(kMsgNoChapter));
        OwnedCourse course = owned(conn, user, c->course_id);
        auto media = store_.media_of_chapter(conn, c->id);
        store_.delete_chapter(conn, c->id);  // its videos go with it (ON DELETE CASCADE)
        for (auto id : media) {
            if (auto path = store_.drop_if_unused(conn, id)) orphans.push_back(*path);
        }
        return course.school_id;
    });
    remove_files(orphans);  // after the commit: a rolled-back delete keeps its files
    courses_.catalogue_changed(school);
}

EditChapter ContentService::chapter(const core::AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& conn) {
        auto c = store_.chapter(conn, sign);
        if (!c) throw ApiError::business(std::string(kMsgNoChapter));
        owned(conn, user, c->course_id);
        return *c;
    });
}

std::string ContentService::add_video(const core::AuthUser& user, const std::string& chapter_sign,
                                      const VideoInput& in) {
    auto [sign, school] = db_.with_tx([&](db::Conn& conn) {
        auto c = store_.chapter(conn, chapter_sign);
        if (!c) throw ApiError::business(std::string(kMsgNoChapter));
        OwnedCourse course = owned(conn, user, c->course_id);
        EditVideo v;
        v.sign = core::make_sign();
        v.chapter_id = c->id;
        v.course_id = c->course_id;
        v.level = in.level;
        v.title = in.title;
        store_.insert_video(conn, v, clock_.now_seconds());
        return std::pair{v.sign, course.school_id};
    });
    courses_.catalogue_changed(school);
    return sign;
}

void ContentService::update_video(const core::AuthUser& user, const std::string& sign, const VideoInput& in) {
    std::int64_t school = db_.with_tx([&](db::Conn& conn) {
        auto v = store_.video(conn, sign);
        if (!v) throw ApiError::business(std::string(kMsgNoVideo));
        OwnedCourse course = owned(conn, user, v->course_id);
        store_.update_video(conn, v->id, in.level, in.title);
        return course.school_id;
    });
    courses_.catalogue_changed(school);
}

void ContentService::delete_video(const core::AuthUser& user, const std::string& sign) {
    std::vector<std::string> orphans;
    std::int64_t school = db_.with_tx([&](db::Conn& conn) {
        auto v = store_.video(conn, sign);
        if (!v) throw ApiError::business(std::string(kMsgNoVideo));
        OwnedCourse course = owned(conn, user, v->course_id);
        store_.delete_video(conn, v->id);
        if (v->media_id) {
            if (auto path = store_.drop_if_unused(conn, *v->media_id)) orphans.push_back(*path);
        }
        return course.school_id;
    });
    remove_files(orphans);
    courses_.catalogue_changed(school);
}

EditVideo ContentService::video(const core::AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& conn) {
        auto v = store_.video(conn, sign);
        if (!v) throw ApiError::business(std::string(kMsgNoVideo));
        owned(conn, user, v->course_id);
        return *v;
    });
}

EditVideo ContentService::attach(const core::AuthUser& user, const std::string& video_sign,
                                 const std::string& media_sign) {
    std::vector<std::string> orphans;
    std::int64_t school = 0;
    EditVideo out = db_.with_tx([&](db::Conn& conn) {
        auto v = store_.video(conn, video_sign);
        if (!v) throw ApiError::business(std::string(kMsgNoVideo));
        OwnedCourse course = owned(conn, user, v->course_id);
        auto m = store_.media(conn, media_sign, true);  // a delete of it in flight finishes first, or waits for us
        if (!m) throw ApiError::business(std::string(kMsgNoMedia));
        // Only one's own uploads (another teacher's videoSign is not a way to borrow their files).
        if (m->created_by != user.id) throw ApiError::no_permission();
        store_.set_video_media(conn, v->id, m->id);
        if (v->media_id && *v->media_id != m->id) {
            if (auto path = store_.drop_if_unused(conn, *v->media_id)) orphans.push_back(*path);
        }
        school = course.school_id;
        return *store_.video(conn, video_sign);
    });
    remove_files(orphans);
    courses_.catalogue_changed(school);
    return out;
}

std::vector<EditVideo> ContentService::add_uploaded(const core::AuthUser& user, const std::vector<UploadItem>& items) {
    std::vector<std::int64_t> schools;
    auto out = db_.with_tx([&](db::Conn& conn) {
        std::vector<EditVideo> made;
        for (const auto& item : items) {
            auto c = store_.chapter(conn, item.chapter_sign);
            if (!c) throw ApiError::business(std::string(kMsgNoChapter));
            OwnedCourse course = owned(conn, user, c->course_id);
            auto m = store_.media(conn, item.media_sign);
            if (!m) throw ApiError::business(std::string(kMsgNoMedia));
            if (m->created_by != user.id) throw ApiError::no_permission();
            EditVideo v;
            v.sign = core::make_sign();
            v.chapter_id = c->id;
            v.course_id = c->course_id;
            v.level = item.video.level;
            v.title = item.video.title;
            v.id = store_.insert_video(conn, v, clock_.now_seconds());
            store_.set_video_media(conn, v.id, m->id);
            made.push_back(*store_.video(conn, v.sign));
            schools.push_back(course.school_id);
        }
        return made;
    });
    for (auto s : schools) courses_.catalogue_changed(s);
    return out;
}

}  // namespace xj::authoring
