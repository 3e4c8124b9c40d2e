// Demo data of the job board (employment/demo_content.h): twelve verified companies with four jobs each, one company
// waiting for review, the board's pictures, the demo enterprise user's company with applications from the demo
// students over the last six months, and 张晓明's applications (his resume's PDF through the outbox) and favourites.
// Seeded once (when there is no company), after the resume demo.
#pragma once

#include <filesystem>

#include "accounts/service.h"
#include "core/clock.h"
#include "db/db.h"
#include "employment/application_service.h"
#include "employment/enterprise_service.h"
#include "employment/service.h"

namespace xj::employment {

struct SeedServices {
    accounts::AccountService& accounts;
    EmploymentService& board;
    ApplicationService& applications;
};

// True when the board was seeded.
bool seed_demo(db::Database& db, const core::Clock& clock, const SeedServices& services,
               const std::filesystem::path& files_dir);

}  // namespace xj::employment
