// Access rules declared on every route (ARCHITECTURE §5): who may call it, checked before the handler runs.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace xj::core {

enum class Role : std::uint8_t { kNormal, kStudent, kTeacher, kSchoolAdmin, kEnterprise, kAdmin };

std::string_view role_name(Role role);  // "normal", "student", "teacher", "schoolAdmin", "enterprise", "admin"

class Access {
public:
    enum class Kind : std::uint8_t { kPublic, kLogin, kRoles, kDemo };

    static Access public_() { return Access(Kind::kPublic, {}); }
    static Access login() { return Access(Kind::kLogin, {}); }
    static Access roles(std::vector<Role> roles) { return Access(Kind::kRoles, std::move(roles)); }
    static Access role(Role role) { return Access(Kind::kRoles, {role}); }
    // Only served when the server runs with --demo (the demo SMS outbox and similar).
    static Access demo() { return Access(Kind::kDemo, {}); }

    Kind kind() const { return kind_; }
    const std::vector<Role>& allowed() const { return roles_; }
    bool needs_user() const { return kind_ == Kind::kLogin || kind_ == Kind::kRoles; }
    // "public", "login", "role(teacher|schoolAdmin)", "demo" — as printed by --routes.
    std::string describe() const;

private:
    Access(Kind kind, std::vector<Role> roles) : kind_(kind), roles_(std::move(roles)) {}
    Kind kind_;
    std::vector<Role> roles_;
};

// The signed-in user of a request, as the accounts domain resolves it from the session cookie.
struct AuthUser {
    std::int64_t id = 0;
    std::string sign;
    std::string name;
    std::vector<Role> roles;
    std::int64_t school_id = 0;

    bool has_role(Role role) const;
};

}  // namespace xj::core
