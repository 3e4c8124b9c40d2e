// The certificates domain's SQL, and only SQL (migration 0029). Reads join users and course for the holder's and
// the course's signs and the issuing teacher's name; only the certificate table is written.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "certificates/model.h"
#include "core/page.h"
#include "db/db.h"

namespace xj::certificates {

class CertificateStore {
public:
    // A new certificate (its number made from its id): nullopt when the holder already has one for the course (a
    // second claim at the same moment; the first stays).
    std::optional<Certificate> insert(db::Conn& conn, Certificate c) const;

    std::optional<Certificate> by_number(db::Conn& conn, const std::string& number) const;
    std::optional<Certificate> of_holder(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;
    // Newest first.
    std::vector<Certificate> of_user(db::Conn& conn, std::int64_t user_id) const;
    // A course's, newest first; keyword: a part of the holder's name or the whole number ("" for all).
    core::Paged<Certificate> of_course(db::Conn& conn, std::int64_t course_id, const std::string& keyword,
                                       const core::Page& page) const;
    // A school's, newest first, the same keyword.
    core::Paged<Certificate> of_school(db::Conn& conn, std::int64_t school_id, const std::string& keyword,
                                       const core::Page& page) const;
    // False when it was revoked already (the first revocation stands).
    bool revoke(db::Conn& conn, std::int64_t id, std::int64_t by, const std::string& reason, std::int64_t at) const;

    // The statements, for the tests of their query plans.
    static std::string of_course_sql(bool keyword);
    static std::string of_school_sql(bool keyword);

private:
    // One page of a list and its total: the count and list statements share the parameters.
    core::Paged<Certificate> listed(db::Conn& conn, const std::string& count_sql, const std::string& list_sql,
                                    db::Params p, const std::string& keyword, const core::Page& page) const;
};

}  // namespace xj::certificates
