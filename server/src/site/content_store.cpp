#include "site/content_store.h"

#include <string>

#include "site/store.h"

namespace xj::site {

namespace {

constexpr std::string_view kLockSchool = "SELECT id FROM school WHERE id = :id FOR UPDATE";
constexpr std::string_view kMenuColumns =
    "SELECT id, parent_id, name, url, explanation, open_mode, active, parameter_interface, visible FROM menu ";
constexpr std::string_view kMenus = "WHERE school_id = :school_id ORDER BY sort, id";
constexpr std::string_view kFindMenu = "WHERE school_id = :school_id AND id = :id";
constexpr std::string_view kMenuIdsTop =
    "SELECT id FROM menu WHERE school_id = :school_id AND parent_id IS NULL ORDER BY sort, id";
constexpr std::string_view kMenuIdsUnder =
    "SELECT id FROM menu WHERE school_id = :school_id AND parent_id = :parent_id ORDER BY sort, id";
// Last at its level: one past the highest sort among the school's items (sorts need only be ordered, not dense).
constexpr std::string_view kInsertMenu =
    "INSERT INTO menu (school_id, parent_id, name, url, explanation, open_mode, active, parameter_interface, "
    "visible, sort) VALUES (:school_id, :parent_id, :name, :url, :explanation, :open_mode, :active, "
    ":parameter_interface, :visible, (SELECT COALESCE(MAX(sort), 0) + 1 FROM menu WHERE school_id = :school_id)) "
    "RETURNING id";
constexpr std::string_view kUpdateMenu =
    "UPDATE menu SET parent_id = :parent_id, name = :name, url = :url, explanation = :explanation, "
    "open_mode = :open_mode, active = :active, parameter_interface = :parameter_interface, visible = :visible "
    "WHERE id = :id";
constexpr std::string_view kMoveMenuLast =
    "UPDATE menu SET sort = (SELECT COALESCE(MAX(m.sort), 0) + 1 FROM menu m WHERE m.school_id = menu.school_id) "
    "WHERE id = :id";
constexpr std::string_view kDeleteMenu = "DELETE FROM menu WHERE id = :id OR parent_id = :id";
constexpr std::string_view kMenuSort = "UPDATE menu SET sort = :sort WHERE id = :id";

constexpr std::string_view kAdvertColumns =
    "SELECT sign, position, title, subtitle, image_url, link_url, open_mode, visible, starts_at, ends_at "
    "FROM advert ";
constexpr std::string_view kAdverts = "WHERE school_id = :school_id AND position = :position ORDER BY sort, id";
constexpr std::string_view kFindAdvert = "WHERE school_id = :school_id AND sign = :sign";
constexpr std::string_view kAdvertSigns =
    "SELECT sign FROM advert WHERE school_id = :school_id AND position = :position ORDER BY sort, id";
constexpr std::string_view kInsertAdvert =
    "INSERT INTO advert (sign, school_id, position, title, subtitle, image_url, link_url, open_mode, visible, "
    "starts_at, ends_at, sort) VALUES (:sign, :school_id, :position, :title, :subtitle, :image_url, :link_url, "
    ":open_mode, :visible, :starts_at, :ends_at, "
    "(SELECT COALESCE(MAX(sort), 0) + 1 FROM advert WHERE school_id = :school_id))";
constexpr std::string_view kUpdateAdvert =
    "UPDATE advert SET position = :position, title = :title, subtitle = :subtitle, image_url = :image_url, "
    "link_url = :link_url, open_mode = :open_mode, visible = :visible, starts_at = :starts_at, ends_at = :ends_at "
    "WHERE school_id = :school_id AND sign = :sign";
constexpr std::string_view kMoveAdvertLast =
    "UPDATE advert SET sort = (SELECT COALESCE(MAX(a.sort), 0) + 1 FROM advert a WHERE a.school_id = :school_id) "
    "WHERE school_id = :school_id AND sign = :sign";
constexpr std::string_view kDeleteAdvert = "DELETE FROM advert WHERE school_id = :school_id AND sign = :sign";
constexpr std::string_view kAdvertSort = "UPDATE advert SET sort = :sort WHERE school_id = :school_id AND sign = :sign";

std::string with_lock(std::string sql, const db::Conn& conn, bool lock) {
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += " FOR UPDATE";
    return sql;
}

MenuItem admin_menu_from(const db::Row& row) {
    MenuItem m = menu_from(row);
    m.visible = row.integer("visible") != 0;
    return m;
}

Advert admin_advert_from(const db::Row& row) {
    Advert a = advert_from(row);
    a.visible = row.integer("visible") != 0;
    a.starts_at = row.opt_integer("starts_at");
    a.ends_at = row.opt_integer("ends_at");
    return a;
}

db::Params menu_params(const MenuItem& m) {
    return {{"parent_id", db::nullable(m.parent_id)},
            {"name", m.name},
            {"url", m.url},
            {"explanation", m.explanation},
            {"open_mode", m.open_mode},
            {"active", db::nullable(m.active)},
            {"parameter_interface", db::nullable(m.parameter_interface)},
            {"visible", std::int64_t{m.visible ? 1 : 0}}};
}

db::Params advert_params(std::int64_t school_id, const Advert& a) {
    return {{"sign", a.sign},
            {"school_id", school_id},
            {"position", a.position},
            {"title", a.title},
            {"subtitle", a.subtitle},
            {"image_url", a.image_url},
            {"link_url", a.link_url},
            {"open_mode", a.open_mode},
            {"visible", std::int64_t{a.visible ? 1 : 0}},
            {"starts_at", db::nullable(a.starts_at)},
            {"ends_at", db::nullable(a.ends_at)}};
}

}  // namespace

void SiteContentStore::lock_school(db::Conn& conn, std::int64_t school_id) const {
    if (conn.dialect() == db::Dialect::kPostgres) conn.query(kLockSchool, {{"id", school_id}});
}

std::vector<MenuItem> SiteContentStore::menus(db::Conn& conn, std::int64_t school_id) const {
    std::vector<MenuItem> out;
    for (const auto& row : conn.query(std::string(kMenuColumns) + std::string(kMenus), {{"school_id", school_id}}))
        out.push_back(admin_menu_from(row));
    return out;
}

std::optional<MenuItem> SiteContentStore::find_menu(db::Conn& conn, std::int64_t school_id, std::int64_t id,
                                                    bool lock) const {
    auto row = conn.query_one(with_lock(std::string(kMenuColumns) + std::string(kFindMenu), conn, lock),
                              {{"school_id", school_id}, {"id", id}});
    return row ? std::optional(admin_menu_from(*row)) : std::nullopt;
}

std::vector<std::int64_t> SiteContentStore::menu_ids(db::Conn& conn, std::int64_t school_id,
                                                     const std::optional<std::int64_t>& parent_id) const {
    std::vector<std::int64_t> out;
    auto rows = parent_id ? conn.query(kMenuIdsUnder, {{"school_id", school_id}, {"parent_id", *parent_id}})
                          : conn.query(kMenuIdsTop, {{"school_id", school_id}});
    for (const auto& row : rows) out.push_back(row.integer("id"));
    return out;
}

std::int64_t SiteContentStore::insert_menu(db::Conn& conn, std::int64_t school_id, const MenuItem& item) const {
    db::Params params = menu_params(item);
    params.push_back({"school_id", school_id});
    return conn.query(kInsertMenu, params).front().integer("id");
}

void SiteContentStore::update_menu(db::Conn& conn, std::int64_t id, const MenuItem& item, bool moved) const {
    db::Params params = menu_params(item);
    params.push_back({"id", id});
    conn.exec(kUpdateMenu, params);
    if (moved) conn.exec(kMoveMenuLast, {{"id", id}});
}

void SiteContentStore::delete_menu(db::Conn& conn, std::int64_t id) const { conn.exec(kDeleteMenu, {{"id", id}}); }

void SiteContentStore::set_menu_sort(db::Conn& conn, std::int64_t id, int sort) const {
    conn.exec(kMenuSort, {{"sort", std::int64_t{sort}}, {"id", id}});
}

std::vector<Advert> SiteContentStore::adverts(db::Conn& conn, std::int64_t school_id, std::string_view position) const {
    std::vector<Advert> out;
    for (const auto& row : conn.query(std::string(kAdvertColumns) + std::string(kAdverts),
                                      {{"school_id", school_id}, {"position", std::string(position)}}))
        out.push_back(admin_advert_from(row));
    return out;
}

std::optional<Advert> SiteContentStore::find_advert(db::Conn& conn, std::int64_t school_id, std::string_view sign,
                                                    bool lock) const {
    auto row = conn.query_one(with_lock(std::string(kAdvertColumns) + std::string(kFindAdvert), conn, lock),
                              {{"school_id", school_id}, {"sign", std::string(sign)}});
    return row ? std::optional(admin_advert_from(*row)) : std::nullopt;
}

std::vector<std::string> SiteContentStore::advert_signs(db::Conn& conn, std::int64_t school_id,
                                                        std::string_view position) const {
    std::vector<std::string> out;
    for (const auto& row : conn.query(kAdvertSigns, {{"school_id", school_id}, {"position", std::string(position)}}))
        out.push_back(row.text("sign"));
    return out;
}

void SiteContentStore::insert_advert(db::Conn& conn, std::int64_t school_id, const Advert& advert) const {
    conn.exec(kInsertAdvert, advert_params(school_id, advert));
}

void SiteContentStore::update_advert(db::Conn& conn, std::int64_t school_id, const Advert& advert, bool moved) const {
    conn.exec(kUpdateAdvert, advert_params(school_id, advert));
    if (moved) conn.exec(kMoveAdvertLast, {{"school_id", school_id}, {"sign", advert.sign}});
}

void SiteContentStore::delete_advert(db::Conn& conn, std::int64_t school_id, std::string_view sign) const {
    conn.exec(kDeleteAdvert, {{"school_id", school_id}, {"sign", std::string(sign)}});
}

void SiteContentStore::set_advert_sort(db::Conn& conn, std::int64_t school_id, std::string_view sign, int sort) const {
    conn.exec(kAdvertSort, {{"sort", std::int64_t{sort}}, {"school_id", school_id}, {"sign", std::string(sign)}});
}

}  // namespace xj::site
