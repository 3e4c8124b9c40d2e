#include "exams/exam_routes.h"

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/input.h"
#include "core/time_format.h"
#include "core/xlsx_export.h"
#include "exams/exam_forms.h"
#include "exams/exam_json.h"
#include "exams/exam_rules.h"
#include "exams/paper_service.h"  // now_seconds

namespace xj::exams {

using core::Access;
using core::ApiError;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr int kExamPageSize = 10;
constexpr int kSubjectPageSize = 1000;
constexpr int kTwoListPageSize = 10000;

ExamQuery exam_query(const Request& req) {
    ExamQuery q;
    if (const json::value* t = req.json().if_contains("type");
        t && !t->is_null() && !(t->is_string() && t->as_string().empty())) {
        auto n = loose_int(*t);
        if (!n || *n < 1 || *n > 3) throw ApiError::invalid("type", std::string(kMsgExamType));
        q.type = static_cast<int>(*n);
    }
    q.keyword = body_text(req, "examinationName", 50);
    return q;
}

std::vector<std::string> subject_signs(const Request& req) {
    const json::value* v = req.json().if_contains("subjectIdList");
    if (!v || !v->is_array() || v->as_array().empty())
        throw ApiError::invalid("subjectIdList", std::string(kMsgSelectSubjects));
    if (v->as_array().size() > kAddSubjectsMax)
        throw ApiError::invalid("subjectIdList", std::string(kMsgTooManySubjects));
    std::vector<std::string> out;
    for (const auto& s : v->as_array()) {
        auto sign = core::sign_value(s);
        if (!sign) throw ApiError::invalid("subjectIdList", std::string(kMsgSubjectNotInBank));
        out.push_back(std::move(*sign));
    }
    return out;
}

core::Response export_exams(ExamService& s, const Request& req) {
    std::string course = course_sign_of(req);
    auto rows = s.export_list(req.current_user(), course, exam_query(req));
    std::vector<core::XlsxColumn> columns{{"考试名称", 28},   {"类型", 10}, {"开始时间", 20}, {"结束时间", 20},
                                          {"时长(分钟)", 10}, {"总分", 8},  {"题目数", 8},    {"作答次数", 10},
                                          {"已批改", 8},      {"状态", 18}};
    return s.exporter().answer(rows.course_name, "考试", columns, [&](core::XlsxWriter& w) {
        for (const auto& e : rows.list) {
            w.text(e.name).text(exam_type_name(e.type)).text(core::sheet_time(e.start_at));
            w.text(core::sheet_time(e.end_at));
            if (e.exam_time > 0) w.number(e.exam_time);
            else w.blank();
            w.number(e.total_score).number(e.subject_count).number(e.attempt_count);
            w.number(e.graded_count);
            std::string status = e.release_status == 1 ? "已发布" : "未发布";
            if (e.answers_released) status += "，答案已公布";
            w.text(status).end_row();
        }
    });
}

}  // namespace

