#include "site/school_admin_store.h"

#include <unordered_map>

#include "db/in_list.h"
#include "db/like.h"
#include "site/store.h"

namespace xj::site {

namespace {

constexpr std::string_view kSelect =
    "SELECT id, sign, name, title, logo, bottom_logo, home_index, address, phone, wechat_image, app_image, "
    "icp_number, disabled, created_at FROM school WHERE 1 = 1";
constexpr std::string_view kCount = "SELECT COUNT(*) AS n FROM school WHERE 1 = 1";
constexpr std::string_view kHostOwner = "SELECT school_id FROM site_host WHERE host = :host";
constexpr std::string_view kNameTaken = "SELECT id FROM school WHERE name = :name AND id <> :id";
constexpr std::string_view kUpdate =
    "UPDATE school SET name = :name, title = :title, logo = :logo, bottom_logo = :bottom_logo, address = :address, "
    "phone = :phone, wechat_image = :wechat_image, app_image = :app_image, icp_number = :icp_number WHERE id = :id";
constexpr std::string_view kSetDisabled = "UPDATE school SET disabled = :disabled WHERE id = :id";
constexpr std::string_view kDeleteHosts = "DELETE FROM site_host WHERE school_id = :school_id";
constexpr std::string_view kDeleteImages = "DELETE FROM school_image WHERE school_id = :school_id";
constexpr std::string_view kSelectMenus =
    "SELECT id, parent_id, name, url, explanation, open_mode, active, parameter_interface, sort, visible FROM menu "
    "WHERE school_id = :school_id ORDER BY parent_id IS NOT NULL, sort, id";
constexpr std::string_view kInsertMenu =
    "INSERT INTO menu (school_id, parent_id, name, url, explanation, open_mode, active, parameter_interface, sort, "
    "visible) VALUES (:school_id, :parent_id, :name, :url, :explanation, :open_mode, :active, :parameter_interface, "
    ":sort, :visible) RETURNING id";

std::string where(const SchoolFilter& f, db::Params& params) {
    std::string sql;
    if (!f.keyword.empty()) {
        sql += " AND (name LIKE :like ESCAPE '\\' OR sign = :keyword)";
        params.push_back({"like", db::like_contains(f.keyword)});
        params.push_back({"keyword", f.keyword});
    }
    if (f.disabled) {
        sql += " AND disabled = :disabled";
        params.push_back({"disabled", std::int64_t{*f.disabled ? 1 : 0}});
    }
    return sql;
}

}  // namespace

std::vector<School> SchoolAdminStore::list(db::Conn& conn, const SchoolFilter& filter, std::int64_t limit,
                                           std::int64_t offset) const {
    db::Params params;
    std::string sql =
        std::string(kSelect) + where(filter, params) + " ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset";
    params.push_back({"limit", limit});
    params.push_back({"offset", offset});
    std::vector<School> out;
    for (const auto& row : conn.query(sql, params)) out.push_back(school_from(row));
    return out;
}

std::int64_t SchoolAdminStore::count(db::Conn& conn, const SchoolFilter& filter) const {
    db::Params params;
    std::string sql = std::string(kCount) + where(filter, params);
    return conn.query_one(sql, params)->integer("n");
}

std::vector<SiteHost> SchoolAdminStore::hosts_of(db::Conn& conn, const std::vector<std::int64_t>& ids) const {
    std::vector<SiteHost> out;
    if (ids.empty()) return out;
    std::vector<std::string> names;
    std::string sql = "SELECT host, school_id, icp_number FROM site_host WHERE school_id IN " +
                      db::in_list(ids.size(), names) + " ORDER BY host";
    db::Params params;
    for (std::size_t i = 0; i < ids.size(); ++i) params.push_back({names[i], ids[i]});
    for (const auto& row : conn.query(sql, params))
        out.push_back({row.text("host"), row.integer("school_id"), row.text("icp_number")});
    return out;
}

std::optional<std::int64_t> SchoolAdminStore::host_owner(db::Conn& conn, std::string_view host) const {
    auto row = conn.query_one(kHostOwner, {{"host", std::string(host)}});
    return row ? std::optional(row->integer("school_id")) : std::nullopt;
}

bool SchoolAdminStore::name_taken(db::Conn& conn, std::string_view name, std::int64_t except_id) const {
    return conn.query_one(kNameTaken, {{"name", std::string(name)}, {"id", except_id}}).has_value();
}

void SchoolAdminStore::update_school(db::Conn& conn, const School& s) const {
    conn.exec(kUpdate, {{"name", s.name},
                        {"title", s.title},
                        {"logo", s.logo},
                        {"bottom_logo", s.bottom_logo},
                        {"address", s.address},
                        {"phone", s.phone},
                        {"wechat_image", s.wechat_image},
                        {"app_image", s.app_image},
                        {"icp_number", s.icp_number},
                        {"id", s.id}});
}

void SchoolAdminStore::set_disabled(db::Conn& conn, std::int64_t school_id, bool disabled) const {
    conn.exec(kSetDisabled, {{"disabled", std::int64_t{disabled ? 1 : 0}}, {"id", school_id}});
}

void SchoolAdminStore::delete_hosts(db::Conn& conn, std::int64_t school_id) const {
    conn.exec(kDeleteHosts, {{"school_id", school_id}});
}

void SchoolAdminStore::delete_images(db::Conn& conn, std::int64_t school_id) const {
    conn.exec(kDeleteImages, {{"school_id", school_id}});
}

void SchoolAdminStore::copy_menus(db::Conn& conn, std::int64_t from_school, std::int64_t to_school) const {
    // Parents come first (ORDER BY parent_id IS NOT NULL), so a child's new parent id is known when it is copied.
    std::unordered_map<std::int64_t, std::int64_t> new_ids;
    for (const auto& row : conn.query(kSelectMenus, {{"school_id", from_school}})) {
        db::Value parent = nullptr;
        if (auto old_parent = row.opt_integer("parent_id")) {
            auto found = new_ids.find(*old_parent);
            if (found == new_ids.end()) continue;  // a grandchild: the menu has two levels only
            parent = found->second;
        }
        std::int64_t id =
            conn.query(kInsertMenu, {{"school_id", to_school},
                                     {"parent_id", parent},
                                     {"name", row.text("name")},
                                     {"url", row.text("url")},
                                     {"explanation", row.text("explanation")},
                                     {"open_mode", row.text("open_mode")},
                                     {"active", db::nullable(row.opt_text("active"))},
                                     {"parameter_interface", db::nullable(row.opt_text("parameter_interface"))},
                                     {"sort", row.integer("sort")},
                                     {"visible", row.integer("visible")}})
                .front()
                .integer("id");
        new_ids[row.integer("id")] = id;
    }
}

}  // namespace xj::site
