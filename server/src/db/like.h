// Keyword filters the stores share: a LIKE pattern for "contains" ('%keyword%' with LIKE's own wildcards, the
// percent sign, underscore and backslash, escaped for SQL written with ESCAPE '\' on both databases), and for
// SQLite's FTS5 trigram tables the phrase a keyword is matched as and whether it is long enough for the index.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "db/db.h"

namespace xj::db {

inline std::string like_contains(std::string_view keyword) {
    std::string out = "%";
    for (char c : keyword) {
        if (c == '%' || c == '_' || c == '\\') out += '\\';
        out += c;
    }
    return out + "%";
}

// An FTS5 phrase: the keyword in double quotes (quotes doubled), so no character is an operator.
inline std::string fts_phrase(std::string_view keyword) {
    std::string out = "\"";
    for (char c : keyword) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

// Whether a keyword is long enough for a trigram index (three or more characters, UTF-8); shorter ones are scanned
// with LIKE on a list the other filters have cut.
inline bool trigram_keyword(std::string_view keyword) {
    std::size_t n = 0;
    for (char c : keyword)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n >= 3;
}

// " AND <text> …" for a keyword on a column kept in a trigram index: on SQLite the FTS5 table `fts` (external content,
// its rowid the row's `id`) for three or more characters and LIKE for fewer; on PostgreSQL ILIKE (pg_trgm serves it).
// bind_keyword binds what it names (:match or :like).
inline std::string keyword_clause(Dialect dialect, std::string_view keyword, std::string_view id, std::string_view fts,
                                  std::string_view text) {
    if (dialect == Dialect::kPostgres) return " AND " + std::string(text) + " ILIKE :like ESCAPE '\\'";
    if (!trigram_keyword(keyword)) return " AND " + std::string(text) + " LIKE :like ESCAPE '\\'";
    return " AND " + std::string(id) + " IN (SELECT rowid FROM " + std::string(fts) + " WHERE " + std::string(fts) +
           " MATCH :match)";
}

inline void bind_keyword(Dialect dialect, std::string_view keyword, Params& params) {
    if (dialect == Dialect::kSqlite && trigram_keyword(keyword)) params.push_back({"match", fts_phrase(keyword)});
    else params.push_back({"like", like_contains(keyword)});
}

}  // namespace xj::db
