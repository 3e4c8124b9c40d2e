// The industrial belts' rules (docs/industrial-belt.md "Rules and messages"): China's provinces by their two-digit
// codes (the resume's region list), and a belt as the admin writes it, checked.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "industry/model.h"

namespace xj::industry {

inline constexpr std::string_view kMsgNoRegion = "地区不存在";
inline constexpr std::string_view kMsgNoBelt = "产业带不存在";
inline constexpr std::string_view kMsgProvince = "请选择省份";
inline constexpr std::string_view kMsgName = "产业带名称应为 2–30 个字";
inline constexpr std::string_view kMsgIndustries = "请填写 1–8 个主导产业，每个不超过 12 个字";
inline constexpr std::string_view kMsgSummary = "简介不能超过 500 个字";
inline constexpr std::string_view kMsgKeyword = "课程关键词不能超过 20 个字";
inline constexpr std::string_view kMsgEnterprises = "合作企业最多 20 家";
inline constexpr std::string_view kMsgEnterprise = "企业名称应为 2–40 个字";
inline constexpr std::string_view kMsgDescription = "企业简介不能超过 200 个字";

struct Province {
    std::string code;
    std::string name;
};
// The 34 provincial-level divisions, in the region list's order.
const std::vector<Province>& provinces();
// The province's name; nullopt for a code that is not a province.
std::optional<std::string> province_name(std::string_view code);

// The first rule a belt breaks, as {field, message}; nullopt for a good one. Texts are trimmed by the form.
struct Violation {
    std::string field;
    std::string message;
};
std::optional<Violation> belt_violation(const Belt& b);

}  // namespace xj::industry
