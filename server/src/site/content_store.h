// The consoles' SQL for a school's navigation menu and adverts (docs/admin.md "Site content"), and only SQL. Every
// call is scoped to the school: a row of another school is not found.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "db/db.h"
#include "site/model.h"

namespace xj::site {

class SiteContentStore {
public:
    // Holds the school's content for the transaction (PostgreSQL FOR UPDATE of the school row; SQLite's writers are
    // serial already): two saves at once count and order the rows in turn.
    void lock_school(db::Conn& conn, std::int64_t school_id) const;
    // Every item of the school, hidden ones too, parents and children each by sort.
    std::vector<MenuItem> menus(db::Conn& conn, std::int64_t school_id) const;
    // lock: the row is locked for the transaction (PostgreSQL FOR UPDATE).
    std::optional<MenuItem> find_menu(db::Conn& conn, std::int64_t school_id, std::int64_t id, bool lock) const;
    // The ids under a parent (nullopt: the top level), by sort.
    std::vector<std::int64_t> menu_ids(db::Conn& conn, std::int64_t school_id,
                                       const std::optional<std::int64_t>& parent_id) const;
    // A new item last at its level; its id.
    std::int64_t insert_menu(db::Conn& conn, std::int64_t school_id, const MenuItem& item) const;
    // Moves the item last at its level when the parent changes.
    void update_menu(db::Conn& conn, std::int64_t id, const MenuItem& item, bool moved) const;
    // The item and its children.
    void delete_menu(db::Conn& conn, std::int64_t id) const;
    void set_menu_sort(db::Conn& conn, std::int64_t id, int sort) const;

    std::vector<Advert> adverts(db::Conn& conn, std::int64_t school_id, std::string_view position) const;
    std::optional<Advert> find_advert(db::Conn& conn, std::int64_t school_id, std::string_view sign, bool lock) const;
    std::vector<std::string> advert_signs(db::Conn& conn, std::int64_t school_id, std::string_view position) const;
    // A new advert last at its position.
    void insert_advert(db::Conn& conn, std::int64_t school_id, const Advert& advert) const;
    void update_advert(db::Conn& conn, std::int64_t school_id, const Advert& advert, bool moved) const;
    void delete_advert(db::Conn& conn, std::int64_t school_id, std::string_view sign) const;
    void set_advert_sort(db::Conn& conn, std::int64_t school_id, std::string_view sign, int sort) const;
};

}  // namespace xj::site
