#include "identity/json.h"

#include "core/time_format.h"

namespace xj::identity {

namespace json = boost::json;

namespace {

json::object claim_json(const Claim& c) {
    return {{"type", c.type},
            {"schoolName", c.school_name},
            {"schoolSign", c.school_sign},
            {"realName", c.real_name},
            {"studentId", c.number},
            {"status", c.status},
            {"reason", c.reason},
            {"createdAt", core::iso_time(c.created_at)}};
}

}  // namespace

json::object audit_info_json(const AuditInfo& info) {
    json::value claim = nullptr;
    if (info.claim) claim = claim_json(*info.claim);
    return {{"auditStatus", info.audit_status}, {"claim", std::move(claim)}, {"photoUploaded", info.photo_uploaded}};
}

json::object claims_json(const Paged<ClaimRow>& page) {
    json::array list;
    for (const auto& row : page.list) {
        const Claim& c = row.claim;
        list.push_back(json::object{{"claimId", c.id},
                                    {"type", c.type},
                                    {"userName", row.user_name},
                                    {"mobile", row.mobile},
                                    {"realName", c.real_name},
                                    {"studentId", c.number},
                                    {"createdAt", core::iso_time(c.created_at)},
                                    {"status", c.status},
                                    {"reason", c.reason},
                                    {"hasPhoto", c.photo_id.has_value()}});
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object roster_json(const Paged<RosterEntry>& page) {
    json::array list;
    for (const auto& e : page.list)
        list.push_back(json::object{{"kind", e.kind}, {"number", e.number}, {"name", e.name}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object import_json(const ImportResult& result) {
    json::array errors;
    for (const auto& e : result.errors) errors.push_back(json::object{{"row", e.row}, {"msg", e.msg}});
    return {{"imported", result.imported}, {"updated", result.updated}, {"errors", std::move(errors)}};
}

}  // namespace xj::identity
