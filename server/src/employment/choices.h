// The fixed choices of the job board (docs/employment.md "Choices"): company scales, experience, education asked,
// the salary bands of the search filter, the statuses' names, and how a salary range is written (8-12K, 面议).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "employment/model.h"
#include "resume/tags.h"

namespace xj::employment {

using resume::Choice;

std::span<const Choice> company_scales();  // 1 0-20人 … 6 10000人以上
std::span<const Choice> experiences();     // 0 不限, 1 应届生 … 6 10年以上
// 0 不限, then 1 + the index of each of resume::degrees() but 其他.
std::span<const Choice> educations();

// A salary band of the filter: K a month, max 0 meaning no upper bound.
struct SalaryBand {
    int min = 0;
    int max = 0;
    std::string_view label;
};
std::span<const SalaryBand> salary_bands();

std::string_view company_status_label(CompanyStatus status);
std::string_view job_status_label(JobStatus status);
std::string_view application_status_label(ApplicationStatus status);

// "8-12K", "15K" when both ends are equal, "面议" for 0 and 0.
std::string salary_text(int min, int max);

}  // namespace xj::employment
