// "(:p0, :p1, …)" for a list of n values in an IN clause: the caller binds names[i] to the i-th value. The
// names are kept in `names` (a Param holds a view of its name), which must not grow again before the query runs.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace xj::db {

inline std::string in_list(std::size_t n, std::vector<std::string>& names, const char* prefix = "p") {
    names.reserve(names.size() + n);
    std::string sql = "(";
    for (std::size_t i = 0; i < n; ++i) {
        names.push_back(prefix + std::to_string(i));
        sql += (i ? ", :" : ":") + names.back();
    }
    return sql + ")";
}

}  // namespace xj::db
