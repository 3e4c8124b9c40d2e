// XLSX files (identity rosters, course student imports, question banks): the first worksheet's cells as text
// records (shared strings, inline strings, numbers), read with libzip and expat. Rows keep their sheet row number
// (missing rows are empty records) like identity's parse_csv.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xj::core {

// Whether the bytes start with a zip local-file signature (PK\3\4).
bool looks_like_zip(std::string_view bytes);
// The first worksheet's records; nullopt when the bytes are not a readable XLSX (not a zip, no worksheet, bad XML,
// or parts larger than the reader accepts).
std::optional<std::vector<std::vector<std::string>>> read_xlsx(std::string_view bytes);

}  // namespace xj::core
