#include "resume/routes.h"

#include "accounts/forms.h"
#include "core/api_error.h"
#include "core/attachment.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "core/response.h"
#include "resume/forms.h"
#include "resume/json.h"
#include "resume/regions.h"
#include "resume/tags.h"

namespace xj::resume {

using core::Access;
using core::ApiError;
using core::Request;
namespace json = boost::json;

namespace {

constexpr std::size_t kPictureUploadLimit = 5 * 1024 * 1024 + 64 * 1024;  // 5 MB and the multipart envelope
constexpr std::size_t kVideoUploadLimit = 50 * 1024 * 1024 + 64 * 1024;   // 50 MB
constexpr std::string_view kMsgNoVideo = "请选择视频文件";
constexpr std::string_view kMsgNoFile = "文件不存在";

// The token of a share link from the path: letters and digits only (anything else is no link).
std::string share_token(const Request& req) {
    std::string token(req.param("token"));
    bool clean =
        !token.empty() && token.size() <= 64 &&
        token.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == std::string::npos;
    if (!clean) throw ApiError::business("简历不存在或未公开");
    return token;
}

void register_tag_routes(core::Router::Domain& r) {
    Access open = Access::public_();
    r.get("/resume/tags/positions", open, "职位标签（两级：职类 → 职位）[{pathCode, name, childTagInfo}]",
          [](const Request&) { return core::ok(tags_json(position_tags())); });
    r.get("/resume/tags/industries", open, "行业标签（GB/T 4754-2017 门类）[{pathCode, name}]",
          [](const Request&) { return core::ok(tags_json(industry_tags())); });
    r.get("/resume/tags/cities", open, "城市标签（省 → 市，行政区划代码）[{pathCode, name, childTagInfo}]",
          [](const Request&) { return core::ok(tags_json(city_tags())); });
    r.get("/resume/tags/hotCities", open, "热门城市 [{pathCode, name}]",
          [](const Request&) { return core::ok(tags_json(hot_city_tags())); });
    r.get("/resume/tags/skills", open, "技能标签 ?code（职位或职类代码；空：全部）→ [技能]",
          [](const Request& req) { return core::ok(strings_json(skill_tags(req.query("code").value_or("")))); });
    r.get("/resume/getResumeOptions", open, "简历编辑器的固定选项：求职状态、工作性质、学历、政治面貌、证书类别、模板",
          [](const Request&) { return core::ok(options_json()); });
}

void register_resume_routes(core::Router::Domain& r, ResumeService& s) {
    Access login = Access::login();
    r.get("/resume/getResumeInfo", login,
          "我的简历概要 {resumeId, name, headPicture, resumeRatio, templateId…}（首次访问时创建）",
          [&s](const Request& req) { return core::ok(info_json(s.detail(req.current_user()))); });
    r.get("/resume/getResumeDetail", login, "我的简历全部内容（各栏目、平台认证记录、完整度）",
          [&s](const Request& req) { return core::ok(detail_json(s.detail(req.current_user()), true)); });
    r.put("/resume/updateResumeDetail", login,
          "修改个人信息 {name, sex, birth, mobile, email, city, workStatus, workStart, political, skills[]}",
          [&s](const Request& req) {
              Basics basics = parse_basics(req, s.now_seconds());
              return core::ok_with_msg(detail_json(s.update_basics(req.current_user(), basics), true), "保存成功");
          });
    r.put("/resume/updatePersonalAdvantage", login, "修改个人优势 ?personalAdvantage（≤ 500 字）",
          [&s](const Request& req) {
              std::string text = parse_advantage(req);
              return core::ok_with_msg(detail_json(s.set_advantage(req.current_user(), text), true), "保存成功");
          });
    r.put("/resume/updateHeadPicture", login,
          "修改简历照片（multipart 字段 file：JPG、PNG、WEBP、GIF ≤ 5MB，缩放至 600×600 内）",
          [&s](const Request& req) {
              return core::ok_with_msg(info_json(s.set_head_picture(req.current_user(), accounts::upload_file(req))),
                                       "上传成功");
          })
        .accept_multipart()
        .limit_body(kPictureUploadLimit);
    r.get("/resume/headPicture", login, "我的简历照片（PNG）", [&s](const Request& req) {
        auto path = s.own_file(req.current_user(), false);
        if (!path) throw ApiError::business(std::string(kMsgNoFile));
        return core::attachment_response(*path, "photo.png", "image/png");
    });
    r.post("/resume/uploadVideo", login, "上传视频简历（multipart 字段 videoFile：MP4 或 WebM ≤ 50MB，按内容判定）",
           [&s](const Request& req) {
               core::UploadForm form(req);
               const core::FormPart& part = form.file(kMsgNoVideo, "videoFile");
               std::string name = part.filename.value_or("video");
               return core::ok_with_msg(video_json(s.set_video(req.current_user(), part.data, name).resume),
                                        "上传成功");
           })
        .accept_multipart()
        .limit_body(kVideoUploadLimit);
    r.get("/resume/getVideoDetail", login, "视频简历 ?resumeId → {videoName, videoSize, videoUrl} 或 null",
          [&s](const Request& req) { return core::ok(video_json(s.own(req.current_user(), parse_resume_id(req)))); });
    r.get("/resume/video", login, "我的视频简历文件", [&s](const Request& req) {
        auto path = s.own_file(req.current_user(), true);
        if (!path) throw ApiError::business(std::string(kMsgNoFile));
        bool webm = path->extension() == ".webm";
        return core::attachment_response(*path, webm ? "video.webm" : "video.mp4", webm ? "video/webm" : "video/mp4");
    });
    r.put("/resume/updateTemplate", login, "选择简历模板 ?templateId（1–7）", [&s](const Request& req) {
        int id = parse_template(req);
        return core::ok_with_msg(info_json(s.set_template(req.current_user(), id)), "已切换模板");
    });
    r.put("/resume/updateShare", login, "分享链接 {on, renew?}（renew：换新链接，旧链接失效，浏览数清零）",
          [&s](const Request& req) {
              bool on = core::flag(req, "on");
              ResumeDetail d = s.set_share(req.current_user(), on, core::flag(req, "renew"));
              return core::ok_with_msg(detail_json(d, true)["share"], on ? "分享已开启" : "分享已关闭");
          });
    r.get("/resume/exportPdf", login, "导出简历 PDF ?templateId（1–7，缺省为当前模板；A4，思源黑体嵌入）",
          [&s](const Request& req) {
              int id = req.query("templateId") ? parse_template(req) : 0;
              ResumePdf pdf = s.pdf(req.current_user(), id);
              return core::bytes_attachment(std::move(pdf.bytes), pdf.file_name, "application/pdf");
          });
    r.get("/resume/share/{token}/pdf", Access::public_(), "公开简历的 PDF（当前模板）", [&s](const Request& req) {
        ResumePdf pdf = s.shared_pdf(share_token(req));
        return core::bytes_attachment(std::move(pdf.bytes), pdf.file_name, "application/pdf");
    });
    r.get("/resume/share/{token}", Access::public_(), "公开的简历（分享链接开启时；每次打开计一次浏览）",
          [&s](const Request& req) { return core::ok(shared_json(s.shared(share_token(req)))); });
    r.get("/resume/share/{token}/headPicture", Access::public_(), "公开简历的照片", [&s](const Request& req) {
        auto path = s.shared_picture(share_token(req));
        if (!path) throw ApiError::business(std::string(kMsgNoFile));
        return core::attachment_response(*path, "photo.png", "image/png");
    });
}

void register_intention_routes(core::Router::Domain& r, ResumeService& s) {
    Access login = Access::login();
    r.get("/resume/intention/list", login, "求职意向列表",
          [&s](const Request& req) { return core::ok(intentions_json(s.intentions(req.current_user()))); });
    r.post("/resume/intention/add", login,
           "添加求职意向 {positionCode, industryCode?, cityCode, salaryMin, salaryMax（K，0/0 面议）, jobType}（最多 3 "
           "条）",
           [&s](const Request& req) {
               std::int64_t id = s.add_intention(req.current_user(), parse_intention(req, false));
               return core::ok_with_msg(json::object{{"positionId", id}}, "添加成功");
           });
    r.put("/resume/intention/update", login, "修改求职意向 {positionId, …同添加}", [&s](const Request& req) {
        s.update_intention(req.current_user(), parse_intention(req, true));
        return core::ok_with_msg(nullptr, "修改成功");
    });
    r.del("/resume/intention/delete", login, "删除求职意向 ?positionId", [&s](const Request& req) {
        s.remove_intention(req.current_user(), parse_id(req, "positionId"));
        return core::ok_with_msg(nullptr, "删除成功");
    });
}

void register_section_routes(core::Router::Domain& r, ResumeService& s, const Section& section) {
    Access login = Access::login();
    std::string base = "/resume/" + std::string(section.name);
    std::string label(section.label);
    std::string id_field(section.id_field);
    r.get(base + "/list", login, label + "列表 ?resumeId（最近的在前）", [&s, &section](const Request& req) {
        s.check_resume_id(req.current_user(), parse_resume_id(req));
        return core::ok(entries_json(s.entries(req.current_user(), section.kinds)));
    });
    r.post(base + "/add", login,
           "添加" + label + " {resumeId, " + std::string(section.title.json) + ", …, startTime, endTime}",
           [&s, &section](const Request& req) {
               s.check_resume_id(req.current_user(), parse_resume_id(req));
               Entry e = parse_entry(req, section, s.now_seconds(), false);
               std::int64_t id = s.add_entry(req.current_user(), e);
               return core::ok_with_msg(json::object{{std::string(section.id_field), id}}, "添加成功");
           });
    r.put(base + "/update", login, "修改" + label + " {" + id_field + ", …同添加}", [&s, &section](const Request& req) {
        s.update_entry(req.current_user(), section.kinds, parse_entry(req, section, s.now_seconds(), true));
        return core::ok_with_msg(nullptr, "修改成功");
    });
    r.del(base + "/delete", login, "删除" + label + " ?" + id_field, [&s, &section](const Request& req) {
        s.remove_entry(req.current_user(), section.kinds, parse_id(req, section.id_field));
        return core::ok_with_msg(nullptr, "删除成功");
    });
}

void register_qualification_routes(core::Router::Domain& r, ResumeService& s) {
    Access login = Access::login();
    r.get("/resume/qualification/list", login, "资格证书列表 ?resumeId", [&s](const Request& req) {
        s.check_resume_id(req.current_user(), parse_resume_id(req));
        return core::ok(qualifications_json(s.qualifications(req.current_user())));
    });
    r.get("/resume/qualification/category", Access::public_(), "证书类别 [{value, label}]",
          [](const Request&) { return core::ok(choices_json(qualification_categories())); });
    r.post("/resume/qualification/add", login, "添加资格证书 {resumeId, category, name, obtained?}",
           [&s](const Request& req) {
               s.check_resume_id(req.current_user(), parse_resume_id(req));
               std::int64_t id =
                   s.add_qualification(req.current_user(), parse_qualification(req, s.now_seconds(), false));
               return core::ok_with_msg(json::object{{"qualificationId", id}}, "添加成功");
           });
    r.put("/resume/qualification/update", login, "修改资格证书 {qualificationId, …同添加}", [&s](const Request& req) {
        s.update_qualification(req.current_user(), parse_qualification(req, s.now_seconds(), true));
        return core::ok_with_msg(nullptr, "修改成功");
    });
    r.del("/resume/qualification/delete", login, "删除资格证书 ?qualificationId", [&s](const Request& req) {
        s.remove_qualification(req.current_user(), parse_id(req, "qualificationId"));
        return core::ok_with_msg(nullptr, "删除成功");
    });
}

void register_verified_routes(core::Router::Domain& r, ResumeService& s) {
    Access login = Access::login();
    r.get("/resume/verified/candidates", login,
          "可添加的平台认证记录：已完成的课程、已结业的培训、已评分的考试和实训任务",
          [&s](const Request& req) { return core::ok(candidates_json(s.candidates(req.current_user()))); });
    r.post("/resume/verified/add", login,
           "添加平台认证记录 {kind 1 课程 / 2 培训 / 3 考试 / 4 实训, sign}（内容取自平台记录，不可修改）",
           [&s](const Request& req) {
               VerifiedKind kind = parse_verified_kind(req);
               std::string sign = core::required_sign(req, "sign", "请选择平台记录");
               std::int64_t id = s.add_verified(req.current_user(), kind, sign);
               return core::ok_with_msg(json::object{{"verifiedId", id}}, "添加成功");
           });
    r.del("/resume/verified/delete", login, "移除平台认证记录 ?verifiedId", [&s](const Request& req) {
        s.remove_verified(req.current_user(), parse_id(req, "verifiedId"));
        return core::ok_with_msg(nullptr, "删除成功");
    });
}

// pathCode: a position or category code (digits only; anything else is no position).
std::string path_code(const Request& req) {
    auto code = core::opt_text(req, "pathCode", "请选择职位");
    if (!code || code->empty()) throw ApiError::invalid("pathCode", "请选择职位");
    if (code->size() > 8 || code->find_first_not_of("0123456789") != std::string::npos)
        throw ApiError::business("职位不存在");
    return *code;
}

void register_learning_routes(core::Router::Domain& r, ResumeService& s) {
    Access login = Access::login();
    r.get("/resume/processNorm/total", login,
          "岗位能力规范总数 ?pathCode → {skillTotal, courseTotal, studyingTotal, finishedTotal}",
          [&s](const Request& req) {
              return core::ok(norm_total_json(s.course_line(req.host(), req.current_user(), path_code(req))));
          });
    r.get("/resume/courseLine", login,
          "岗位课程路线 ?pathCode → {skills, list:[课程或培训, studyStatus, extension:{h5Url}]}（技能匹配最多者在前）",
          [&s](const Request& req) {
              return core::ok(course_line_json(s.course_line(req.host(), req.current_user(), path_code(req))));
          });
    r.get("/resume/practice/list", login, "我的实训实践：已评分的实训任务（最近评分在前），可作为平台认证记录添加",
          [&s](const Request& req) { return core::ok(practice_json(s.practice(req.current_user()))); });
}

}  // namespace

void register_routes(core::Router& router, ResumeService& resumes) {
    auto r = router.domain("resume");
    register_tag_routes(r);
    register_resume_routes(r, resumes);
    register_intention_routes(r, resumes);
    for (const Section& section : sections()) register_section_routes(r, resumes, section);
    register_qualification_routes(r, resumes);
    register_verified_routes(r, resumes);
    register_learning_routes(r, resumes);
}

}  // namespace xj::resume
