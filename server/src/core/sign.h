// Opaque public identifiers ("sign"): random, URL-safe, never derived from a database key.
#pragma once

#include <string>
#include <string_view>

namespace xj::core {

inline constexpr std::size_t kSignLength = 16;

// kSignLength lower-case hex characters (64 random bits) from the system's CSPRNG: the one sign generator of every
// domain (course, user, file, exam … signs).
std::string make_sign();

// Codes people type (activation codes, discount codes) and order numbers' random tail: `length` characters drawn
// from `alphabet` by the same CSPRNG.
inline constexpr std::string_view kCodeAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
inline constexpr std::string_view kDigits = "0123456789";
std::string random_code(std::size_t length, std::string_view alphabet = kCodeAlphabet);

}  // namespace xj::core
