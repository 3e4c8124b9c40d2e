// The site shell's SQL, and only SQL.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "db/db.h"
#include "site/model.h"

namespace xj::site {

// A school from a row of every column of `school` (the site's stores share it).
School school_from(const db::Row& row);
// A menu item or an advert from a row of the public lists' columns (the consoles' store reads the rest itself).
MenuItem menu_from(const db::Row& row);
Advert advert_from(const db::Row& row);

class SiteStore {
public:
    std::optional<School> find_school_by_sign(db::Conn& conn, std::string_view sign) const;
    std::optional<School> find_school_by_id(db::Conn& conn, std::int64_t id) const;
    std::vector<SchoolBrief> list_schools(db::Conn& conn) const;
    // The platform's schools in the order they joined, a page of them, and how many there are.
    std::vector<SchoolCrest> list_crests(db::Conn& conn, std::int64_t limit, std::int64_t offset) const;
    std::int64_t count_schools(db::Conn& conn) const;
    std::vector<SiteHost> list_hosts(db::Conn& conn) const;
    std::vector<SchoolImage> list_school_images(db::Conn& conn, std::int64_t school_id) const;
    // Visible menus of a school, parents and children, ordered by sort.
    std::vector<MenuItem> list_menus(db::Conn& conn, std::int64_t school_id) const;
    // The adverts in force at `now` (visible, within their schedule) at one position, or at every other one.
    std::vector<Advert> list_adverts(db::Conn& conn, std::int64_t school_id, std::string_view position,
                                     std::int64_t now) const;
    std::vector<Advert> list_adverts_except(db::Conn& conn, std::int64_t school_id, std::string_view position,
                                            std::int64_t now) const;
    // The next instant after `now` a visible advert of the school starts or ends; nullopt: none is scheduled.
    std::optional<std::int64_t> next_advert_change(db::Conn& conn, std::int64_t school_id, std::int64_t now) const;
    bool any_school(db::Conn& conn) const;

    std::int64_t insert_school(db::Conn& conn, const School& school, std::int64_t now) const;
    void insert_host(db::Conn& conn, const SiteHost& host) const;
    void insert_school_image(db::Conn& conn, std::int64_t school_id, const SchoolImage& image, int sort) const;
    std::int64_t insert_menu(db::Conn& conn, std::int64_t school_id, const MenuItem& item, int sort) const;
    void insert_advert(db::Conn& conn, std::int64_t school_id, const Advert& advert, int sort) const;
};

}  // namespace xj::site
