#include "employment/recommend.h"

#include <algorithm>

#include "resume/regions.h"
#include "resume/tags.h"

namespace xj::employment {

namespace {

struct Reason {
    int score = 0;
    std::string text;
};

std::string lower_ascii(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string name_or(const std::optional<std::string>& name, std::string_view code) {
    return name ? *name : std::string(code);
}

// The reasons of one intention: position or category, city or province, industry, salary.
std::vector<Reason> intention_reasons(const resume::Intention& in, const JobCard& job) {
    std::vector<Reason> out;
    if (!in.position.empty() && in.position == job.position) {
        out.push_back({kScorePosition, "符合求职意向：" + name_or(resume::position_name(job.position), job.position)});
    } else if (in.position.size() >= 2 && job.position.size() >= 2 &&
               in.position.substr(0, 2) == job.position.substr(0, 2)) {
        std::string category = job.position.substr(0, 2);
        out.push_back({kScoreCategory, "相近职类：" + name_or(resume::position_name(category), category)});
    }
    if (!in.city.empty() && !job.city.empty()) {
        bool same_city = in.city == job.city || (in.city.size() == 2 && job.city.starts_with(in.city));
        if (same_city) {
            out.push_back({kScoreCity, "意向城市：" + name_or(resume::city_name(in.city), in.city)});
        } else if (in.city.substr(0, 2) == job.city.substr(0, 2)) {
            std::string province = job.city.substr(0, 2);
            out.push_back({kScoreProvince, "同省职位：" + name_or(resume::city_name(province), province)});
        }
    }
    if (!in.industry.empty() && in.industry == job.industry)
        out.push_back({kScoreIndustry, "意向行业：" + name_or(resume::industry_name(job.industry), job.industry)});
    bool priced = in.salary_max > 0 && job.salary_max > 0;
    if (priced && job.salary_max >= in.salary_min && job.salary_min <= in.salary_max)
        out.push_back({kScoreSalary, "薪资符合期望"});
    return out;
}

int total(const std::vector<Reason>& reasons) {
    int n = 0;
    for (const Reason& r : reasons) n += r.score;
    return n;
}

}  // namespace

bool names_skill(std::string_view text, std::string_view skill) {
    if (skill.empty()) return false;
    return lower_ascii(text).find(lower_ascii(skill)) != std::string::npos;
}

Recommendation recommend(const SeekerProfile& profile, const JobCard& job) {
    std::vector<Reason> reasons;
    for (const resume::Intention& in : profile.intentions) {
        std::vector<Reason> these = intention_reasons(in, job);
        if (total(these) > total(reasons)) reasons = std::move(these);
    }
    std::vector<std::string> skills;
    for (const std::string& tag : job.tags) {
        if (static_cast<int>(skills.size()) == kSkillsCounted) break;
        bool named = std::any_of(profile.skills.begin(), profile.skills.end(),
                                 [&](const std::string& s) { return lower_ascii(s) == lower_ascii(tag); });
        if (named) skills.push_back(tag);
    }
    if (!skills.empty()) {
        std::string text = "技能匹配：";
        for (std::size_t i = 0; i < skills.size(); ++i) text += (i ? "、" : "") + skills[i];
        reasons.push_back({kScoreSkill * static_cast<int>(skills.size()), text});
    }
    int courses = 0;
    for (const std::string& course : profile.finished) {
        if (courses == kCoursesCounted) break;
        bool teaches = std::any_of(job.tags.begin(), job.tags.end(),
                                   [&](const std::string& tag) { return names_skill(course, tag); });
        if (!teaches) continue;
        reasons.push_back({kScoreCourse, "已学课程：《" + course + "》"});
        ++courses;
    }
    std::stable_sort(reasons.begin(), reasons.end(),
                     [](const Reason& a, const Reason& b) { return a.score > b.score; });
    Recommendation out{job, total(reasons), {}, false};
    for (Reason& r : reasons) out.reasons.push_back(std::move(r.text));
    return out;
}

}  // namespace xj::employment
