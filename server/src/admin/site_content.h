// 站点内容 of both consoles (docs/admin.md "Site content"): a school's navigation menu, home banners and adverts.
// The platform admin names the school; a school admin has only their own. Each change goes through the site
// domain's functions with its audit row in the same transaction, and the site's answers in memory are dropped.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "admin/service.h"
#include "audit/service.h"
#include "core/clock.h"
#include "db/db.h"
#include "site/service.h"

namespace xj::admin {

// Whose content a call reads or changes: `school` names it (platform admin), nullopt is the actor's own school.
struct ContentScope {
    Actor actor;
    std::optional<std::string> school;
};

class SiteContentService {
public:
    SiteContentService(db::Database& db, const core::Clock& clock, site::SiteService& site,
                       const audit::AuditService& audit)
        : db_(db), clock_(clock), site_(site), audit_(audit) {}

    // Now, in seconds: which adverts are in force, scheduled or over.
    std::int64_t now() const { return clock_.now_seconds(); }

    std::vector<site::MenuItem> menus(const ContentScope& scope);
    site::MenuItem save_menu(const ContentScope& scope, site::MenuItem form);
    void remove_menu(const ContentScope& scope, std::int64_t id);
    void order_menus(const ContentScope& scope, const std::optional<std::int64_t>& parent_id,
                     const std::vector<std::int64_t>& ids);

    std::vector<site::Advert> adverts(const ContentScope& scope, const std::string& position);
    site::Advert save_advert(const ContentScope& scope, site::Advert form);
    void remove_advert(const ContentScope& scope, const std::string& sign);
    void order_adverts(const ContentScope& scope, const std::string& position, const std::vector<std::string>& signs);

private:
    // The school the scope names; -1000 学校不存在 when there is none.
    site::School school_of(db::Conn& conn, const ContentScope& scope) const;

    db::Database& db_;
    const core::Clock& clock_;
    site::SiteService& site_;
    const audit::AuditService& audit_;
};

}  // namespace xj::admin
