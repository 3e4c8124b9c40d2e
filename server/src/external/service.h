// External systems (docs/external-systems.md): the host school's ERP and supply-chain systems for its pages, a
// signed launch for the signed-in user, the verify call the systems make, and their school admin's configuration.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "audit/service.h"
#include "core/access.h"
#include "core/clock.h"
#include "db/db.h"
#include "external/model.h"
#include "external/store.h"
#include "site/service.h"

namespace xj::external {

class ExternalService {
public:
    ExternalService(db::Database& db, const core::Clock& clock, site::SiteService& site, audit::AuditService& audit)
        : db_(db), clock_(clock), site_(site), audit_(audit) {}

    // erp then gyl, for the host's school (not configured, both, when the host has no school).
    std::vector<SystemCard> systems(std::string_view host);
    // The address to open: with a fresh token for the user when the mode is token (-2 系统不存在, -1000
    // 本校尚未开通该系统).
    Launch launch(std::string_view host, const core::AuthUser& user, const std::string& system);
    // The token's claims when it is signed by its system's secret, unexpired and not verified before (each -1000:
    // 令牌无效, 令牌已过期, 令牌已使用).
    Verified verify(const std::string& token);

    // The school an admin call configures: a school admin's own (-6 without one), or the one the platform admin names
    // by its sign (-2 请选择学校 for none, -1000 学校不存在 for an unknown one).
    static std::int64_t own_school(const core::AuthUser& admin);
    std::int64_t named_school(const std::string& sign);

    // A school's systems as its admins configure them: both systems; one saved (-2 with the rule's message); a new
    // secret; removed. Each change writes an audit row (never the secret) in the school, in its transaction, by
    // `admin` from `ip`.
    std::vector<AdminSystem> admin_list(std::int64_t school);
    AdminSystem save(const core::AuthUser& admin, std::int64_t school, std::string_view ip, SystemForm form);
    AdminSystem reset_secret(const core::AuthUser& admin, std::int64_t school, std::string_view ip,
                             const std::string& system);
    void remove(const core::AuthUser& admin, std::int64_t school, std::string_view ip, const std::string& system);

private:
    // The host's school, or nullopt when there is none.
    std::optional<site::School> host_school(std::string_view host);
    AdminSystem admin_system(db::Conn& conn, std::int64_t school_id, std::string_view system) const;

    db::Database& db_;
    const core::Clock& clock_;
    site::SiteService& site_;
    audit::AuditService& audit_;
    SystemStore store_;
};

}  // namespace xj::external
