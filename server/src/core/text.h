// Text helpers shared by the forms, rules and JSON of every domain: UTF-8 lengths, trimming, masked mobiles.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace xj::core::text {

// What trim() removes unless told otherwise: space, tab, CR, LF.
inline constexpr std::string_view kBlanks = " \t\r\n";
// All ASCII white space (isspace in the C locale).
inline constexpr std::string_view kAsciiSpace = " \t\n\r\f\v";

// UTF-8 code points, i.e. characters as the contract counts them: every byte but continuation bytes (10xxxxxx).
std::size_t code_points(std::string_view s);

// The first n characters (code points) of s; s itself when it is no longer.
std::string first_code_points(std::string_view s, std::size_t n);

// s without the leading and trailing bytes found in blanks.
std::string trim(std::string_view s, std::string_view blanks = kBlanks);

// s without leading and trailing spaces, tabs, CR, LF and full-width (ideographic, U+3000) spaces, as pasted from
// Chinese spreadsheets.
std::string trim_wide(std::string_view s);

// Well-formed UTF-8: no stray continuation bytes, no overlong forms, no surrogates, nothing above U+10FFFF.
bool valid_utf8(std::string_view s);

// Text a user may type: well-formed UTF-8 without control characters (U+0000–U+001F but tab, LF and CR, U+007F and
// U+0080–U+009F). A NUL cut the full-text phrase and answered 500 (issue 13).
bool clean_text(std::string_view s);

// A list of short texts kept in one column, one per line (skills, tags, benefits: the forms refuse line breaks in
// them); empty lines are dropped when it is read back.
std::string join_lines(const std::vector<std::string>& items);
std::vector<std::string> split_lines(std::string_view text);

// "138****0002": the first 3 and last 4 characters kept; values under 8 characters are kept as they are.
std::string mask_mobile(std::string_view mobile);

}  // namespace xj::core::text
