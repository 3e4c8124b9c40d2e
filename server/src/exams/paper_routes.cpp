#include "exams/paper_routes.h"

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/file_type.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "exams/paper_forms.h"
#include "exams/paper_json.h"
#include "exams/records_routes.h"

namespace xj::exams {

using core::Access;
using core::ApiError;
using core::Request;
namespace json = boost::json;

namespace {

void register_student_routes(core::Router::Domain& r, PaperService& s) {
    Access login = Access::login();
    r.post("/qb/getExaminationPaper", login, "开始或继续作答试卷 {examinationId, restart?}（截止时间在开始时保存）",
           [&s](const Request& req) {
               return core::ok(paper_json(
                   s.start(req.current_user(), required_sign(req, "examinationId"), core::flag(req, "restart"))));
           });
    r.get("/qb/getExaminationPaperRecord", login, "作答记录 ?recordId=（本人或本课教师；答案发布后含正确答案与解析）",
          [&s](const Request& req) {
              return core::ok(record_json(s.record(req.current_user(), required_sign(req, "recordId"))));
          });
    r.post(
        "/qb/saveExaminationPaper", login,
        "保存答案 {unitestingUserRecordId, subjectAnswerReqList, countDown, saveSeq, leaveCount?, submit?}",
        [&s](const Request& req) { return core::ok(save_json(s.save(req.current_user(), parse_save(req, false)))); });
    r.post("/exam/addRecord", login, "开始作答（同 getExaminationPaper，restart）{examinationId}",
           [&s](const Request& req) {
               return core::ok(paper_json(s.start(req.current_user(), required_sign(req, "examinationId"), true)));
           });
    r.post("/exam/submit", login, "交卷 {answerList, examinationId, recordId}", [&s](const Request& req) {
        SaveInput in = parse_save(req, true);
        s.save(req.current_user(), in);
        return core::ok_with_msg(record_json(s.record(req.current_user(), in.record_sign)), "交卷成功");
    });
    r.post("/exam/getRecord", login, "作答记录 {sign}（同 getExaminationPaperRecord）", [&s](const Request& req) {
        return core::ok(record_json(s.record(req.current_user(), required_sign(req, "sign"))));
    });
    r.get(
        "/course/homeworkList", login, "课程作业列表 ?courseId=（已发布；含本人提交与得分）", [&s](const Request& req) {
            return core::ok(
                exam_items_json(s.course_items(req.current_user(), req.host(), required_sign(req, "courseId"), true)));
        });
    r.get("/course/examList", login, "课程考试列表 ?courseId=（单元测试与期末考试）", [&s](const Request& req) {
        return core::ok(
            exam_items_json(s.course_items(req.current_user(), req.host(), required_sign(req, "courseId"), false)));
    });
    r.post("/courseStudy/saveOfflineAnswer", login,
           "上传线下作答文件（multipart：examinationId、file ≤ 20MB：PDF、Word、图片、ZIP，按内容判定）",
           [&s](const Request& req) {
               return core::ok_with_msg(record_json(s.upload_offline(req.current_user(), parse_offline(req))),
                                        "上传成功.");
           })
        .accept_multipart()
        .limit_body(kOfflineBodyLimit);
}

}  // namespace

void register_paper_routes(core::Router& router, PaperService& service) {
    auto r = router.domain("exams");
    register_student_routes(r, service);
    register_records_routes(r, service);
}

}  // namespace xj::exams
