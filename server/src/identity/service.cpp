#include "identity/service.h"

#include <algorithm>
#include <chrono>

#include <boost/json.hpp>

#include "audit/actions.h"
#include "core/api_error.h"
#include "core/text.h"
#include "core/xlsx_reader.h"
#include "identity/roster_file.h"

namespace xj::identity {

using core::ApiCode;
using core::ApiError;

namespace {

constexpr std::string_view kMsgChooseSchool = "请选择学校";
constexpr std::string_view kMsgChooseUnit = "请选择单位";
constexpr std::string_view kMsgCaptchaWrong = "验证码错误!";
constexpr std::string_view kMsgPending = "已有待审核的认证";
constexpr std::string_view kMsgPassed = "您已通过认证";
constexpr std::string_view kMsgNoClaim = "认证不存在";
constexpr std::string_view kMsgDecided = "该认证已处理";
constexpr std::string_view kMsgReasonEmpty = "请填写驳回原因";
constexpr std::string_view kMsgFileType = "仅支持 CSV 或 XLSX 文件";
constexpr std::string_view kMsgStudentNumberTaken = "该学号已被其他账号认证";
constexpr std::string_view kMsgStaffNumberTaken = "该工号已被其他账号认证";
constexpr std::string_view kMsgOtherSchoolAdmin = "该账号是其他学校的管理员，不能认证为本校成员";
constexpr std::string_view kEventSubmitted = "identity_submitted";
constexpr std::string_view kEventApproved = "identity_approved";
constexpr std::string_view kEventRejected = "identity_rejected";
constexpr std::string_view kEventRosterImported = "identity_roster_imported";
constexpr std::string_view kRosterReviewer = "roster";
constexpr std::int64_t kUserClaimsShown = 20;

// The records of a roster file by its content: a zip is XLSX, valid UTF-8 text is CSV; else -1000 on file.
std::vector<std::vector<std::string>> roster_records(std::string_view bytes) {
    if (core::looks_like_zip(bytes)) {
        auto records = core::read_xlsx(bytes);
        if (!records) throw ApiError::business(std::string(kMsgFileType), "file");
        return std::move(*records);
    }
    if (!core::text::valid_utf8(bytes)) throw ApiError::business(std::string(kMsgFileType), "file");
    return parse_csv(bytes);
}

core::Role role_of(int type) { return type == kTypeTeacher ? core::Role::kTeacher : core::Role::kStudent; }

ApiError number_taken(int type) {
    return ApiError::business(std::string(type == kTypeTeacher ? kMsgStaffNumberTaken : kMsgStudentNumberTaken));
}

// An account that already holds a role beyond student is not approved by a roster match: a person decides.
bool holds_role_beyond_student(const std::vector<core::Role>& roles) {
    return std::any_of(roles.begin(), roles.end(), [](core::Role r) {
        return r == core::Role::kTeacher || r == core::Role::kSchoolAdmin || r == core::Role::kAdmin;
    });
}

}  // namespace

audit::Action review_audit(const Claim& claim, bool approved, const std::string& reason) {
    std::string who =
        claim.real_name + "（" + (claim.type == kTypeTeacher ? "教师" : "学生") + " " + claim.number + "）";
    boost::json::object after{{"status", approved ? kStatusPassed : kStatusRejected}};
    if (!approved) after["reason"] = reason;
    return {claim.school_id,
            std::string(approved ? audit::kClaimApprove : audit::kClaimReject),
            "claim:" + std::to_string(claim.id) + " " + claim.real_name,
            approved ? "通过 " + who + " 的身份认证" : "驳回 " + who + " 的身份认证，原因：" + reason,
            boost::json::serialize(boost::json::object{{"status", claim.status}}),
            boost::json::serialize(after)};
}

namespace {

// The school admin's roster import as the audit log keeps it (the counts; the names stay in the roster).
audit::Action roster_audit(std::int64_t school_id, const ImportResult& result) {
    return {
        school_id,
        std::string(audit::kRosterImport),
        "roster:" + std::to_string(school_id),
        "导入花名册：新增 " + std::to_string(result.imported) + " 条，更新 " + std::to_string(result.updated) + " 条",
        "",
        boost::json::serialize(boost::json::object{{"imported", result.imported}, {"updated", result.updated}})};
}

}  // namespace

site::School IdentityService::require_school(const std::string& sign, int type) {
    auto school = db_.with_conn([&](db::Conn& c) { return site_.find_school_by_sign(c, sign); });
    if (!school || school->disabled)
        throw ApiError::invalid("school", std::string(type == kTypeTeacher ? kMsgChooseUnit : kMsgChooseSchool));
    return *school;
}

void IdentityService::approve(db::Conn& conn, const Claim& claim) {
    accounts_.grant_identity(conn, claim.user_id, role_of(claim.type), claim.school_id);
}

SubmitResult IdentityService::record_claim(db::Conn& c, const core::AuthUser& user, const ClaimForm& form,
                                           const site::School& school, const accounts::Client& client) {
    std::int64_t now = clock_.now_seconds();
    Claim claim{0,           user.id,        form.type, school.id, school.sign, school.name, form.real_name,
                form.number, kStatusPending, "",        now};
    // Approved at once only for a plain account, a roster entry with this name and number, and a number no other
    // account holds (two at once: the unique index refuses the second, which submit() records again as pending).
    bool matched = !holds_role_beyond_student(user.roles) &&
                   store_.roster_matches(c, school.id, kind_of_type(form.type), form.number, form.real_name) &&
                   !store_.number_approved_by_other(c, claim);
    if (matched) claim.status = kStatusPassed;
    if (auto photo = photos_.kept_of(c, user.id)) claim.photo_id = photo->id;
    auto id = store_.insert_claim(c, claim, now);
    if (!id) throw ApiError::business(std::string(kMsgPending));
    claim.id = *id;
    accounts_.record_audit(c, user.id, kEventSubmitted, school.sign, client, form.number);
    if (matched) {
        approve(c, claim);
        accounts_.record_audit(c, user.id, kEventApproved, std::string(kRosterReviewer), client,
                               std::to_string(claim.id));
    } else {
        accounts_.set_audit_status(c, user.id, kStatusPending);
    }
    return SubmitResult{claim.status};
}

SubmitResult IdentityService::submit(const core::AuthUser& user, const ClaimForm& form,
                                     const accounts::Client& client) {
    site::School school = require_school(form.school, form.type);
    if (!accounts_.check_captcha(client, form.code))
        throw ApiError(ApiCode::kCaptchaWrong, std::string(kMsgCaptchaWrong), "code");
    if (accounts_.login_info(user).audit_status == kStatusPassed) throw ApiError::business(std::string(kMsgPassed));
    // A unique index refuses the loser of a race: another submission of this user is pending
    // (identity_claim_one_pending), or another account's claim of the number was just approved
    // (identity_claim_one_approved). Done again, the first finds the pending claim and the second records a pending
    // one.
    for (int attempt = 0;; ++attempt) {
        try {
            return db_.with_tx([&](db::Conn& c) { return record_claim(c, user, form, school, client); });
        } catch (const db::DbError& e) {
            if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;
            if (attempt == 1) throw ApiError::business(std::string(kMsgPending));
        }
    }
}

AuditInfo IdentityService::audit_info(const core::AuthUser& user) {
    AuditInfo info{accounts_.login_info(user).audit_status, std::nullopt, false};
    info.claim = db_.with_conn([&](db::Conn& c) {
        info.photo_uploaded = photos_.kept_of(c, user.id).has_value();
        auto claim = store_.latest_claim(c, user.id);
        if (!claim) return claim;
        if (auto school = site_.find_school_by_id(c, claim->school_id)) {
            claim->school_sign = school->sign;
            claim->school_name = school->name;
        }
        return claim;
    });
    return info;
}

std::int64_t IdentityService::admin_school(const core::AuthUser& admin) const {
    if (admin.school_id == 0 || !admin.has_role(core::Role::kSchoolAdmin)) throw ApiError::no_permission();
    return admin.school_id;
}

Paged<ClaimRow> IdentityService::list_claims(const core::AuthUser& admin, int status, const Page& page) {
    std::int64_t school_id = admin_school(admin);
    auto claims = db_.with_conn([&](db::Conn& c) { return store_.list_claims(c, school_id, status, page); });
    std::vector<std::int64_t> ids;
    for (const auto& claim : claims.list) ids.push_back(claim.user_id);
    auto contacts = db_.with_conn([&](db::Conn& c) { return accounts_.contacts(c, ids); });
    Paged<ClaimRow> out{{}, claims.total};
    for (auto& claim : claims.list) {
        auto who = std::find_if(contacts.begin(), contacts.end(),
                                [&](const accounts::UserContact& u) { return u.id == claim.user_id; });
        bool known = who != contacts.end();
        out.list.push_back({std::move(claim), known ? who->name : "", known ? who->mobile : ""});
    }
    return out;
}

std::vector<Claim> IdentityService::claims_of(std::int64_t user_id) {
    return db_.with_conn([&](db::Conn& c) { return store_.user_claims(c, user_id, kUserClaimsShown); });
}

void IdentityService::review(const core::AuthUser& admin, std::int64_t claim_id, bool approve_it,
                             const std::string& reason, const accounts::Client& client) {
    std::int64_t school_id = admin_school(admin);
    auto claim = db_.with_conn([&](db::Conn& c) { return store_.find_claim(c, claim_id); });
    if (!claim) throw ApiError::business(std::string(kMsgNoClaim), "claimId");
    if (claim->school_id != school_id) throw ApiError::no_permission();
    if (!approve_it && reason.empty()) throw ApiError::invalid("reason", std::string(kMsgReasonEmpty));
    std::int64_t now = clock_.now_seconds();
    auto decide = [&](db::Conn& c) {
        int status = approve_it ? kStatusPassed : kStatusRejected;
        if (!store_.decide_claim(c, claim_id, status, admin.id, approve_it ? "" : reason, now))
            throw ApiError::business(std::string(kMsgDecided));
        if (approve_it) check_approvable(c, *claim);  // after its own decision: the check sees the others only
        if (approve_it) {
            approve(c, *claim);
        } else {
            accounts_.set_audit_status(c, claim->user_id, kStatusRejected);
        }
        accounts_.record_audit(c, claim->user_id, approve_it ? kEventApproved : kEventRejected, admin.sign, client,
                               approve_it ? std::to_string(claim_id) : reason);
        audit_.record(c, admin, client.ip, review_audit(*claim, approve_it, reason));
    };
    try {
        db_.with_tx(decide);
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;
        throw number_taken(claim->type);  // another account's claim of the number was approved at the same moment
    }
}

void IdentityService::check_approvable(db::Conn& c, const Claim& claim) {
    if (store_.number_approved_by_other(c, claim)) throw number_taken(claim.type);
    auto claimant = accounts_.find_user(c, claim.user_id);
    bool admin_elsewhere =
        claimant && claimant->school_id && *claimant->school_id != claim.school_id &&
        std::find(claimant->roles.begin(), claimant->roles.end(), core::Role::kSchoolAdmin) != claimant->roles.end();
    if (admin_elsewhere) throw ApiError::business(std::string(kMsgOtherSchoolAdmin));
}

ImportResult IdentityService::import_roster(const core::AuthUser& admin, std::string_view bytes,
                                            const accounts::Client& client) {
    std::int64_t school_id = admin_school(admin);
    RosterFile file = check_roster(roster_records(bytes));
    ImportResult result;
    if (!file.errors.empty()) {
        result.errors = std::move(file.errors);
        return result;
    }
    db_.with_tx([&](db::Conn& c) {
        for (const auto& entry : file.entries) {
            if (store_.upsert_roster(c, school_id, entry)) {
                ++result.imported;
            } else {
                ++result.updated;
            }
        }
        accounts_.record_audit(c, admin.id, kEventRosterImported, std::to_string(school_id), client,
                               std::to_string(result.imported) + "/" + std::to_string(result.updated));
        audit_.record(c, admin, client.ip, roster_audit(school_id, result));
    });
    return result;
}

Paged<RosterEntry> IdentityService::roster(const core::AuthUser& admin, std::string_view kind, const Page& page) {
    std::int64_t school_id = admin_school(admin);
    return db_.with_conn([&](db::Conn& c) { return store_.list_roster(c, school_id, kind, page); });
}

}  // namespace xj::identity
