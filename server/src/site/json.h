// JSON shapes of the site shell's answers (field names as the spec and the web app use them).
#pragma once

#include <boost/json/value_from.hpp>

#include "site/model.h"

namespace xj::site {

void tag_invoke(const boost::json::value_from_tag&, boost::json::value& out, const MenuItem& item);
void tag_invoke(const boost::json::value_from_tag&, boost::json::value& out, const Advert& advert);
void tag_invoke(const boost::json::value_from_tag&, boost::json::value& out, const SchoolImage& image);
void tag_invoke(const boost::json::value_from_tag&, boost::json::value& out, const SchoolBrief& school);

// Base info of spec 01 §3, with the ICP number for the request's host.
boost::json::value base_info_json(const School& school, const std::string& icp_number);

}  // namespace xj::site
