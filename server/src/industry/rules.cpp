#include "industry/rules.h"

#include <set>

#include "core/text.h"
#include "resume/regions.h"

namespace xj::industry {

namespace {

constexpr std::size_t kNameMin = 2, kNameMax = 30;
constexpr std::size_t kIndustriesMax = 8, kIndustryMax = 12;
constexpr std::size_t kSummaryMax = 500;
constexpr std::size_t kKeywordMax = 20;
constexpr std::size_t kEnterprisesMax = 20, kEnterpriseMin = 2, kEnterpriseMax = 40, kDescriptionMax = 200;

bool within(const std::string& s, std::size_t lo, std::size_t hi) {
    std::size_t n = core::text::code_points(s);
    return n >= lo && n <= hi;
}

}  // namespace

const std::vector<Province>& provinces() {
    static const std::vector<Province> list = [] {
        std::vector<Province> out;
        for (const resume::Tag& t : resume::city_tags())
            if (t.code.size() == 2) out.push_back({t.code, t.name});
        return out;
    }();
    return list;
}

std::optional<std::string> province_name(std::string_view code) {
    for (const Province& p : provinces())
        if (p.code == code) return p.name;
    return std::nullopt;
}

std::optional<Violation> belt_violation(const Belt& b) {
    if (!province_name(b.province)) return Violation{"province", std::string(kMsgProvince)};
    if (!within(b.name, kNameMin, kNameMax)) return Violation{"name", std::string(kMsgName)};
    std::set<std::string> distinct(b.industries.begin(), b.industries.end());
    bool industries_ok =
        !b.industries.empty() && b.industries.size() <= kIndustriesMax && distinct.size() == b.industries.size();
    for (const std::string& i : b.industries) industries_ok = industries_ok && within(i, 1, kIndustryMax);
    if (!industries_ok) return Violation{"industries", std::string(kMsgIndustries)};
    if (!within(b.summary, 0, kSummaryMax)) return Violation{"summary", std::string(kMsgSummary)};
    if (!within(b.course_keyword, 0, kKeywordMax)) return Violation{"courseKeyword", std::string(kMsgKeyword)};
    if (b.enterprises.size() > kEnterprisesMax) return Violation{"enterprises", std::string(kMsgEnterprises)};
    for (const Enterprise& e : b.enterprises) {
        if (!within(e.name, kEnterpriseMin, kEnterpriseMax))
            return Violation{"enterprises", std::string(kMsgEnterprise)};
        if (!within(e.description, 0, kDescriptionMax)) return Violation{"enterprises", std::string(kMsgDescription)};
    }
    return std::nullopt;
}

}  // namespace xj::industry
