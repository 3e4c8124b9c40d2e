#include "exams/bank_routes.h"

#include <chrono>

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "exams/bank_json.h"
#include "exams/exam_forms.h"

namespace xj::exams {

using core::Access;
using core::ApiError;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgStatus = "状态只能是0或1";
constexpr std::size_t kImportBodyLimit = 4 * 1024 * 1024;   // the 2 MB check answers in Chinese up to here
constexpr std::size_t kImportJsonLimit = 16 * 1024 * 1024;  // 1000 rows of long questions
constexpr int kBankPageSize = 5;
constexpr int kBankPageMax = 1000;  // composing an exam lists the whole bank

BankQuery bank_query(const Request& req) {
    BankQuery q;
    const json::object& body = req.json();
    if (const json::value* s = body.if_contains("status"); s && !s->is_null()) {
        auto n = loose_int(*s);
        if (!n || (*n != 0 && *n != 1)) throw ApiError::invalid("status", std::string(kMsgStatus));
        q.status = static_cast<int>(*n);
    }
    q.keyword = body_text(req, "subjectName", 100);
    if (const json::value* t = body.if_contains("type");
        t && !t->is_null() && !(t->is_string() && t->as_string().empty())) {
        auto n = loose_int(*t);
        if (!n || *n < 1 || *n > 5) throw ApiError::invalid("type", std::string(kMsgType));
        q.type = static_cast<int>(*n);
    }
    return q;
}

void write_question(core::XlsxWriter& w, const QuestionRow& q) {
    for (const auto& cell : question_cells(checked_of(q))) w.text(cell);
    w.end_row();
}

std::vector<core::XlsxColumn> template_columns() {
    std::vector<core::XlsxColumn> cols;
    for (const auto& t : template_titles()) cols.push_back({t, t == "题目" || t == "解析" ? 40.0 : 14.0});
    return cols;
}

struct Upload {
    std::string course_sign;
    std::string_view file;
};

Upload import_upload(const Request& req) {
    core::UploadForm form(req);
    std::string course_sign = form.course_sign(kMsgNoCourseSign);
    return Upload{std::move(course_sign), form.file().data};
}

std::vector<std::pair<int, QuestionForm>> import_rows(const Request& req) {
    const json::value* v = req.json().if_contains("rows");
    if (!v || !v->is_array()) throw ApiError::invalid("rows", std::string(kMsgBankNoRows));
    const json::array& a = v->as_array();
    if (a.empty()) throw ApiError::invalid("rows", std::string(kMsgBankNoRows));
    if (a.size() > kImportMaxRowsBank) throw ApiError::invalid("rows", std::string(kMsgBankTooManyRows));
    std::vector<std::pair<int, QuestionForm>> out;
    int n = 1;
    for (const auto& item : a) {
        ++n;
        if (!item.is_object()) throw ApiError::invalid("rows", std::string(kMsgInvalidInput));
        const json::object& o = item.as_object();
        int row = n;
        if (const json::value* r = o.if_contains("row"); r && !r->is_null()) {
            auto x = loose_int(*r);
            if (!x || *x < 1 || *x > 1'048'576) throw ApiError::invalid("rows", std::string(kMsgInvalidInput));
            row = static_cast<int>(*x);
        }
        out.emplace_back(row, question_form(o, false));
    }
    return out;
}

}  // namespace

