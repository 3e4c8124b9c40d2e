#include "authoring/content_routes.h"

#include <unordered_map>

#include <boost/json.hpp>

#include "authoring/content_forms.h"
#include "authoring/upload_rules.h"
#include "core/api_error.h"
#include "courses/model.h"

namespace xj::authoring {

using core::Access;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

json::object video_json(const EditVideo& v) {
    return {{"idSign", v.sign},
            {"chapterIdSign", v.chapter_sign},
            {"videoTitle", v.title},
            {"videoLevel", v.level},
            {"videoSign", v.media_sign.empty() ? json::value(nullptr) : json::value(v.media_sign)},
            {"durationMs", v.duration_ms},
            {"duration", v.duration_ms / 1000},
            {"size", v.size}};
}

json::object chapter_json(const EditChapter& c, const std::string& course_sign) {
    return {{"idSign", c.sign},        {"courseIdSign", course_sign},
            {"chapterLevel", c.level}, {"upperCaseChapterLevel", courses::upper_case_numeral(c.level)},
            {"chapterName", c.name},   {"chapterSynopsis", c.synopsis}};
}

json::object tree_json(const ContentTree& t) {
    json::array chapters;
    // Videos come ordered by chapter id, level; grouped once so the tree is linear in its size.
    std::unordered_map<std::int64_t, json::array> by_chapter;
    for (const auto& v : t.videos) by_chapter[v.chapter_id].push_back(video_json(v));
    for (const auto& c : t.chapters) {
        json::object o = chapter_json(c, t.course.sign);
        o["childList"] = std::move(by_chapter[c.id]);
        chapters.push_back(std::move(o));
    }
    return {{"courseIdSign", t.course.sign}, {"list", std::move(chapters)}};
}

json::object upload_json(const UploadState& s) {
    return {{"uploadId", s.upload_id},
            {"fileName", s.file_name},
            {"size", s.size},
            {"received", s.received},
            {"chunkSize", s.chunk_size}};
}

}  // namespace

