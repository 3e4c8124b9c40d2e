#include "core/access.h"

#include <algorithm>

namespace xj::core {

std::string_view role_name(Role role) {
    switch (role) {
        case Role::kNormal:
            return "normal";
        case Role::kStudent:
            return "student";
        case Role::kTeacher:
            return "teacher";
        case Role::kSchoolAdmin:
            return "schoolAdmin";
        case Role::kEnterprise:
            return "enterprise";
        case Role::kAdmin:
            return "admin";
    }
    return "unknown";
}

std::string Access::describe() const {
    switch (kind_) {
        case Kind::kPublic:
            return "public";
        case Kind::kLogin:
            return "login";
        case Kind::kDemo:
            return "demo";
        case Kind::kRoles: {
            std::string out = "role(";
            for (std::size_t i = 0; i < roles_.size(); ++i) {
                if (i > 0) out += '|';
                out += role_name(roles_[i]);
            }
            return out + ")";
        }
    }
    return "unknown";
}

bool AuthUser::has_role(Role role) const { return std::find(roles.begin(), roles.end(), role) != roles.end(); }

}  // namespace xj::core
