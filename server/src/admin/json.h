// The admin console's answers as JSON (docs/admin.md), and the snapshots its audit rows keep.
#pragma once

#include <boost/json.hpp>

#include "admin/model.h"
#include "core/page.h"

namespace xj::admin {

boost::json::object school_detail_json(const site::SchoolDetail& d);
boost::json::object school_row_json(const SchoolRow& row);
boost::json::object schools_json(const core::Paged<SchoolRow>& page);
boost::json::object user_row_json(const accounts::UserSummary& u);
boost::json::object users_json(const core::Paged<accounts::UserSummary>& page);
boost::json::object user_detail_json(const UserDetail& d);
boost::json::array roles_json(const std::vector<core::Role>& roles);
// Site content as the consoles edit it: an item with its children, an advert with its schedule (times ISO 8601).
boost::json::object admin_menu_json(const site::MenuItem& m);
boost::json::object admin_advert_json(const site::Advert& a);
// The list with each advert's state at `now`: live, scheduled, ended or hidden.
boost::json::array admin_adverts_json(const std::vector<site::Advert>& list, std::int64_t now);

}  // namespace xj::admin
