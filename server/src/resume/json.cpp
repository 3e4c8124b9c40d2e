#include "resume/json.h"

#include "core/time_format.h"
#include "resume/regions.h"
#include "resume/templates.h"

namespace xj::resume {

namespace json = boost::json;

namespace {

std::string_view sex_name(int sex) { return sex == 1 ? "男" : sex == 2 ? "女" : ""; }

// "8-12K", "15K", "面议".
std::string salary_text(int min, int max) {
    if (min == 0 && max == 0) return "面议";
    if (min == max) return std::to_string(min) + "K";
    return std::to_string(min) + "-" + std::to_string(max) + "K";
}

std::string_view verified_kind_name(VerifiedKind kind) {
    switch (kind) {
        case VerifiedKind::kCourse:
            return "课程";
        case VerifiedKind::kTraining:
            return "培训";
        case VerifiedKind::kExam:
            return "考试";
        case VerifiedKind::kPractice:
            return "实训";
        case VerifiedKind::kCertificate:
            return "证书";
    }
    return "";
}

const Section& section_of(Kind kind) {
    for (const Section& s : sections())
        for (Kind k : s.kinds)
            if (k == kind) return s;
    return sections().front();
}

// The key of each section's list in the detail (educations, works…).
std::string_view list_key(Kind kind) {
    switch (kind) {
        case Kind::kEducation:
            return "educations";
        case Kind::kWork:
        case Kind::kInternship:
            return "works";
        case Kind::kProject:
            return "projects";
        case Kind::kTrain:
            return "trains";
        case Kind::kCultivate:
            return "cultivates";
        case Kind::kVolunteer:
            return "volunteers";
    }
    return "others";
}

std::string city_label(const std::string& code) { return code.empty() ? "" : city_name(code).value_or(""); }

}  // namespace

json::object info_json(const ResumeDetail& d) {
    const Resume& r = d.resume;
    return {{"resumeId", r.id},
            {"name", r.basics.name},
            {"headPicture", r.head_picture.empty() ? "" : std::string(kHeadPictureUrl) + "?v=" + r.head_picture},
            {"resumeRatio", d.ratio},
            {"templateId", r.template_id},
            {"shareOn", r.share_on},
            {"shareViews", r.share_views},
            {"hasVideo", !r.video.empty()},
            {"updateTime", core::iso_time(r.updated_at)}};
}

json::value video_json(const Resume& r) {
    if (r.video.empty()) return nullptr;
    return json::object{{"resumeId", r.id},
                        {"videoName", r.video_name},
                        {"videoSize", r.video_size},
                        {"videoUrl", std::string(kVideoUrl) + "?v=" + r.video}};
}

json::object intention_json(const Intention& i) {
    std::string industry = i.industry.empty() ? "" : industry_name(i.industry).value_or("");
    return {{"positionId", i.id},
            {"positionCode", i.position},
            {"positionName", position_name(i.position).value_or("")},
            {"industryCode", i.industry},
            {"industryName", industry.empty() ? "不限" : industry},
            {"cityCode", i.city},
            {"cityName", city_label(i.city)},
            {"salaryMin", i.salary_min},
            {"salaryMax", i.salary_max},
            {"salaryText", salary_text(i.salary_min, i.salary_max)},
            {"jobType", i.job_type},
            {"jobTypeName", choice_label(job_types(), i.job_type)}};
}

json::array intentions_json(const std::vector<Intention>& list) {
    json::array out;
    for (const auto& i : list) out.push_back(intention_json(i));
    return out;
}

json::object entry_json(const Entry& e) {
    const Section& s = section_of(e.kind);
    json::object o{{std::string(s.id_field), e.id},
                   {std::string(s.title.json), e.title},
                   {std::string(s.role.json), e.role},
                   {"startTime", e.start},
                   {"endTime", e.end},
                   {"description", e.description}};
    if (s.level) o[std::string(s.level->json)] = e.level;
    if (s.kinds.size() > 1) {
        o["workType"] = e.kind == Kind::kInternship ? 2 : 1;
        o["workTypeName"] = e.kind == Kind::kInternship ? "实习" : "全职";
    }
    return o;
}

json::array entries_json(const std::vector<Entry>& list) {
    json::array out;
    for (const auto& e : list) out.push_back(entry_json(e));
    return out;
}

json::object qualification_json(const Qualification& q) {
    return {{"qualificationId", q.id},
            {"category", q.category},
            {"categoryName", choice_label(qualification_categories(), q.category)},
            {"name", q.name},
            {"obtained", q.obtained}};
}

json::array qualifications_json(const std::vector<Qualification>& list) {
    json::array out;
    for (const auto& q : list) out.push_back(qualification_json(q));
    return out;
}

json::object verified_json(const Verified& v) {
    json::object o{{"verifiedId", v.id},
                   {"kind", static_cast<int>(v.kind)},
                   {"kindName", verified_kind_name(v.kind)},
                   {"sign", v.source_sign},
                   {"found", v.found},
                   {"revoked", v.revoked},
                   {"title", v.title},
                   {"detail", v.detail},
                   {"label", "平台认证"}};
    o["score"] = v.score ? json::value(*v.score) : json::value(nullptr);
    o["time"] = v.at > 0 ? json::value(core::iso_time(v.at)) : json::value(nullptr);
    return o;
}

json::array candidates_json(const std::vector<Candidate>& list) {
    json::array out;
    for (const auto& c : list) {
        json::object o = verified_json(c.entry);
        o.erase("verifiedId");
        o["added"] = c.added;
        out.push_back(std::move(o));
    }
    return out;
}

json::array strings_json(const std::vector<std::string>& values) {
    json::array out;
    for (const auto& v : values) out.push_back(json::value(v));
    return out;
}

json::object detail_json(const ResumeDetail& d, bool owner) {
    const Resume& r = d.resume;
    const Basics& b = r.basics;
    json::object o = info_json(d);
    o["sex"] = b.sex;
    o["sexName"] = sex_name(b.sex);
    o["birth"] = b.birth;
    o["mobile"] = b.mobile;
    o["email"] = b.email;
    o["city"] = b.city;
    o["cityName"] = city_label(b.city);
    o["workStatus"] = b.work_status;
    o["workStatusName"] = choice_label(work_statuses(), b.work_status);
    o["workStart"] = b.work_start;
    o["political"] = b.political;
    o["skills"] = strings_json(b.skills);
    o["personalAdvantage"] = r.advantage;
    o["intentions"] = intentions_json(d.intentions);
    for (std::string_view key : {"educations", "works", "projects", "trains", "cultivates", "volunteers"})
        o[std::string(key)] = json::array();
    for (const auto& e : d.entries) o[std::string(list_key(e.kind))].as_array().push_back(entry_json(e));
    o["qualifications"] = qualifications_json(d.qualifications);
    json::array verified;
    for (const auto& v : d.verified) verified.push_back(verified_json(v));
    o["verified"] = std::move(verified);
    if (owner) {
        o["video"] = video_json(r);
        o["share"] = json::object{{"on", r.share_on}, {"token", r.share_token}, {"views", r.share_views}};
    } else {
        o.erase("shareOn");
        o.erase("shareViews");
        o.erase("resumeId");
    }
    return o;
}

json::object shared_json(const SharedResume& shared) {
    json::object o = detail_json(shared.detail, false);
    const Resume& r = shared.detail.resume;
    if (!r.head_picture.empty())
        o["headPicture"] = "/api/v1/resume/share/" + r.share_token + "/headPicture?v=" + r.head_picture;
    o["views"] = shared.views;
    return o;
}

json::array tags_json(const std::vector<Tag>& tags) {
    json::array out;
    for (const Tag& t : tags) {
        json::object o{{"pathCode", t.code}, {"name", t.name}};
        if (!t.children.empty()) o["childTagInfo"] = tags_json(t.children);
        out.push_back(std::move(o));
    }
    return out;
}

json::array choices_json(std::span<const Choice> choices) {
    json::array out;
    for (const Choice& c : choices) out.push_back(json::object{{"value", c.value}, {"label", c.label}});
    return out;
}

json::object options_json() {
    json::array degrees_list;
    for (std::string_view d : degrees()) degrees_list.push_back(json::value(d));
    json::array political;
    for (std::string_view p : political_statuses()) political.push_back(json::value(p));
    json::array templates;
    for (const TemplateInfo& t : kTemplateList)
        templates.push_back(json::object{{"templateId", t.id}, {"name", t.name}, {"description", t.description}});
    return {{"workStatuses", choices_json(work_statuses())},
            {"jobTypes", choices_json(job_types())},
            {"qualificationCategories", choices_json(qualification_categories())},
            {"degrees", std::move(degrees_list)},
            {"politicalStatuses", std::move(political)},
            {"templates", std::move(templates)}};
}

}  // namespace xj::resume
