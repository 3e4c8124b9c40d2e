#include "authoring/school_courses_routes.h"

#include "authoring/json.h"
#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"

namespace xj::authoring {

using core::Access;
using core::ApiError;
using core::Request;
using core::Role;

namespace {

constexpr std::size_t kKeywordMax = 30;
constexpr int kPageSizeMax = 50;
constexpr std::string_view kMsgKeyword = "关键词不能超过30个字";
constexpr std::string_view kMsgStatus = "状态只能是 0（草稿）、1（已发布）或 2（已归档）";
constexpr std::string_view kMsgOffering = "类型只能是 1（课程）或 2（培训项目）";
constexpr std::string_view kMsgSign = "请选择课程";
constexpr std::string_view kMsgPublished = "发布成功";
constexpr std::string_view kMsgUnpublished = "取消发布成功";
constexpr std::string_view kMsgArchived = "归档成功";

std::optional<int> status_of(const core::Input& in) {
    auto s = in.opt_int("status", kMsgStatus);
    if (!s) return std::nullopt;
    if (*s != courses::kStatusDraft && *s != courses::kStatusPublished && *s != courses::kStatusArchived)
        throw ApiError::invalid("status", std::string(kMsgStatus));
    return static_cast<int>(*s);
}

SchoolCourseFilter parse_filter(const Request& req) {
    core::Input in = core::Input::query(req);
    SchoolCourseFilter f;
    f.keyword = core::text::trim_wide(in.string_or("keyword", "", kMsgKeyword));
    if (core::text::code_points(f.keyword) > kKeywordMax) throw ApiError::invalid("keyword", std::string(kMsgKeyword));
    f.status = status_of(in);
    if (auto o = in.opt_int("offering", kMsgOffering)) {
        if (*o != courses::kOfferingCourse && *o != courses::kOfferingTraining)
            throw ApiError::invalid("offering", std::string(kMsgOffering));
        f.offering = static_cast<int>(*o);
    }
    return f;
}

std::string_view done_message(int status) {
    if (status == courses::kStatusPublished) return kMsgPublished;
    if (status == courses::kStatusArchived) return kMsgArchived;
    return kMsgUnpublished;
}

}  // namespace

void register_school_course_routes(core::Router& router, SchoolCourseService& s) {
    auto r = router.domain("courses");
    Access school_admin = Access::role(Role::kSchoolAdmin);
    r.get("/schoolAdmin/courses", school_admin,
          "本校的课程与培训项目（任意状态，最近修改在前）?keyword&status(0|1|2)&offering(1|2)&page&size",
          [&s](const Request& req) {
              return core::ok(teaching_courses_json(
                  s.list(req.current_user(), parse_filter(req), core::parse_page(req, 15, kPageSizeMax))));
          });
    r.post("/schoolAdmin/course/status", school_admin,
           "发布（1）、取消发布（0）或归档（2）本校的课程或培训项目 {sign, status}（记入操作日志）",
           [&s](const Request& req) {
               std::string sign = core::required_sign(req, "sign", kMsgSign);
               auto status = status_of(core::Input::body(req));
               if (!status) throw ApiError::invalid("status", std::string(kMsgStatus));
               return core::ok_with_msg(
                   teaching_course_json(s.set_status(req.current_user(), req.client_address(), sign, *status)),
                   done_message(*status));
           });
}

}  // namespace xj::authoring
