// The companies' SQL, and only SQL (docs/employment.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "db/db.h"
#include "employment/model.h"

namespace xj::employment {

class CompanyStore {
public:
    bool any(db::Conn& conn) const;
    std::optional<Company> find(db::Conn& conn, std::string_view sign) const;
    std::optional<Company> find_by_id(db::Conn& conn, std::int64_t id) const;
    // The company an enterprise user manages; lock: for the transaction (PostgreSQL FOR UPDATE).
    std::optional<Company> of_owner(db::Conn& conn, std::int64_t owner_id, bool lock = false) const;

    // A new company, 待审核 unless told otherwise (the demo's are verified). Its sign.
    std::string insert(db::Conn& conn, std::optional<std::int64_t> owner_id, const CompanyForm& form,
                       CompanyStatus status, bool recommend, std::int64_t now) const;
    // Writes the form; the company goes back to 待审核 (the platform reviews what it says again).
    void update(db::Conn& conn, std::int64_t id, const CompanyForm& form, std::int64_t now) const;
    void review(db::Conn& conn, std::int64_t id, CompanyStatus status, std::string_view note, std::int64_t now) const;

    // Verified companies: the platform's choice first, then those with the most listed jobs (企业推荐).
    std::vector<Company> recommended(db::Conn& conn, int limit) const;
    // The review queue of the platform admin: by status, oldest change first.
    Paged<Company> by_status(db::Conn& conn, CompanyStatus status, const Page& page) const;
    // Verified companies of a province (the first two digits of their city code), the most listed jobs first.
    Paged<Company> of_province(db::Conn& conn, const std::string& province, const Page& page) const;
    // Verified companies per province: (the two digits, how many), by province.
    std::vector<std::pair<std::string, std::int64_t>> count_by_province(db::Conn& conn) const;
};

}  // namespace xj::employment
