// The commerce demo (docs/commerce.md "Demo data"): 张晓明's balance with a grant and an online top-up (a paid order),
// an unpaid order for a priced course waiting on the payment page, and the discount batches. Once: when there is no
// order yet.
#pragma once

#include "accounts/service.h"
#include "commerce/service.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"
#include "site/service.h"

namespace xj::commerce {

struct DemoServices {
    const site::SiteService& site;
    const accounts::AccountService& accounts;
    courses::CourseService& courses;
};

// True when this call seeded. Call after the courses, study and training demos.
bool seed_commerce_demo(db::Database& db, const core::Clock& clock, const DemoServices& services);

}  // namespace xj::commerce
