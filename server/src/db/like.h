// A LIKE pattern for "contains": '%keyword%' with LIKE's own wildcards (% _ \) escaped, for SQL written with
// ESCAPE '\' (both databases). The stores' keyword filters share it.
#pragma once

#include <string>
#include <string_view>

namespace xj::db {

inline std::string like_contains(std::string_view keyword) {
    std::string out = "%";
    for (char c : keyword) {
        if (c == '%' || c == '_' || c == '\\') out += '\\';
        out += c;
    }
    return out + "%";
}

}  // namespace xj::db
