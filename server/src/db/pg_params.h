// Private to the db folder: PostgreSQL has only positional parameters ($1, $2, …),
// so the driver rewrites the portable :name placeholders once per statement.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace xj::db::detail {

struct PositionalSql {
    std::string sql;                 // with $1..$n
    std::vector<std::string> names;  // names[i] is bound to $(i+1); a name used twice maps to one $n
};

// Skips "::" casts, string literals ('…', E'…', $tag$…$tag$), quoted identifiers ("…") and comments.
PositionalSql to_positional(std::string_view sql);

}  // namespace xj::db::detail
