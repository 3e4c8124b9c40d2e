#include "audit/store.h"

#include "db/like.h"

namespace xj::audit {

namespace {

constexpr std::string_view kInsert =
    "INSERT INTO admin_audit (actor_id, actor_name, actor_role, school_id, action, target, summary, before_json, "
    "after_json, ip, created_at) VALUES (:actor_id, :actor_name, :actor_role, :school_id, :action, :target, :summary, "
    ":before_json, :after_json, :ip, :now)";
constexpr std::string_view kSelect =
    "SELECT a.id, a.created_at, a.actor_name, a.actor_role, COALESCE(s.sign, '') AS school_sign, "
    "COALESCE(s.name, '') AS school_name, a.action, a.target, a.summary, a.before_json, a.after_json, a.ip "
    "FROM admin_audit a LEFT JOIN school s ON s.id = a.school_id WHERE 1 = 1";
constexpr std::string_view kCount = "SELECT COUNT(*) AS n FROM admin_audit a WHERE 1 = 1";

// " AND …" for each filter that is set, and its parameters.
std::string where(const Filter& f, db::Params& params) {
    std::string sql;
    if (!f.actor.empty()) {
        sql += " AND a.actor_name LIKE :actor ESCAPE '\\'";
        params.push_back({"actor", db::like_contains(f.actor)});
    }
    if (!f.action.empty()) {
        sql += " AND a.action = :action";
        params.push_back({"action", f.action});
    }
    if (!f.school_sign.empty()) {
        sql += " AND a.school_id = (SELECT id FROM school WHERE sign = :school_sign)";
        params.push_back({"school_sign", f.school_sign});
    }
    if (f.school_id) {
        sql += " AND a.school_id = :school_id";
        params.push_back({"school_id", *f.school_id});
    }
    if (f.from) {
        sql += " AND a.created_at >= :from";
        params.push_back({"from", *f.from});
    }
    if (f.until) {
        sql += " AND a.created_at < :until";
        params.push_back({"until", *f.until});
    }
    return sql;
}

}  // namespace

void AuditStore::insert(db::Conn& conn, const Actor& actor, const Action& a, std::int64_t now) const {
    conn.exec(kInsert, {{"actor_id", actor.id},
                        {"actor_name", actor.name},
                        {"actor_role", actor.role},
                        {"school_id", db::nullable(a.school_id)},
                        {"action", a.action},
                        {"target", a.target},
                        {"summary", a.summary},
                        {"before_json", a.before},
                        {"after_json", a.after},
                        {"ip", actor.ip},
                        {"now", now}});
}

std::vector<Row> AuditStore::search(db::Conn& conn, const Filter& filter, std::int64_t limit,
                                    std::int64_t offset) const {
    db::Params params;
    std::string sql = std::string(kSelect) + where(filter, params) +
                      " ORDER BY a.created_at DESC, a.id DESC LIMIT :limit OFFSET :offset";
    params.push_back({"limit", limit});
    params.push_back({"offset", offset});
    std::vector<Row> out;
    for (const auto& r : conn.query(sql, params)) {
        out.push_back({r.integer("id"), r.integer("created_at"), r.text("actor_name"), r.text("actor_role"),
                       r.text("school_sign"), r.text("school_name"), r.text("action"), r.text("target"),
                       r.text("summary"), r.text("before_json"), r.text("after_json"), r.text("ip")});
    }
    return out;
}

std::int64_t AuditStore::count(db::Conn& conn, const Filter& filter) const {
    db::Params params;
    std::string sql = std::string(kCount) + where(filter, params);
    return conn.query_one(sql, params)->integer("n");
}

}  // namespace xj::audit
