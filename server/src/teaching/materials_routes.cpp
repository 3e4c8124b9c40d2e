#include "teaching/materials_routes.h"

#include <chrono>
#include <cmath>

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/file_type.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "core/text.h"
#include "core/time_format.h"
#include "core/xlsx_export.h"
#include "courses/forms.h"
#include "courses/json.h"
#include "teaching/materials_rules.h"
#include "teaching/trainees_rules.h"

namespace xj::teaching {

using core::Access;
using core::ApiError;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgMissing = "参数不能为空";
// The file may be 50 MB; the multipart envelope and the other fields get 1 MB beside it.
constexpr std::size_t kUploadBodyLimit = kDataFileMaxBytes + 1024 * 1024;

// The file as downList shows it (docs/courses.md).
json::object file_json(const PlacedFile& p) {
    const courses::DataFile& f = p.file;
    return {{"idSign", f.sign},
            {"index", p.index},
            {"dataName", f.name},
            {"fileName", f.file_name},
            {"dataSize", f.size},
            {"dataType", f.data_type},
            {"downloadUrl", courses::download_url(f)}};
}

std::string checked_name(std::string name) {
    name = core::text::trim_wide(name);
    if (name.empty()) throw ApiError::invalid("dataName", std::string(kMsgDataNameEmpty));
    if (core::text::code_points(name) > kDataNameMax)
        throw ApiError::invalid("dataName", std::string(kMsgDataNameLong));
    return name;
}

std::string required(const Request& req, std::string_view field) {
    return core::required_sign(req, field, kMsgMissing);
}

DataFileUpload parse_upload(const Request& req) {
    core::UploadForm form(req);
    DataFileUpload up;
    up.course_sign = form.course_sign(kMsgMissing);
    up.chapter_sign = form.text("chapterIdSign").value_or("");
    if (up.chapter_sign.size() > core::kUploadSignMax)
        throw ApiError::invalid("chapterIdSign", std::string(kMsgMissing));
    if (auto name = form.text("dataName"); name && !name->empty()) up.data_name = checked_name(*name);
    else if (name) throw ApiError::invalid("dataName", std::string(kMsgDataNameEmpty));
    const core::FormPart& file = form.file(kMsgNoDataFile);
    up.file_name = core::clean_file_name(file.filename.value_or(""));
    up.bytes = file.data;
    return up;
}

core::Response export_files(MaterialService& m, const Request& req) {
    auto out = m.export_files(req.current_user(), required(req, "courseId"));
    std::vector<core::XlsxColumn> columns{{"序号", 6},      {"资料名称", 28}, {"文件名", 32},  {"章节", 24},
                                          {"大小(KB)", 10}, {"类型", 8},      {"上传时间", 20}};
    return m.exporter().answer(out.course_name, "课程资料", columns, [&](core::XlsxWriter& w) {
        std::int64_t index = 0;
        for (const auto& r : out.rows) {
            w.number(static_cast<double>(++index)).text(r.file.name).text(r.file.file_name);
            w.text(r.chapter_level ? "第" + courses::upper_case_numeral(*r.chapter_level) + "章 " + r.chapter_name
                                   : "");
            w.number(std::round(static_cast<double>(r.file.size) / 1024.0 * 10.0) / 10.0);
            w.text(r.file.data_type).text(core::sheet_time(r.created_at)).end_row();
        }
    });
}

}  // namespace

void register_material_routes(core::Router& router, MaterialService& m) {
    auto r = router.domain("teaching");
    Access teachers = Access::roles({Role::kTeacher, Role::kSchoolAdmin});

    r.post("/courseStudy/addCourseData", teachers,
           "上传课程资料（multipart：courseId、chapterIdSign?、dataName?、file ≤ 50MB，按内容判定类型）",
           [&m](const Request& req) {
               return core::ok_with_msg(file_json(m.add(req.current_user(), parse_upload(req))), "上传成功");
           })
        .accept_multipart()
        .limit_body(kUploadBodyLimit);
    r.post("/courseStudy/updateCourseData", teachers, "修改课程资料名称 {idSign, dataName}", [&m](const Request& req) {
        std::string sign = required(req, "idSign");
        const json::value* v = req.json().if_contains("dataName");
        if (!v || !v->is_string()) throw ApiError::invalid("dataName", std::string(kMsgDataNameEmpty));
        std::string name = checked_name(std::string(v->as_string()));
        return core::ok_with_msg(file_json(m.rename(req.current_user(), sign, name)), "修改成功");
    });
    r.post("/courseStudy/courseDataList/export", teachers,
           "课程资料列表 {courseId}（/course/downList 的行与顺序）：导出 Excel（.xlsx，最多 50000 "
           "行；仅授课教师与本校管理员）",
           [&m](const Request& req) { return export_files(m, req); });
    r.post("/courseStudy/deleteCourseData", teachers, "删除课程资料（连同文件）{sign}", [&m](const Request& req) {
        m.remove(req.current_user(), required(req, "sign"));
        return core::ok_with_msg(nullptr, "删除成功");
    });
}

}  // namespace xj::teaching
