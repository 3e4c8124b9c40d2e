// What the exams stores share (exam_store, paper_store, records_store, bank_store): the exam columns a test paper
// reads and their reading, and the LIMIT/OFFSET tail of a paged list with its two parameters.
#pragma once

#include <cstdint>
#include <string_view>

#include "db/db.h"
#include "exams/paper_model.h"

namespace xj::exams {

// "SELECT <the PaperExam columns> FROM exam " — append the WHERE.
inline constexpr std::string_view kPaperExamSelect =
    "SELECT id, sign, course_id, type, name, attention, start_at, end_at, exam_time, total_score, answer_mode, "
    "shuffle, attempt_limit, release_status, answers_released FROM exam ";
PaperExam paper_exam_of(const db::Row& r);

// The tail of a paged query; page_params binds it (size rows after skipping offset).
inline constexpr std::string_view kLimitOffset = " LIMIT :limit OFFSET :offset";
void page_params(db::Params& params, std::int64_t size, std::int64_t offset);

}  // namespace xj::exams
