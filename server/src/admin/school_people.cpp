// 师生管理 of a school admin (docs/admin.md "People of the school"): the users of the admin's own school, and their
// roles within it. A school admin gives or takes the student and teacher roles only; the others (normal, school admin,
// enterprise, admin) stay as the platform admin set them. Each change ends the user's sessions and writes its audit
// row.
#include <algorithm>

#include "admin/service.h"
#include "core/api_error.h"

namespace xj::admin {

using core::ApiError;
using core::Role;

namespace {

constexpr std::string_view kMsgNoUser = "用户不存在";
constexpr std::string_view kMsgOwnRoles = "不能修改自己的身份";

bool within_school(Role r) { return r == Role::kStudent || r == Role::kTeacher; }

}  // namespace

core::Paged<accounts::UserSummary> AdminService::school_users(const core::AuthUser& admin, accounts::UserFilter filter,
                                                              const core::Page& page) {
    if (admin.school_id == 0) return {};
    auto school = db_.with_conn([&](db::Conn& c) { return site_.find_school_by_id(c, admin.school_id); });
    if (!school) return {};
    filter.school_sign = school->sign;
    return accounts_.admin_users(filter, page);
}

accounts::UserSummary AdminService::set_school_roles(const Actor& actor, const std::string& sign,
                                                     std::vector<Role> school_roles) {
    return db_.with_tx([&](db::Conn& c) {
        auto found = sign.empty() ? std::nullopt : accounts_.find_user_by_sign(c, sign);
        // Another school's user is as unknown as a made-up sign.
        if (!found || actor.user.school_id == 0 || found->school_id != actor.user.school_id)
            throw ApiError::business(std::string(kMsgNoUser));
        accounts::User u = accounts_.user_summary(c, found->id)->user;
        if (u.id == actor.user.id) throw ApiError::business(std::string(kMsgOwnRoles));
        std::vector<Role> roles;
        std::copy_if(u.roles.begin(), u.roles.end(), std::back_inserter(roles),
                     [](Role r) { return !within_school(r); });
        roles.insert(roles.end(), school_roles.begin(), school_roles.end());
        if (roles.empty()) roles.push_back(Role::kNormal);
        std::sort(roles.begin(), roles.end());
        roles.erase(std::unique(roles.begin(), roles.end()), roles.end());
        std::vector<Role> now = u.roles;
        std::sort(now.begin(), now.end());
        if (now == roles) return *accounts_.user_summary(c, u.id);  // nothing to change, nothing written
        return apply_roles(c, actor, u, roles);
    });
}

}  // namespace xj::admin
