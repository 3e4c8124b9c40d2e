// Reading the exams calls' bodies (docs/exams.md): course signs, loose integers ("3" or 3), texts, the question
// form, with the contract's messages.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <boost/json.hpp>

#include "core/input.h"
#include "core/request.h"
#include "core/response.h"
#include "exams/bank_rules.h"

namespace xj::exams {

inline constexpr std::string_view kMsgNoCourseSign = "参数不能为空";
inline constexpr std::string_view kMsgInvalidInput = "校验未通过";

// An integer given as a number or a string of digits; nullopt otherwise (range checked before any cast).
using core::loose_int;
// courseId or courseIdSign: -2 courseId 参数不能为空 when absent.
std::string course_sign_of(const core::Request& req);
// A string field of the body, trimmed ("" when absent or null); a number is read as its text; -2 校验未通过 for
// another type or more than max_chars characters.
std::string body_text(const core::Request& req, std::string_view field, std::size_t max_chars);
// The question fields of an object (an add/update body or an import row). for_update: which fields are given.
QuestionForm question_form(const boost::json::object& o, bool for_update);

}  // namespace xj::exams

#include "courses/model.h"
#include "exams/exam_rules.h"

namespace xj::exams {

// The exam fields of a body (examinationName, type, attention, chapterIdSign, startTime, endTime, examTime,
// answerMode, shuffle, attemptLimit). for_update: which fields are given.
ExamForm exam_form(const boost::json::object& o, bool for_update);

}  // namespace xj::exams
