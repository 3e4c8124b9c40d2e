// The external systems' answers as JSON (docs/external-systems.md "API").
#pragma once

#include <boost/json.hpp>
#include <vector>

#include "external/model.h"

namespace xj::external {

boost::json::array cards_json(const std::vector<SystemCard>& cards);
boost::json::object launch_json(const Launch& l);
boost::json::object verified_json(const Verified& v);
boost::json::object admin_system_json(const AdminSystem& s);
boost::json::array admin_systems_json(const std::vector<AdminSystem>& list);

}  // namespace xj::external
