#include "site/store.h"

namespace xj::site {

namespace {

constexpr std::string_view kSelectSchoolBySign =
    "SELECT id, sign, name, title, logo, bottom_logo, home_index, address, phone, wechat_image, app_image, "
    "icp_number, disabled, created_at FROM school WHERE sign = :sign";
constexpr std::string_view kSelectSchoolById =
    "SELECT id, sign, name, title, logo, bottom_logo, home_index, address, phone, wechat_image, app_image, "
    "icp_number, disabled, created_at FROM school WHERE id = :id";
constexpr std::string_view kSelectSchools = "SELECT name, sign FROM school WHERE disabled = 0 ORDER BY id";
constexpr std::string_view kSelectCrests =
    "SELECT sign, name, logo FROM school WHERE disabled = 0 ORDER BY id LIMIT :limit OFFSET :offset";
constexpr std::string_view kCountSchools = "SELECT COUNT(*) AS n FROM school WHERE disabled = 0";
constexpr std::string_view kSelectAnySchool = "SELECT id FROM school LIMIT 1";
constexpr std::string_view kSelectHosts =
    "SELECT h.host, h.school_id, h.icp_number FROM site_host h JOIN school s ON s.id = h.school_id "
    "WHERE s.disabled = 0";
constexpr std::string_view kSelectSchoolImages =
    "SELECT title, image_url FROM school_image WHERE school_id = :school_id ORDER BY sort, id";
constexpr std::string_view kSelectMenus =
    "SELECT id, parent_id, name, url, explanation, open_mode, active, parameter_interface FROM menu "
    "WHERE school_id = :school_id AND visible = 1 ORDER BY sort, id";
// The adverts in force: visible, started (or open) and not ended (or open).
#define XJ_ADVERT_IN_FORCE \
    "visible = 1 AND (starts_at IS NULL OR starts_at <= :now) AND (ends_at IS NULL OR ends_at > :now) "
constexpr std::string_view kSelectAdverts =
    "SELECT sign, position, title, subtitle, image_url, link_url, open_mode FROM advert "
    "WHERE school_id = :school_id AND position = :position AND " XJ_ADVERT_IN_FORCE "ORDER BY sort, id";
constexpr std::string_view kSelectAdvertsExcept =
    "SELECT sign, position, title, subtitle, image_url, link_url, open_mode FROM advert "
    "WHERE school_id = :school_id AND position <> :position AND " XJ_ADVERT_IN_FORCE "ORDER BY position, sort, id";
// The next instant a visible advert of the school starts or ends (a start later than now comes before its end).
constexpr std::string_view kNextAdvertChange =
    "SELECT MIN(CASE WHEN starts_at > :now THEN starts_at ELSE ends_at END) AS at FROM advert "
    "WHERE school_id = :school_id AND visible = 1 AND (starts_at > :now OR ends_at > :now)";
constexpr std::string_view kInsertSchool =
    "INSERT INTO school (sign, name, title, logo, bottom_logo, home_index, address, phone, wechat_image, "
    "app_image, icp_number, created_at) VALUES (:sign, :name, :title, :logo, :bottom_logo, :home_index, :address, "
    ":phone, :wechat_image, :app_image, :icp_number, :now) RETURNING id";
constexpr std::string_view kInsertHost =
    "INSERT INTO site_host (host, school_id, icp_number) VALUES (:host, :school_id, :icp_number)";
constexpr std::string_view kInsertSchoolImage =
    "INSERT INTO school_image (school_id, title, image_url, sort) VALUES (:school_id, :title, :image_url, :sort)";
constexpr std::string_view kInsertMenu =
    "INSERT INTO menu (school_id, parent_id, name, url, explanation, open_mode, active, parameter_interface, sort) "
    "VALUES (:school_id, :parent_id, :name, :url, :explanation, :open_mode, :active, :parameter_interface, :sort) "
    "RETURNING id";
constexpr std::string_view kInsertAdvert =
    "INSERT INTO advert (sign, school_id, position, title, subtitle, image_url, link_url, open_mode, sort) "
    "VALUES (:sign, :school_id, :position, :title, :subtitle, :image_url, :link_url, :open_mode, :sort)";

}  // namespace

School school_from(const db::Row& row) {
    return School{row.integer("id"),
                  row.text("sign"),
                  row.text("name"),
                  row.text("title"),
                  row.text("logo"),
                  row.text("bottom_logo"),
                  row.text("home_index"),
                  row.text("address"),
                  row.text("phone"),
                  row.text("wechat_image"),
                  row.text("app_image"),
                  row.text("icp_number"),
                  row.integer("disabled") != 0,
                  row.integer("created_at")};
}

Advert advert_from(const db::Row& row) {
    return Advert{row.text("sign"),      row.text("position"), row.text("title"),    row.text("subtitle"),
                  row.text("image_url"), row.text("link_url"), row.text("open_mode")};
}

MenuItem menu_from(const db::Row& row) {
    return MenuItem{row.integer("id"),
                    row.opt_integer("parent_id"),
                    row.text("name"),
                    row.text("url"),
                    row.text("explanation"),
                    row.text("open_mode"),
                    row.opt_text("active"),
                    row.opt_text("parameter_interface"),
                    {}};
}

std::optional<School> SiteStore::find_school_by_sign(db::Conn& conn, std::string_view sign) const {
    auto row = conn.query_one(kSelectSchoolBySign, {{"sign", std::string(sign)}});
    return row ? std::optional(school_from(*row)) : std::nullopt;
}

std::optional<School> SiteStore::find_school_by_id(db::Conn& conn, std::int64_t id) const {
    auto row = conn.query_one(kSelectSchoolById, {{"id", id}});
    return row ? std::optional(school_from(*row)) : std::nullopt;
}

std::vector<SchoolBrief> SiteStore::list_schools(db::Conn& conn) const {
    std::vector<SchoolBrief> out;
    for (const auto& row : conn.query(kSelectSchools)) out.push_back({row.text("name"), row.text("sign")});
    return out;
}

std::vector<SchoolCrest> SiteStore::list_crests(db::Conn& conn, std::int64_t limit, std::int64_t offset) const {
    std::vector<SchoolCrest> out;
    for (const auto& row : conn.query(kSelectCrests, {{"limit", limit}, {"offset", offset}}))
        out.push_back({row.text("sign"), row.text("name"), row.text("logo")});
    return out;
}

std::int64_t SiteStore::count_schools(db::Conn& conn) const { return conn.query_one(kCountSchools)->integer("n"); }

bool SiteStore::any_school(db::Conn& conn) const { return conn.query_one(kSelectAnySchool).has_value(); }

std::vector<SiteHost> SiteStore::list_hosts(db::Conn& conn) const {
    std::vector<SiteHost> out;
    for (const auto& row : conn.query(kSelectHosts))
        out.push_back({row.text("host"), row.integer("school_id"), row.text("icp_number")});
    return out;
}

std::vector<SchoolImage> SiteStore::list_school_images(db::Conn& conn, std::int64_t school_id) const {
    std::vector<SchoolImage> out;
    for (const auto& row : conn.query(kSelectSchoolImages, {{"school_id", school_id}}))
        out.push_back({row.text("title"), row.text("image_url")});
    return out;
}

std::vector<MenuItem> SiteStore::list_menus(db::Conn& conn, std::int64_t school_id) const {
    std::vector<MenuItem> out;
    for (const auto& row : conn.query(kSelectMenus, {{"school_id", school_id}})) out.push_back(menu_from(row));
    return out;
}

std::vector<Advert> SiteStore::list_adverts(db::Conn& conn, std::int64_t school_id, std::string_view position,
                                            std::int64_t now) const {
    std::vector<Advert> out;
    for (const auto& row :
         conn.query(kSelectAdverts, {{"school_id", school_id}, {"position", std::string(position)}, {"now", now}}))
        out.push_back(advert_from(row));
    return out;
}

std::vector<Advert> SiteStore::list_adverts_except(db::Conn& conn, std::int64_t school_id, std::string_view position,
                                                   std::int64_t now) const {
    std::vector<Advert> out;
    for (const auto& row : conn.query(kSelectAdvertsExcept,
                                      {{"school_id", school_id}, {"position", std::string(position)}, {"now", now}}))
        out.push_back(advert_from(row));
    return out;
}

std::optional<std::int64_t> SiteStore::next_advert_change(db::Conn& conn, std::int64_t school_id,
                                                          std::int64_t now) const {
    auto row = conn.query_one(kNextAdvertChange, {{"school_id", school_id}, {"now", now}});
    return row ? row->opt_integer("at") : std::nullopt;
}

std::int64_t SiteStore::insert_school(db::Conn& conn, const School& s, std::int64_t now) const {
    return conn
        .query(kInsertSchool, {{"sign", s.sign},
                               {"name", s.name},
                               {"title", s.title},
                               {"logo", s.logo},
                               {"bottom_logo", s.bottom_logo},
                               {"home_index", s.home_index},
                               {"address", s.address},
                               {"phone", s.phone},
                               {"wechat_image", s.wechat_image},
                               {"app_image", s.app_image},
                               {"icp_number", s.icp_number},
                               {"now", now}})
        .front()
        .integer("id");
}

void SiteStore::insert_host(db::Conn& conn, const SiteHost& h) const {
    conn.exec(kInsertHost, {{"host", h.host}, {"school_id", h.school_id}, {"icp_number", h.icp_number}});
}

void SiteStore::insert_school_image(db::Conn& conn, std::int64_t school_id, const SchoolImage& image, int sort) const {
    conn.exec(kInsertSchoolImage, {{"school_id", school_id},
                                   {"title", image.title},
                                   {"image_url", image.image_url},
                                   {"sort", static_cast<std::int64_t>(sort)}});
}

std::int64_t SiteStore::insert_menu(db::Conn& conn, std::int64_t school_id, const MenuItem& m, int sort) const {
    return conn
        .query(kInsertMenu, {{"school_id", school_id},
                             {"parent_id", db::nullable(m.parent_id)},
                             {"name", m.name},
                             {"url", m.url},
                             {"explanation", m.explanation},
                             {"open_mode", m.open_mode},
                             {"active", db::nullable(m.active)},
                             {"parameter_interface", db::nullable(m.parameter_interface)},
                             {"sort", static_cast<std::int64_t>(sort)}})
        .front()
        .integer("id");
}

void SiteStore::insert_advert(db::Conn& conn, std::int64_t school_id, const Advert& a, int sort) const {
    conn.exec(kInsertAdvert, {{"sign", a.sign},
                              {"school_id", school_id},
                              {"position", a.position},
                              {"title", a.title},
                              {"subtitle", a.subtitle},
                              {"image_url", a.image_url},
                              {"link_url", a.link_url},
                              {"open_mode", a.open_mode},
                              {"sort", static_cast<std::int64_t>(sort)}});
}

}  // namespace xj::site
