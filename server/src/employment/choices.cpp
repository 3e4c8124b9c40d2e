#include "employment/choices.h"

#include <array>

namespace xj::employment {

namespace {

constexpr std::array<Choice, 6> kScales = {{
    {1, "0-20人"},
    {2, "20-99人"},
    {3, "100-499人"},
    {4, "500-999人"},
    {5, "1000-9999人"},
    {6, "10000人以上"},
}};

constexpr std::array<Choice, 7> kExperiences = {{
    {0, "经验不限"},
    {1, "应届生"},
    {2, "1年以内"},
    {3, "1-3年"},
    {4, "3-5年"},
    {5, "5-10年"},
    {6, "10年以上"},
}};

// resume::degrees(): 初中及以下, 中专/中技, 高中, 大专, 本科, 硕士, 博士, 其他 — the last is no requirement.
constexpr std::array<Choice, 8> kEducations = {{
    {0, "学历不限"},
    {1, "初中及以下"},
    {2, "中专/中技"},
    {3, "高中"},
    {4, "大专"},
    {5, "本科"},
    {6, "硕士"},
    {7, "博士"},
}};

constexpr std::array<SalaryBand, 6> kSalaryBands = {{
    {0, 3, "3K以下"},
    {3, 5, "3-5K"},
    {5, 10, "5-10K"},
    {10, 20, "10-20K"},
    {20, 50, "20-50K"},
    {50, 0, "50K以上"},
}};

}  // namespace

std::span<const Choice> company_scales() { return kScales; }
std::span<const Choice> experiences() { return kExperiences; }
std::span<const Choice> educations() { return kEducations; }
std::span<const SalaryBand> salary_bands() { return kSalaryBands; }

std::string_view company_status_label(CompanyStatus status) {
    switch (status) {
        case CompanyStatus::kPending:
            return "待审核";
        case CompanyStatus::kVerified:
            return "已认证";
        case CompanyStatus::kRejected:
            return "未通过";
    }
    return "";
}

std::string_view job_status_label(JobStatus status) {
    switch (status) {
        case JobStatus::kOpen:
            return "招聘中";
        case JobStatus::kClosed:
            return "已关闭";
        case JobStatus::kFilled:
            return "已招满";
    }
    return "";
}

std::string_view application_status_label(ApplicationStatus status) {
    switch (status) {
        case ApplicationStatus::kSending:
            return "发送中";
        case ApplicationStatus::kSent:
            return "已投递";
        case ApplicationStatus::kViewed:
            return "已查看";
        case ApplicationStatus::kInterview:
            return "邀请面试";
        case ApplicationStatus::kUnsuitable:
            return "不合适";
        case ApplicationStatus::kHired:
            return "已录用";
    }
    return "";
}

std::string salary_text(int min, int max) {
    if (min == 0 && max == 0) return "面议";
    if (min == max) return std::to_string(min) + "K";
    return std::to_string(min) + "-" + std::to_string(max) + "K";
}

}  // namespace xj::employment
