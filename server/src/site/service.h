// The site shell's rules: which school a request sees (sign, host, default), its base info, menus, images
// and adverts. Public answers are serialised once per school and served from memory until invalidated.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/answer_cache.h"
#include "core/clock.h"
#include "core/page.h"
#include "db/change_feed.h"
#include "db/db.h"
#include "site/content_store.h"
#include "site/model.h"
#include "site/school_admin_store.h"
#include "site/store.h"

namespace xj::site {

struct SchoolInfo {
    School school;
    std::string icp_number;  // for the host of the request
};

struct SchoolList {
    std::vector<SchoolBrief> schools;
    std::vector<SchoolImage> images;
};

class SiteService {
public:
    // `clock`: which scheduled banners and adverts are in force.
    // Follows the other instances' site changes (db/change_feed.h).
    SiteService(db::Database& db, const core::Clock& clock);

    // Envelope bytes of the navigation bar of the host's school (empty list when there is no school).
    core::SharedBytes navigation_bar(std::string_view host);
    core::SharedBytes home_banners(std::string_view host);
    core::SharedBytes adverts(std::string_view host);
    core::SharedBytes base_info(const std::optional<std::string>& sign, std::string_view host);
    std::vector<SchoolImage> school_images(const std::string& sign);
    SchoolList school_list(const std::string& sign);
    // Envelope bytes of a page of the school crest list ({list: [{idSign, schoolName, crest}], total}); the
    // home page's first page is kept until the next invalidate().
    core::SharedBytes crest_list(const core::Page& page);
    // The home page's crest list (page 0, the default size) when it is in memory already.
    core::SharedBytes cached_crest_list(int size) { return cache_.find("crests:" + std::to_string(size)); }
    std::string school_sign(std::string_view host);

    // The same answers when they are already in memory (null otherwise); never touch the database.
    core::SharedBytes cached_navigation_bar(std::string_view host) { return peek("nav:", host, false); }
    core::SharedBytes cached_home_banners(std::string_view host) { return peek("banner:", host, false); }
    // (The banners and the adverts are kept until the next scheduled start or end of one of the school's adverts.)
    core::SharedBytes cached_adverts(std::string_view host) { return peek("adverts:", host, false); }
    core::SharedBytes cached_base_info(std::string_view host) { return peek("info:", host, true); }

    // After any change to schools, hosts, menus or adverts.
    void invalidate();

    // A school by its sign or id, in the caller's connection (other domains' rules and seeds).
    std::optional<School> find_school_by_sign(db::Conn& conn, std::string_view sign) const {
        return store_.find_school_by_sign(conn, sign);
    }
    std::optional<School> find_school_by_id(db::Conn& conn, std::int64_t id) const {
        return store_.find_school_by_id(conn, id);
    }

    // The platform admin's console (school_admin.cpp, docs/admin.md "Schools"). The writes run in the caller's
    // transaction (the admin domain records its audit row in it); call invalidate() once it has committed.
    core::Paged<SchoolSummary> admin_schools(const SchoolFilter& filter, const core::Page& page);
    std::optional<SchoolDetail> school_detail(db::Conn& conn, std::string_view sign) const;
    // Creates (no original sign) or updates a school with its hosts and images; -2 for a broken rule, -1000 学校不存在.
    SchoolDetail save_school(db::Conn& conn, SchoolForm form, std::int64_t now) const;
    // The school after the change; -1000 学校不存在 or 默认学校不能停用.
    School set_school_disabled(db::Conn& conn, std::string_view sign, bool disabled) const;

    // Site content of both consoles (content_admin.cpp, docs/admin.md "Site content"), a school's by its id. The
    // writes run in the caller's transaction (the admin domain records its audit row in it); call invalidate()
    // once it has committed. A row of another school is -1000 菜单不存在 / 广告不存在.
    std::vector<MenuItem> admin_menus(db::Conn& conn, std::int64_t school_id) const;  // a tree, hidden items too
    // Creates (id 0) or updates an item; the item before (nullopt when created) and after.
    std::pair<std::optional<MenuItem>, MenuItem> save_menu(db::Conn& conn, std::int64_t school_id, MenuItem form) const;
    // The removed item, with its children (removed with it).
    MenuItem remove_menu(db::Conn& conn, std::int64_t school_id, std::int64_t id) const;
    // The items of one level in their new order: exactly the level's ids, else -1000 列表已变化，请刷新后重试. The
    // order before.
    std::vector<std::int64_t> order_menus(db::Conn& conn, std::int64_t school_id,
                                          const std::optional<std::int64_t>& parent_id,
                                          const std::vector<std::int64_t>& ids) const;
    std::vector<Advert> admin_adverts(db::Conn& conn, std::int64_t school_id, std::string_view position) const;
    // Creates (no sign) or updates an advert; before and after.
    std::pair<std::optional<Advert>, Advert> save_advert(db::Conn& conn, std::int64_t school_id, Advert form) const;
    Advert remove_advert(db::Conn& conn, std::int64_t school_id, std::string_view sign) const;
    std::vector<std::string> order_adverts(db::Conn& conn, std::int64_t school_id, std::string_view position,
                                           const std::vector<std::string>& signs) const;

private:
    struct HostMatch {
        std::int64_t school_id = 0;  // 0: no school at all
        std::string host_key;        // the matched host, "" for the default
        std::string icp_number;      // empty: the school's own
    };
    HostMatch match_host(std::string_view host);
    std::optional<HostMatch> peek_host(std::string_view host);
    static std::string cache_key(std::string_view kind, const HostMatch& match, bool per_host);
    core::SharedBytes peek(std::string_view kind, std::string_view host, bool per_host);
    School require_school(db::Conn& conn, std::string_view sign) const;

    // The adverts in force now at the position (or at every other one), kept until the next scheduled change.
    core::SharedBytes advert_answer(std::string_view kind, std::string_view host, bool at_position);

    db::Database& db_;
    const core::Clock& clock_;
    SiteStore store_;
    SchoolAdminStore admin_store_;
    SiteContentStore content_store_;
    core::AnswerCache cache_;
    std::mutex hosts_mutex_;
    std::optional<std::vector<SiteHost>> hosts_;  // loaded once, dropped by invalidate()
    std::optional<std::int64_t> default_school_;
    static constexpr std::string_view kSiteTopic = "site";
    // Last, so it ends before what its handler touches.
    db::ChangeFeed::Subscription feed_;

    void drop_cached();
};

}  // namespace xj::site
