#include "employment/forms.h"

#include <charconv>

#include "core/api_error.h"
#include "core/input.h"
#include "core/sign.h"
#include "core/text.h"
#include "employment/choices.h"
#include "employment/enterprise_service.h"
#include "resume/regions.h"
#include "resume/rules.h"
#include "resume/tags.h"

namespace xj::employment {

using core::ApiError;
using core::text::code_points;

namespace {

constexpr std::string_view kMsgInvalid = "校验未通过";

std::string text(const core::Request& req, std::string_view field) {
    std::string value = core::opt_text(req, field, kMsgInvalid).value_or("");
    if (!core::text::clean_text(value)) throw ApiError::invalid(std::string(field), std::string(kMsgInvalid));
    return value;
}

std::string required(const core::Request& req, std::string_view field, std::string_view missing) {
    std::string value = text(req, field);
    if (value.empty()) throw ApiError::invalid(std::string(field), std::string(missing));
    return value;
}

void at_most(std::string_view field, const std::string& value, std::string_view label, std::size_t max) {
    if (code_points(value) > max)
        throw ApiError::invalid(std::string(field), std::string(label) + "不能超过" + std::to_string(max) + "个字");
}

// A whole number field: an integer or a string of digits; absent or empty → nullopt; outside [lo, hi] → msg.
std::optional<int> number(const core::Request& req, std::string_view field, int lo, int hi, std::string_view msg) {
    auto value = core::opt_text(req, field, msg);
    if (!value) return std::nullopt;
    int out = 0;
    auto [end, ec] = std::from_chars(value->data(), value->data() + value->size(), out);
    if (ec != std::errc() || end != value->data() + value->size() || out < lo || out > hi)
        throw ApiError::invalid(std::string(field), std::string(msg));
    return out;
}

// A list of short texts (tags, benefits): strings without line breaks, each at most item_max characters.
std::vector<std::string> texts(const core::Request& req, std::string_view field, std::string_view label,
                               std::size_t max, std::size_t item_max) {
    std::vector<std::string> out;
    const boost::json::value* v = req.json().if_contains(field);
    if (v == nullptr || v->is_null()) return out;
    if (!v->is_array()) throw ApiError::invalid(std::string(field), std::string(label) + "不正确");
    for (const auto& item : v->as_array()) {
        if (!item.is_string()) throw ApiError::invalid(std::string(field), std::string(label) + "不正确");
        std::string s = core::text::trim(std::string_view(item.as_string()));
        if (s.empty()) continue;
        if (!core::text::clean_text(s) || s.find('\n') != std::string::npos || s.find('\r') != std::string::npos)
            throw ApiError::invalid(std::string(field), std::string(label) + "不正确");
        if (code_points(s) > item_max)
            throw ApiError::invalid(std::string(field),
                                    "每个" + std::string(label) + "不能超过" + std::to_string(item_max) + "个字");
        if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
    }
    if (out.size() > max)
        throw ApiError::invalid(std::string(field), std::string(label) + "最多" + std::to_string(max) + "个");
    return out;
}

// A city code a job or company names: a city (four digits) or a municipality (two), listed in the regions.
bool city_code(std::string_view code) {
    return (code.size() == 2 || code.size() == 4) && resume::city_name(code).has_value();
}

}  // namespace

std::string job_sign(const core::Request& req) {
    return core::required_sign(req, {"positionId", "sign", "jobId"}, "请指定职位");
}

JobQuery parse_job_query(const core::Request& req, int default_size) {
    JobQuery q;
    q.keyword = text(req, "keyword");
    if (q.keyword.empty()) q.keyword = text(req, "searchContent");
    if (code_points(q.keyword) > kKeywordMax)
        throw ApiError::invalid("keyword", "搜索关键词不能超过" + std::to_string(kKeywordMax) + "个字");
    q.city = text(req, "city");
    if (!q.city.empty() && !city_code(q.city)) throw ApiError::invalid("city", "城市不正确");
    q.industry = text(req, "industry");
    if (!q.industry.empty() && !resume::industry_name(q.industry)) throw ApiError::invalid("industry", "行业不正确");
    q.position = text(req, "position");
    if (!q.position.empty() && !resume::position_name(q.position))
        throw ApiError::invalid("position", "职位类型不正确");
    q.salary_min = number(req, "salaryMin", 0, kSalaryMax, "薪资范围不正确");
    q.salary_max = number(req, "salaryMax", 1, kSalaryMax, "薪资范围不正确");
    if (q.salary_min && q.salary_max && *q.salary_min > *q.salary_max)
        throw ApiError::invalid("salaryMin", "薪资范围不正确");
    q.education = number(req, "education", 1, static_cast<int>(educations().size()) - 1, "学历要求不正确");
    q.experience = number(req, "experience", 1, static_cast<int>(experiences().size()) - 1, "经验要求不正确");
    q.job_type = number(req, "jobType", 1, 3, "工作性质不正确");
    q.page = core::parse_page(req, default_size, kPageSizeMax);
    return q;
}

JobForm parse_job_form(const core::Request& req) {
    JobForm f;
    f.title = required(req, "title", "请输入职位名称");
    at_most("title", f.title, "职位名称", kTitleMax);
    f.position = required(req, "position", "请选择职位类别");
    if (f.position.size() != 4 || !resume::position_name(f.position))
        throw ApiError::invalid("position", "请选择职位类别");
    f.industry = required(req, "industry", "请选择所属行业");
    if (!resume::industry_name(f.industry)) throw ApiError::invalid("industry", "请选择所属行业");
    f.city = required(req, "city", "请选择工作城市");
    if (!city_code(f.city)) throw ApiError::invalid("city", "请选择工作城市");
    f.salary_min = number(req, "salaryMin", 0, kSalaryMax, "薪资应在0-1000K之间").value_or(0);
    f.salary_max = number(req, "salaryMax", 0, kSalaryMax, "薪资应在0-1000K之间").value_or(0);
    if (f.salary_min > f.salary_max) throw ApiError::invalid("salaryMin", "最低薪资不能高于最高薪资");
    if (f.salary_min == 0 && f.salary_max > 0) throw ApiError::invalid("salaryMin", "请填写最低薪资");
    f.education = number(req, "education", 0, static_cast<int>(educations().size()) - 1, "学历要求不正确").value_or(0);
    f.experience =
        number(req, "experience", 0, static_cast<int>(experiences().size()) - 1, "经验要求不正确").value_or(0);
    f.job_type = number(req, "jobType", 1, 3, "工作性质不正确").value_or(1);
    f.headcount = number(req, "headcount", 1, kHeadcountMax, "招聘人数应在1-999之间").value_or(1);
    f.tags = texts(req, "tags", "技能标签", kTagsMax, kTagMax);
    f.description = required(req, "description", "请输入职位描述");
    at_most("description", f.description, "职位描述", kDescriptionMax);
    f.contact_email = text(req, "contactEmail");
    if (auto problem = resume::email_problem(f.contact_email))
        throw ApiError::invalid("contactEmail", std::string(*problem));
    const boost::json::value* courses = req.json().if_contains("courseIds");
    if (courses != nullptr && !courses->is_null()) {
        if (!courses->is_array()) throw ApiError::invalid("courseIds", "课程不存在");
        for (const auto& c : courses->as_array()) {
            auto sign = core::sign_value(c);
            if (!sign) throw ApiError::invalid("courseIds", "课程不存在");
            f.course_signs.push_back(*sign);
        }
        if (f.course_signs.size() > kCoursesMax)
            throw ApiError::invalid("courseIds", "推荐课程最多" + std::to_string(kCoursesMax) + "门");
    }
    return f;
}

CompanyForm parse_company_form(const core::Request& req) {
    CompanyForm f;
    f.name = required(req, "name", "请输入公司名称");
    at_most("name", f.name, "公司名称", kCompanyNameMax);
    f.logo = text(req, "logo");
    bool stored_logo =
        f.logo.size() == kLogoPrefix.size() + core::kSignLength + 4 && f.logo.starts_with(kLogoPrefix) &&
        f.logo.ends_with(".png") &&
        f.logo.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789", kLogoPrefix.size()) == f.logo.size() - 4;
    if (!f.logo.empty() && !stored_logo) throw ApiError::invalid("logo", "请上传公司Logo");
    f.industry = required(req, "industry", "请选择所属行业");
    if (!resume::industry_name(f.industry)) throw ApiError::invalid("industry", "请选择所属行业");
    auto scale = number(req, "scale", 1, static_cast<int>(company_scales().size()), "请选择公司规模");
    if (!scale) throw ApiError::invalid("scale", "请选择公司规模");
    f.scale = *scale;
    f.city = required(req, "city", "请选择所在城市");
    if (!city_code(f.city)) throw ApiError::invalid("city", "请选择所在城市");
    f.address = text(req, "address");
    at_most("address", f.address, "公司地址", kAddressMax);
    f.introduction = required(req, "introduction", "请输入公司介绍");
    at_most("introduction", f.introduction, "公司介绍", kIntroductionMax);
    f.welfare = texts(req, "welfare", "福利", kWelfareMax, kWelfareItemMax);
    f.website = text(req, "website");
    at_most("website", f.website, "公司网址", kWebsiteMax);
    if (!f.website.empty() && !f.website.starts_with("http://") && !f.website.starts_with("https://"))
        throw ApiError::invalid("website", "公司网址应以http://或https://开头");
    return f;
}

ApplicationQuery parse_application_query(const core::Request& req) {
    ApplicationQuery q;
    if (auto s = number(req, "status", 1, 5, "状态不正确")) q.status = static_cast<ApplicationStatus>(*s);
    q.keyword = text(req, "keyword");
    if (code_points(q.keyword) > kKeywordMax)
        throw ApiError::invalid("keyword", "搜索关键词不能超过" + std::to_string(kKeywordMax) + "个字");
    q.page = core::parse_page(req, 10);
    return q;
}

std::pair<ApplicationStatus, std::string> parse_status_change(const core::Request& req) {
    auto status = number(req, "status", 2, 5, "状态不正确");
    if (!status) throw ApiError::invalid("status", "状态不正确");
    std::string message = text(req, "message");
    at_most("message", message, "留言", kMessageMax);
    return {static_cast<ApplicationStatus>(*status), message};
}

std::optional<JobStatus> parse_job_status(const core::Request& req, bool required_field) {
    auto status = number(req, "status", 1, 3, "职位状态不正确");
    if (!status && required_field) throw ApiError::invalid("status", "职位状态不正确");
    if (!status) return std::nullopt;
    return static_cast<JobStatus>(*status);
}

}  // namespace xj::employment