void register_bank_routes(core::Router& router, BankService& s) {
    auto r = router.domain("exams");
    Access teachers = Access::roles({Role::kTeacher, Role::kSchoolAdmin});

    core::post_with_export(
        r, "/qb/choiceList", teachers,
        "题库题目（按题号）{courseId, page 1, size 5（至多 1000）, status \"0\", subjectName?, type?}；/export 导出 "
        ".xlsx（模板列，可再导入）",
        [&s](const Request& req) {
            std::string course = course_sign_of(req);
            auto page =
                s.list(req.current_user(), course, bank_query(req), core::parse_page(req, kBankPageSize, kBankPageMax));
            json::array list;
            for (const auto& q : page.list) list.push_back(question_json(q));
            return core::ok(json::object{{"list", std::move(list)}, {"total", page.total}});
        },
        [&s](const Request& req) {
            auto rows = s.export_rows(req.current_user(), course_sign_of(req), bank_query(req));
            return s.exporter().answer(rows.course_name, "题库", template_columns(), [&](core::XlsxWriter& w) {
                for (const auto& q : rows.rows) write_question(w, q);
            });
        });
    r.post("/qb/getChoice", teachers, "题目详情（含选项）{sign}", [&s](const Request& req) {
        return core::ok(question_json(s.get(req.current_user(), core::required_sign(req, "sign", kMsgInvalidInput))));
    });
    r.post("/qb/addChoice", teachers,
           "添加题目 {courseId, type, subjectName, serialNumber?, level?, score, optionList?, answer, analysis?}",
           [&s](const Request& req) {
               std::string course = course_sign_of(req);
               std::string sign = s.add(req.current_user(), course, question_form(req.json(), false));
               return core::ok_with_msg(json::object{{"idSign", sign}}, "添加成功");
           });
    r.post("/qb/updateChoice", teachers, "修改题目 {idSign, …}（未给出的字段不变；选项按位置替换）",
           [&s](const Request& req) {
               std::string sign = core::required_sign(req, "idSign", kMsgInvalidInput);
               return core::ok_with_msg(
                   question_json(s.update(req.current_user(), sign, question_form(req.json(), true))), "修改成功");
           });
    r.post("/qb/deleteChoice", teachers, "删除题目 {sign}（被考试使用的题目保留为状态 1，不再出现在题库）",
           [&s](const Request& req) {
               s.remove(req.current_user(), core::required_sign(req, "sign", kMsgInvalidInput));
               return core::ok_with_msg(nullptr, "删除成功");
           });
    r.post("/qb/updateOption", teachers, "修改选项内容 {idSign, optionContent} → 题目", [&s](const Request& req) {
        std::string sign = core::required_sign(req, "idSign", kMsgInvalidInput);
        return core::ok_with_msg(
            question_json(s.update_option(req.current_user(), sign, body_text(req, "optionContent", 100000))),
            "修改成功");
    });
    r.post("/qb/addOption", teachers, "添加选项 {subjectId, optionContent}（至多 8 个，按序命名）→ 题目",
           [&s](const Request& req) {
               std::string sign = core::required_sign(req, "subjectId", kMsgInvalidInput);
               return core::ok_with_msg(
                   question_json(s.add_option(req.current_user(), sign, body_text(req, "optionContent", 100000))),
                   "添加成功");
           });
    r.post("/qb/deleteOption", teachers, "删除选项 {idSign}（至少 2 个；其余重新按 A… 命名，正确答案随之调整）→ 题目",
           [&s](const Request& req) {
               return core::ok_with_msg(question_json(s.delete_option(
                                            req.current_user(), core::required_sign(req, "idSign", kMsgInvalidInput))),
                                        "删除成功");
           });
    r.get("/qb/template", teachers,
          "题目导入模板（.xlsx：题型、题目、选项A…选项H、正确答案、分值、难度、解析，每种题型一例）",
          [&s](const Request&) {
              return s.exporter().answer("题库导入模板.xlsx", template_columns(), [](core::XlsxWriter& w) {
                  for (const auto& row : template_examples()) {
                      for (const auto& cell : row) w.text(cell);
                      w.end_row();
                  }
              });
          });
    r.post("/qb/importPreview", teachers,
           "导入题目预览（multipart：courseId、file .xlsx ≤ 2MB，≤ 1000 行；逐行校验，不保存）",
           [&s](const Request& req) {
               Upload up = import_upload(req);
               BankImportPreview p = s.preview(req.current_user(), up.course_sign, up.file);
               return core::ok(json::object{
                   {"rows", bank_rows_json(p.rows)}, {"okCount", p.ok_count}, {"errorCount", p.error_count}});
           })
        .accept_multipart()
        .limit_body(kImportBodyLimit);
    r.post("/qb/importChoices", teachers, "导入题目（重新校验，全部成功或全不保存）{courseId, rows: [题目字段 + row]}",
           [&s](const Request& req) {
               std::string course = course_sign_of(req);
               int added = s.import(req.current_user(), course, import_rows(req));
               return core::ok_with_msg(json::object{{"added", added}}, "导入成功");
           })
        .limit_body(kImportJsonLimit);
}

}  // namespace xj::exams
