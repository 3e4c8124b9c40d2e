// The industry domain's records (docs/industrial-belt.md): the platform's industrial belts, each in one province.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace xj::industry {

struct Enterprise {
    std::string name;
    std::string description;
};

struct Belt {
    std::int64_t id = 0;
    std::string sign;
    std::string province;  // two digits (33)
    std::string name;
    std::vector<std::string> industries;
    std::string summary;
    std::string course_keyword;
    std::vector<Enterprise> enterprises;
    int position = 0;
    std::int64_t updated_at = 0;
};

}  // namespace xj::industry
