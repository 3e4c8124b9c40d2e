#include "audit/service.h"

namespace xj::audit {

void AuditService::record(db::Conn& conn, const core::AuthUser& actor, std::string_view ip,
                          const Action& action) const {
    std::string role = actor.has_role(core::Role::kAdmin) ? "admin" : "schoolAdmin";
    store_.insert(conn, {actor.id, actor.name, std::move(role), std::string(ip)}, action, clock_.now_seconds());
}

void AuditService::scope(const core::AuthUser& viewer, Filter& filter) {
    if (!viewer.has_role(core::Role::kAdmin)) filter.school_id = viewer.school_id;
}

core::Paged<Row> AuditService::search(const core::AuthUser& viewer, Filter filter, const core::Page& page) {
    scope(viewer, filter);
    return db_.with_conn([&](db::Conn& c) {
        core::Paged<Row> out;
        out.total = store_.count(c, filter);
        if (out.total > page.offset()) out.list = store_.search(c, filter, page.size, page.offset());
        return out;
    });
}

std::vector<Row> AuditService::export_rows(const core::AuthUser& viewer, Filter filter) {
    scope(viewer, filter);
    return db_.with_conn([&](db::Conn& c) { return store_.search(c, filter, kExportRows, 0); });
}

}  // namespace xj::audit