void register_content_routes(core::Router& router, ContentService& c, UploadService& u) {
    auto r = router.domain("courses");
    Access teachers = Access::roles({Role::kTeacher, Role::kSchoolAdmin});

    r.post("/course/chapterEditList", teachers, "编辑课程内容：章节及其视频（本课教师或本校管理员）",
           [&c](const Request& req) {
               return core::ok(tree_json(c.tree(req.current_user(), content_sign(req, "courseIdSign"))));
           });
    r.post("/course/addChapter", teachers, "添加章节 {courseIdSign, chapterLevel, chapterName, chapterSynopsis}",
           [&c](const Request& req) {
               std::string course = content_sign(req, "courseIdSign");
               ChapterInput in = parse_chapter(req);
               return core::ok_with_msg(json::object{{"idSign", c.add_chapter(req.current_user(), course, in)}},
                                        "添加成功");
           });
    r.post("/course/updateChapter", teachers, "修改章节 {idSign, chapterLevel, chapterName, chapterSynopsis}",
           [&c](const Request& req) {
               std::string sign = content_sign(req, "idSign");
               c.update_chapter(req.current_user(), sign, parse_chapter(req));
               return core::ok_with_msg(nullptr, "修改成功");
           });
    r.post("/course/deleteChapter", teachers, "删除章节及其视频（不再被使用的视频文件一并删除）",
           [&c](const Request& req) {
               c.delete_chapter(req.current_user(), content_sign(req, "idSign"));
               return core::ok_with_msg(nullptr, "删除成功");
           });
    r.post("/course/getChapterById", teachers, "章节详情 {idSign}", [&c](const Request& req) {
        EditChapter ch = c.chapter(req.current_user(), content_sign(req, "idSign"));
        return core::ok(chapter_json(ch, ch.course_sign));
    });
    r.post("/course/addChapterVideo", teachers, "添加章节视频 {chapterIdSign, videoTitle, videoLevel}",
           [&c](const Request& req) {
               std::string chapter = content_sign(req, "chapterIdSign");
               VideoInput in = parse_video(req);
               return core::ok_with_msg(json::object{{"idSign", c.add_video(req.current_user(), chapter, in)}},
                                        "添加成功");
           });
    r.post("/course/updateVideo", teachers, "修改章节视频 {idSign, videoTitle, videoLevel}", [&c](const Request& req) {
        std::string sign = content_sign(req, "idSign");
        c.update_video(req.current_user(), sign, parse_video(req));
        return core::ok_with_msg(nullptr, "修改成功");
    });
    r.post("/course/deleteChapterVideo", teachers, "删除章节视频（不再被使用的视频文件一并删除）",
           [&c](const Request& req) {
               c.delete_video(req.current_user(), content_sign(req, "idSign"));
               return core::ok_with_msg(nullptr, "删除成功");
           });
    r.post("/course/getVideoById", teachers, "章节视频详情 {idSign}", [&c](const Request& req) {
        return core::ok(video_json(c.video(req.current_user(), content_sign(req, "idSign"))));
    });
    r.post("/course/attachVideo", teachers, "为章节视频挂上已上传的视频 {idSign, videoSign}", [&c](const Request& req) {
        std::string sign = content_sign(req, "idSign");
        std::string media = content_sign(req, "videoSign");
        return core::ok_with_msg(video_json(c.attach(req.current_user(), sign, media)), "上传成功");
    });
    r.post("/train/createUploadVideoList", teachers,
           "批量添加已上传的章节视频 {data: [{chapterIdSign, videoTitle, videoLevel, videoSign}]}（全部或全不）",
           [&c](const Request& req) {
               json::array out;
               for (const auto& v : c.add_uploaded(req.current_user(), parse_upload_list(req)))
                   out.push_back(video_json(v));
               return core::ok_with_msg(out, "添加成功");
           });

    r.post("/upload/video/init", teachers, "开始分片上传视频 {fileName, size} → {uploadId, chunkSize, received}",
           [&u](const Request& req) {
               UploadInit in = parse_upload_init(req);
               return core::ok(upload_json(u.init(req.current_user(), in.file_name, in.size)));
           });
    r.get("/upload/video/{uploadId}", teachers, "分片上传进度 → {received}（中断后从此处继续）",
          [&u](const Request& req) {
              return core::ok(upload_json(u.state(req.current_user(), std::string(req.param("uploadId")))));
          });
    r.put("/upload/video/{uploadId}", teachers,
          "上传一个分片（application/octet-stream，?offset= 已收到的字节数；重复的分片不会写两次）",
          [&u](const Request& req) {
              std::int64_t offset = parse_offset(req);
              return core::ok(
                  upload_json(u.put_chunk(req.current_user(), std::string(req.param("uploadId")), offset, req.body())));
          })
        .limit_body(static_cast<std::size_t>(upload::kChunkMax))
        .accept_raw_body();
    r.post("/upload/video/{uploadId}/finish", teachers,
           "完成上传：按内容检查格式（MP4/QuickTime/WebM），ffprobe 读取时长，生成 videoSign",
           [&u](const Request& req) {
               FinishedUpload f = u.finish(req.current_user(), std::string(req.param("uploadId")));
               return core::ok_with_msg(json::object{{"videoSign", f.video_sign},
                                                     {"fileName", f.file_name},
                                                     {"size", f.size},
                                                     {"durationMs", f.duration_ms},
                                                     {"duration", f.duration_ms / 1000}},
                                        "上传成功");
           });
    r.del("/upload/video/{uploadId}", teachers, "取消上传（删除已收到的分片）", [&u](const Request& req) {
        u.cancel(req.current_user(), std::string(req.param("uploadId")));
        return core::ok();
    });
}

}  // namespace xj::authoring
