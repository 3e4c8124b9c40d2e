// Opaque public identifiers ("sign"): random, URL-safe, never derived from a database key.
#pragma once

#include <string>

namespace xj::core {

inline constexpr std::size_t kSignLength = 16;

// kSignLength lower-case hex characters (64 random bits) from the system's CSPRNG: the one sign generator of every
// domain (course, user, file, exam … signs).
std::string make_sign();

}  // namespace xj::core
