// A school's employment statistics (docs/employment.md "Schools"): its students' applications, interviews and hires
// of the last twelve months, by month, by the jobs' industry and by their city, for the school admin's charts and
// their .xlsx export.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/access.h"
#include "core/clock.h"
#include "core/xlsx_export.h"
#include "db/db.h"
#include "employment/application_store.h"

namespace xj::employment {

// A line with its name (a month, an industry or a city as people read it).
struct NamedStat {
    std::string key;
    std::string name;
    std::int64_t applications = 0;
    std::int64_t interviews = 0;
    std::int64_t hires = 0;
};

struct SchoolStats {
    std::vector<NamedStat> months;      // the twelve months to this one, oldest first, zeros included
    std::vector<NamedStat> industries;  // most applications first
    std::vector<NamedStat> cities;
    std::int64_t applications = 0;
    std::int64_t interviews = 0;
    std::int64_t hires = 0;
};

inline constexpr int kStatMonths = 12;

class StatisticsService {
public:
    StatisticsService(db::Database& db, const core::Clock& clock) : db_(db), clock_(clock), exporter_(clock) {}

    // The school admin's school (-1000 请先加入学校 without one).
    SchoolStats school(const core::AuthUser& user);
    core::Exporter& exporter() { return exporter_; }

private:
    db::Database& db_;
    const core::Clock& clock_;
    ApplicationStore applications_;
    core::Exporter exporter_;
};

}  // namespace xj::employment
