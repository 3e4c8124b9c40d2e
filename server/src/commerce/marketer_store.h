// The marketers' SQL, and only SQL (docs/commerce.md "Marketers"): applications and their review, referral visits,
// and what each marketer's links brought (read from the orders, which CommerceStore writes).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "commerce/model.h"
#include "db/db.h"

namespace xj::commerce {

// Visitors one referral link counts in a day, at most (the rest are not written).
inline constexpr std::int64_t kVisitorsPerLinkDay = 5'000;

class MarketerStore {
public:
    // lock: FOR UPDATE on PostgreSQL (a review and an application of one row run one after the other).
    std::optional<Marketer> by_user(db::Conn& conn, std::int64_t school_id, std::int64_t user_id,
                                    bool lock = false) const;
    std::optional<Marketer> by_sign(db::Conn& conn, std::string_view sign, bool lock = false) const;
    std::optional<Marketer> by_id(db::Conn& conn, std::int64_t id) const;
    // A new application (pending); false when the user has a row in the school already.
    bool insert(db::Conn& conn, const std::string& sign, std::int64_t school_id, std::int64_t user_id,
                const MarketerApplication& a, std::int64_t now) const;
    // A refused application made again: pending, with the new details.
    void reapply(db::Conn& conn, std::int64_t id, const MarketerApplication& a, std::int64_t now) const;
    // from → to (with the rate and the note); false when the row was not in `from` any more.
    bool set_status(db::Conn& conn, std::int64_t id, int from, int to, int rate, const std::string& note,
                    std::int64_t by, std::int64_t now) const;
    Paged<Marketer> of_school(db::Conn& conn, std::int64_t school_id, const MarketerQuery& q) const;

    // One visit per visitor, link and day, and at most kVisitorsPerLinkDay a link and day; anything more is ignored.
    void record_visit(db::Conn& conn, std::int64_t marketer_id, std::int64_t course_id, const std::string& visitor,
                      std::int64_t day, std::int64_t now) const;
    // Per course (by id): what the marketer's links brought.
    std::map<std::int64_t, ReferralStats> stats(db::Conn& conn, std::int64_t marketer_id) const;
    Paged<Commission> commissions(db::Conn& conn, std::int64_t marketer_id, const Page& page) const;
};

}  // namespace xj::commerce
