#include "exams/across_routes.h"

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/input.h"
#include "core/response.h"
#include "exams/exam_json.h"
#include "exams/exam_rules.h"
#include "exams/paper_json.h"

namespace xj::exams {

using core::Access;
using core::ApiError;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgKind = "请选择作业或考试";
constexpr std::string_view kMsgMineStatus = "请选择状态";
constexpr std::string_view kMsgExam = "请选择考试";
constexpr std::string_view kMsgCourse = "请选择课程";
constexpr int kPageSize = 10;
constexpr int kPageSizeMax = 50;

MineQuery mine_query(const Request& req) {
    MineQuery q;
    std::string kind = core::opt_text(req, "kind", kMsgKind).value_or("");
    if (kind == "work") q.homework = true;
    else if (kind == "exam") q.homework = false;
    else if (!kind.empty()) throw ApiError::invalid("kind", std::string(kMsgKind));
    q.status = core::opt_text(req, "status", kMsgMineStatus).value_or("");
    if (!q.status.empty() && q.status != kMineTodo && q.status != kMineSubmitted && q.status != kMineMissed)
        throw ApiError::invalid("status", std::string(kMsgMineStatus));
    auto page = core::parse_page(req, kPageSize, kPageSizeMax);
    q.page = page.page;
    q.size = page.size;
    return q;
}

ExamQuery managed_query(const Request& req) {
    ExamQuery q;
    if (auto t = core::opt_text(req, "type", kMsgExamType)) {
        if (*t != "1" && *t != "2" && *t != "3") throw ApiError::invalid("type", std::string(kMsgExamType));
        q.type = (*t)[0] - '0';
    }
    q.keyword = core::opt_text(req, "name", kMsgExam).value_or("");
    if (q.keyword.size() > 150) q.keyword.resize(0);  // longer than any exam name: matches none
    return q;
}

}  // namespace

void register_across_routes(core::Router& router, ExamService& exams, PaperService& papers) {
    auto r = router.domain("exams");
    r.get("/exam/mine", Access::login(),
          "我在各课程与实训的作业和考试 ?kind=work|exam&status=todo|submitted|missed&page&size → 含 counts",
          [&papers](const Request& req) {
              return core::ok(mine_page_json(papers.mine(req.current_user(), mine_query(req))));
          });
    Access teachers = Access::roles({Role::kTeacher, Role::kSchoolAdmin});
    r.get("/exam/managedList", teachers, "我管理的各课程的作业与考试（新建在前）?name&type&page&size → 含 pendingCount",
          [&exams](const Request& req) {
              auto page = exams.managed_list(req.current_user(), managed_query(req),
                                             core::parse_page(req, kPageSize, kPageSizeMax));
              json::array list;
              for (const auto& e : page.list) list.push_back(exam_json(e));
              return core::ok(json::object{{"list", std::move(list)}, {"total", page.total}});
          });
    r.get("/exam/overview", teachers, "一次作业或考试的统计 ?examinationId → {exam, learners, submitted, graded, …}",
          [&papers](const Request& req) {
              auto [exam, o] = papers.overview(req.current_user(), core::required_sign(req, "examinationId", kMsgExam));
              json::object out = overview_json(o);
              out["exam"] = exam_json(exam);
              return core::ok(std::move(out));
          });
    r.get("/exam/gradingQueue", teachers, "待批改的答卷（各课程，先交先批）?courseId&page&size",
          [&papers](const Request& req) {
              return core::ok(
                  queue_json(papers.grading_queue(req.current_user(), core::opt_sign(req, "courseId", kMsgCourse),
                                                  core::parse_page(req, kPageSize, kPageSizeMax))));
          });
}

}  // namespace xj::exams
