#include "employment/json.h"

#include "core/time_format.h"
#include "employment/choices.h"
#include "resume/json.h"
#include "resume/regions.h"
#include "resume/tags.h"

namespace xj::employment {

namespace json = boost::json;

namespace {

std::string name_of(const std::optional<std::string>& name) { return name.value_or(""); }

std::string city_name(const std::string& code) { return code.empty() ? "" : name_of(resume::city_name(code)); }
std::string industry_name(const std::string& code) { return code.empty() ? "" : name_of(resume::industry_name(code)); }
std::string position_name(const std::string& code) { return code.empty() ? "" : name_of(resume::position_name(code)); }

json::object company_brief_json(const CompanyBrief& c) {
    return {{"companyId", c.sign},
            {"companyName", c.name},
            {"logo", c.logo},
            {"industry", c.industry},
            {"industryName", industry_name(c.industry)},
            {"scale", c.scale},
            {"scaleName", resume::choice_label(company_scales(), c.scale)}};
}

json::array events_json(const std::vector<ApplicationEvent>& events) {
    json::array out;
    for (const auto& e : events)
        out.push_back(json::object{{"status", static_cast<int>(e.status)},
                                   {"statusName", application_status_label(e.status)},
                                   {"message", e.message},
                                   {"time", core::iso_time(e.at)}});
    return out;
}

json::object stat_json(const NamedStat& s) {
    return {{"key", s.key},
            {"name", s.name},
            {"applications", s.applications},
            {"interviews", s.interviews},
            {"hires", s.hires}};
}

json::array stats_json(const std::vector<NamedStat>& lines) {
    json::array out;
    for (const auto& l : lines) out.push_back(stat_json(l));
    return out;
}

}  // namespace

json::object job_card_json(const JobCard& j) {
    return {{"positionId", j.sign},
            {"positionName", j.title},
            {"position", j.position},
            {"positionTypeName", position_name(j.position)},
            {"city", j.city},
            {"cityName", city_name(j.city)},
            {"industry", j.industry},
            {"industryName", industry_name(j.industry)},
            {"salaryMin", j.salary_min},
            {"salaryMax", j.salary_max},
            {"salary", salary_text(j.salary_min, j.salary_max)},
            {"education", j.education},
            {"educationName", resume::choice_label(educations(), j.education)},
            {"experience", j.experience},
            {"experienceName", resume::choice_label(experiences(), j.experience)},
            {"jobType", j.job_type},
            {"jobTypeName", resume::choice_label(resume::job_types(), j.job_type)},
            {"headcount", j.headcount},
            {"tags", resume::strings_json(j.tags)},
            {"status", static_cast<int>(j.status)},
            {"statusName", job_status_label(j.status)},
            {"promoted", j.promoted},
            {"listed", j.listed},
            {"viewCount", j.view_count},
            {"applyCount", j.apply_count},
            {"updateTime", core::iso_time(j.updated_at)},
            {"company", company_brief_json(j.company)}};
}

json::array job_cards_json(const std::vector<JobCard>& jobs) {
    json::array out;
    for (const auto& j : jobs) out.push_back(job_card_json(j));
    return out;
}

json::object paged_jobs_json(const Paged<JobCard>& page) {
    return {{"list", job_cards_json(page.list)}, {"total", page.total}};
}

json::object seeker_job_json(const SeekerJob& j) {
    json::object o = job_card_json(j.job);
    o["collected"] = j.collected;
    o["applied"] = j.applied.has_value();
    o["applyStatus"] = j.applied ? json::value(static_cast<int>(*j.applied)) : json::value(nullptr);
    o["applyStatusName"] = j.applied ? json::value(application_status_label(*j.applied)) : json::value(nullptr);
    if (j.at != 0) o["collectTime"] = core::iso_time(j.at);
    return o;
}

json::object paged_seeker_jobs_json(const Paged<SeekerJob>& page) {
    json::array list;
    for (const auto& j : page.list) list.push_back(seeker_job_json(j));
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object recommended_json(const RecommendedPage& page) {
    json::array list;
    for (const auto& r : page.page.list) {
        json::object o = job_card_json(r.job);
        o["score"] = r.score;
        o["reasons"] = resume::strings_json(r.reasons);
        o["applied"] = r.applied;
        list.push_back(std::move(o));
    }
    return {{"list", std::move(list)},
            {"total", page.page.total},
            {"extend", json::object{{"sent", page.applied}, {"unsent", page.unapplied}}}};
}

json::object job_json(const Job& job) {
    json::object o = job_card_json(job.card);
    o["description"] = job.description;
    o["contactEmail"] = job.contact_email;
    o["createTime"] = core::iso_time(job.created_at);
    json::array courses;
    for (const auto& c : job.courses)
        courses.push_back(json::object{{"courseId", c.sign},
                                       {"name", c.name},
                                       {"picture", c.picture},
                                       {"offering", c.offering},
                                       {"published", c.published}});
    o["courses"] = std::move(courses);
    return o;
}

json::object job_page_json(const JobPage& page) {
    json::object o = job_json(page.job);
    if (!page.own) o.erase("contactEmail");  // applications go through the platform
    o["company"] = company_json(page.company, page.own);
    o["collected"] = page.collected;
    o["applied"] = page.applied.has_value();
    o["applyStatus"] = page.applied ? json::value(static_cast<int>(*page.applied)) : json::value(nullptr);
    o["applyStatusName"] = page.applied ? json::value(application_status_label(*page.applied)) : json::value(nullptr);
    o["own"] = page.own;
    return o;
}

json::object company_json(const Company& c, bool owner) {
    json::object o{{"companyId", c.sign},
                   {"companyName", c.name},
                   {"logo", c.logo},
                   {"industry", c.industry},
                   {"industryName", industry_name(c.industry)},
                   {"scale", c.scale},
                   {"scaleName", resume::choice_label(company_scales(), c.scale)},
                   {"city", c.city},
                   {"cityName", city_name(c.city)},
                   {"address", c.address},
                   {"introduction", c.introduction},
                   {"welfare", resume::strings_json(c.welfare)},
                   {"website", c.website},
                   {"verified", c.status == CompanyStatus::kVerified},
                   {"openJobs", c.open_jobs}};
    if (owner) {
        o["status"] = static_cast<int>(c.status);
        o["statusName"] = company_status_label(c.status);
        o["reviewNote"] = c.review_note;
        o["updateTime"] = core::iso_time(c.updated_at);
    }
    return o;
}

json::array companies_json(const std::vector<Company>& companies) {
    json::array out;
    for (const auto& c : companies) out.push_back(company_json(c, false));
    return out;
}

json::object paged_companies_json(const Paged<Company>& page) {
    json::array list;
    for (const auto& c : page.list) list.push_back(company_json(c, true));
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::array banners_json(const std::vector<Banner>& banners) {
    json::array out;
    for (const auto& b : banners)
        out.push_back(json::object{{"id", b.id}, {"title", b.title}, {"picture", b.picture}, {"link", b.link}});
    return out;
}

json::array promote_courses_json(const std::vector<PromotedCourse>& courses) {
    json::array out;
    for (const auto& p : courses) {
        const courses::CourseCard& c = p.course.card;
        out.push_back(json::object{{"courseId", c.sign},
                                   {"name", c.name},
                                   {"picture", c.picture},
                                   {"offering", c.offering},
                                   {"studentCount", c.student_count},
                                   {"teacherName", c.teacher_name},
                                   {"skills", resume::strings_json(p.course.skills)},
                                   {"studyStatus", p.course.study_status},
                                   {"named", p.named}});
    }
    return out;
}

json::array intended_json(const std::vector<IntendedPosition>& intentions) {
    json::array out;
    for (const auto& p : intentions)
        out.push_back(json::object{{"positionId", p.intention.id},
                                   {"position", p.intention.position},
                                   {"positionName", p.position_name},
                                   {"city", p.intention.city},
                                   {"cityName", p.city_name},
                                   {"industry", p.intention.industry},
                                   {"industryName", p.industry_name},
                                   {"salary", salary_text(p.intention.salary_min, p.intention.salary_max)},
                                   {"jobType", p.intention.job_type}});
    return out;
}

json::object seeker_info_json(const SeekerInfo& info) {
    return {{"sendNum", info.numbers.sent},
            {"viewedNum", info.numbers.viewed},
            {"interviewNum", info.numbers.interview},
            {"collectNum", info.numbers.collected},
            {"unseenNum", info.numbers.unseen},
            {"resumeRatio", info.resume_ratio},
            {"intentions", intended_json(info.intentions)}};
}

json::object application_json(const ApplicationView& view, bool enterprise) {
    const Application& a = view.application;
    json::object o{{"applicationId", a.sign},
                   {"status", static_cast<int>(a.status)},
                   {"statusName", application_status_label(a.status)},
                   {"message", a.message},
                   {"unseen", a.unseen},
                   {"hasResume", !a.resume_file.empty()},
                   {"sendTime", core::iso_time(a.created_at)},
                   {"updateTime", core::iso_time(a.updated_at)},
                   {"mailTo", a.mail_to},
                   {"job", job_card_json(a.job)},
                   {"events", events_json(view.events)}};
    if (enterprise) {
        o["applicantName"] = a.applicant_name;
        o["applicantMobile"] = a.applicant_mobile;
        o["applicantEmail"] = a.applicant_email;
        o["summary"] = a.summary;
        o.erase("unseen");
    }
    return o;
}

json::object paged_applications_json(const Paged<ApplicationView>& page, bool enterprise) {
    json::array list;
    for (const auto& a : page.list) list.push_back(application_json(a, enterprise));
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object posted_jobs_json(const Paged<PostedJob>& page) {
    json::array list;
    for (const auto& p : page.list) {
        json::object o = job_card_json(p.job);
        o["counts"] = json::object{{"total", p.counts.total},
                                   {"unread", p.counts.unread},
                                   {"interview", p.counts.interview},
                                   {"hired", p.counts.hired}};
        list.push_back(std::move(o));
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object send_all_json(const SendAllResult& r) {
    return {{"sent", r.sent.size()}, {"positions", resume::strings_json(r.sent)}, {"failure", r.failure}};
}

json::object school_stats_json(const SchoolStats& s) {
    return {{"months", stats_json(s.months)}, {"industries", stats_json(s.industries)},
            {"cities", stats_json(s.cities)}, {"applications", s.applications},
            {"interviews", s.interviews},     {"hires", s.hires}};
}

json::array outbox_json(const std::vector<OutboxMail>& mails) {
    json::array out;
    for (const auto& m : mails)
        out.push_back(json::object{{"id", m.id},
                                   {"to", m.mail_to},
                                   {"subject", m.subject},
                                   {"body", m.body},
                                   {"attachmentName", m.attachment_name},
                                   {"hasAttachment", !m.attachment.empty()},
                                   {"time", core::iso_time(m.created_at)}});
    return out;
}

json::object options_json() {
    json::array bands;
    for (const auto& b : salary_bands())
        bands.push_back(json::object{
            {"min", b.min}, {"max", b.max == 0 ? json::value(nullptr) : json::value(b.max)}, {"label", b.label}});
    json::array statuses;
    for (int s = 1; s <= 5; ++s)
        statuses.push_back(
            json::object{{"value", s}, {"label", application_status_label(static_cast<ApplicationStatus>(s))}});
    json::array job_statuses;
    for (int s = 1; s <= 3; ++s)
        job_statuses.push_back(json::object{{"value", s}, {"label", job_status_label(static_cast<JobStatus>(s))}});
    return {{"scales", resume::choices_json(company_scales())},
            {"experiences", resume::choices_json(experiences())},
            {"educations", resume::choices_json(educations())},
            {"jobTypes", resume::choices_json(resume::job_types())},
            {"salaryBands", std::move(bands)},
            {"applicationStatuses", std::move(statuses)},
            {"jobStatuses", std::move(job_statuses)}};
}

}  // namespace xj::employment
