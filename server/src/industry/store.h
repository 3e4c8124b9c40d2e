// The industry domain's SQL, and only SQL (migration 0032): the industrial_belt table, whose industries and
// enterprises are JSON arrays.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "db/db.h"
#include "industry/model.h"

namespace xj::industry {

class BeltStore {
public:
    // Every belt, by province, then position.
    std::vector<Belt> all(db::Conn& conn) const;
    std::vector<Belt> of_province(db::Conn& conn, const std::string& province) const;
    std::optional<Belt> by_sign(db::Conn& conn, const std::string& sign) const;
    // Whether another belt (not `except_id`) of the province has the name.
    bool name_taken(db::Conn& conn, const std::string& province, const std::string& name, std::int64_t except_id) const;
    // A new belt last in its province; nullopt when the province has one of that name already.
    std::optional<std::int64_t> insert(db::Conn& conn, const Belt& b, std::int64_t now) const;
    void update(db::Conn& conn, const Belt& b, std::int64_t now) const;
    bool remove(db::Conn& conn, std::int64_t id) const;
    // (province, belts), by province.
    std::vector<std::pair<std::string, std::int64_t>> count_by_province(db::Conn& conn) const;
};

}  // namespace xj::industry
