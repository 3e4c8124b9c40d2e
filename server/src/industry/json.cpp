#include "industry/json.h"

#include "core/time_format.h"
#include "employment/choices.h"
#include "industry/rules.h"
#include "resume/regions.h"
#include "resume/tags.h"

namespace xj::industry {

namespace json = boost::json;

json::object belt_json(const Belt& b) {
    json::array industries;
    for (const std::string& i : b.industries) industries.emplace_back(i);
    json::array enterprises;
    for (const Enterprise& e : b.enterprises)
        enterprises.push_back(json::object{{"name", e.name}, {"description", e.description}});
    return {{"sign", b.sign},
            {"province", b.province},
            {"provinceName", province_name(b.province).value_or("")},
            {"name", b.name},
            {"industries", std::move(industries)},
            {"summary", b.summary},
            {"courseKeyword", b.course_keyword},
            {"enterprises", std::move(enterprises)},
            {"updatedAt", core::iso_time(b.updated_at)}};
}

json::array belts_json(const std::vector<Belt>& list) {
    json::array out;
    for (const Belt& b : list) out.push_back(belt_json(b));
    return out;
}

json::object map_json(const MapFigures& m) {
    json::array provinces;
    for (const ProvinceFigure& p : m.provinces)
        provinces.push_back(json::object{
            {"code", p.code}, {"name", p.name}, {"belts", p.belts}, {"companies", p.companies}, {"jobs", p.jobs}});
    return {{"provinces", std::move(provinces)},
            {"totals", json::object{{"belts", m.belts}, {"companies", m.companies}, {"jobs", m.jobs}}}};
}

json::object region_json(const Region& r) {
    json::array industries;
    for (const std::string& i : r.industries) industries.emplace_back(i);
    json::array companies;
    for (const employment::Company& c : r.companies.list)
        companies.push_back(json::object{{"sign", c.sign},
                                         {"name", c.name},
                                         {"logo", c.logo},
                                         {"industryName", resume::industry_name(c.industry).value_or("")},
                                         {"cityName", resume::city_name(c.city).value_or("")},
                                         {"jobCount", c.open_jobs}});
    json::array jobs;
    for (const employment::JobCard& j : r.jobs.list)
        jobs.push_back(json::object{{"sign", j.sign},
                                    {"name", j.title},
                                    {"companyName", j.company.name},
                                    {"salary", employment::salary_text(j.salary_min, j.salary_max)},
                                    {"cityName", resume::city_name(j.city).value_or("")}});
    json::array courses;
    for (const courses::CourseCard& c : r.courses)
        courses.push_back(json::object{
            {"sign", c.sign}, {"name", c.name}, {"picture", c.picture}, {"studentCount", c.student_count}});
    return {{"code", r.code},
            {"name", r.name},
            {"belts", belts_json(r.belts)},
            {"industries", std::move(industries)},
            {"companies", std::move(companies)},
            {"companyTotal", r.companies.total},
            {"jobs", std::move(jobs)},
            {"jobTotal", r.jobs.total},
            {"courses", std::move(courses)}};
}

}  // namespace xj::industry
