#include "industry/store.h"

#include <boost/json.hpp>

namespace xj::industry {

namespace json = boost::json;

namespace {

constexpr std::string_view kSelect =
    "SELECT id, sign, province, name, industries, summary, course_keyword, enterprises, position, updated_at "
    "FROM industrial_belt ";
constexpr std::string_view kOrder = " ORDER BY province, position, id";

std::string industries_json(const std::vector<std::string>& list) {
    json::array a;
    for (const std::string& s : list) a.emplace_back(s);
    return json::serialize(a);
}

std::string enterprises_json(const std::vector<Enterprise>& list) {
    json::array a;
    for (const Enterprise& e : list) a.push_back(json::object{{"name", e.name}, {"description", e.description}});
    return json::serialize(a);
}

Belt belt_from(const db::Row& r) {
    Belt b;
    b.id = r.integer("id");
    b.sign = r.text("sign");
    b.province = r.text("province");
    b.name = r.text("name");
    b.summary = r.text("summary");
    b.course_keyword = r.text("course_keyword");
    b.position = static_cast<int>(r.integer("position"));
    b.updated_at = r.integer("updated_at");
    // Written only by this store, from checked input: a malformed column would be a bug, so it throws.
    const json::value industries = json::parse(r.text("industries"));
    for (const json::value& v : industries.as_array()) b.industries.emplace_back(v.as_string());
    const json::value enterprises = json::parse(r.text("enterprises"));
    for (const json::value& v : enterprises.as_array()) {
        const json::object& o = v.as_object();
        b.enterprises.push_back({std::string(o.at("name").as_string()), std::string(o.at("description").as_string())});
    }
    return b;
}

std::vector<Belt> belts(db::Conn& conn, const std::string& sql, const db::Params& params) {
    std::vector<Belt> out;
    for (const auto& r : conn.query(sql, params)) out.push_back(belt_from(r));
    return out;
}

}  // namespace

std::vector<Belt> BeltStore::all(db::Conn& conn) const {
    return belts(conn, std::string(kSelect) + std::string(kOrder), {});
}

std::vector<Belt> BeltStore::of_province(db::Conn& conn, const std::string& province) const {
    return belts(conn, std::string(kSelect) + "WHERE province = :province" + std::string(kOrder),
                 {{"province", province}});
}

std::optional<Belt> BeltStore::by_sign(db::Conn& conn, const std::string& sign) const {
    auto row = conn.query_one(std::string(kSelect) + "WHERE sign = :sign", {{"sign", sign}});
    if (!row) return std::nullopt;
    return belt_from(*row);
}

bool BeltStore::name_taken(db::Conn& conn, const std::string& province, const std::string& name,
                           std::int64_t except_id) const {
    return conn
        .query_one("SELECT 1 AS x FROM industrial_belt WHERE province = :province AND name = :name AND id <> :id",
                   {{"province", province}, {"name", name}, {"id", except_id}})
        .has_value();
}

std::optional<std::int64_t> BeltStore::insert(db::Conn& conn, const Belt& b, std::int64_t now) const {
    auto row = conn.query_one(
        "INSERT INTO industrial_belt (sign, province, name, industries, summary, course_keyword, enterprises, "
        "position, created_at, updated_at) VALUES (:sign, :province, :name, :industries, :summary, :keyword, "
        ":enterprises, (SELECT COALESCE(MAX(position), 0) + 1 FROM industrial_belt WHERE province = :province), "
        ":now, :now) ON CONFLICT DO NOTHING RETURNING id",
        {{"sign", b.sign},
         {"province", b.province},
         {"name", b.name},
         {"industries", industries_json(b.industries)},
         {"summary", b.summary},
         {"keyword", b.course_keyword},
         {"enterprises", enterprises_json(b.enterprises)},
         {"now", now}});
    if (!row) return std::nullopt;
    return row->integer("id");
}

void BeltStore::update(db::Conn& conn, const Belt& b, std::int64_t now) const {
    conn.exec(
        "UPDATE industrial_belt SET position = CASE WHEN province = :province THEN position ELSE (SELECT "
        "COALESCE(MAX(x.position), 0) + 1 FROM industrial_belt x WHERE x.province = :province) END, "
        "province = :province, name = :name, industries = :industries, summary = :summary, "
        "course_keyword = :keyword, enterprises = :enterprises, updated_at = :now WHERE id = :id",
        {{"province", b.province},
         {"name", b.name},
         {"industries", industries_json(b.industries)},
         {"summary", b.summary},
         {"keyword", b.course_keyword},
         {"enterprises", enterprises_json(b.enterprises)},
         {"now", now},
         {"id", b.id}});
}

bool BeltStore::remove(db::Conn& conn, std::int64_t id) const {
    return conn.exec("DELETE FROM industrial_belt WHERE id = :id", {{"id", id}}) > 0;
}

std::vector<std::pair<std::string, std::int64_t>> BeltStore::count_by_province(db::Conn& conn) const {
    std::vector<std::pair<std::string, std::int64_t>> out;
    for (const auto& r :
         conn.query("SELECT province, COUNT(*) AS n FROM industrial_belt GROUP BY province ORDER BY province"))
        out.emplace_back(r.text("province"), r.integer("n"));
    return out;
}

}  // namespace xj::industry
