// The resume's field rules (docs/resume.md "Validation"): pure functions, each answering the Chinese message of the
// first problem or nullopt. resume/forms.cpp applies them to requests.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xj::resume {

// "2024-09": four digits of a year from 1950 to 2100, a dash, two digits of a month.
bool valid_month(std::string_view month);
// The month of an instant in China time ("2026-11").
std::string month_of(std::int64_t epoch_seconds);

// A dated entry's months: start required and a month not after `current`; end empty (至今) or a month not before
// start and, unless `end_may_be_future` (education's expected graduation), not after `current`.
std::optional<std::string> period_problem(std::string_view start, std::string_view end, std::string_view current,
                                          bool end_may_be_future);

// Required (请输入邮箱), a simple address pattern (邮箱格式错误): spec 02 §5.
std::optional<std::string_view> email_problem(std::string_view email);

// A monthly salary range in K: both 0 (面议), or 1 ≤ min ≤ max ≤ kSalaryMax.
std::optional<std::string_view> salary_problem(int min, int max);

// Skill tags: at most kSkillsMax, each 1…kSkillMax characters, no line breaks, no two alike.
std::optional<std::string> skills_problem(const std::vector<std::string>& skills);

}  // namespace xj::resume
