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
// A school admin's roles of a user within the school: `roles`, an array of "student" and "teacher" (may be empty).
std::vector<core::Role> parse_school_roles(const core::Request& req);

// Site content (docs/admin.md "Site content"): the forms as sent, their rules the site domain's.
site::MenuItem parse_menu_form(const core::Request& req);
std::int64_t parse_menu_id(const core::Request& req);
std::optional<std::int64_t> parse_parent_id(const core::Request& req);
site::Advert parse_advert_form(const core::Request& req);
std::string parse_position(const core::Request& req);
std::vector<std::int64_t> parse_id_order(const core::Request& req);
std::vector<std::string> parse_sign_order(const core::Request& req);

}  // namespace xj::admin
