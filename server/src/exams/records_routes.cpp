#include "exams/records_routes.h"

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/attachment.h"
#include "core/time_format.h"
#include "core/xlsx_export.h"
#include "exams/paper_forms.h"
#include "exams/paper_json.h"

namespace xj::exams {

using core::Access;
using core::ApiError;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

std::string_view status_text(const RecordRow& r) {
    if (r.submit_status == kInProgress) return "作答中";
    if (r.submit_status == kSubmitted) return "批改中";
    return "已批改";
}

core::Response export_records(PaperService& s, const Request& req) {
    auto [course, page] = s.records_for_export(req.current_user(), parse_record_query(req));
    std::vector<core::XlsxColumn> columns{{"考试名称", 24}, {"姓名", 12},     {"学号", 16},
                                          {"状态", 10},     {"得分", 8},      {"总分", 8},
                                          {"离开次数", 10}, {"开始时间", 22}, {"交卷时间", 22}};
    return s.exporter().answer(course, "作答记录", columns, [&](core::XlsxWriter& w) {
        for (const auto& r : page.list) {
            w.text(r.exam_name).text(r.user_name).text(r.student_card).text(status_text(r));
            if (r.score) w.number(static_cast<double>(*r.score));
            else w.blank();
            w.number(r.total_score).number(r.leave_count).text(core::iso_time(r.started_at));
            w.text(r.submitted_at ? core::iso_time(*r.submitted_at) : "");
            w.end_row();
        }
    });
}

}  // namespace

void register_records_routes(core::Router::Domain& r, PaperService& s) {
    Access teachers = Access::roles({Role::kTeacher, Role::kSchoolAdmin});
    core::post_with_export(
        r, "/exam/findRecords", teachers,
        "作答记录 {courseId, examinationId?, examinationName?, page, size, submitStatus?, type 0, userName?, "
        "studentCard?}",
        [&s](const Request& req) {
            return core::ok(record_page_json(s.find_records(req.current_user(), parse_record_query(req))));
        },
        [&s](const Request& req) { return export_records(s, req); });
    r.post("/exam/gradeAnswer", teachers, "批改一题 {recordId, subjectId, score, comment?}", [&s](const Request& req) {
        auto view = s.grade_answer(req.current_user(), required_sign(req, "recordId"), required_sign(req, "subjectId"),
                                   parse_score(req), parse_comment(req));
        return core::ok_with_msg(record_json(view), "保存成功");
    });
    r.post("/exam/gradeRecord", teachers, "线下作答评分 {recordId, score, comment?}", [&s](const Request& req) {
        auto view =
            s.grade_record(req.current_user(), required_sign(req, "recordId"), parse_score(req), parse_comment(req));
        return core::ok_with_msg(record_json(view), "保存成功");
    });
    r.get("/exam/answerFile", Access::login(), "下载线下作答文件 ?recordId=（本人或本课教师）",
          [&s](const Request& req) {
              auto [path, file] = s.answer_file(req.current_user(), required_sign(req, "recordId"));
              return core::attachment_response(path, file.name, "application/octet-stream");
          });
}

}  // namespace xj::exams
