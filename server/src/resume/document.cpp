#include "resume/document.h"

#include <array>
#include <utility>

#include "resume/regions.h"
#include "resume/rules.h"
#include "resume/tags.h"

namespace xj::resume {

namespace {

// "2021-09" → "2021.09"; "" → "至今" for an end.
std::string month_text(const std::string& month, bool end) {
    if (month.empty()) return end ? "至今" : "";
    std::string out = month;
    out[4] = '.';
    return out;
}

std::string period(const Entry& e) { return month_text(e.start, false) + " - " + month_text(e.end, true); }

std::string join(const std::vector<std::string>& parts, std::string_view glue) {
    std::string out;
    for (const auto& p : parts) {
        if (p.empty()) continue;
        if (!out.empty()) out += glue;
        out += p;
    }
    return out;
}

std::string salary(const Intention& i) {
    if (i.salary_min == 0 && i.salary_max == 0) return "薪资面议";
    if (i.salary_min == i.salary_max) return std::to_string(i.salary_min) + "K";
    return std::to_string(i.salary_min) + "-" + std::to_string(i.salary_max) + "K";
}

// "13800138000" → "138 0013 8000"
std::string phone_text(const std::string& mobile) {
    if (mobile.size() != 11) return mobile;
    return mobile.substr(0, 3) + " " + mobile.substr(3, 4) + " " + mobile.substr(7);
}

std::string age_text(const std::string& birth, std::int64_t now) {
    if (!valid_month(birth)) return "";
    std::string today = month_of(now);
    int years = std::stoi(today.substr(0, 4)) - std::stoi(birth.substr(0, 4));
    if (today.substr(5) < birth.substr(5)) --years;
    return years > 0 ? std::to_string(years) + " 岁" : "";
}

struct KindInfo {
    Kind kind;
    std::string_view key;
    std::string_view heading;
};

constexpr std::array<KindInfo, 7> kOrder = {{
    {Kind::kEducation, "education", "教育经历"},
    {Kind::kWork, "work", "工作经历"},
    {Kind::kInternship, "internship", "实习经历"},
    {Kind::kProject, "project", "项目经历"},
    {Kind::kTrain, "train", "培训经历"},
    {Kind::kCultivate, "cultivate", "校园经历"},
    {Kind::kVolunteer, "volunteer", "志愿经历"},
}};

DocItem item_of(const Entry& e) {
    DocItem item;
    item.title = e.title;
    std::string level = e.level;
    if (e.kind == Kind::kVolunteer && !level.empty()) level = "服务 " + level + " 小时";
    item.subtitle = join({e.role, level}, " · ");
    item.period = period(e);
    item.body = e.description;
    return item;
}

}  // namespace

Document make_document(const ResumeDetail& d, std::int64_t now) {
    const Resume& r = d.resume;
    const Basics& b = r.basics;
    Document doc;
    doc.name = b.name.empty() ? "未填写姓名" : b.name;
    if (!d.intentions.empty()) {
        const Intention& i = d.intentions.front();
        doc.headline = "求职意向：" +
                       join({position_name(i.position).value_or(""), city_name(i.city).value_or(""), salary(i)}, " · ");
    }
    std::string sex = b.sex == 1 ? "男" : b.sex == 2 ? "女" : "";
    doc.contacts = {phone_text(b.mobile), b.email, b.city.empty() ? "" : city_name(b.city).value_or(""), sex,
                    age_text(b.birth, now), b.political,
                    // The status has a default: shown once the user info was saved (the name is required there).
                    b.name.empty() ? "" : std::string(choice_label(work_statuses(), b.work_status))};
    std::erase(doc.contacts, std::string());

    if (!d.intentions.empty()) {
        DocSection s{"intention", "求职意向", {}, {}, {}};
        for (const Intention& i : d.intentions) {
            DocItem item;
            item.title = position_name(i.position).value_or("");
            item.subtitle = join({i.industry.empty() ? "" : industry_name(i.industry).value_or(""),
                                  city_name(i.city).value_or(""), std::string(choice_label(job_types(), i.job_type))},
                                 " · ");
            item.period = salary(i);
            s.items.push_back(std::move(item));
        }
        doc.sections.push_back(std::move(s));
    }
    if (!r.advantage.empty()) doc.sections.push_back({"advantage", "个人优势", {}, r.advantage, {}});
    for (const KindInfo& k : kOrder) {
        DocSection s{std::string(k.key), std::string(k.heading), {}, {}, {}};
        for (const Entry& e : d.entries)
            if (e.kind == k.kind) s.items.push_back(item_of(e));
        if (!s.items.empty()) doc.sections.push_back(std::move(s));
    }
    DocSection verified{"verified", "平台认证", {}, {}, {}};
    for (const Verified& v : d.verified) {
        if (!v.found) continue;
        DocItem item;
        item.title = v.title;
        item.subtitle = v.detail;
        item.period = v.at > 0 ? month_text(month_of(v.at), false) : "";
        item.verified = true;
        verified.items.push_back(std::move(item));
    }
    if (!verified.items.empty()) doc.sections.push_back(std::move(verified));
    if (!d.qualifications.empty()) {
        DocSection s{"qualification", "资格证书", {}, {}, {}};
        for (const Qualification& q : d.qualifications) {
            DocItem item;
            item.title = q.name;
            item.subtitle = std::string(choice_label(qualification_categories(), q.category));
            item.period = month_text(q.obtained, false);
            s.items.push_back(std::move(item));
        }
        doc.sections.push_back(std::move(s));
    }
    if (!b.skills.empty()) doc.sections.push_back({"skills", "专业技能", {}, {}, b.skills});
    return doc;
}

std::string_view english_heading(std::string_view key) {
    constexpr std::array<std::pair<std::string_view, std::string_view>, 12> kEnglish = {{
        {"intention", "Career Objective"},
        {"advantage", "Summary"},
        {"education", "Education"},
        {"work", "Work Experience"},
        {"internship", "Internships"},
        {"project", "Projects"},
        {"train", "Training"},
        {"cultivate", "Campus Activities"},
        {"volunteer", "Volunteering"},
        {"verified", "Verified by Xuejing"},
        {"qualification", "Certificates"},
        {"skills", "Skills"},
    }};
    for (const auto& [k, english] : kEnglish)
        if (k == key) return english;
    return "";
}

}  // namespace xj::resume
