// The industrial belt map (docs/industrial-belt.md): the platform admin's industrial belts per province, joined at
// answer time with the job board's companies and jobs there (employment) and the host school's courses that train
// for the belts' industries (courses).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/access.h"
#include "core/clock.h"
#include "courses/service.h"
#include "employment/service.h"
#include "industry/model.h"
#include "industry/store.h"

namespace xj::industry {

struct ProvinceFigure {
    std::string code;
    std::string name;
    std::int64_t belts = 0;
    std::int64_t companies = 0;
    std::int64_t jobs = 0;
};

struct MapFigures {
    std::vector<ProvinceFigure> provinces;  // those with a belt, a company or a job
    std::int64_t belts = 0, companies = 0, jobs = 0;
};

struct Region {
    std::string code;
    std::string name;
    std::vector<Belt> belts;
    std::vector<std::string> industries;  // the belts', each once
    core::Paged<employment::Company> companies;
    core::Paged<employment::JobCard> jobs;
    std::vector<courses::CourseCard> courses;
};

class IndustryService {
public:
    IndustryService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                    employment::EmploymentService& board)
        : db_(db), clock_(clock), courses_(courses), board_(board) {}

    MapFigures map();
    // A province (-2 地区不存在 for a code that is not one): its belts, the board's companies and jobs there, the
    // host school's courses matching the belts' course keywords.
    Region region(std::string_view host, const std::string& code);

    // The platform admin (the route's access): every belt; a new or changed one (-2 with the rule's message,
    // -1000 产业带不存在 / 该省份已有同名产业带); one deleted.
    std::vector<Belt> all();
    Belt save(Belt b);
    void remove(const std::string& sign);

private:
    Belt saved(Belt& b, std::int64_t now);

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    employment::EmploymentService& board_;
    BeltStore store_;
};

}  // namespace xj::industry
