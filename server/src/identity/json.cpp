#include "identity/json.h"

#include <ctime>

namespace xj::identity {

namespace json = boost::json;

namespace {

constexpr std::time_t kChinaOffsetSeconds = 8 * 3600;  // times are shown in China Standard Time (UTC+8)
constexpr std::size_t kTimeTextSize = sizeof("2026-11-21 10:00:00");

// "2026-11-21 10:00:00" in UTC+8: the web shows it as it comes.
std::string time_text(std::int64_t epoch_seconds) {
    std::time_t t = static_cast<std::time_t>(epoch_seconds) + kChinaOffsetSeconds;
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[kTimeTextSize];
    std::strftime(buf, sizeof(buf), "%Y-%m-%d %H:%M:%S", &tm);
    return buf;
}

json::object claim_json(const Claim& c) {
    return {{"type", c.type},           {"schoolName", c.school_name}, {"schoolSign", c.school_sign},
            {"realName", c.real_name},  {"studentId", c.number},       {"status", c.status},
            {"reason", c.reason},       {"createdAt", time_text(c.created_at)}};
}

}  // namespace

json::object audit_info_json(const AuditInfo& info) {
    json::value claim = nullptr;
    if (info.claim) claim = claim_json(*info.claim);
    return {{"auditStatus", info.audit_status}, {"claim", std::move(claim)}};
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
                                    {"createdAt", time_text(c.created_at)},
                                    {"status", c.status},
                                    {"reason", c.reason}});
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object roster_json(const Paged<RosterEntry>& page) {
    json::array list;
    for (const auto& e : page.list) list.push_back(json::object{{"kind", e.kind}, {"number", e.number}, {"name", e.name}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object import_json(const ImportResult& result) {
    json::array errors;
    for (const auto& e : result.errors) errors.push_back(json::object{{"row", e.row}, {"msg", e.msg}});
    return {{"imported", result.imported}, {"updated", result.updated}, {"errors", std::move(errors)}};
}

}  // namespace xj::identity
