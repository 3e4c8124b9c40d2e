// What the employment stores share: the columns of a job card (with its company's) and how a row becomes one.
#pragma once

#include <string_view>

#include "db/db.h"
#include "employment/model.h"

namespace xj::employment {

// The card's columns, for "SELECT <columns> FROM job j JOIN company c ON c.id = j.company_id".
inline constexpr std::string_view kJobCardColumns =
    "j.id, j.sign, j.company_id, j.title, j.position, j.industry, j.city, j.salary_min, j.salary_max, j.education, "
    "j.experience, j.job_type, j.headcount, j.tags, j.status, j.promoted, j.listed, j.view_count, j.apply_count, "
    "j.updated_at, c.sign AS company_sign, c.name AS company_name, c.logo AS company_logo, "
    "c.industry AS company_industry, c.scale AS company_scale ";
inline constexpr std::string_view kJobCardFrom = " FROM job j JOIN company c ON c.id = j.company_id ";

JobCard job_card_from(const db::Row& r);

}  // namespace xj::employment
