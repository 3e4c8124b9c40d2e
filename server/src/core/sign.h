// Opaque public identifiers ("sign"): random, URL-safe, never derived from a database key.
#pragma once

#include <string>

namespace xj::core {

inline constexpr std::size_t kSignLength = 16;

// kSignLength characters of [0-9A-Za-z] from the system's CSPRNG.
std::string make_sign();

}  // namespace xj::core
