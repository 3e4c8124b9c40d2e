// The identity domain's rules: users claim to be a student or teacher of a school; a claim matching the school's
// roster is approved at once, the others wait for the school's admin. The only header other domains include.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "accounts/service.h"
#include "audit/service.h"
#include "core/uploaded_file.h"
#include "identity/model.h"
#include "identity/photo_store.h"
#include "identity/store.h"
#include "site/service.h"

namespace xj::identity {

struct AuditInfo {
    int audit_status = 0;
    std::optional<Claim> claim;
    bool photo_uploaded = false;  // a recognition photo kept
};

struct SubmitResult {
    int audit_status = kStatusPending;  // 2 when the roster matched
};

// The audit row of a school admin's decision on a claim (docs/admin.md "Audit").
audit::Action review_audit(const Claim& claim, bool approved, const std::string& reason);

class IdentityService {
public:
    IdentityService(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
                    site::SiteService& site, const audit::AuditService& audit)
        : db_(db), clock_(clock), accounts_(accounts), site_(site), audit_(audit) {}

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

    // A user's claims, newest first (the platform admin's user detail).
    std::vector<Claim> claims_of(std::int64_t user_id);

    // A claim recorded as already decided, in the caller's transaction (other domains' demo seeds).
    void record_decided_claim(db::Conn& conn, const Claim& claim, std::int64_t at) const {
        store_.insert_decided_claim(conn, claim, at);
    }

    // Recognition photos (photo_service.cpp, docs/uploads.md): kept under dir (<data-dir>/private/recognition).
    void set_photos_dir(std::filesystem::path dir) { photos_dir_ = std::move(dir); }
    // The upload's photoPath (-2 上传失败，请选择 JPG、PNG 或 WebP 格式且不超过 5MB 的照片 for anything else).
    std::string upload_photo(const core::AuthUser& user, std::string_view bytes);
    // Keeps the user's upload as their recognition photo (-2 上传失败，请重新上传照片 for another's or an unknown one).
    void keep_photo(const core::AuthUser& user, const std::string& photo_path);
    // The file of the user's kept photo / of a claim of the admin's school (-1000 照片不存在).
    std::filesystem::path my_photo(const core::AuthUser& user);
    std::filesystem::path claim_photo(const core::AuthUser& admin, std::int64_t claim_id);
    // The user's kept photo as an upload (/home/uploading); nullopt without one.
    std::optional<core::UploadedFile> photo_upload(const core::AuthUser& user);

private:
    std::filesystem::path photo_file(const std::optional<StoredPhoto>& photo) const;
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
    const audit::AuditService& audit_;
    IdentityStore store_;
    PhotoStore photos_;
    std::filesystem::path photos_dir_;
};

}  // namespace xj::identity
