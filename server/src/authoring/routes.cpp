#include "authoring/routes.h"

#include "accounts/forms.h"
#include "authoring/json.h"
#include "core/api_error.h"
#include "core/input.h"
#include "courses/forms.h"

namespace xj::authoring {

using core::Access;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgAdded = "添加成功";
constexpr std::string_view kMsgUpdated = "修改成功";
constexpr std::string_view kMsgDeleted = "删除成功";
constexpr std::string_view kMsgSaved = "保存成功";
constexpr std::string_view kMsgUploaded = "上传成功";
constexpr std::string_view kMsgPublished = "发布成功";
constexpr std::string_view kMsgUnpublished = "取消发布成功";
constexpr std::size_t kCoverUploadLimit = 5 * 1024 * 1024 + 64 * 1024;  // 5 MB and the multipart envelope
constexpr int kTeacherPageSize = 50;

Access teaching() { return Access::roles({Role::kTeacher, Role::kSchoolAdmin}); }

void register_course_routes(core::Router::Domain& r, AuthoringService& s) {
    r.post("/course/myCourseList", teaching(),
           "我教的课程分页列表（草稿、已发布、已归档，最近修改在前；withTrainings 为真时也列出培训项目，offering 2）",
           [&s](const Request& req) {
               bool with_trainings = core::flag(req, "withTrainings");
               return core::ok(
                   teaching_courses_json(s.my_courses(req.current_user(), core::parse_page(req), with_trainings)));
           });
    r.post("/course/getCourseIdBySign", teaching(), "编辑用：课程信息、教师团队与考核标准（本课教师或本校管理员）",
           [&s](const Request& req) {
               return core::ok(edited_course_json(s.course(req.current_user(), required_sign(req, "sign"))));
           });
    r.post("/course/addCourse", teaching(), "新建课程（草稿，创建者为主讲教师；价格元→分，排序 0）",
           [&s](const Request& req) {
               NewCourseResult out = s.add(req.current_user(), parse_course_form(req));
               return core::ok_with_msg(json::object{{"idSign", out.course_sign}, {"teacherIdSign", out.member_sign}},
                                        kMsgAdded);
           });
    r.post("/course/updateCourse", teaching(), "修改课程信息", [&s](const Request& req) {
        std::string sign = required_sign(req, "idSign");
        return core::ok_with_msg(course_info_json(s.update(req.current_user(), sign, parse_course_form(req))),
                                 kMsgUpdated);
    });
    r.post("/course/deleteCourse", teaching(), "删除课程（已有学员报名则归档为状态 2）", [&s](const Request& req) {
        bool archived = s.remove(req.current_user(), required_sign(req, "sign"));
        return core::ok_with_msg(json::object{{"archived", archived}}, kMsgDeleted);
    });
    r.post("/course/publish", teaching(), "发布课程（状态 1，立即出现在本校课程列表）", [&s](const Request& req) {
        return core::ok_with_msg(course_info_json(s.publish(req.current_user(), required_sign(req, "sign"))),
                                 kMsgPublished);
    });
    r.post("/course/unpublish", teaching(), "取消发布（回到草稿）", [&s](const Request& req) {
        return core::ok_with_msg(course_info_json(s.unpublish(req.current_user(), required_sign(req, "sign"))),
                                 kMsgUnpublished);
    });
    r.post("/course/uploadCover", teaching(),
           "上传课程封面（multipart 字段 file，按内容判定，缩放至 960×540 内）→ {coursePicture}",
           [&s](const Request& req) {
               std::string url = s.upload_cover(req.current_user(), accounts::upload_file(req));
               return core::ok_with_msg(json::object{{"coursePicture", url}}, kMsgUploaded);
           })
        .accept_multipart()
        .limit_body(kCoverUploadLimit);
}

void register_team_routes(core::Router::Domain& r, AuthoringService& s) {
    r.post("/course/allTeachers", teaching(), "本校全部教师（page 1，page_size 50）", [&s](const Request& req) {
        return core::ok(
            school_teachers_json(s.school_teachers(req.current_user(), core::parse_page(req, kTeacherPageSize))));
    });
    r.post("/course/listTeachers", teaching(), "课程教师团队（主讲教师在前）", [&s](const Request& req) {
        auto team = s.team(req.current_user(), required_sign(req, "courseIdSign"));
        auto total = static_cast<std::int64_t>(team.size());
        return core::ok(json::object{{"list", course_teachers_json(team)}, {"total", total}});
    });
    r.post("/course/addTeacher", teaching(), "添加课程教师（本校教师）", [&s](const Request& req) {
        std::string course = required_sign(req, "courseIdSign");
        return core::ok_with_msg(
            course_teacher_json(s.add_teacher(req.current_user(), course, required_sign(req, "teacherIdSign"))),
            kMsgAdded);
    });
    r.post("/course/deleteTeacher", teaching(), "删除课程教师（主讲教师除外）", [&s](const Request& req) {
        s.remove_teacher(req.current_user(), required_sign(req, "idSign"));
        return core::ok_with_msg(nullptr, kMsgDeleted);
    });
    r.post("/course/setMasterTeacher", teaching(), "设置主讲教师（bindMasterSign、unbindMasterSign、courseIdSign）",
           [&s](const Request& req) {
               std::string course = required_sign(req, "courseIdSign");
               std::string bind = required_sign(req, "bindMasterSign");
               std::string unbind = optional_sign(req, "unbindMasterSign");
               return core::ok_with_msg(course_teachers_json(s.set_lead(req.current_user(), course, bind, unbind)),
                                        kMsgUpdated);
           });
    r.post("/course/addStandard", teaching(), "设置考核标准（五项整数百分比，和为 100）", [&s](const Request& req) {
        std::string course = required_sign(req, "courseIdSign");
        return core::ok_with_msg(standard_json(s.save_standard(req.current_user(), course, parse_standard_form(req))),
                                 kMsgSaved);
    });
    r.post("/courseStudy/updateStandard", teaching(), "修改考核标准（同 addStandard）", [&s](const Request& req) {
        std::string course = required_sign(req, "courseIdSign");
        return core::ok_with_msg(standard_json(s.save_standard(req.current_user(), course, parse_standard_form(req))),
                                 kMsgUpdated);
    });
}

}  // namespace

void register_routes(core::Router& router, AuthoringService& authoring) {
    auto r = router.domain("courses");
    register_course_routes(r, authoring);
    register_team_routes(r, authoring);
}

}  // namespace xj::authoring
