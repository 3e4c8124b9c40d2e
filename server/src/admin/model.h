// The admin console's types (docs/admin.md): rows composed from the owning domains' own types. No JSON, no SQL.
#pragma once

#include <cstdint>
#include <vector>

#include "accounts/model.h"
#include "identity/model.h"
#include "site/model.h"

namespace xj::admin {

struct SchoolRow {
    site::SchoolSummary summary;
    std::int64_t user_count = 0;
};

struct UserDetail {
    accounts::UserSummary user;
    std::vector<identity::Claim> claims;
    accounts::UserActivity activity;
};

}  // namespace xj::admin
