// Roster files: CSV (UTF-8, with or without BOM, comma-separated, quoted fields, CRLF or LF) with the header row
// 类型,学号/工号,姓名; each row checked (类型 学生 or 教师, number required and at most 20, name required and under
// 20).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "identity/model.h"

namespace xj::identity {

// The fields of each record of a CSV text (BOM dropped); blank lines are kept as empty records.
std::vector<std::vector<std::string>> parse_csv(std::string_view text);

struct RosterFile {
    std::vector<RosterEntry> entries;
    std::vector<RowError> errors;
};

// Reads the records (header first) into entries; every invalid row gives an error with its 1-based row.
RosterFile check_roster(const std::vector<std::vector<std::string>>& records);
// Checks one row's fields; nullopt when it is valid.
std::optional<std::string> row_error(const std::vector<std::string>& fields);

}  // namespace xj::identity
