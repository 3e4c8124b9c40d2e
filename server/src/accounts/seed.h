// Demo accounts of every role, all with the password xuejing2026 (listed in README.md and by scripts/run.sh).
#pragma once

#include "accounts/service.h"

namespace xj::accounts {

inline constexpr std::string_view kDemoPassword = "xuejing2026";

// Seeds into a database without users; returns false (and changes nothing) when users exist.
bool seed_demo(db::Database& db, const core::Clock& clock, AccountService& accounts);

// A demo user as a request's caller would be: the other domains' demo data acts through their services as that user.
core::AuthUser auth_user_of(const User& u);

}  // namespace xj::accounts
