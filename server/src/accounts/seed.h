// Demo accounts of every role, all with the password xuejing2026 (listed in README.md and by scripts/run.sh).
#pragma once

#include <optional>
#include <string_view>

#include "accounts/service.h"

namespace xj::accounts {

inline constexpr std::string_view kDemoPassword = "xuejing2026";

// Seeds into a database without users; returns false (and changes nothing) when users exist.
bool seed_demo(db::Database& db, const core::Clock& clock, AccountService& accounts);

// A demo user as a request's caller would be: the other domains' demo data acts through their services as that user.
core::AuthUser auth_user_of(const User& u);
// The demo user of a mobile as a caller (nullopt when there is none: the demo accounts were not seeded).
std::optional<core::AuthUser> demo_caller(db::Database& db, const AccountService& accounts, std::string_view mobile);

}  // namespace xj::accounts
