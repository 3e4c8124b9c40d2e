#include "messages/routes.h"

#include <chrono>

#include "accounts/forms.h"
#include "core/api_error.h"
#include "core/input.h"
#include "core/response.h"
#include "core/time_format.h"
#include "core/xlsx_export.h"
#include "messages/forms.h"
#include "messages/json.h"

namespace xj::messages {

using core::Access;
using core::Request;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgPosted = "发布成功";

// The course bulletins' export (课程公告): column titles verbatim from docs/teaching.md, Exports.
core::Response export_course_messages(const core::Exporter& x, const CourseMessages& m) {
    return x.answer(
        m.course_name, "课程公告", {{"标题", 28}, {"内容", 60}, {"发布人", 12}, {"发布时间", 20}},
        [&](core::XlsxWriter& w) {
            for (const auto& r : m.list)
                w.text(r.title).text(r.content).text(r.author_name).text(core::sheet_time(r.created_at)).end_row();
        });
}

void register_list_routes(core::Router::Domain& r, MessageService& s) {
    r.post("/messageInfo/getAllSystemMsgList", Access::login(),
           "系统消息（msgType 1）或本校公告（msgType 3），分页 size 5", [&s](const Request& req) {
               return core::ok(messages_json(
                   s.notices(req.current_user(), parse_notice_type(req), core::parse_page(req, kPageSizeDefault))));
           });
    r.post("/messageInfo/getAllCourseMsgList", Access::login(), "我所学课程的全部课程消息，分页",
           [&s](const Request& req) {
               return core::ok(messages_json(
                   s.enrolled_course_messages(req.current_user(), core::parse_page(req, kPageSizeDefault))));
           });
    r.post(
        "/messageInfo/getCourseMsgList", Access::login(), "一门课程的消息（学员或授课教师），分页",
        [&s](const Request& req) {
            return core::ok(messages_json(s.course_messages(req.current_user(), parse_course_sign(req, "courseIdSign"),
                                                            core::parse_page(req, kPageSizeDefault))));
        });
    r.post("/messageInfo/getCourseMsgList/export", Access::login(),
           "一门课程的消息：导出 Excel（.xlsx，最多 50000 行；仅授课教师与本校管理员）", [&s](const Request& req) {
               return export_course_messages(
                   s.exporter(), s.course_messages_export(req.current_user(), parse_course_sign(req, "courseIdSign")));
           });
    r.get("/messageInfo/getMessageUnreadNum", Access::login(), "课程、学校、系统三类未读消息数",
          [&s](const Request& req) { return core::ok(unread_json(s.unread(req.current_user()))); });
}

void register_write_routes(core::Router::Domain& r, MessageService& s, NoticeService& notices) {
    r.post("/messageInfo/addMessageInfo", Access::login(),
           "发布消息：课程消息（授课教师，courseId 为课程 sign）、本校公告（msgType 3，学校管理员）、系统消息（msgType "
           "1，管理员）",
           [&s, &notices](const Request& req) {
               PostForm form = parse_post(req);
               if (form.category == kCourse) {
                   std::string sign = s.post(req.current_user(), form);
                   return core::ok_with_msg(json::object{{"idSign", sign}}, kMsgPosted);
               }
               // A notice or a bulletin is a console's change: its audit row is written with it.
               const core::AuthUser& user = req.current_user();
               Message m = notices.save(user, accounts::client_of(req).ip,
                                        NoticeScope::of_publisher(user, form.category), {"", form.title, form.content});
               return core::ok_with_msg(json::object{{"idSign", m.sign}}, kMsgPosted);
           });
    r.post("/messageInfo/readMessage", Access::login(), "将一条消息标为已读，返回未读数", [&s](const Request& req) {
        return core::ok(unread_json(s.mark_read(req.current_user(), parse_message_sign(req))));
    });
    r.post("/messageInfo/readAllMessage", Access::login(), "将一类消息（msgType 1、2、3）全部标为已读，返回未读数",
           [&s](const Request& req) {
               return core::ok(unread_json(s.mark_all_read(req.current_user(), parse_any_type(req))));
           });
}

// The consoles' notices (docs/admin.md "Notices"): the same three calls for the platform admin's system notices and
// for a school admin's bulletins of their school.
void register_notice_routes(core::Router::Domain& r, NoticeService& n, const std::string& base, const Access& access,
                            NoticeScope (*scope_of)(const Request&), std::string_view kind) {
    r.get(base + "s", access, std::string(kind) + "列表（新发布在前）?page&size → list, total",
          [&n, scope_of](const Request& req) {
              return core::ok(messages_json(n.list(req.current_user(), scope_of(req), core::parse_page(req, 10))));
          });
    r.post(base + "/save", access, "发布或编辑" + std::string(kind) + " {idSign?（编辑时）, title, content}",
           [&n, scope_of](const Request& req) {
               NoticeForm form = parse_notice_form(req);
               Message m = n.save(req.current_user(), accounts::client_of(req).ip, scope_of(req), form);
               return core::ok_with_msg(json::object{{"idSign", m.sign}}, form.sign.empty() ? kMsgPosted : "保存成功");
           });
    r.post(base + "/delete", access, "删除" + std::string(kind) + " {idSign}（连同已读记录）",
           [&n, scope_of](const Request& req) {
               n.remove(req.current_user(), accounts::client_of(req).ip, scope_of(req), parse_message_sign(req));
               return core::ok_with_msg(nullptr, "删除成功");
           });
}

NoticeScope system_scope(const Request&) { return NoticeScope::system(); }
NoticeScope own_school(const Request& req) { return NoticeScope::school(req.current_user().school_id); }

}  // namespace

void register_routes(core::Router& router, MessageService& messages, NoticeService& notices) {
    auto r = router.domain("messages");
    register_list_routes(r, messages);
    register_write_routes(r, messages, notices);
    register_notice_routes(r, notices, "/admin/notice", Access::role(core::Role::kAdmin), system_scope, "系统消息");
    register_notice_routes(r, notices, "/schoolAdmin/notice", Access::role(core::Role::kSchoolAdmin), own_school,
                           "本校公告");
}

}  // namespace xj::messages
