// The tags a resume is written with (docs/resume.md "Tags"): positions (two levels), industries (GB/T 4754-2017's
// sections), cities (resume/regions.h), hot cities, skills by position, qualification categories and the fixed
// choices of the user info screen. Fixed data: built once, read by every request.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace xj::resume {

// A tag and its children: {pathCode, name, childTagInfo} in JSON (the client maps them to value/label).
struct Tag {
    std::string code;
    std::string name;
    std::vector<Tag> children;
};

// One of a fixed list of choices, by number.
struct Choice {
    int value = 0;
    std::string_view label;
};

const std::vector<Tag>& position_tags();
const std::vector<Tag>& industry_tags();
// Codes of the hot cities, in the order shown; their names come from the regions.
const std::vector<Tag>& hot_city_tags();
// The skills suggested for a position code (a position or its category); the category's for a position, all
// categories' merged for an empty code; empty for an unknown code.
std::vector<std::string> skill_tags(std::string_view code);

// The name of a position or industry code (a leaf or a category), nullopt for an unknown one.
std::optional<std::string> position_name(std::string_view code);
std::optional<std::string> industry_name(std::string_view code);

std::span<const Choice> qualification_categories();
std::span<const Choice> work_statuses();      // 求职状态
std::span<const Choice> job_types();          // 全职 / 兼职 / 实习
std::span<const std::string_view> degrees();  // 学历, lowest first
std::span<const std::string_view> political_statuses();

// The label of a choice, empty when the value is not one of them.
std::string_view choice_label(std::span<const Choice> choices, int value);
bool is_choice(std::span<const Choice> choices, int value);
bool is_listed(std::span<const std::string_view> values, std::string_view value);

}  // namespace xj::resume
