// The audit log of the admin console (docs/admin.md "Audit"): every admin and school-admin action is recorded by
// the domain that makes the change, in the same transaction; the platform admin searches and exports all rows, a
// school admin those of their school.
#pragma once

#include <string_view>
#include <vector>

#include "audit/model.h"
#include "audit/store.h"
#include "core/access.h"
#include "core/clock.h"
#include "core/page.h"
#include "core/xlsx_export.h"
#include "db/db.h"

namespace xj::audit {

inline constexpr std::int64_t kExportRows = 10'000;

class AuditService {
public:
    AuditService(db::Database& db, const core::Clock& clock) : db_(db), clock_(clock), exporter_(clock) {}

    // One row for `actor`'s action, in the caller's transaction: it is written with the change or not at all.
    void record(db::Conn& conn, const core::AuthUser& actor, std::string_view ip, const Action& action) const;

    // The platform admin's list; a school admin's is always cut to their school.
    core::Paged<Row> search(const core::AuthUser& viewer, Filter filter, const core::Page& page);
    // The newest kExportRows rows of the same filter.
    std::vector<Row> export_rows(const core::AuthUser& viewer, Filter filter);
    core::Exporter& exporter() { return exporter_; }

private:
    static void scope(const core::AuthUser& viewer, Filter& filter);

    db::Database& db_;
    const core::Clock& clock_;
    AuditStore store_;
    core::Exporter exporter_;
};

}  // namespace xj::audit
