// The identity domain's rules: users claim to be a student or teacher of a school; a claim matching the school's
// roster is approved at once, the others wait for the school's admin. The only header other domains include.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "accounts/service.h"
#include "identity/model.h"
#include "identity/store.h"
#include "site/service.h"

namespace xj::identity {

struct AuditInfo {
    int audit_status = 0;
    std::optional<Claim> claim;
};

struct SubmitResult {
    int audit_status = kStatusPending;  // 2 when the roster matched
};

class IdentityService {
public:
    IdentityService(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
                    site::SiteService& site)
        : db_(db), clock_(clock), accounts_(accounts), site_(site) {}

    // -2 school for an unknown school, -5 code for a wrong captcha, -1000 for a pending or passed user.
    SubmitResult submit(const core::AuthUser& user, const ClaimForm& form, const accounts::Client& client);
    AuditInfo audit_info(const core::AuthUser& user);

    // School admin calls: the admin's own school only (-6 otherwise).
    Paged<ClaimRow> list_claims(const core::AuthUser& admin, int status, const Page& page);
    void review(const core::AuthUser& admin, std::int64_t claim_id, bool approve, const std::string& reason,
                const accounts::Client& client);
    // -1000 file for anything but CSV (or XLSX); nothing is saved while any row is invalid.
    ImportResult import_roster(const core::AuthUser& admin, std::string_view bytes, const accounts::Client& client);
    Paged<RosterEntry> roster(const core::AuthUser& admin, std::string_view kind, const Page& page);

    // A claim recorded as already decided, in the caller's transaction (other domains' demo seeds).
    void record_decided_claim(db::Conn& conn, const Claim& claim, std::int64_t at) const {
        store_.insert_decided_claim(conn, claim, at);
    }

private:
    std::int64_t admin_school(const core::AuthUser& admin) const;
    // -1000 when the number is another account's, or the claimant is another school's admin.
    void check_approvable(db::Conn& c, const Claim& claim);
    site::School require_school(const std::string& sign, int type);
    void approve(db::Conn& conn, const Claim& claim);
    SubmitResult record_claim(db::Conn& conn, const core::AuthUser& user, const ClaimForm& form,
                              const site::School& school, const accounts::Client& client);

    db::Database& db_;
    const core::Clock& clock_;
    accounts::AccountService& accounts_;
    site::SiteService& site_;
    IdentityStore store_;
};

}  // namespace xj::identity
