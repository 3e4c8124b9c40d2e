// Demo simulation training (docs/simulation.md "Demo"): four practices of the demo school; 王丽华 assigns the
// Amazon practice to her course with the most students; 张晓明 and the students furthest through that course play it
// to the end through the service's own decisions (each with their own choices, so the scores differ), and 张晓明
// leaves the 鲸创 practice on its fifth day. Seeded once (while the school has no practice).
#pragma once

#include "accounts/service.h"
#include "db/db.h"
#include "simulation/service.h"
#include "teaching/statistics_service.h"

namespace xj::simulation {

struct DemoServices {
    accounts::AccountService& accounts;
    courses::CourseService& courses;
    teaching::StatisticsService& statistics;  // the teacher's courses
    SimulationService& simulation;
};
void seed_demo(db::Database& db, const DemoServices& s);

// A player's choices for a whole run: the shop's category, two products at a price (per cent of the reference
// price) with a stock, a daily advertising budget and the reply to every event (0 the best).
struct Strategy {
    std::string company = "杭州鲸创电子商务有限公司";
    int category = 1;
    int products[2] = {101, 102};
    int price_percent = 100;
    int stock = 150;
    std::int64_t advertising = 20000;  // fen
    int reply = 0;
};
// Plays the user's run of the practice from wherever it is up to day `until` (0: to the end) by `strategy`.
RunView play(SimulationService& sim, std::string_view host, const core::AuthUser& user, const std::string& sign,
             const Strategy& strategy, int until = 0);

}  // namespace xj::simulation
