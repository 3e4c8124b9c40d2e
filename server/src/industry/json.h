// The industry domain's answers (docs/industrial-belt.md "API").
#pragma once

#include <boost/json.hpp>

#include "industry/service.h"

namespace xj::industry {

boost::json::object belt_json(const Belt& b);
boost::json::array belts_json(const std::vector<Belt>& list);
boost::json::object map_json(const MapFigures& m);
boost::json::object region_json(const Region& r);

}  // namespace xj::industry
