#include "teaching/trainees_json.h"

#include <ctime>

#include <fmt/format.h>

#include "core/json_value.h"
#include "core/text.h"
#include "core/time_format.h"

namespace xj::teaching {

namespace json = boost::json;
using core::text::mask_mobile;

namespace {

// "2026-11-22 10:30" in China time, for the sheets.
std::string sheet_time(std::optional<std::int64_t> t) {
    if (!t) return {};
    std::time_t at = static_cast<std::time_t>(*t + core::kChinaOffsetSeconds);
    std::tm tm{};
    gmtime_r(&at, &tm);
    return fmt::format("{:04}-{:02}-{:02} {:02}:{:02}", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
                       tm.tm_min);
}

std::string_view study_status_title(int status) { return status == 2 ? "已完成" : "学习中"; }
std::string_view code_status_title(int status) { return status == 1 ? "已使用" : status == 2 ? "已过期" : "未使用"; }

}  // namespace

std::string_view source_name(std::string_view source) {
    if (source == "code") return "activate";
    if (source == "import") return "import";
    return "join";
}

std::string_view source_title(std::string_view source) {
    std::string_view name = source_name(source);
    return name == "activate" ? "激活码" : name == "import" ? "导入" : "自行加入";
}

json::object import_row_json(const ImportRow& r) {
    return {{"row", r.input.row},
            {"name", r.input.name},
            {"mobile", r.input.mobile},
            {"studentCard", r.input.student_card},
            {"userSign", r.user_sign.empty() ? json::value(nullptr) : json::value(r.user_sign)},
            {"status", r.status},
            {"error", r.error}};
}

json::object student_json(const StudentRow& s) {
    return {{"userSign", s.user_sign},         {"name", s.name},
            {"mobile", mask_mobile(s.mobile)}, {"studentCard", s.student_card},
            {"source", source_name(s.source)}, {"progress", s.progress},
            {"studyStatus", s.study_status},   {"joinedAt", core::iso_time(s.joined_at)}};
}

json::object imported_json(const ImportedRow& r) {
    return {{"userSign", r.user_sign},         {"name", r.name},
            {"mobile", mask_mobile(r.mobile)}, {"studentCard", r.student_card},
            {"importedBy", r.imported_by},     {"importedAt", core::iso_time(r.imported_at)}};
}

json::object code_json(const CodeRow& c) {
    return {{"code", c.code},
            {"status", c.status},
            {"usedBy", c.used_by},
            {"usedAt", core::iso_time_or_null(c.used_at)},
            {"createdAt", core::iso_time(c.created_at)},
            {"expiresAt", core::iso_time_or_null(c.expires_at)}};
}

std::vector<core::XlsxColumn> student_columns() {
    return {{"姓名", 12},        {"手机号", 14}, {"学号", 16},    {"来源", 10},
            {"学习进度(%)", 12}, {"状态", 10},   {"加入时间", 18}};
}

void write_student(core::XlsxWriter& w, const StudentRow& s) {
    w.text(s.name).text(mask_mobile(s.mobile)).text(s.student_card).text(source_title(s.source));
    w.number(s.progress).text(study_status_title(s.study_status)).text(sheet_time(s.joined_at));
    w.end_row();
}

std::vector<core::XlsxColumn> imported_columns() {
    return {{"姓名", 12}, {"手机号", 14}, {"学号", 16}, {"导入人", 12}, {"导入时间", 18}};
}

void write_imported(core::XlsxWriter& w, const ImportedRow& r) {
    w.text(r.name).text(mask_mobile(r.mobile)).text(r.student_card).text(r.imported_by).text(sheet_time(r.imported_at));
    w.end_row();
}

std::vector<core::XlsxColumn> code_columns() {
    return {{"激活码", 20}, {"状态", 10}, {"使用人", 12}, {"使用时间", 18}, {"生成时间", 18}, {"有效期至", 18}};
}

void write_code(core::XlsxWriter& w, const CodeRow& c) {
    w.text(c.code).text(code_status_title(c.status)).text(c.used_by).text(sheet_time(c.used_at));
    w.text(sheet_time(c.created_at)).text(c.expires_at ? sheet_time(c.expires_at) : std::string("长期有效"));
    w.end_row();
}

}  // namespace xj::teaching
