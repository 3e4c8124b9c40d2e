#include "resume/forms.h"

#include <charconv>

#include "accounts/rules.h"
#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"
#include "resume/regions.h"
#include "resume/rules.h"
#include "resume/tags.h"

namespace xj::resume {

using core::ApiError;
using core::text::code_points;

namespace {

constexpr std::string_view kMsgInvalid = "校验未通过";
constexpr std::string_view kMsgPickRecord = "请指定要操作的记录";
constexpr std::size_t kQualificationNameMax = 30;
constexpr std::size_t kHoursDigitsMax = 5;

std::string text(const core::Request& req, std::string_view field) {
    return core::opt_text(req, field, kMsgInvalid).value_or("");
}

std::string bounded(const core::Request& req, std::string_view field, std::string_view label, std::size_t max) {
    std::string value = text(req, field);
    if (code_points(value) > max)
        throw ApiError::invalid(std::string(field), std::string(label) + "不能超过" + std::to_string(max) + "个字");
    return value;
}

// A number field: an integer, or a string of digits; absent or empty → fallback.
int number(const core::Request& req, std::string_view field, int fallback, std::string_view msg) {
    auto value = core::opt_text(req, field, msg);
    if (!value) return fallback;
    int out = 0;
    auto [end, ec] = std::from_chars(value->data(), value->data() + value->size(), out);
    if (ec != std::errc() || end != value->data() + value->size())
        throw ApiError::invalid(std::string(field), std::string(msg));
    return out;
}

std::string month(const core::Request& req, std::string_view field, std::string_view label, std::int64_t now) {
    std::string value = text(req, field);
    if (value.empty()) return value;
    if (!valid_month(value)) throw ApiError::invalid(std::string(field), std::string(label) + "格式应为YYYY-MM");
    if (value > month_of(now)) throw ApiError::invalid(std::string(field), std::string(label) + "不能晚于当前月份");
    return value;
}

std::vector<std::string> skills_of(const core::Request& req) {
    std::vector<std::string> out;
    const boost::json::value* v = req.json().if_contains("skills");
    if (v == nullptr || v->is_null()) return out;
    if (!v->is_array()) throw ApiError::invalid("skills", "技能标签不正确");
    for (const auto& item : v->as_array()) {
        if (!item.is_string()) throw ApiError::invalid("skills", "技能标签不正确");
        out.push_back(core::text::trim_wide(item.as_string()));
    }
    if (auto problem = skills_problem(out)) throw ApiError::invalid("skills", *problem);
    return out;
}

std::vector<Section> make_sections() {
    return {
        {"education",
         "教育经历",
         "educateId",
         {Kind::kEducation},
         {"schoolName", "学校名称", true, kTitleMax},
         {"major", "专业", true, kRoleMax},
         Field{"degree", "学历", true, 0},
         true},
        {"work",
         "工作经历",
         "workId",
         {Kind::kWork, Kind::kInternship},
         {"companyName", "公司名称", true, kTitleMax},
         {"positionName", "职位名称", true, kRoleMax},
         std::nullopt,
         false},
        {"project",
         "项目经历",
         "projectId",
         {Kind::kProject},
         {"projectName", "项目名称", true, kTitleMax},
         {"role", "项目角色", false, kRoleMax},
         std::nullopt,
         false},
        {"train",
         "培训经历",
         "trainId",
         {Kind::kTrain},
         {"institution", "培训机构", true, kTitleMax},
         {"courseName", "培训课程", true, kRoleMax},
         std::nullopt,
         false},
        {"cultivate",
         "校园经历",
         "cultivateId",
         {Kind::kCultivate},
         {"name", "经历名称", true, kTitleMax},
         {"role", "担任角色", false, kRoleMax},
         std::nullopt,
         false},
        {"volunteer",
         "志愿经历",
         "volunteerId",
         {Kind::kVolunteer},
         {"organization", "服务组织", true, kTitleMax},
         {"role", "服务岗位", false, kRoleMax},
         Field{"hours", "服务时长", false, 0},
         false},
    };
}

std::string required_field(const core::Request& req, const Field& f) {
    std::string value = bounded(req, f.json, f.label, f.max);
    if (f.required && value.empty()) throw ApiError::invalid(std::string(f.json), "请输入" + std::string(f.label));
    return value;
}

std::string level_of(const core::Request& req, const Section& s) {
    if (!s.level) return {};
    const Field& f = *s.level;
    std::string value = text(req, f.json);
    if (s.kinds.front() == Kind::kEducation) {
        if (!is_listed(degrees(), value)) throw ApiError::invalid(std::string(f.json), "请选择学历");
        return value;
    }
    // Volunteer hours: empty, or a whole number of hours.
    bool whole =
        !value.empty() && value.size() <= kHoursDigitsMax && value.find_first_not_of("0123456789") == std::string::npos;
    if (!value.empty() && !whole) throw ApiError::invalid(std::string(f.json), "服务时长应为整数小时");
    return value;
}

}  // namespace

const std::vector<Section>& sections() {
    static const std::vector<Section> all = make_sections();
    return all;
}

Basics parse_basics(const core::Request& req, std::int64_t now) {
    Basics b;
    b.name = text(req, "name");
    if (auto problem = accounts::rules::name_problem(b.name)) throw ApiError::invalid("name", std::string(*problem));
    b.sex = number(req, "sex", 0, "性别不正确");
    if (b.sex < 0 || b.sex > 2) throw ApiError::invalid("sex", "性别不正确");
    b.birth = month(req, "birth", "出生年月", now);
    if (!b.birth.empty() && b.birth > month_of(now - 14LL * 366 * 86400))
        throw ApiError::invalid("birth", "出生年月不正确");
    b.mobile = accounts::rules::normalize_phone(text(req, "mobile"));
    if (auto problem = accounts::rules::phone_problem(b.mobile, false))
        throw ApiError::invalid("mobile", std::string(*problem));
    b.email = text(req, "email");
    if (auto problem = email_problem(b.email)) throw ApiError::invalid("email", std::string(*problem));
    b.city = text(req, "city");
    if (!b.city.empty() && !city_name(b.city)) throw ApiError::invalid("city", "请选择所在城市");
    b.work_status = number(req, "workStatus", 0, "求职状态不正确");
    if (!is_choice(work_statuses(), b.work_status)) throw ApiError::invalid("workStatus", "求职状态不正确");
    b.work_start = month(req, "workStart", "参加工作时间", now);
    b.political = text(req, "political");
    if (!b.political.empty() && !is_listed(political_statuses(), b.political))
        throw ApiError::invalid("political", "政治面貌不正确");
    b.skills = skills_of(req);
    return b;
}

Intention parse_intention(const core::Request& req, bool with_id) {
    Intention i;
    if (with_id) i.id = parse_id(req, "positionId");
    i.position = text(req, "positionCode");
    if (i.position.empty() || !position_name(i.position) || i.position.size() != 4)
        throw ApiError::invalid("positionCode", "请选择期望职位");
    i.industry = text(req, "industryCode");
    if (!i.industry.empty() && !industry_name(i.industry)) throw ApiError::invalid("industryCode", "请选择期望行业");
    i.city = text(req, "cityCode");
    if (i.city.empty() || !city_name(i.city)) throw ApiError::invalid("cityCode", "请选择工作城市");
    i.salary_min = number(req, "salaryMin", 0, "期望薪资应为整数（K）");
    i.salary_max = number(req, "salaryMax", 0, "期望薪资应为整数（K）");
    if (auto problem = salary_problem(i.salary_min, i.salary_max))
        throw ApiError::invalid("salaryMax", std::string(*problem));
    i.job_type = number(req, "jobType", 1, "工作性质不正确");
    if (!is_choice(job_types(), i.job_type)) throw ApiError::invalid("jobType", "工作性质不正确");
    return i;
}

Entry parse_entry(const core::Request& req, const Section& s, std::int64_t now, bool with_id) {
    Entry e;
    if (with_id) e.id = parse_id(req, s.id_field);
    e.kind = s.kinds.front();
    if (s.kinds.size() > 1) {
        int type = number(req, "workType", 1, "工作类型不正确");
        if (type != 1 && type != 2) throw ApiError::invalid("workType", "工作类型不正确");
        e.kind = type == 1 ? Kind::kWork : Kind::kInternship;
    }
    e.title = required_field(req, s.title);
    e.role = required_field(req, s.role);
    e.level = level_of(req, s);
    e.start = text(req, "startTime");
    e.end = text(req, "endTime");
    if (auto problem = period_problem(e.start, e.end, month_of(now), s.end_may_be_future))
        throw ApiError::invalid(e.start.empty() || problem->starts_with("开始") ? "startTime" : "endTime", *problem);
    e.description = bounded(req, "description", "描述", kDescriptionMax);
    return e;
}

Qualification parse_qualification(const core::Request& req, std::int64_t now, bool with_id) {
    Qualification q;
    if (with_id) q.id = parse_id(req, "qualificationId");
    q.category = number(req, "category", 0, "请选择证书类别");
    if (!is_choice(qualification_categories(), q.category)) throw ApiError::invalid("category", "请选择证书类别");
    q.name = bounded(req, "name", "证书名称", kQualificationNameMax);
    if (q.name.empty()) throw ApiError::invalid("name", "请输入证书名称");
    q.obtained = month(req, "obtained", "获得时间", now);
    return q;
}

std::string parse_advantage(const core::Request& req) {
    return bounded(req, "personalAdvantage", "个人优势", kAdvantageMax);
}

int parse_template(const core::Request& req) {
    int id = number(req, "templateId", 0, "模板不存在");
    if (id < 1 || id > kTemplates) throw ApiError::invalid("templateId", "模板不存在");
    return id;
}

VerifiedKind parse_verified_kind(const core::Request& req) {
    int kind = number(req, "kind", 0, "认证类型不正确");
    if (kind < 1 || kind > static_cast<int>(VerifiedKind::kCertificate))
        throw ApiError::invalid("kind", "认证类型不正确");
    return static_cast<VerifiedKind>(kind);
}

std::int64_t parse_id(const core::Request& req, std::string_view field) {
    auto value = core::opt_text(req, field, kMsgPickRecord);
    std::int64_t id = 0;
    if (!value) throw ApiError::invalid(std::string(field), std::string(kMsgPickRecord));
    auto [end, ec] = std::from_chars(value->data(), value->data() + value->size(), id);
    if (ec != std::errc() || end != value->data() + value->size() || id < 1)
        throw ApiError::invalid(std::string(field), std::string(kMsgPickRecord));
    return id;
}

std::optional<std::int64_t> parse_resume_id(const core::Request& req) {
    if (!core::opt_text(req, "resumeId", kMsgInvalid)) return std::nullopt;
    return parse_id(req, "resumeId");
}

}  // namespace xj::resume
