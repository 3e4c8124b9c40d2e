// Simulation training (docs/simulation.md): the practices a school offers, each user's saved run of one (every
// decision one transaction, a stale page refused, the same decisions always giving the same days and score), and
// a course's assignments of practices with their trainees' progress and scores for its teachers.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "articles/news_service.h"
#include "core/access.h"
#include "core/clock.h"
#include "core/page.h"
#include "core/xlsx_export.h"
#include "courses/service.h"
#include "simulation/decisions.h"
#include "simulation/model.h"
#include "simulation/store.h"

namespace xj::simulation {

// A practice's page: its card and the names of the user's courses that assign it.
struct PracticeDetail {
    PracticeCard card;
    std::vector<std::string> courses;
};

// A run with the practice it plays.
struct RunView {
    Practice practice;
    Run run;
};

struct CategoryCount {
    int id = 0;
    std::int64_t count = 0;
};

// A decision of a run: it changes the state of a run at `stage` on `day` (decisions.h).
// version: the run's version the page showed, when it sends one — a second click of the same button (a double
// submit, a retry) then finds the run moved on and is refused as stale instead of buying twice.
struct Decision {
    Stage stage = Stage::kCompany;
    int day = 0;
    std::function<void(const PracticeRules&, RunState&)> apply;
    std::optional<std::int64_t> version;
};

struct TraineeRows {
    std::string course_name;
    std::string practice_title;
    std::vector<Trainee> rows;
};

class SimulationService {
public:
    SimulationService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                      articles::NewsService& news)
        : db_(db), clock_(clock), courses_(courses), news_(news), exporter_(clock) {}

    // The host's school: practices per category (of a marketplace, "" for all), pages of them, the most played
    // three, one practice, the industry news beside them, the user's runs with every practice.
    std::vector<CategoryCount> categories(std::string_view host, const std::string& marketplace);
    core::Paged<PracticeCard> practices(std::string_view host, const core::AuthUser& user, int category,
                                        const core::Page& page);
    std::vector<PracticeCard> banner(std::string_view host, const core::AuthUser& user);
    PracticeDetail detail(std::string_view host, const core::AuthUser& user, const std::string& sign);
    core::Paged<articles::NewsItem> information(std::string_view host, const core::Page& page);
    std::pair<std::vector<RunCard>, std::vector<PracticeCard>> creation(std::string_view host,
                                                                        const core::AuthUser& user);
    Practice practice(std::string_view host, const std::string& sign);

    // The user's run of a practice (nullopt before 开始实训), starting it, starting it over (the best score kept),
    // and one decision.
    std::optional<RunView> run(std::string_view host, const core::AuthUser& user, const std::string& sign);
    RunView start(std::string_view host, const core::AuthUser& user, const std::string& sign);
    RunView restart(std::string_view host, const core::AuthUser& user, const std::string& sign);
    RunView decide(std::string_view host, const core::AuthUser& user, const std::string& sign,
                   const Decision& decision);

    // The course's teachers and its school's admins (-1000 课程不存在, -6 otherwise).
    std::vector<Assignment> assignments(const core::AuthUser& user, const std::string& course_sign);
    // The course's school's practices, each with whether the course assigns it.
    std::vector<std::pair<Practice, bool>> assignable(const core::AuthUser& user, const std::string& course_sign);
    Assignment assign(const core::AuthUser& user, const std::string& course_sign, const std::string& sign,
                      bool in_assessment);
    Assignment set_assessment(const core::AuthUser& user, const std::string& course_sign, const std::string& sign,
                              bool in_assessment);
    void unassign(const core::AuthUser& user, const std::string& course_sign, const std::string& sign);
    core::Paged<Trainee> trainees(const core::AuthUser& user, const std::string& course_sign, const std::string& sign,
                                  const std::string& keyword, const core::Page& page);
    TraineeRows trainees_export(const core::AuthUser& user, const std::string& course_sign, const std::string& sign,
                                const std::string& keyword);
    core::Exporter& exporter() { return exporter_; }

    // The demo seed's writes.
    std::int64_t add_practice(db::Conn& conn, Practice p);

private:
    Practice practice_in(db::Conn& conn, std::int64_t school_id, const std::string& sign) const;
    // The course's assigned practice: -1000 该实训未添加到本课程 otherwise.
    Assignment assigned(db::Conn& conn, std::int64_t course_id, std::int64_t practice_id) const;

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    articles::NewsService& news_;
    SimulationStore store_;
    core::Exporter exporter_;
};

// A run's state after `apply` on a copy, scored when it finishes (the service's save and the tests' replay).
void finish_if_done(const PracticeRules& rules, Run& run, std::int64_t now);

}  // namespace xj::simulation
