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

}  // namespace xj::admin
