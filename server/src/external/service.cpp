#include "external/service.h"

#include <boost/json.hpp>

#include "audit/actions.h"
#include "core/api_error.h"
#include "core/sign.h"
#include "external/rules.h"
#include "external/token.h"

namespace xj::external {

using core::ApiError;

namespace {

constexpr std::string_view kHex = "0123456789abcdef";
constexpr std::size_t kSecretHexDigits = 64;  // 32 random bytes
constexpr std::size_t kJtiLength = 32;

std::string new_secret() { return core::random_code(kSecretHexDigits, kHex); }

void require_system(const std::string& system) {
    if (!is_system(system)) throw ApiError::invalid("system", std::string(kMsgNoSystem));
}

// A school to configure: none is -6 (a school admin without a school).
std::int64_t require_school(std::int64_t school) {
    if (school <= 0) throw ApiError::no_permission();
    return school;
}

// A system's configuration as the audit log keeps it: everything but the secret ("" when it was not configured).
std::string audit_state(const AdminSystem& s) {
    if (!s.configured) return "";
    return boost::json::serialize(boost::json::object{{"name", s.form.name},
                                                      {"url", s.form.url},
                                                      {"passMode", s.form.pass_mode},
                                                      {"tokenParam", s.form.token_param},
                                                      {"description", s.form.description},
                                                      {"enabled", s.form.enabled}});
}

audit::Action system_audit(std::int64_t school, std::string_view action, const std::string& system,
                           const AdminSystem& before, const AdminSystem& after, const std::string& summary) {
    return {school, std::string(action), "external:" + system, summary, audit_state(before), audit_state(after)};
}

// 外部系统 ERP 实训平台（erp）
std::string named(const AdminSystem& s) { return "外部系统 " + s.form.name + "（" + s.form.system + "）"; }

}  // namespace

std::optional<site::School> ExternalService::host_school(std::string_view host) {
    std::string sign;
    try {
        sign = site_.school_sign(host);
    } catch (const ApiError&) {
        return std::nullopt;  // no school at all (a fresh installation)
    }
    if (sign.empty()) return std::nullopt;
    return db_.with_conn([&](db::Conn& c) { return site_.find_school_by_sign(c, sign); });
}

std::vector<SystemCard> ExternalService::systems(std::string_view host) {
    auto school = host_school(host);
    std::vector<SystemConfig> saved;
    if (school) saved = db_.with_conn([&](db::Conn& c) { return store_.of_school(c, school->id); });
    std::vector<SystemCard> out;
    for (std::string_view system : kSystems) {
        SystemCard card{std::string(system), std::string(default_name(system)), "", false};
        for (const auto& s : saved)
            if (s.form.system == system) {
                card.name = s.form.name;
                card.description = s.form.description;
                card.configured = s.form.enabled;
            }
        out.push_back(std::move(card));
    }
    return out;
}

Launch ExternalService::launch(std::string_view host, const core::AuthUser& user, const std::string& system) {
    require_system(system);
    auto school = host_school(host);
    std::optional<SystemConfig> config;
    if (school) config = db_.with_conn([&](db::Conn& c) { return store_.find(c, school->id, system); });
    if (!config || !config->form.enabled) throw ApiError::business(std::string(kMsgNotOpen));
    // The token speaks for the school: only its own students, teachers and admins are passed to its system.
    if (user.school_id != school->id) throw ApiError::business(std::string(kMsgNotMember));
    Launch out{system, config->form.name, config->form.url, 0};
    if (config->form.pass_mode != kPassToken) return out;
    TokenClaims claims;
    claims.system = system;
    claims.school_sign = school->sign;
    claims.user_sign = user.sign;
    claims.name = user.name;
    for (core::Role r : user.roles) claims.roles.emplace_back(core::role_name(r));
    claims.issued_at = clock_.now_seconds();
    claims.expires_at = claims.issued_at + kTokenSeconds;
    claims.jti = core::random_code(kJtiLength);
    out.url = with_query_param(config->form.url, config->form.token_param, make_token(claims, config->secret));
    out.expires_at = claims.expires_at;
    return out;
}

Verified ExternalService::verify(const std::string& token) {
    auto claims = read_claims(token);
    if (!claims || !is_system(claims->system)) throw ApiError::business(std::string(kMsgTokenInvalid));
    std::int64_t now = clock_.now_seconds();
    return db_.with_tx([&](db::Conn& c) {
        auto school = site_.find_school_by_sign(c, claims->school_sign);
        std::optional<SystemConfig> config;
        if (school) config = store_.find(c, school->id, claims->system);
        if (!config || !config->form.enabled || !signed_with(token, config->secret))
            throw ApiError::business(std::string(kMsgTokenInvalid));
        // Signed with the secret, yet not as a launch makes it (a key holder's own token): never longer-lived.
        if (claims->expires_at - claims->issued_at > kTokenSeconds || claims->issued_at > now + kClockSkewSeconds)
            throw ApiError::business(std::string(kMsgTokenInvalid));
        if (claims->expires_at < now) throw ApiError::business(std::string(kMsgTokenExpired));
        store_.sweep_tokens(c, now);
        if (!store_.use_token(c, claims->jti, claims->expires_at)) throw ApiError::business(std::string(kMsgTokenUsed));
        return Verified{*claims, school->name};
    });
}

AdminSystem ExternalService::admin_system(db::Conn& conn, std::int64_t school_id, std::string_view system) const {
    AdminSystem out;
    if (auto saved = store_.find(conn, school_id, system)) {
        out.form = saved->form;
        out.configured = true;
        out.secret = saved->secret;
        out.updated_at = saved->updated_at;
        return out;
    }
    out.form.system = std::string(system);
    out.form.name = std::string(default_name(system));
    out.form.enabled = false;
    return out;
}

std::int64_t ExternalService::own_school(const core::AuthUser& admin) { return require_school(admin.school_id); }

std::int64_t ExternalService::named_school(const std::string& sign) {
    if (sign.empty()) throw ApiError::invalid("school", "请选择学校");
    auto school = db_.with_conn([&](db::Conn& c) { return site_.find_school_by_sign(c, sign); });
    if (!school) throw ApiError::business("学校不存在", "school");
    return school->id;
}

std::vector<AdminSystem> ExternalService::admin_list(std::int64_t school) {
    require_school(school);
    return db_.with_conn([&](db::Conn& c) {
        std::vector<AdminSystem> out;
        for (std::string_view system : kSystems) out.push_back(admin_system(c, school, system));
        return out;
    });
}

AdminSystem ExternalService::save(const core::AuthUser& admin, std::int64_t school, std::string_view ip,
                                  SystemForm form) {
    require_school(school);
    if (auto v = form_violation(form)) throw ApiError::invalid(v->field, v->message);
    return db_.with_tx([&](db::Conn& c) {
        AdminSystem before = admin_system(c, school, form.system);
        store_.save(c, school, form, new_secret(), clock_.now_seconds());
        AdminSystem after = admin_system(c, school, form.system);
        audit_.record(c, admin, ip,
                      system_audit(school, audit::kExternalSave, form.system, before, after, "保存" + named(after)));
        return after;
    });
}

AdminSystem ExternalService::reset_secret(const core::AuthUser& admin, std::int64_t school, std::string_view ip,
                                          const std::string& system) {
    require_school(school);
    require_system(system);
    return db_.with_tx([&](db::Conn& c) {
        if (!store_.set_secret(c, school, system, new_secret(), clock_.now_seconds()))
            throw ApiError::business(std::string(kMsgNotOpen));
        AdminSystem after = admin_system(c, school, system);
        audit_.record(
            c, admin, ip,
            system_audit(school, audit::kExternalResetSecret, system, after, after, "重置" + named(after) + "的密钥"));
        return after;
    });
}

void ExternalService::remove(const core::AuthUser& admin, std::int64_t school, std::string_view ip,
                             const std::string& system) {
    require_school(school);
    require_system(system);
    db_.with_tx([&](db::Conn& c) {
        AdminSystem before = admin_system(c, school, system);
        if (!store_.remove(c, school, system)) throw ApiError::business(std::string(kMsgNotOpen));
        audit_.record(
            c, admin, ip,
            system_audit(school, audit::kExternalRemove, system, before, AdminSystem{}, "删除" + named(before)));
    });
}

}  // namespace xj::external
