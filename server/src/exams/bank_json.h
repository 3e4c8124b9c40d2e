// The question bank's JSON (docs/exams.md): Question {idSign, courseId, type, typeName, subjectName, serialNumber,
// level, score, answer, analysis, status, optionList [{idSign, optionName, optionContent, subjectId}], createTime,
// updateTime} and the import rows.
#pragma once

#include <boost/json.hpp>

#include "exams/bank_service.h"

namespace xj::exams {

boost::json::object question_json(const QuestionRow& q);
// A checked (or, failing that, the given) question in the Question fields an import sends back.
boost::json::object form_json(const QuestionForm& form, const std::optional<CheckedQuestion>& checked);
// {row, question, status "ok"|"error", errors [msg…]} per row.
boost::json::array bank_rows_json(const std::vector<BankImportRow>& rows);

}  // namespace xj::exams
