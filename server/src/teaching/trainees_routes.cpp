#include "teaching/trainees_routes.h"

#include <chrono>

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "core/text.h"
#include "courses/forms.h"
#include "teaching/trainees_json.h"

namespace xj::teaching {

using core::Access;
using core::ApiError;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgInvalid = "校验未通过";
constexpr std::string_view kMsgNoCourse = "参数不能为空";
constexpr std::string_view kMsgSelectStudents = "请选择要删除的学员";
constexpr std::string_view kMsgCount = "生成数量必须是1到500之间的整数";
constexpr std::string_view kMsgValidDays = "有效天数必须是1到3650之间的整数";
constexpr std::string_view kMsgStatus = "状态只能是0、1或2";
constexpr std::size_t kImportBodyLimit = 4 * 1024 * 1024;  // the 2 MB check answers in Chinese up to here
constexpr std::size_t kTextMax = 100;
constexpr int kPageSize = 15;

// courseId or courseIdSign (the course's sign).
std::string course_sign(const Request& req) {
    return core::required_sign(req, {"courseId", "courseIdSign"}, kMsgNoCourse);
}

template <class T>
json::object paged_json(const core::Paged<T>& p, json::object (*to_json)(const T&)) {
    json::array list;
    for (const auto& row : p.list) list.push_back(to_json(row));
    return {{"list", std::move(list)}, {"total", p.total}};
}

std::vector<std::string> student_list(const Request& req) {
    const json::value* v = req.json().if_contains("studentList");
    if (!v || !v->is_array() || v->as_array().empty() || v->as_array().size() > kRemoveMax)
        throw ApiError::invalid("studentList", std::string(kMsgSelectStudents));
    std::vector<std::string> out;
    for (const auto& s : v->as_array()) {
        auto sign = core::sign_value(s);
        if (!sign) throw ApiError::invalid("studentList", std::string(kMsgSelectStudents));
        out.push_back(std::move(*sign));
    }
    return out;
}

std::string row_text(const json::object& o, std::string_view key) {
    const json::value* v = o.if_contains(key);
    if (!v || v->is_null()) return {};
    std::string text;
    if (v->is_string()) text = std::string(v->as_string());
    else if (v->is_int64()) text = std::to_string(v->as_int64());
    else if (v->is_uint64()) text = std::to_string(v->as_uint64());
    else throw ApiError::invalid("rows", std::string(kMsgInvalid));
    if (text.size() > kTextMax) throw ApiError::invalid("rows", std::string(kMsgInvalid));
    return core::text::trim_wide(text);
}

std::vector<ImportInput> import_rows(const Request& req) {
    const json::value* v = req.json().if_contains("rows");
    if (!v || !v->is_array()) throw ApiError::invalid("rows", std::string(kMsgInvalid));
    const json::array& a = v->as_array();
    if (a.empty()) throw ApiError::invalid("rows", std::string(kMsgNoRows));
    if (a.size() > kImportMaxRows) throw ApiError::invalid("rows", std::string(kMsgTooManyRows));
    std::vector<ImportInput> out;
    for (const auto& item : a) {
        if (!item.is_object()) throw ApiError::invalid("rows", std::string(kMsgInvalid));
        const json::object& o = item.as_object();
        const json::value* row = o.if_contains("row");
        if (!row || !row->is_int64() || row->as_int64() < 1 || row->as_int64() > 1'048'576)
            throw ApiError::invalid("rows", std::string(kMsgInvalid));
        out.push_back({static_cast<int>(row->as_int64()), row_text(o, "name"), row_text(o, "mobile"),
                       row_text(o, "studentCard")});
    }
    return out;
}

std::optional<int> code_status(const Request& req) {
    auto s = core::Input::body(req).opt_int("status", kMsgStatus);
    if (s && (*s < 0 || *s > 2)) throw ApiError::invalid("status", std::string(kMsgStatus));
    return s ? std::optional<int>(static_cast<int>(*s)) : std::nullopt;
}

struct Upload {
    std::string course_sign;
    std::string_view file;
};

Upload import_upload(const Request& req) {
    core::UploadForm form(req);
    std::string course_sign = form.course_sign(kMsgNoCourse);
    return Upload{std::move(course_sign), form.file().data};
}

}  // namespace

