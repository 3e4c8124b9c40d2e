// Reading the admin console's requests (docs/admin.md): filters, the school form, roles. Wrong types are -2 on the
// field; the rules themselves are the owning domains'.
#pragma once

#include <string>
#include <vector>

#include "accounts/model.h"
#include "core/access.h"
#include "core/request.h"
#include "site/model.h"

namespace xj::admin {

site::SchoolFilter parse_school_filter(const core::Request& req);
site::SchoolForm parse_school_form(const core::Request& req);
std::string parse_sign(const core::Request& req, std::string_view field, std::string_view missing);
// {disabled: bool}: true or false only.
bool parse_disabled(const core::Request& req);
bool parse_logo_kind(const core::Request& req);

accounts::UserFilter parse_user_filter(const core::Request& req);
std::vector<core::Role> parse_roles(const core::Request& req);

}  // namespace xj::admin