void register_exam_routes(core::Router& router, ExamService& s) {
    auto r = router.domain("exams");
    Access teachers = Access::roles({Role::kTeacher, Role::kSchoolAdmin});

    core::post_with_export(
        r, "/exam/list", teachers,
        "课程的作业与考试（新建在前）{courseId, page, size 10, type?, examinationName?} → 含 "
        "subjectCount、attemptCount、gradedCount",
        [&s](const Request& req) {
            std::string course = course_sign_of(req);
            auto page = s.list(req.current_user(), course, exam_query(req), core::parse_page(req, kExamPageSize));
            json::array list;
            for (const auto& e : page.list) list.push_back(exam_json(e));
            return core::ok(json::object{{"list", std::move(list)}, {"total", page.total}});
        },
        [&s](const Request& req) { return export_exams(s, req); });
    r.post("/exam/courseListByName", teachers, "我管理的课程（按名称筛选）{name?} → [{idSign, name}]",
           [&s](const Request& req) {
               json::array list;
               for (const auto& c : s.courses_by_name(req.current_user(), body_text(req, "name", 50)))
                   list.push_back(json::object{{"idSign", c.sign}, {"name", c.name}});
               return core::ok(std::move(list));
           });
    r.post("/exam/add", teachers,
           "新建作业或考试（未发布）{courseIdSign, examinationName, type 1 作业 2 单元测试 3 期末考试, startTime, "
           "endTime, examTime?, "
           "attention?, chapterIdSign?, answerMode?, shuffle?, attemptLimit?}",
           [&s](const Request& req) {
               std::string course = course_sign_of(req);
               std::string sign = s.add(req.current_user(), course, exam_form(req.json(), false));
               return core::ok_with_msg(json::object{{"idSign", sign}}, "添加成功");
           });
    r.post("/exam/update", teachers, "修改作业或考试 {idSign, …}（未给出的字段不变）", [&s](const Request& req) {
        std::string sign = core::required_sign(req, "idSign", kMsgInvalidInput);
        return core::ok_with_msg(exam_json(s.update(req.current_user(), sign, exam_form(req.json(), true))),
                                 "修改成功");
    });
    r.post("/exam/delete", teachers, "删除作业或考试 {sign}（已有学员作答的不能删除）", [&s](const Request& req) {
        s.remove(req.current_user(), core::required_sign(req, "sign", kMsgInvalidInput));
        return core::ok_with_msg(nullptr, "删除成功");
    });
    r.post("/exam/get", teachers, "作业或考试详情 {sign}", [&s](const Request& req) {
        return core::ok(exam_json(s.get(req.current_user(), core::required_sign(req, "sign", kMsgInvalidInput))));
    });
    r.post("/exam/updateReleaseStatus", teachers, "发布或取消发布 {sign, status 0|1}（发布需至少一道题）",
           [&s](const Request& req) {
               std::string sign = core::required_sign(req, "sign", kMsgInvalidInput);
               const json::value* v = req.json().if_contains("status");
               auto status = v ? loose_int(*v) : std::nullopt;
               if (!status || (*status != 0 && *status != 1))
                   throw ApiError::invalid("status", std::string(kMsgReleaseStatus));
               ExamRow e = s.set_release(req.current_user(), sign, static_cast<int>(*status));
               return core::ok_with_msg(exam_json(e), *status == 1 ? "发布成功" : "已取消发布");
           });
    r.post("/exam/releaseChoices", teachers, "公布答案与解析 {sign}", [&s](const Request& req) {
        return core::ok_with_msg(
            exam_json(s.release_answers(req.current_user(), core::required_sign(req, "sign", kMsgInvalidInput))),
            "发布成功");
    });
    r.post("/exam/subjectList", teachers, "考试的题目（按考试中的顺序）{examinationId, page 1, size 1000}",
           [&s](const Request& req) {
               std::string exam = core::required_sign(req, "examinationId", kMsgInvalidInput);
               auto page =
                   s.subjects(req.current_user(), exam, core::parse_page(req, kSubjectPageSize, kSubjectPageSize));
               json::array list;
               for (const auto& q : page.list) list.push_back(exam_subject_json(q));
               return core::ok(json::object{{"list", std::move(list)}, {"total", page.total}});
           });
    r.post("/exam/addSubjects", teachers,
           "从题库添加题目 {examinationId, subjectIdList: [题目 idSign…]}（1–200，已有的跳过）",
           [&s](const Request& req) {
               std::string exam = core::required_sign(req, "examinationId", kMsgInvalidInput);
               int added = s.add_subjects(req.current_user(), exam, subject_signs(req));
               return core::ok_with_msg(json::object{{"added", added}}, "添加成功");
           });
    r.post("/exam/deleteSubject", teachers, "从考试移除题目 {examinationId, subjectId}", [&s](const Request& req) {
        std::string exam = core::required_sign(req, "examinationId", kMsgInvalidInput);
        s.delete_subject(req.current_user(), exam, core::required_sign(req, "subjectId", kMsgInvalidInput));
        return core::ok_with_msg(nullptr, "删除成功");
    });
    r.post("/exam/twoList", teachers,
           "题目（含答案与解析）与某次作答的答案 {examinationId, page 1, size 10000, recordId?} → {subjects, answers}",
           [&s](const Request& req) {
               std::string exam = core::required_sign(req, "examinationId", kMsgInvalidInput);
               auto page = core::parse_page(req, kTwoListPageSize, kTwoListPageSize);
               std::string record = core::opt_sign(req, "recordId", kMsgInvalidInput).value_or("");
               return core::ok(two_list_json(s.two_list(req.current_user(), exam, page, record)));
           });
}

}  // namespace xj::exams