void register_trainee_routes(core::Router& router, TraineeService& t) {
    auto r = router.domain("teaching");
    Access teachers = Access::roles({Role::kTeacher, Role::kSchoolAdmin});

    core::post_with_export(
        r, "/statistics/findStudentList", teachers, "课程学员（新加入在前）{courseId, page, size, keyword?}",
        [&t](const Request& req) {
            std::string course = course_sign(req);
            auto page =
                t.students(req.current_user(), course, courses::parse_keyword(req), core::parse_page(req, kPageSize));
            return core::ok(paged_json(page, &student_json));
        },
        [&t](const Request& req) {
            auto rows = t.students_export(req.current_user(), course_sign(req), courses::parse_keyword(req));
            return t.exporter().answer(rows.course_name, "学员名单", student_columns(), [&](core::XlsxWriter& w) {
                for (const auto& s : rows.rows) write_student(w, s);
            });
        });
    r.post("/statistics/deleteTeacher", teachers,
           "移除课程学员（连同其本课学习进度）{courseId, studentList: [userSign…]}", [&t](const Request& req) {
               std::string course = course_sign(req);
               std::int64_t removed = t.remove(req.current_user(), course, student_list(req));
               return core::ok_with_msg(json::object{{"removed", removed}}, "删除成功");
           });
    r.get("/statistics/studentTemplate", teachers, "学员导入模板（.xlsx：姓名、手机号、学号）", [&t](const Request&) {
        return t.exporter().answer(
            "学员导入模板.xlsx",
            {{std::string(kColName), 12}, {std::string(kColMobile), 16}, {std::string(kColCard), 18}},
            [](core::XlsxWriter& w) {
                w.text("张晓明").text("13800000000").text("2024010101");
                w.end_row();
            });
    });
    r.post("/statistics/importStudents", teachers,
           "导入学员预览（multipart：courseId、file .xlsx ≤ 2MB，≤ 2000 行；不保存）",
           [&t](const Request& req) {
               Upload up = import_upload(req);
               ImportPreview p = t.preview(req.current_user(), up.course_sign, up.file);
               json::array rows;
               for (const auto& row : p.rows) rows.push_back(import_row_json(row));
               return core::ok(
                   json::object{{"rows", std::move(rows)}, {"okCount", p.ok_count}, {"errorCount", p.error_count}});
           })
        .accept_multipart()
        .limit_body(kImportBodyLimit);
    r.post("/statistics/addStudyProgressList", teachers, "导入学员（重新校验，全部成功或全不保存）{courseId, rows}",
           [&t](const Request& req) {
               std::string course = course_sign(req);
               ImportResult res = t.import(req.current_user(), course, import_rows(req));
               return core::ok_with_msg(json::object{{"added", res.added}, {"alreadyEnrolled", res.already_enrolled}},
                                        "导入成功");
           });
    core::post_with_export(
        r, "/statistics/importedStudentList", teachers, "导入的学员（新导入在前）{courseId, page, size}",
        [&t](const Request& req) {
            std::string course = course_sign(req);
            return core::ok(
                paged_json(t.imported(req.current_user(), course, core::parse_page(req, kPageSize)), &imported_json));
        },
        [&t](const Request& req) {
            auto rows = t.imported_export(req.current_user(), course_sign(req));
            return t.exporter().answer(rows.course_name, "导入学员", imported_columns(), [&](core::XlsxWriter& w) {
                for (const auto& s : rows.rows) write_imported(w, s);
            });
        });
    core::post_with_export(
        r, "/statistics/courseActivatePageList", teachers,
        "课程激活码（新生成在前）{courseId, page, size, status? 0 未使用 1 已使用 2 已过期}",
        [&t](const Request& req) {
            std::string course = course_sign(req);
            auto status = code_status(req);
            return core::ok(
                paged_json(t.codes(req.current_user(), course, status, core::parse_page(req, kPageSize)), &code_json));
        },
        [&t](const Request& req) {
            std::string course = course_sign(req);
            auto rows = t.codes_export(req.current_user(), course, code_status(req));
            return t.exporter().answer(rows.course_name, "激活码", code_columns(), [&](core::XlsxWriter& w) {
                for (const auto& c : rows.rows) write_code(w, c);
            });
        });
    r.post("/statistics/addActivateCodes", teachers, "生成激活码 {courseId, count 1–500, validDays? 1–3650}",
           [&t](const Request& req) {
               std::string course = course_sign(req);
               auto count = core::Input::body(req).opt_int("count", kMsgCount);
               if (!count || *count < 1 || *count > kCodeCountMax)
                   throw ApiError::invalid("count", std::string(kMsgCount));
               auto days = core::Input::body(req).opt_int("validDays", kMsgValidDays);
               if (days && (*days < 1 || *days > kValidDaysMax))
                   throw ApiError::invalid("validDays", std::string(kMsgValidDays));
               auto codes = t.make_codes(req.current_user(), course, static_cast<int>(*count),
                                         days ? std::optional<int>(static_cast<int>(*days)) : std::nullopt);
               json::array list;
               for (auto& c : codes) list.push_back(json::string(c));
               return core::ok_with_msg(json::object{{"codes", std::move(list)}}, "生成成功");
           });
}

}  // namespace xj::teaching
