// The platform admin's console (docs/admin.md): schools and their hosts, users and their roles, each change made
// through the owning domain's service functions with its audit row in the same transaction.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "accounts/service.h"
#include "admin/model.h"
#include "audit/service.h"
#include "core/clock.h"
#include "core/page.h"
#include "courses/service.h"
#include "db/db.h"
#include "identity/service.h"
#include "site/service.h"

namespace xj::admin {

// Who acts and from where.
struct Actor {
    const core::AuthUser& user;
    std::string ip;
};

class AdminService {
public:
    AdminService(db::Database& db, const core::Clock& clock, site::SiteService& site,
                 accounts::AccountService& accounts, identity::IdentityService& identity,
                 courses::CourseService& courses, const audit::AuditService& audit)
        : db_(db),
          clock_(clock),
          site_(site),
          accounts_(accounts),
          identity_(identity),
          courses_(courses),
          audit_(audit) {}

    // <data-dir>/files: pictures go to files/site.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }

    core::Paged<SchoolRow> schools(const site::SchoolFilter& filter, const core::Page& page);
    site::SchoolDetail school(const std::string& sign);
    site::SchoolDetail save_school(const Actor& actor, site::SchoolForm form);
    SchoolRow set_school_disabled(const Actor& actor, const std::string& sign, bool disabled);
    // A logo (PNG within 600×600) or a campus picture (JPEG within 1920×1080); its /files/site/ URL.
    std::string upload_picture(std::string_view bytes, bool logo);

    core::Paged<accounts::UserSummary> users(const accounts::UserFilter& filter, const core::Page& page);
    UserDetail user(const std::string& sign);
    accounts::UserSummary set_roles(const Actor& actor, const std::string& sign, std::vector<core::Role> roles);
    accounts::UserSummary set_user_disabled(const Actor& actor, const std::string& sign, bool disabled);
    // `site_url`: scheme://host of the admin's page, where the link opens.
    void send_reset_link(const Actor& actor, const std::string& sign, const std::string& site_url);
    // Simulated login (docs/accounts.md): the admin acts as the user in a new session, recorded in the audit log.
    accounts::SimulationStart simulate_login(const Actor& actor, const std::string& sign,
                                             const std::optional<std::string>& admin_token,
                                             const accounts::Client& client);

    // 师生管理 of a school admin (school_people.cpp; docs/admin.md "People of the school"): the users of the admin's
    // school, and their roles within it — student and teacher, the others kept. -1000 用户不存在 for another school's.
    core::Paged<accounts::UserSummary> school_users(const core::AuthUser& admin, accounts::UserFilter filter,
                                                    const core::Page& page);
    accounts::UserSummary set_school_roles(const Actor& actor, const std::string& sign,
                                           std::vector<core::Role> school_roles);

private:
    accounts::UserSummary require_user(db::Conn& conn, const std::string& sign) const;
    // Gives the user `roles` (sorted, unique), ends their sessions and writes the audit row, in the caller's
    // transaction: the user as they now are.
    accounts::UserSummary apply_roles(db::Conn& conn, const Actor& actor, const accounts::User& user,
                                      const std::vector<core::Role>& roles);
    // After a change to schools or hosts: every answer kept in memory for a host is dropped.
    void forget_sites();

    db::Database& db_;
    const core::Clock& clock_;
    site::SiteService& site_;
    accounts::AccountService& accounts_;
    identity::IdentityService& identity_;
    courses::CourseService& courses_;
    const audit::AuditService& audit_;
    std::filesystem::path files_dir_ = "data/files";
};

}  // namespace xj::admin
