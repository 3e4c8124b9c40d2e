#include "external/store.h"

namespace xj::external {

namespace {

constexpr std::string_view kSelect =
    "SELECT id, school_id, system, name, url, pass_mode, token_param, description, enabled, secret, updated_at "
    "FROM external_system ";

SystemConfig config_from(const db::Row& r) {
    SystemConfig c;
    c.id = r.integer("id");
    c.school_id = r.integer("school_id");
    c.form.system = r.text("system");
    c.form.name = r.text("name");
    c.form.url = r.text("url");
    c.form.pass_mode = r.text("pass_mode");
    c.form.token_param = r.text("token_param");
    c.form.description = r.text("description");
    c.form.enabled = r.integer("enabled") != 0;
    c.secret = r.text("secret");
    c.updated_at = r.integer("updated_at");
    return c;
}

}  // namespace

std::vector<SystemConfig> SystemStore::of_school(db::Conn& conn, std::int64_t school_id) const {
    std::vector<SystemConfig> out;
    for (const auto& r :
         conn.query(std::string(kSelect) + "WHERE school_id = :school ORDER BY system", {{"school", school_id}}))
        out.push_back(config_from(r));
    return out;
}

std::optional<SystemConfig> SystemStore::find(db::Conn& conn, std::int64_t school_id, std::string_view system) const {
    auto r = conn.query_one(std::string(kSelect) + "WHERE school_id = :school AND system = :system",
                            {{"school", school_id}, {"system", std::string(system)}});
    if (!r) return std::nullopt;
    return config_from(*r);
}

void SystemStore::save(db::Conn& conn, std::int64_t school_id, const SystemForm& f, const std::string& secret,
                       std::int64_t now) const {
    conn.exec(
        "INSERT INTO external_system (school_id, system, name, url, pass_mode, token_param, description, enabled, "
        "secret, created_at, updated_at) VALUES (:school, :system, :name, :url, :pass_mode, :token_param, "
        ":description, :enabled, :secret, :now, :now) ON CONFLICT (school_id, system) DO UPDATE SET name = "
        "excluded.name, url = excluded.url, pass_mode = excluded.pass_mode, token_param = excluded.token_param, "
        "description = excluded.description, enabled = excluded.enabled, updated_at = excluded.updated_at",
        {{"school", school_id},
         {"system", f.system},
         {"name", f.name},
         {"url", f.url},
         {"pass_mode", f.pass_mode},
         {"token_param", f.token_param},
         {"description", f.description},
         {"enabled", std::int64_t{f.enabled ? 1 : 0}},
         {"secret", secret},
         {"now", now}});
}

bool SystemStore::set_secret(db::Conn& conn, std::int64_t school_id, std::string_view system, const std::string& secret,
                             std::int64_t now) const {
    return conn.exec(
               "UPDATE external_system SET secret = :secret, updated_at = :now WHERE school_id = :school AND "
               "system = :system",
               {{"secret", secret}, {"now", now}, {"school", school_id}, {"system", std::string(system)}}) > 0;
}

bool SystemStore::remove(db::Conn& conn, std::int64_t school_id, std::string_view system) const {
    return conn.exec("DELETE FROM external_system WHERE school_id = :school AND system = :system",
                     {{"school", school_id}, {"system", std::string(system)}}) > 0;
}

bool SystemStore::use_token(db::Conn& conn, const std::string& jti, std::int64_t expires_at) const {
    return conn.exec(
               "INSERT INTO external_token_use (jti, expires_at) VALUES (:jti, :expires) ON CONFLICT (jti) DO "
               "NOTHING",
               {{"jti", jti}, {"expires", expires_at}}) > 0;
}

void SystemStore::sweep_tokens(db::Conn& conn, std::int64_t now) const {
    conn.exec("DELETE FROM external_token_use WHERE expires_at < :now", {{"now", now}});
}

}  // namespace xj::external
