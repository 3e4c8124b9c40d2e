// Reading the courses calls' inputs: signs, list filters, Q&A texts and activation codes, with the contract's
// messages (paging: core::parse_page).
#pragma once

#include <optional>
#include <string>

#include "core/request.h"
#include "courses/model.h"

namespace xj::courses {

// A home list's length: page_size 1–50, default 8.
int parse_limit(const core::Request& req);
// A sign from the body or the query, a string or an integer (core::opt_sign); "" when absent; -2 校验未通过 when
// of another type or too long.
std::string parse_sign(const core::Request& req, std::string_view field);
ListQuery parse_list_query(const core::Request& req);
// kindId 4, 5 or 6; -2 field kindId otherwise.
int parse_kind_id(const core::Request& req);
// Trimmed, at most 30 characters (-2 field keyword); "" for none.
std::string parse_keyword(const core::Request& req);
std::optional<std::string> parse_parent_sign(const core::Request& req);
// studyStatus 1 or 2, absent for all.
std::optional<int> parse_study_status(const core::Request& req);
// kindId 4, 5 or 6; absent or 0 for every level.
std::optional<int> parse_optional_kind(const core::Request& req);
int parse_sort_type(const core::Request& req);
std::string parse_question(const core::Request& req);
std::string parse_answer(const core::Request& req);

struct ActivationForm {
    std::string code;  // upper-cased
    std::string captcha;
};
ActivationForm parse_activation(const core::Request& req);

}  // namespace xj::courses
