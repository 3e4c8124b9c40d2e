// Demo data of the identity domain: the roster of 学鲸职业技术学院 and one pending claim for its admin.
#pragma once

#include "identity/service.h"

namespace xj::identity {

// Seeds only into an empty roster (re-checked inside the transaction, so two instances starting at once seed
// once); true when it seeded. Call after the site and accounts demo data.
bool seed_demo(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts, site::SiteService& site,
               const audit::AuditService& audit);

}  // namespace xj::identity
