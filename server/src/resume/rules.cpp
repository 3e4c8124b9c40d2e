#include "resume/rules.h"

#include <algorithm>

#include "core/text.h"
#include "core/time_format.h"
#include "resume/model.h"

namespace xj::resume {

namespace {

bool digits(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

bool valid_month(std::string_view m) {
    if (m.size() != 7 || m[4] != '-' || !digits(m.substr(0, 4)) || !digits(m.substr(5, 2))) return false;
    int year = std::stoi(std::string(m.substr(0, 4)));
    int month = std::stoi(std::string(m.substr(5, 2)));
    return year >= 1950 && year <= 2100 && month >= 1 && month <= 12;
}

std::string month_of(std::int64_t epoch_seconds) { return core::iso_time(epoch_seconds).substr(0, 7); }

std::optional<std::string> period_problem(std::string_view start, std::string_view end, std::string_view current,
                                          bool end_may_be_future) {
    if (start.empty()) return "请选择开始时间";
    if (!valid_month(start)) return "开始时间格式应为YYYY-MM";
    if (start > current) return "开始时间不能晚于当前月份";
    if (end.empty()) return std::nullopt;
    if (!valid_month(end)) return "结束时间格式应为YYYY-MM";
    if (end < start) return "结束时间不能早于开始时间";
    if (!end_may_be_future && end > current) return "结束时间不能晚于当前月份";
    return std::nullopt;
}

std::optional<std::string_view> email_problem(std::string_view email) {
    if (email.empty()) return "请输入邮箱";
    std::size_t at = email.find('@');
    if (email.size() > kEmailMax || at == std::string_view::npos || at == 0 || email.find('@', at + 1) != email.npos)
        return "邮箱格式错误";
    std::string_view domain = email.substr(at + 1);
    std::size_t dot = domain.rfind('.');
    if (dot == std::string_view::npos || dot == 0 || dot + 1 >= domain.size() || domain.find("..") != domain.npos)
        return "邮箱格式错误";
    auto allowed = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
               c == '-' || c == '+' || c == '@';
    };
    if (!std::all_of(email.begin(), email.end(), allowed)) return "邮箱格式错误";
    return std::nullopt;
}

std::optional<std::string_view> salary_problem(int min, int max) {
    if (min == 0 && max == 0) return std::nullopt;
    if (min < 1 || max < 1) return "请填写期望薪资，或选择面议";
    if (min > kSalaryMax || max > kSalaryMax) return "期望薪资超出范围";
    if (max < min) return "最高薪资不能低于最低薪资";
    return std::nullopt;
}

std::optional<std::string> skills_problem(const std::vector<std::string>& skills) {
    if (skills.size() > static_cast<std::size_t>(kSkillsMax)) return "技能标签最多" + std::to_string(kSkillsMax) + "个";
    for (std::size_t i = 0; i < skills.size(); ++i) {
        const std::string& s = skills[i];
        if (s.empty() || s.find('\n') != std::string::npos || s.find('\r') != std::string::npos)
            return std::string("技能标签不正确");
        if (core::text::code_points(s) > kSkillMax) return "技能标签不能超过" + std::to_string(kSkillMax) + "个字";
        if (std::find(skills.begin(), skills.begin() + static_cast<std::ptrdiff_t>(i), s) !=
            skills.begin() + static_cast<std::ptrdiff_t>(i))
            return "技能标签「" + s + "」重复了";
    }
    return std::nullopt;
}

}  // namespace xj::resume
