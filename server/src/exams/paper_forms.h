// Reading the students' and graders' request bodies (docs/exams.md): -2 with the field on bad input.
#pragma once

#include <optional>
#include <string>

#include "core/request.h"
#include "exams/paper_model.h"

namespace xj::exams {

inline constexpr std::size_t kSaveAnswersMax = 500;
inline constexpr std::size_t kCommentMax = 500;

std::string required_sign(const core::Request& req, std::string_view field);
std::optional<std::string> optional_sign(const core::Request& req, std::string_view field);
// saveExaminationPaper; /exam/submit (answerList, recordId) when as_submit.
SaveInput parse_save(const core::Request& req, bool as_submit);
RecordQuery parse_record_query(const core::Request& req);
// multipart examinationId, file (saveOfflineAnswer; a training's upAssignment and upExamineFile).
OfflineUpload parse_offline(const core::Request& req);
std::int64_t parse_score(const core::Request& req);
std::string parse_comment(const core::Request& req);

}  // namespace xj::exams
