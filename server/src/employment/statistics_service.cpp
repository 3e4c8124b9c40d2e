#include "employment/statistics_service.h"

#include <algorithm>
#include <ctime>
#include <map>

#include "core/api_error.h"
#include "resume/regions.h"
#include "resume/tags.h"

namespace xj::employment {

namespace {

constexpr std::int64_t kChinaOffset = 8 * 3600;  // months are China's
constexpr std::string_view kMsgNoSchool = "请先加入学校";

struct Month {
    int year = 0;
    int month = 0;  // 1–12
    std::string key() const {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%04d-%02d", year, month);
        return buf;
    }
};

Month month_of(std::int64_t seconds) {
    std::time_t t = static_cast<std::time_t>(seconds + kChinaOffset);
    std::tm tm{};
    gmtime_r(&t, &tm);
    return {tm.tm_year + 1900, tm.tm_mon + 1};
}

// The first second (China time) of a month.
std::int64_t start_of(Month m) {
    std::tm tm{};
    tm.tm_year = m.year - 1900;
    tm.tm_mon = m.month - 1;
    tm.tm_mday = 1;
    return static_cast<std::int64_t>(timegm(&tm)) - kChinaOffset;
}

Month back(Month m, int months) {
    int index = m.year * 12 + (m.month - 1) - months;
    return {index / 12, index % 12 + 1};
}

std::vector<NamedStat> named(const std::vector<StatLine>& lines,
                             const std::function<std::string(const std::string&)>& name) {
    std::vector<NamedStat> out;
    for (const auto& l : lines) out.push_back({l.key, name(l.key), l.applications, l.interviews, l.hires});
    std::stable_sort(out.begin(), out.end(),
                     [](const NamedStat& a, const NamedStat& b) { return a.applications > b.applications; });
    return out;
}

}  // namespace

SchoolStats StatisticsService::school(const core::AuthUser& user) {
    if (user.school_id == 0) throw core::ApiError::business(std::string(kMsgNoSchool));
    Month now = month_of(clock_.now_seconds());
    Month first = back(now, kStatMonths - 1);
    std::int64_t since = start_of(first);
    SchoolStats out;
    auto [months, industries, cities] = db_.with_conn([&](db::Conn& c) {
        return std::make_tuple(applications_.by_month(c, user.school_id, since, kChinaOffset),
                               applications_.by_industry(c, user.school_id, since),
                               applications_.by_city(c, user.school_id, since));
    });
    std::map<std::string, StatLine> by_key;
    for (const auto& l : months) by_key[l.key] = l;
    for (int i = 0; i < kStatMonths; ++i) {
        Month m = back(now, kStatMonths - 1 - i);
        StatLine l = by_key.contains(m.key()) ? by_key[m.key()] : StatLine{m.key(), 0, 0, 0};
        out.months.push_back({m.key(), std::to_string(m.year) + "年" + std::to_string(m.month) + "月", l.applications,
                              l.interviews, l.hires});
        out.applications += l.applications;
        out.interviews += l.interviews;
        out.hires += l.hires;
    }
    out.industries = named(industries, [](const std::string& code) {
        auto n = resume::industry_name(code);
        return n ? *n : code;
    });
    out.cities = named(cities, [](const std::string& code) {
        auto n = resume::city_name(code);
        return n ? *n : code;
    });
    return out;
}

}  // namespace xj::employment
