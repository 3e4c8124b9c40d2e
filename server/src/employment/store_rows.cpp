#include "employment/store_rows.h"

#include "core/text.h"

namespace xj::employment {

JobCard job_card_from(const db::Row& r) {
    JobCard c;
    c.id = r.integer("id");
    c.sign = r.text("sign");
    c.company_id = r.integer("company_id");
    c.company = {r.text("company_sign"), r.text("company_name"), r.text("company_logo"), r.text("company_industry"),
                 static_cast<int>(r.integer("company_scale"))};
    c.title = r.text("title");
    c.position = r.text("position");
    c.industry = r.text("industry");
    c.city = r.text("city");
    c.salary_min = static_cast<int>(r.integer("salary_min"));
    c.salary_max = static_cast<int>(r.integer("salary_max"));
    c.education = static_cast<int>(r.integer("education"));
    c.experience = static_cast<int>(r.integer("experience"));
    c.job_type = static_cast<int>(r.integer("job_type"));
    c.headcount = static_cast<int>(r.integer("headcount"));
    c.tags = core::text::split_lines(r.text("tags"));
    c.status = static_cast<JobStatus>(r.integer("status"));
    c.promoted = r.integer("promoted") != 0;
    c.listed = r.integer("listed") != 0;
    c.view_count = r.integer("view_count");
    c.apply_count = r.integer("apply_count");
    c.updated_at = r.integer("updated_at");
    return c;
}

}  // namespace xj::employment
