#include "employment/company_store.h"

#include "core/sign.h"
#include "core/text.h"

namespace xj::employment {

namespace {

#define XJ_COMPANY_COLUMNS                                                                               \
    "c.id, c.sign, c.owner_id, c.name, c.logo, c.industry, c.scale, c.city, c.address, c.introduction, " \
    "c.welfare, c.website, c.status, c.review_note, c.recommend, c.created_at, c.updated_at, "           \
    "(SELECT COUNT(*) FROM job j WHERE j.company_id = c.id AND j.listed = 1) AS open_jobs "
constexpr std::string_view kSelect = "SELECT " XJ_COMPANY_COLUMNS "FROM company c ";
#undef XJ_COMPANY_COLUMNS

constexpr std::string_view kInsert =
    "INSERT INTO company (sign, owner_id, name, logo, industry, scale, city, address, introduction, welfare, website, "
    "status, recommend, created_at, updated_at, reviewed_at) VALUES (:sign, :owner, :name, :logo, :industry, :scale, "
    ":city, :address, :introduction, :welfare, :website, :status, :recommend, :now, :now, :reviewed)";
constexpr std::string_view kUpdate =
    "UPDATE company SET name = :name, logo = :logo, industry = :industry, scale = :scale, city = :city, "
    "address = :address, introduction = :introduction, welfare = :welfare, website = :website, status = 0, "
    "review_note = '', updated_at = :now WHERE id = :id";
constexpr std::string_view kReview =
    "UPDATE company SET status = :status, review_note = :note, reviewed_at = :now WHERE id = :id";
constexpr std::string_view kRecommended =
    " WHERE c.status = 1 ORDER BY c.recommend DESC, open_jobs DESC, c.id LIMIT :limit";

Company company_from(const db::Row& r) {
    Company c;
    c.id = r.integer("id");
    c.sign = r.text("sign");
    c.owner_id = r.opt_integer("owner_id");
    c.name = r.text("name");
    c.logo = r.text("logo");
    c.industry = r.text("industry");
    c.scale = static_cast<int>(r.integer("scale"));
    c.city = r.text("city");
    c.address = r.text("address");
    c.introduction = r.text("introduction");
    c.welfare = core::text::split_lines(r.text("welfare"));
    c.website = r.text("website");
    c.status = static_cast<CompanyStatus>(r.integer("status"));
    c.review_note = r.text("review_note");
    c.recommend = r.integer("recommend") != 0;
    c.open_jobs = r.integer("open_jobs");
    c.created_at = r.integer("created_at");
    c.updated_at = r.integer("updated_at");
    return c;
}

std::optional<Company> one(db::Conn& conn, const std::string& sql, const db::Params& params) {
    auto r = conn.query_one(sql, params);
    if (!r) return std::nullopt;
    return company_from(*r);
}

db::Params form_params(const CompanyForm& f) {
    return {{"name", f.name},
            {"logo", f.logo},
            {"industry", f.industry},
            {"scale", static_cast<std::int64_t>(f.scale)},
            {"city", f.city},
            {"address", f.address},
            {"introduction", f.introduction},
            {"welfare", core::text::join_lines(f.welfare)},
            {"website", f.website}};
}

}  // namespace

bool CompanyStore::any(db::Conn& conn) const {
    return conn.query_one("SELECT 1 AS x FROM company LIMIT 1").has_value();
}

std::optional<Company> CompanyStore::find(db::Conn& conn, std::string_view sign) const {
    return one(conn, std::string(kSelect) + "WHERE c.sign = :sign", {{"sign", std::string(sign)}});
}

std::optional<Company> CompanyStore::find_by_id(db::Conn& conn, std::int64_t id) const {
    return one(conn, std::string(kSelect) + "WHERE c.id = :id", {{"id", id}});
}

std::optional<Company> CompanyStore::of_owner(db::Conn& conn, std::int64_t owner_id, bool lock) const {
    std::string sql = std::string(kSelect) + "WHERE c.owner_id = :owner";
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += " FOR UPDATE OF c";
    return one(conn, sql, {{"owner", owner_id}});
}

std::string CompanyStore::insert(db::Conn& conn, std::optional<std::int64_t> owner_id, const CompanyForm& form,
                                 CompanyStatus status, bool recommend, std::int64_t now) const {
    std::string sign = core::make_sign();
    db::Params params = form_params(form);
    params.push_back({"sign", sign});
    params.push_back({"owner", db::nullable(owner_id)});
    params.push_back({"status", static_cast<std::int64_t>(status)});
    params.push_back({"recommend", static_cast<std::int64_t>(recommend ? 1 : 0)});
    params.push_back({"now", now});
    params.push_back({"reviewed", status == CompanyStatus::kPending ? db::Value(nullptr) : db::Value(now)});
    conn.exec(kInsert, params);
    return sign;
}

void CompanyStore::update(db::Conn& conn, std::int64_t id, const CompanyForm& form, std::int64_t now) const {
    db::Params params = form_params(form);
    params.push_back({"id", id});
    params.push_back({"now", now});
    conn.exec(kUpdate, params);
}

void CompanyStore::review(db::Conn& conn, std::int64_t id, CompanyStatus status, std::string_view note,
                          std::int64_t now) const {
    conn.exec(kReview,
              {{"status", static_cast<std::int64_t>(status)}, {"note", std::string(note)}, {"now", now}, {"id", id}});
}

std::vector<Company> CompanyStore::recommended(db::Conn& conn, int limit) const {
    std::vector<Company> out;
    for (const auto& r :
         conn.query(std::string(kSelect) + std::string(kRecommended), {{"limit", static_cast<std::int64_t>(limit)}}))
        out.push_back(company_from(r));
    return out;
}

Paged<Company> CompanyStore::by_status(db::Conn& conn, CompanyStatus status, const Page& page) const {
    Paged<Company> out;
    db::Params params{{"status", static_cast<std::int64_t>(status)}};
    out.total = conn.query_one("SELECT COUNT(*) AS n FROM company WHERE status = :status", params)->integer("n");
    if (out.total == 0 || page.offset() >= out.total) return out;
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    for (const auto& r : conn.query(
             std::string(kSelect) + "WHERE c.status = :status ORDER BY c.updated_at, c.id LIMIT :limit OFFSET :offset",
             params))
        out.list.push_back(company_from(r));
    return out;
}

Paged<Company> CompanyStore::of_province(db::Conn& conn, const std::string& province, const Page& page) const {
    Paged<Company> out;
    db::Params params{{"province", province}};
    out.total =
        conn.query_one("SELECT COUNT(*) AS n FROM company WHERE status = 1 AND SUBSTR(city, 1, 2) = :province", params)
            ->integer("n");
    if (out.total == 0 || page.offset() >= out.total) return out;
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    for (const auto& r :
         conn.query(std::string(kSelect) +
                        "WHERE c.status = 1 AND SUBSTR(c.city, 1, 2) = :province ORDER BY open_jobs DESC, c.id "
                        "LIMIT :limit OFFSET :offset",
                    params))
        out.list.push_back(company_from(r));
    return out;
}

std::vector<std::pair<std::string, std::int64_t>> CompanyStore::count_by_province(db::Conn& conn) const {
    std::vector<std::pair<std::string, std::int64_t>> out;
    for (const auto& r : conn.query("SELECT SUBSTR(city, 1, 2) AS province, COUNT(*) AS n FROM company "
                                    "WHERE status = 1 AND city <> '' GROUP BY SUBSTR(city, 1, 2) ORDER BY province"))
        out.emplace_back(r.text("province"), r.integer("n"));
    return out;
}

}  // namespace xj::employment
