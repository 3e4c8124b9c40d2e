// The students calls' JSON (docs/teaching.md, Students) and their export sheets.
#pragma once

#include <boost/json.hpp>

#include "core/xlsx_writer.h"
#include "courses/model.h"
#include "teaching/trainees_rules.h"
#include "teaching/trainees_store.h"

namespace xj::teaching {

// enrolment.source → join | activate | import, and its Chinese name (自行加入, 激活码, 导入).
std::string_view source_name(std::string_view source);
std::string_view source_title(std::string_view source);

boost::json::object import_row_json(const ImportRow& r);
boost::json::object student_json(const StudentRow& s);
boost::json::object imported_json(const ImportedRow& r);
boost::json::object code_json(const CodeRow& c);

// The export sheets: columns, then one writer row per list row.
std::vector<core::XlsxColumn> student_columns();
void write_student(core::XlsxWriter& w, const StudentRow& s);
std::vector<core::XlsxColumn> imported_columns();
void write_imported(core::XlsxWriter& w, const ImportedRow& r);
std::vector<core::XlsxColumn> code_columns();
void write_code(core::XlsxWriter& w, const CodeRow& c);

}  // namespace xj::teaching
